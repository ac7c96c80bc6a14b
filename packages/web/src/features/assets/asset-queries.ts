import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssetStatusName, TokenAsset } from '@tvmscan/api/contract';
import { useAuth } from '../../shared/session/auth-context.js';
import { ApiError } from '../../shared/api/api-error.js';

/** Page size of My tokens (spec 001 §9). */
export const MY_TOKENS_PAGE = 10;
const ADMIN_PAGE = 100;

const KEY = 'token-assets';

/** A token of My tokens: one the user proved to own, with its newest version when one was submitted. */
export interface MyToken {
  readonly rootAddress: string;
  readonly name: string;
  readonly symbol: string;
  readonly linkedAt: number;
  readonly latest: TokenAsset | undefined;
}

/** The signed-in user's tokens, newest link first, each with its newest version. */
export function useMyTokens() {
  const { user, registry } = useAuth();
  return useQuery({
    queryKey: [KEY, 'mine', user?.subject],
    enabled: user !== null,
    queryFn: async (): Promise<MyToken[]> => {
      const [owned, versions] = await Promise.all([
        registry.post('/v1/authorized/tokens/owned', {}, user?.accessToken),
        registry.post('/v1/authorized/tokens/list', { only_for_owner: true, only_last_proposal: true, limit: 100 }, user?.accessToken),
      ]);
      return owned.tokens.map((token) => ({
        rootAddress: token.root_address,
        name: token.name,
        symbol: token.symbol,
        linkedAt: token.linked_at,
        latest: versions.proposals.find((version) => version.root_address === token.root_address),
      }));
    },
  });
}

/** Every version of one token the caller may see (its own tokens; any token for an admin), newest first. */
export function useTokenVersions(root: string, everyone: boolean) {
  const { user, registry } = useAuth();
  return useQuery({
    queryKey: [KEY, 'versions', user?.subject, root, everyone],
    enabled: user !== null,
    queryFn: () => registry.post('/v1/authorized/tokens/list', { only_for_owner: !everyone, root_address: root, limit: 100 }, user?.accessToken),
  });
}

/** The admins' lists: the pending versions, or the reviewed ones. */
export function useAdminAssets(statuses: AssetStatusName[]) {
  const { user, registry } = useAuth();
  return useQuery({
    queryKey: [KEY, 'admin', statuses.join(',')],
    enabled: user !== null,
    queryFn: () => registry.post('/v1/authorized/tokens/list', { only_for_owner: false, status: statuses, limit: ADMIN_PAGE }, user?.accessToken),
  });
}

/** How many versions wait for review (the assets tab's badge). */
export function usePendingCount() {
  const { user, registry, isAdmin } = useAuth();
  return useQuery({
    queryKey: [KEY, 'pending-count'],
    enabled: user !== null && isAdmin,
    queryFn: () => registry.post('/v1/authorized/tokens/proposals/count', { only_for_owner: false, status: ['Pending'] }, user?.accessToken),
  });
}

/** The approved version older than `version`, which the review compares with; null when none. */
export function usePreviousApproved(version: TokenAsset | undefined) {
  const { user, registry } = useAuth();
  return useQuery({
    queryKey: [KEY, 'previous', version?.root_address, version?.active_from],
    enabled: user !== null && version !== undefined,
    queryFn: () =>
      registry.post(
        '/v1/admin/previous_proposal_version',
        { root_address: version!.root_address, active_from: version!.active_from, status: 'Approved' },
        user?.accessToken,
      ),
  });
}

/**
 * A token's approved information, for anyone; null when none was approved. Asked through the list call, which answers
 * an empty list rather than a 404 (which a browser logs as a failed load) for the many tokens without any.
 */
export function useApprovedInfo(root: string | undefined) {
  const { registry } = useAuth();
  return useQuery({
    queryKey: [KEY, 'public', root],
    enabled: root !== undefined,
    queryFn: async () => (await registry.post('/v1/info/tokens/list', { root_addresses: [root!], limit: 1 })).tokens[0] ?? null,
  });
}

/** Drops every asset answer kept, after a change. */
export function useForgetAssets(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [KEY] });
}

/** The version a page names: `activeFrom`, or the newest. */
export function versionOf(versions: readonly TokenAsset[] | undefined, activeFrom: number | undefined): TokenAsset | undefined {
  if (!versions) return undefined;
  return activeFrom === undefined ? versions[0] : versions.find((version) => version.active_from === activeFrom);
}

/** The logo of a version as an image source: a data: URL, which an <img> draws without running anything. */
export function logoSource(version: TokenAsset): string {
  return `data:image/svg+xml;base64,${version.asset_logo}`;
}

/** The texts' key of a failed call's error, in the spec's words (§8). */
/** The review named a version another admin reviewed meanwhile: the server refuses its `active_from` (400). */
export function reviewedMeanwhile(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && (error.body?.error.message.startsWith('body/active_from') ?? false);
}

export function errorKeyOf(error: unknown): 'notOwner' | 'notToken' | 'auth' | 'unknown' {
  if (!(error instanceof ApiError)) return 'unknown';
  if (error.status === 412) return 'notOwner';
  if (error.status === 401) return 'auth';
  if (error.body?.error.kind === 'NotToken') return 'notToken';
  return 'unknown';
}
