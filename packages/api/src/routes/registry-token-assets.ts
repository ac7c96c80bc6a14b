import type { FastifyInstance, FastifyReply } from 'fastify';
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
import { ApiError, forbidden, notFound, preconditionFailed } from '../http/api-error.js';
import { TokenAddressParams, NOT_OWNER, type IsOwnerAnswer, type TokenAsset } from '../schemas/token-asset.js';
import type { RegistryCall, RegistryHandlers } from './api-handlers.js';
import type { RegistryContext } from './registry-context.js';

/** The text of spec 001 §8 for an address that is no token root. */
const NOT_A_TOKEN = 'Address is not a token address';

/** What a served logo may do in a browser opened on it: draw itself with its own inline styles, nothing else. */
const LOGO_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'x-content-type-options': 'nosniff',
} as const;

type TokenAssetRoute =
  | 'POST /v1/authorized/tokens/is_owner'
  | 'POST /v1/authorized/tokens/link_owner'
  | 'POST /v1/authorized/tokens/owned'
  | 'PUT /v1/authorized/tokens/proposals'
  | 'POST /v1/authorized/tokens/proposals/count'
  | 'POST /v1/authorized/tokens/list'
  | 'PUT /v1/admin/vote_for_token_proposal'
  | 'POST /v1/admin/previous_proposal_version'
  | 'POST /v1/info/tokens/list'
  | 'GET /v1/info/address/:address';

/** Token ownership (spec 001 §4), asset proposals and their review, and the approved information anyone reads. */
export const TOKEN_ASSET_HANDLERS: RegistryHandlers<TokenAssetRoute> = {
  'POST /v1/authorized/tokens/is_owner': isOwner,
  'POST /v1/authorized/tokens/link_owner': linkOwner,
  'POST /v1/authorized/tokens/owned': async ({ db }, { caller, reply }) => {
    const tokens = await ownedTokens(db, caller.user.id);
    noStore(reply);
    const owned = tokens.map((token) => ({
      root_address: token.rootAddress,
      name: token.name,
      symbol: token.symbol,
      linked_at: seconds(token.linkedAt),
    }));
    return { tokens: owned };
  },
  'PUT /v1/authorized/tokens/proposals': propose,
  'POST /v1/authorized/tokens/proposals/count': async ({ db }, { body, caller, reply }) => {
    const count = await countAssetProposals(db, proposalFilter(caller, body));
    noStore(reply);
    return count;
  },
  'POST /v1/authorized/tokens/list': async (context, { body, caller, reply }) => {
    const filter = proposalFilter(caller, body);
    const { limit = 10, offset = 0 } = body;
    const [proposals, total] = await Promise.all([
      listAssetProposals(context.db, filter, { limit, offset }),
      countAssetProposals(context.db, filter),
    ]);
    noStore(reply);
    return { proposals: proposals.map((proposal) => tokenAssetView(context.registryPrefix, proposal)), total_count: total };
  },
  'PUT /v1/admin/vote_for_token_proposal': vote,
  'POST /v1/admin/previous_proposal_version': async ({ db, registryPrefix }, { body, reply }) => {
    const { root_address, active_from, status = 'Approved' } = body;
    const previous = await previousAssetProposal(db, root_address.toLowerCase(), status, active_from);
    noStore(reply);
    return previous ? tokenAssetView(registryPrefix, previous) : null;
  },
  'POST /v1/info/tokens/list': async ({ db, registryPrefix }, { body, reply }) => {
    const { root_addresses, limit = 20, offset = 0 } = body;
    const filter: AssetProposalFilter = {
      onlyLastApproved: true,
      ...(root_addresses === undefined ? {} : { rootAddresses: root_addresses.map((address) => address.toLowerCase()) }),
    };
    const [assets, total] = await Promise.all([listAssetProposals(db, filter, { limit, offset }), countAssetProposals(db, filter)]);
    reply.header('cache-control', 'public, max-age=30');
    return { tokens: assets.map((asset) => publicTokenInfo(registryPrefix, asset)), total_count: total };
  },
  'GET /v1/info/address/:address': async ({ db, registryPrefix }, { params, reply }) => {
    const asset = await approvedAsset(db, params.address.toLowerCase());
    if (!asset) throw notFound(`no approved information for ${params.address}`);
    reply.header('cache-control', 'public, max-age=30');
    return publicTokenInfo(registryPrefix, asset);
  },
};

/**
 * The approved logo as a file for <img>: sanitised when it was submitted, and served so that a browser opening it runs
 * nothing (no script, no plugin, no request elsewhere). Not JSON, so not in the route table.
 */
export function registerApprovedLogos(app: FastifyInstance, { db }: RegistryContext): void {
  app.get<{ Params: { address: string } }>(
    '/v1/info/address/:address/logo.svg',
    { schema: { hide: true, params: TokenAddressParams } },
    async (request, reply) => {
      const asset = await approvedAsset(db, request.params.address.toLowerCase());
      if (!asset) throw notFound(`no approved logo for ${request.params.address}`);
      reply.headers({ ...LOGO_HEADERS, 'cache-control': 'public, max-age=300' });
      return reply.send(asset.logoSvg);
    },
  );
}

