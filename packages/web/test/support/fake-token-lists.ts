import type { ApiErrorBody, ApprovedTokenInfo, TokenList, TokenListErrorKind, TokenListProposal, TokenListToken } from '@tvmscan/api/contract';
import type { FakeRegistryRouteHandlers } from './fake-registry.js';

/** A token the fake registry knows, by root address. */
export interface KnownToken {
  root_address: string;
  full_name: string;
  symbol: string;
  approved: boolean;
  approved_info: ApprovedTokenInfo | null;
}

interface StoredList {
  list: Omit<TokenList, 'tokens_count' | 'proposals_count' | 'is_owner' | 'is_manager'>;
  owner: string;
  managers: string[];
  tokens: string[];
  proposals: { root_address: string; status: 'Pending' | 'Declined'; created_at: number }[];
}

export const rootOf = (digit: string) => `0:${digit.repeat(64)}`;

const approvedInfo = (root: string, name: string): ApprovedTokenInfo => ({
  name,
  logo_url: `/api/registry/v1/info/address/${root}/logo.svg?v=1`,
  website: 'https://tokens.example',
});

/** Tokens of the fake: two approved (the dollar under an approved name of its own), one not. */
export const KNOWN_TOKENS: KnownToken[] = [
  { root_address: rootOf('a'), full_name: 'Wrapped EVER', symbol: 'WEVER', approved: true, approved_info: approvedInfo(rootOf('a'), 'Wrapped EVER') },
  { root_address: rootOf('b'), full_name: 'Dollar', symbol: 'DUSD', approved: true, approved_info: approvedInfo(rootOf('b'), 'Devnet Dollar') },
  { root_address: rootOf('c'), full_name: 'Fresh coin', symbol: 'FRESH', approved: false, approved_info: null },
];

const UPDATED_AT = 1_763_000_000;

/** The user a bearer token of the tests stands for (`token-of-alice` is alice@example.org). */
const emailOf = (accessToken: string | undefined) => (accessToken === undefined ? null : `${accessToken.replace(/^token-of-/, '')}@example.org`);

const refusal = (status: number, kind: TokenListErrorKind | undefined, message: string): { status: number; body: ApiErrorBody } => ({
  status,
  body: {
    error: {
      code: status === 400 ? 'BadRequest' : status === 403 ? 'Forbidden' : status === 401 ? 'Unauthorized' : 'NotFound',
      kind: kind ?? (status === 400 ? 'Error' : status === 403 ? 'Forbidden' : status === 401 ? 'Auth' : 'NotFound'),
      message,
    },
  },
});
const notFound = () => refusal(404, undefined, 'no such token list');

/**
 * A registry holding token lists in memory and answering the token-list calls as the real one does for the cases the
 * screens show (the roles of §6, the §5 and §8 refusals), for tests that click through the screens. Lists start with
 * the system list; `seed` adds more.
 */
export class FakeTokenLists {
  private readonly lists: StoredList[] = [];
  private nextId = 1;

  constructor() {
    this.add({ url: 'system', name: 'Tvmscan tokens', owner: '', isSystem: true, tokens: [rootOf('a'), rootOf('b')] });
  }

  add(options: {
    url: string;
    name: string;
    owner: string;
    isSystem?: boolean;
    verified?: boolean;
    isPublic?: boolean;
    tokens?: string[];
    managers?: string[];
  }) {
    const stored: StoredList = {
      list: {
        id: this.nextId++,
        url: options.url,
        name: options.name,
        description: `About ${options.name}`,
        asset_logo_url: options.isSystem ? null : `https://logos.example/${options.url}.svg`,
        verified: options.verified ?? false,
        is_public: options.isPublic ?? true,
        is_system: options.isSystem ?? false,
        updated_at: UPDATED_AT,
        version: 1,
      },
      owner: options.owner,
      managers: options.managers ?? [],
      tokens: options.tokens ?? [],
      proposals: [],
    };
    this.lists.push(stored);
    return stored;
  }

