import type { FastifyReply } from 'fastify';
import {
  addAssetProposal,
  approvedAsset,
  assetProposal,
  countAssetProposals,
  linkTokenOwner,
  ownedTokens,
  listAssetProposals,
  previousAssetProposal,
  reviewAssetProposal,
  tokenOwnerLink,
  tokenRootByAddress,
  type AssetProposalFilter,
  type TokenRootRecord,
} from '@tvmscan/store';
import { checkAsset } from '../assets/asset-rules.js';
import { publicTokenInfo, tokenAssetView } from '../assets/asset-views.js';
import { provesOwnership } from '../assets/ownership-check.js';
import { ownershipUserHash, VERIFY_ABI, VERIFY_AMOUNT, VERIFY_BOUNCE, VERIFY_METHOD } from '../assets/ownership-proof.js';
import type { SignedInUser } from '../auth/authentication.js';
import { ApiError, notFound, preconditionFailed } from '../http/api-error.js';
import { Data } from '../schemas/common.js';
import { REGISTRY_ROUTES } from '../schemas/registry-routes.js';
import { TokenAddressParams, type AssetStatusName } from '../schemas/token-asset.js';
import type { ApiInstance } from './context.js';
import type { RegistryContext } from './registry-auth.js';

export interface TokenAssetContext extends RegistryContext {
  /** Where the network's verify transactions go (/config.json's tokenVerificationAddress); null: not offered. */
  readonly verificationAddress: string | null;
  /** Where the registry API is mounted, for the logo URLs. */
  readonly registryPrefix: string;
}

/** The texts of spec 001 §8. */
export const NOT_OWNER = 'You are not the owner of the token';
export const NOT_A_TOKEN = 'Address is not a token address';

/** A logo of up to 100 000 characters travels as base64 beside the form's fields. */
export const PROPOSAL_BODY_LIMIT = 256 * 1024;

/** What a served logo may do in a browser opened on it: draw itself with its own inline styles, nothing else. */
export const LOGO_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'x-content-type-options': 'nosniff',
} as const;

const routes = REGISTRY_ROUTES;
const authorized = { tags: ['authorized'], security: [{ bearer: [] }] };
const admin = { tags: ['admin'], security: [{ bearer: [] }] };