/** Whether the caller is linked as the token's owner, and how to prove it when the network offers a verification address. */
async function isOwner(
  context: RegistryContext,
  { body, caller, reply }: RegistryCall<'POST /v1/authorized/tokens/is_owner'>,
): Promise<IsOwnerAnswer> {
  const root = await knownRoot(context, body.root_address);
  noStore(reply);
  const address = context.verificationAddress;
  return {
    is_owner: await isLinkedOwner(context, caller, root),
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
  };
}

async function linkOwner(context: RegistryContext, { body, caller, reply }: RegistryCall<'POST /v1/authorized/tokens/link_owner'>) {
  const { db, verificationAddress } = context;
  const root = await knownRoot(context, body.root_address);
  if (verificationAddress === null) throw notFound('token ownership verification is not offered on this network (no tokenVerificationAddress)');
  const txHash = body.tx_hash.toLowerCase();
  const ownerAddress = root.owner_address;
  const proven = ownerAddress !== null && (await provesOwnership(db, { txHash, ownerAddress, verificationAddress, subject: caller.user.subject }));
  if (!proven || ownerAddress === null) throw preconditionFailed(NOT_OWNER, 'TokenOwner');
  await linkTokenOwner(db, { userId: caller.user.id, rootAddress: root.address, ownerAddress, txHash });
  noStore(reply);
  return { is_owner: true as const, tx_hash: txHash };
}

/** A new Pending version of the token's asset information, from a user linked as its owner. */
async function propose(context: RegistryContext, { body, caller, reply }: RegistryCall<'PUT /v1/authorized/tokens/proposals'>): Promise<TokenAsset> {
  const { db, registryPrefix } = context;
  const root = await knownRoot(context, body.root_address);
  if (!(await isLinkedOwner(context, caller, root))) throw preconditionFailed(NOT_OWNER, 'TokenOwner');
  const checked = checkAsset(body);
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
  return tokenAssetView(registryPrefix, (await assetProposal(db, root.address, activeFrom))!);
}

/** An admin's review of a Pending version: approved, or rejected with a reason. */
async function vote(
  { db, registryPrefix }: RegistryContext,
  { body, reply }: RegistryCall<'PUT /v1/admin/vote_for_token_proposal'>,
): Promise<TokenAsset> {
  const { root_address, active_from, kind, reason } = body;
  const key = { rootAddress: root_address.toLowerCase(), activeFrom: active_from };
  const proposal = await assetProposal(db, key.rootAddress, key.activeFrom);
  if (!proposal) throw notFound(`no proposal of ${key.rootAddress} from ${active_from}`);
  if (proposal.status !== 'Pending') throw new ApiError(400, 'BadRequest', `the proposal is already ${proposal.status}`, 'Error');
  const rejection = reason?.trim() ?? '';
  if (kind === 'Reject' && rejection === '') throw new ApiError(400, 'BadRequest', 'body/reason Field cannot be empty', 'Required');
  const verdict = kind === 'Approve' ? { status: 'Approved' as const } : { status: 'Rejected' as const, reason: rejection };
  if (!(await reviewAssetProposal(db, key, verdict))) throw new ApiError(400, 'BadRequest', 'the proposal was reviewed meanwhile', 'Error');
  noStore(reply);
  return tokenAssetView(registryPrefix, (await assetProposal(db, key.rootAddress, key.activeFrom))!);
}

async function knownRoot({ db }: RegistryContext, address: string): Promise<TokenRootRecord> {
  const root = await tokenRootByAddress(db, address.toLowerCase());
  if (!root) throw new ApiError(400, 'BadRequest', `body/root_address ${NOT_A_TOKEN}`, 'NotToken');
  return root;
}

async function isLinkedOwner({ db }: RegistryContext, caller: SignedInUser, root: TokenRootRecord): Promise<boolean> {
  const link = await tokenOwnerLink(db, caller.user.id, root.address);
  return link !== undefined && root.owner_address !== null && link.ownerAddress === root.owner_address;
}

/** The versions a proposals call reads: the caller's, or with `only_for_owner: false` every user's (admins only). */
function proposalFilter(
  caller: SignedInUser,
  body: RegistryCall<'POST /v1/authorized/tokens/list' | 'POST /v1/authorized/tokens/proposals/count'>['body'],
): AssetProposalFilter {
  const everyone = body.only_for_owner === false;
  if (everyone && !caller.isAdmin) throw forbidden('this call is for admins only');
  return {
    ...(everyone ? {} : { ownerUserId: caller.user.id }),
    onlyLastProposal: body.only_last_proposal ?? false,
    ...(body.root_address === undefined ? {} : { rootAddress: body.root_address.toLowerCase() }),
    ...(body.status === undefined ? {} : { statuses: body.status }),
  };
}

function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'private, no-store');
}

function seconds(time: Date): number {
  return Math.floor(time.getTime() / 1000);
}