  propose(url: string, rootAddress: string) {
    this.byUrl(url)!.proposals.push({ root_address: rootAddress, status: 'Pending', created_at: UPDATED_AT });
  }

  tokensOf(url: string): string[] {
    return [...this.byUrl(url)!.tokens];
  }

  byUrl(url: string): StoredList | undefined {
    return this.lists.find((stored) => stored.list.url === url);
  }

  private byId(id: string): StoredList | undefined {
    return this.lists.find((stored) => String(stored.list.id) === id);
  }

  private visible(stored: StoredList, email: string | null): boolean {
    return stored.list.is_public || (email !== null && this.manages(stored, email));
  }

  private manages(stored: StoredList, email: string): boolean {
    return stored.owner === email || stored.managers.includes(email);
  }

  private view(stored: StoredList, email: string | null): TokenList {
    return {
      ...stored.list,
      tokens_count: stored.tokens.length,
      proposals_count: stored.proposals.filter((proposal) => proposal.status === 'Pending').length,
      is_owner: email !== null && stored.owner === email,
      is_manager: email !== null && stored.managers.includes(email),
    };
  }

  private wrap(stored: StoredList, email: string | null) {
    const list = this.view(stored, email);
    return { token_list: list, is_owner: list.is_owner };
  }

  private tokenRows(stored: StoredList): TokenListToken[] {
    return stored.tokens.map((address, order) => {
      const known = KNOWN_TOKENS.find((token) => token.root_address === address)!;
      return { ...known, decimals: 9, asset_logo_url: known.approved_info?.logo_url ?? null, order };
    });
  }

  private proposalRows(stored: StoredList, rootAddress: string | undefined): TokenListProposal[] {
    return stored.proposals
      .filter((proposal) => proposal.status === 'Pending' && (rootAddress === undefined || proposal.root_address === rootAddress))
      .map((proposal) => ({
        ...KNOWN_TOKENS.find((token) => token.root_address === proposal.root_address)!,
        decimals: 9,
        asset_logo_url: null,
        ...proposal,
      }));
  }

  /** The stored list the path names, when the caller may act on it with `role`. */
  private forRole(id: string, accessToken: string | undefined, role: 'owner' | 'manager') {
    const email = emailOf(accessToken);
    const stored = this.byId(id);
    if (!stored || !this.visible(stored, email)) return { failure: notFound() };
    if (email === null) return { failure: refusal(401, undefined, 'sign in') };
    const allowed = role === 'owner' ? stored.owner === email : this.manages(stored, email);
    return allowed ? { stored, email } : { failure: refusal(403, undefined, 'not your list') };
  }

  private publicLists(email: string | null, name: string | undefined, verified: boolean | undefined): StoredList[] {
    return this.lists.filter(
      (stored) =>
        this.visible(stored, email) &&
        (name === undefined || stored.list.name.toLowerCase().includes(name.toLowerCase())) &&
        (verified !== true || stored.list.verified),
    );
  }

  private mine(email: string | null): StoredList[] {
    return email === null ? [] : this.lists.filter((stored) => this.manages(stored, email));
  }