/** Token ownership (spec 001 §4), asset proposals and their review, and the approved information anyone reads. */
export function registryTokenAssetRoutes(app: ApiInstance, context: TokenAssetContext): void {
  const { db, auth, registryPrefix } = context;

  app.post(
    '/v1/authorized/tokens/is_owner',
    {
      schema: {
        ...authorized,
        body: routes['POST /v1/authorized/tokens/is_owner'].body,
        response: { 200: Data(routes['POST /v1/authorized/tokens/is_owner'].response) },
      },
    },
    async (request, reply) => {
      const caller = await auth.signedIn(request);
      const root = await knownRoot(request.body.root_address);
      noStore(reply);
      const address = context.verificationAddress;
      return {
        data: {
          is_owner: await isLinkedOwner(caller, root),
          owner_address: root.owner_address,
          verification:
            address === null
              ? null
              : {
                  address,
                  amount: VERIFY_AMOUNT.toString(),
                  bounce: VERIFY_BOUNCE,
                  abi: VERIFY_ABI,
                  method: VERIFY_METHOD,
                  params: { userHash: `0x${ownershipUserHash(caller.user.subject)}` },
                },
        },
      };
    },
  );

  app.post(
    '/v1/authorized/tokens/link_owner',
    {
      schema: {
        ...authorized,
        description: `Links the caller to the token root when tx_hash is an indexed transaction of the root's owner sending the verify call (see is_owner) to the network's tokenVerificationAddress; otherwise 412 '${NOT_OWNER}'.`,
        body: routes['POST /v1/authorized/tokens/link_owner'].body,
        response: { 200: Data(routes['POST /v1/authorized/tokens/link_owner'].response) },
      },
    },
    async (request, reply) => {
      const caller = await auth.signedIn(request);
      const root = await knownRoot(request.body.root_address);
      const verificationAddress = context.verificationAddress;
      if (verificationAddress === null) throw notFound('token ownership verification is not offered on this network (no tokenVerificationAddress)');
      const txHash = request.body.tx_hash.toLowerCase();
      const ownerAddress = root.owner_address;
      const proven =
        ownerAddress !== null && (await provesOwnership(db, { txHash, ownerAddress, verificationAddress, subject: caller.user.subject }));
      if (!proven || ownerAddress === null) throw preconditionFailed(NOT_OWNER, 'TokenOwner');
      await linkTokenOwner(db, { userId: caller.user.id, rootAddress: root.address, ownerAddress, txHash });
      noStore(reply);
      return { data: { is_owner: true as const, tx_hash: txHash } };
    },
  );

  app.post(
    '/v1/authorized/tokens/owned',
    {
      schema: {
        ...authorized,
        description: "The tokens the caller proved to own (our call, beside spec 001's): My tokens lists them, submitted or not.",
        body: routes['POST /v1/authorized/tokens/owned'].body,
        response: { 200: Data(routes['POST /v1/authorized/tokens/owned'].response) },
      },
    },
    async (request, reply) => {
      const caller = await auth.signedIn(request);
      const tokens = await ownedTokens(db, caller.user.id);
      noStore(reply);
      return {
        data: {
          tokens: tokens.map((token) => ({
            root_address: token.rootAddress,
            name: token.name,
            symbol: token.symbol,
            linked_at: Math.floor(token.linkedAt.getTime() / 1000),
          })),
        },
      };
    },
  );

  app.put(
    '/v1/authorized/tokens/proposals',
    {
      bodyLimit: PROPOSAL_BODY_LIMIT,
      schema: {
        ...authorized,
        description: `Submits a new version of the token's asset information, Pending until an admin reviews it. Only a user linked as the token's owner may (412 '${NOT_OWNER}').`,
        body: routes['PUT /v1/authorized/tokens/proposals'].body,
        response: { 200: Data(routes['PUT /v1/authorized/tokens/proposals'].response) },
      },
    },
    async (request, reply) => {
      const caller = await auth.signedIn(request);
      const root = await knownRoot(request.body.root_address);
      if (!(await isLinkedOwner(caller, root))) throw preconditionFailed(NOT_OWNER, 'TokenOwner');
      const checked = checkAsset(request.body);
      if ('errors' in checked) {
        const first = checked.errors[0]!;
        throw new ApiError(400, 'BadRequest', `body/${first.field} ${first.message}`, first.kind);
      }
      const { asset } = checked;
      const activeFrom = await addAssetProposal(db, {
        rootAddress: root.address,
        userId: caller.user.id,
        fullName: asset.projectMeta.project_name,
        symbol: root.symbol,
        logoSvg: asset.logoSvg,
        projectMeta: asset.projectMeta,
        projectSocials: asset.projectSocials,
        comment: asset.comment,
      });
      noStore(reply);
      return { data: tokenAssetView(registryPrefix, (await assetProposal(db, root.address, activeFrom))!) };
    },
  );

  app.post(
    '/v1/authorized/tokens/proposals/count',
    {
      schema: {
        ...authorized,
        body: routes['POST /v1/authorized/tokens/proposals/count'].body,
        response: { 200: Data(routes['POST /v1/authorized/tokens/proposals/count'].response) },
      },
    },
    async (request, reply) => {
      const filter = await proposalFilter(request, request.body);
      noStore(reply);
      return { data: await countAssetProposals(db, filter) };
    },
  );

  app.post(
    '/v1/authorized/tokens/list',
    {
      schema: {
        ...authorized,
        description: "The caller's tokens' versions, newest first; with only_for_owner false, every user's (admins only).",
        body: routes['POST /v1/authorized/tokens/list'].body,
        response: { 200: Data(routes['POST /v1/authorized/tokens/list'].response) },
      },
    },
    async (request, reply) => {
      const filter = await proposalFilter(request, request.body);
      const { limit = 10, offset = 0 } = request.body;
      const [proposals, total] = await Promise.all([listAssetProposals(db, filter, { limit, offset }), countAssetProposals(db, filter)]);
      noStore(reply);
      return { data: { proposals: proposals.map((proposal) => tokenAssetView(registryPrefix, proposal)), total_count: total } };
    },
  );

  app.put(
    '/v1/admin/vote_for_token_proposal',
    {
      schema: {
        ...admin,
        description: 'Approves or rejects a Pending version; a rejection needs a reason.',
        body: routes['PUT /v1/admin/vote_for_token_proposal'].body,
        response: { 200: Data(routes['PUT /v1/admin/vote_for_token_proposal'].response) },
      },
    },
    async (request, reply) => {
      await auth.admin(request);
      const { root_address, active_from, kind, reason } = request.body;
      const key = { rootAddress: root_address.toLowerCase(), activeFrom: active_from };
      const proposal = await assetProposal(db, key.rootAddress, key.activeFrom);
      if (!proposal) throw notFound(`no proposal of ${key.rootAddress} from ${active_from}`);
      if (proposal.status !== 'Pending') throw new ApiError(400, 'BadRequest', `the proposal is already ${proposal.status}`, 'Error');
      const rejection = reason?.trim() ?? '';
      if (kind === 'Reject' && rejection === '') throw new ApiError(400, 'BadRequest', 'body/reason Field cannot be empty', 'Required');
      const verdict = kind === 'Approve' ? { status: 'Approved' as const } : { status: 'Rejected' as const, reason: rejection };
      if (!(await reviewAssetProposal(db, key, verdict))) throw new ApiError(400, 'BadRequest', 'the proposal was reviewed meanwhile', 'Error');
      noStore(reply);
      return { data: tokenAssetView(registryPrefix, (await assetProposal(db, key.rootAddress, key.activeFrom))!) };
    },
  );

  app.post(
    '/v1/admin/previous_proposal_version',
    {
      schema: {
        ...admin,
        description: 'The newest version older than active_from with the status (Approved by default), or null: what the review compares with.',
        body: routes['POST /v1/admin/previous_proposal_version'].body,
        response: { 200: Data(routes['POST /v1/admin/previous_proposal_version'].response) },
      },
    },
    async (request, reply) => {
      await auth.admin(request);
      const { root_address, active_from, status = 'Approved' } = request.body;
      const previous = await previousAssetProposal(db, root_address.toLowerCase(), status, active_from);
      noStore(reply);
      return { data: previous ? tokenAssetView(registryPrefix, previous) : null };
    },
  );

  app.post(
    '/v1/info/tokens/list',
    {
      schema: {
        tags: ['public'],
        description: "Tokens' approved information (their newest approved version), newest first.",
        body: routes['POST /v1/info/tokens/list'].body,
        response: { 200: Data(routes['POST /v1/info/tokens/list'].response) },
      },
    },
    async (request, reply) => {
      const { root_addresses, limit = 20, offset = 0 } = request.body;
      const filter: AssetProposalFilter = {
        onlyLastApproved: true,
        ...(root_addresses === undefined ? {} : { rootAddresses: root_addresses.map((address) => address.toLowerCase()) }),
      };
      const [assets, total] = await Promise.all([listAssetProposals(db, filter, { limit, offset }), countAssetProposals(db, filter)]);
      reply.header('cache-control', 'public, max-age=30');
      return { data: { tokens: assets.map((asset) => publicTokenInfo(registryPrefix, asset)), total_count: total } };
    },
  );

  app.get(
    '/v1/info/address/:address',
    {
      schema: {
        tags: ['public'],
        description: "A token's approved information; 404 when none was approved.",
        params: TokenAddressParams,
        response: { 200: Data(routes['GET /v1/info/address/:address'].response) },
      },
    },
    async (request, reply) => {
      const asset = await approvedAsset(db, request.params.address.toLowerCase());
      if (!asset) throw notFound(`no approved information for ${request.params.address}`);
      reply.header('cache-control', 'public, max-age=30');
      return { data: publicTokenInfo(registryPrefix, asset) };
    },
  );

  // The approved logo as a file for <img>: sanitised when it was submitted, and served so that a browser opening it
  // runs nothing (no script, no plugin, no request elsewhere). Not JSON, so not in the route table.
  app.get('/v1/info/address/:address/logo.svg', { schema: { hide: true, params: TokenAddressParams } }, async (request, reply) => {
    const asset = await approvedAsset(db, request.params.address.toLowerCase());
    if (!asset) throw notFound(`no approved logo for ${request.params.address}`);
    reply.headers({ ...LOGO_HEADERS, 'cache-control': 'public, max-age=300' });
    return reply.send(asset.logoSvg);
  });

  async function knownRoot(address: string): Promise<TokenRootRecord> {
    const root = await tokenRootByAddress(db, address.toLowerCase());
    if (!root) throw new ApiError(400, 'BadRequest', `body/root_address ${NOT_A_TOKEN}`, 'NotToken');
    return root;
  }

  async function isLinkedOwner(caller: SignedInUser, root: TokenRootRecord): Promise<boolean> {
    const link = await tokenOwnerLink(db, caller.user.id, root.address);
    return link !== undefined && root.owner_address !== null && link.ownerAddress === root.owner_address;
  }

  async function proposalFilter(
    request: Parameters<typeof auth.signedIn>[0],
    body: { only_for_owner?: boolean; only_last_proposal?: boolean; root_address?: string; status?: AssetStatusName[] },
  ): Promise<AssetProposalFilter> {
    const everyone = body.only_for_owner === false;
    const caller = everyone ? await auth.admin(request) : await auth.signedIn(request);
    return {
      ...(everyone ? {} : { ownerUserId: caller.user.id }),
      onlyLastProposal: body.only_last_proposal ?? false,
      ...(body.root_address === undefined ? {} : { rootAddress: body.root_address.toLowerCase() }),
      ...(body.status === undefined ? {} : { statuses: body.status }),
    };
  }
}

function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'private, no-store');
}