  /** The token-list calls, for installFakeRegistry. */
  handlers(): FakeRegistryRouteHandlers {
    return {
      'POST /v1/info/token_lists/list': ({ body, accessToken }) => {
        const email = emailOf(accessToken);
        const found = this.publicLists(email, body.name, body.verified);
        const offset = body.offset ?? 0;
        return { data: { token_lists: found.slice(offset, offset + (body.limit ?? 20)).map((stored) => this.view(stored, email)) } };
      },
      'POST /v1/info/token_lists/count': ({ body, accessToken }) => ({
        data: { total_count: this.publicLists(emailOf(accessToken), body.name, body.verified).length },
      }),
      'GET /v1/info/token_lists/by_url/:url': ({ params, accessToken }) => {
        const stored = this.byUrl(params.url);
        const email = emailOf(accessToken);
        return stored && this.visible(stored, email) ? { data: this.wrap(stored, email) } : notFound();
      },
      'GET /v1/info/token_lists/:id': ({ params, accessToken }) => {
        const stored = this.byId(params.id);
        const email = emailOf(accessToken);
        return stored && this.visible(stored, email) ? { data: this.wrap(stored, email) } : notFound();
      },
      'GET /v1/info/token_lists/:id/tokens': ({ params, accessToken }) => {
        const stored = this.byId(params.id);
        return stored && this.visible(stored, emailOf(accessToken)) ? { data: { tokens: this.tokenRows(stored) } } : notFound();
      },
      'POST /v1/info/token_lists/:id/tokens_proposals': ({ params, body, accessToken }) => {
        const stored = this.byId(params.id);
        if (!stored || !this.visible(stored, emailOf(accessToken))) return notFound();
        const offset = body.offset ?? 0;
        return { data: { proposals: this.proposalRows(stored, body.root_address).slice(offset, offset + (body.limit ?? 10)) } };
      },
      'POST /v1/info/token_lists/:id/tokens_proposals/count': ({ params, body, accessToken }) => {
        const stored = this.byId(params.id);
        if (!stored || !this.visible(stored, emailOf(accessToken))) return notFound();
        return { data: { total_count: this.proposalRows(stored, body.root_address).length } };
      },
      'POST /v1/authorized/token_lists/list': ({ body, accessToken }) => {
        const email = emailOf(accessToken);
        const found = body.only_my ? this.mine(email) : this.publicLists(email, body.name, body.verified);
        return { data: { token_lists: found.map((stored) => this.view(stored, email)) } };
      },
      'POST /v1/authorized/token_lists/count': ({ body, accessToken }) => {
        const email = emailOf(accessToken);
        return { data: { total_count: (body.only_my ? this.mine(email) : this.publicLists(email, body.name, body.verified)).length } };
      },
      'POST /v1/authorized/token_lists': ({ body, accessToken }) => {
        const email = emailOf(accessToken);
        if (email === null) return refusal(401, undefined, 'sign in');
        if (body.url.length < 4) return refusal(400, 'MaxLen', 'body/url Field cannot be longer than 4 characters');
        if (body.url.toLowerCase() === 'system' || this.byUrl(body.url)) return refusal(400, 'Unique', 'body/url Field must be unique');
        const stored = this.add({
          url: body.url,
          name: body.name,
          owner: email,
          verified: body.verified,
          isPublic: body.is_public,
          managers: body.managers ?? [],
        });
        stored.list.description = body.description ?? '';
        stored.list.asset_logo_url = body.asset_logo;
        return { data: this.wrap(stored, email) };
      },
      'PUT /v1/authorized/token_lists/:id': ({ params, body, accessToken }) => {
        const found = this.forRole(params.id, accessToken, 'owner');
        if (!found.stored) return found.failure;
        Object.assign(found.stored.list, {
          ...(body.name === undefined ? {} : { name: body.name }),
          ...(body.description === undefined ? {} : { description: body.description }),
          ...(body.asset_logo === undefined ? {} : { asset_logo_url: body.asset_logo }),
          ...(body.is_public === undefined ? {} : { is_public: body.is_public }),
        });
        return { data: this.wrap(found.stored, found.email) };
      },
      'DELETE /v1/authorized/token_lists/:id': ({ params, body, accessToken }) => {
        const found = this.forRole(params.id, accessToken, 'owner');
        if (!found.stored) return found.failure;
        if (body.name !== found.stored.list.name) return refusal(400, 'Error', 'body/name Type the exact name of the list');
        this.lists.splice(this.lists.indexOf(found.stored), 1);
        return { data: { deleted: true } };
      },
      'POST /v1/authorized/token_lists/:id/tokens': ({ params, body, accessToken }) => {
        const found = this.forRole(params.id, accessToken, 'manager');
        if (!found.stored) return found.failure;
        for (const address of body.root_addresses) {
          const known = KNOWN_TOKENS.find((token) => token.root_address === address);
          if (!known) return refusal(400, 'NotToken', 'body/root_addresses Address is not a token address');
          if (found.stored.list.verified && !known.approved) return refusal(400, 'TokenNotVerified', 'body/root_addresses Token not verified');
          if (found.stored.tokens.includes(address)) return refusal(400, 'TokenAlreadyAdded', 'body/root_addresses Token already added');
        }
        found.stored.tokens.push(...body.root_addresses);
        return { data: { tokens: this.tokenRows(found.stored) } };
      },
      'DELETE /v1/authorized/token_lists/:id/tokens': ({ params, body, accessToken }) => {
        const found = this.forRole(params.id, accessToken, 'manager');
        if (!found.stored) return found.failure;
        found.stored.tokens = found.stored.tokens.filter((address) => !body.root_addresses.includes(address));
        return { data: { tokens: this.tokenRows(found.stored) } };
      },
      'PUT /v1/authorized/token_lists/:id/tokens/ordering': ({ params, body, accessToken }) => {
        const found = this.forRole(params.id, accessToken, 'manager');
        if (!found.stored) return found.failure;
        found.stored.tokens = [...body.root_addresses];
        return { data: { tokens: this.tokenRows(found.stored) } };
      },
      'POST /v1/authorized/token_lists/:id/tokens_proposals': ({ params, body, accessToken }) => {
        const stored = this.byId(params.id);
        if (!stored || !this.visible(stored, emailOf(accessToken))) return notFound();
        for (const address of body.tokens) {
          if (!KNOWN_TOKENS.some((token) => token.root_address === address))
            return refusal(400, 'NotToken', 'body/tokens Address is not a token address');
          const earlier = stored.proposals.find((proposal) => proposal.root_address === address);
          if (earlier?.status === 'Declined') return refusal(400, 'TokenProposalRejected', 'body/tokens Token declined');
          if (earlier || stored.tokens.includes(address)) return refusal(400, 'TokenAlreadyAdded', 'body/tokens Token already added');
          stored.proposals.push({ root_address: address, status: 'Pending', created_at: UPDATED_AT });
        }
        return { data: { proposals: this.proposalRows(stored, undefined) } };
      },
      'POST /v1/authorized/token_lists/:id/tokens_proposals/approve': ({ params, body, accessToken }) => {
        const found = this.forRole(params.id, accessToken, 'manager');
        if (!found.stored) return found.failure;
        for (const proposal of found.stored.proposals.filter((each) => body.root_addresses.includes(each.root_address))) {
          proposal.status = 'Declined';
          if (body.approve) found.stored.tokens.push(proposal.root_address);
        }
        if (body.approve) found.stored.proposals = found.stored.proposals.filter((each) => !body.root_addresses.includes(each.root_address));
        return { data: this.wrap(found.stored, found.email) };
      },
      'GET /v1/authorized/token_lists/:id/managers': ({ params, accessToken }) => {
        const found = this.forRole(params.id, accessToken, 'manager');
        return found.stored ? { data: { managers: found.stored.managers.map((email) => ({ email })) } } : found.failure;
      },
      'POST /v1/authorized/token_lists/:id/managers': ({ params, body, accessToken }) => {
        const found = this.forRole(params.id, accessToken, 'owner');
        if (!found.stored) return found.failure;
        found.stored.managers.push(...body.emails);
        return { data: { managers: found.stored.managers.map((email) => ({ email })) } };
      },
      'DELETE /v1/authorized/token_lists/:id/managers': ({ params, body, accessToken }) => {
        const found = this.forRole(params.id, accessToken, 'owner');
        if (!found.stored) return found.failure;
        found.stored.managers = found.stored.managers.filter((email) => !body.emails.includes(email));
        return { data: { managers: found.stored.managers.map((email) => ({ email })) } };
      },
    };
  }
}
