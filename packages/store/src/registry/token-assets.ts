import { sql, type Kysely } from 'kysely';
import type { ChainSchema } from '../schema.js';
import type { AssetStatus, ProjectMetaJson, ProjectSocialsJson } from './token-asset-schema.js';

/** One version of a token's asset information (spec 001 §3 token proposal / asset). */
export interface AssetProposalRecord {
  readonly rootAddress: string;
  readonly activeFrom: number;
  readonly subject: string;
  readonly status: AssetStatus;
  readonly fullName: string;
  readonly symbol: string;
  readonly logoSvg: string;
  readonly projectMeta: ProjectMetaJson;
  readonly projectSocials: ProjectSocialsJson;
  readonly comment: string | null;
  readonly reviewComment: string | null;
}

export interface NewAssetProposal {
  readonly rootAddress: string;
  readonly userId: bigint;
  readonly fullName: string;
  readonly symbol: string;
  readonly logoSvg: string;
  readonly projectMeta: ProjectMetaJson;
  readonly projectSocials: ProjectSocialsJson;
  readonly comment: string | null;
}

export interface AssetProposalFilter {
  /** Only the proposals of tokens this user is linked to as owner. */
  readonly ownerUserId?: bigint;
  /** Only the newest version of each token. */
  readonly onlyLastProposal?: boolean;
  readonly rootAddress?: string;
  readonly statuses?: readonly AssetStatus[];
  /** Only the newest approved version of each token: the information the explorer shows. */
  readonly onlyLastApproved?: boolean;
  readonly rootAddresses?: readonly string[];
}

type ProposalQueryDb = Kysely<ChainSchema>;

function selectProposals(db: ProposalQueryDb, filter: AssetProposalFilter) {
  let query = db.selectFrom('token_asset_proposals as p').innerJoin('users', 'users.id', 'p.user_id');
  if (filter.ownerUserId !== undefined) {
    const userId = filter.ownerUserId;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('token_owner_links as l')
          .select('l.root_address')
          .whereRef('l.root_address', '=', 'p.root_address')
          .where('l.user_id', '=', userId),
      ),
    );
  }
  if (filter.onlyLastProposal === true)
    query = query.where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('token_asset_proposals as newer')
            .select('newer.root_address')
            .whereRef('newer.root_address', '=', 'p.root_address')
            .whereRef('newer.active_from', '>', 'p.active_from'),
        ),
      ),
    );
  if (filter.onlyLastApproved === true)
    query = query
      .where('p.status', '=', 'Approved')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('token_asset_proposals as newer')
              .select('newer.root_address')
              .whereRef('newer.root_address', '=', 'p.root_address')
              .where('newer.status', '=', 'Approved')
              .whereRef('newer.active_from', '>', 'p.active_from'),
          ),
        ),
      );
  if (filter.rootAddresses !== undefined)
    query = query.where('p.root_address', 'in', filter.rootAddresses.length > 0 ? [...filter.rootAddresses] : ['']);
  if (filter.rootAddress !== undefined) query = query.where('p.root_address', '=', filter.rootAddress);
  if (filter.statuses !== undefined && filter.statuses.length > 0) query = query.where('p.status', 'in', [...filter.statuses]);
  return query;
}

const PROPOSAL_COLUMNS = [
  'p.root_address',
  'p.active_from',
  'users.subject',
  'p.status',
  'p.full_name',
  'p.symbol',
  'p.logo_svg',
  'p.project_meta',
  'p.project_socials',
  'p.comment',
  'p.review_comment',
] as const;

interface ProposalRow {
  root_address: string;
  active_from: bigint;
  subject: string;
  status: AssetStatus;
  full_name: string;
  symbol: string;
  logo_svg: string;
  project_meta: ProjectMetaJson;
  project_socials: ProjectSocialsJson;
  comment: string | null;
  review_comment: string | null;
}

function proposalRecord(row: ProposalRow): AssetProposalRecord {
  return {
    rootAddress: row.root_address,
    activeFrom: Number(row.active_from),
    subject: row.subject,
    status: row.status,
    fullName: row.full_name,
    symbol: row.symbol,
    logoSvg: row.logo_svg,
    projectMeta: row.project_meta,
    projectSocials: row.project_socials,
    comment: row.comment,
    reviewComment: row.review_comment,
  };
}

/** Asset proposals, newest first. */
export async function listAssetProposals(
  db: ProposalQueryDb,
  filter: AssetProposalFilter,
  page: { limit: number; offset: number },
): Promise<AssetProposalRecord[]> {
  const rows = await selectProposals(db, filter)
    .select([...PROPOSAL_COLUMNS])
    .orderBy('p.active_from', 'desc')
    .orderBy('p.root_address')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map(proposalRecord);
}

export async function countAssetProposals(db: ProposalQueryDb, filter: AssetProposalFilter): Promise<number> {
  const { count } = await selectProposals(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function assetProposal(db: ProposalQueryDb, rootAddress: string, activeFrom: number): Promise<AssetProposalRecord | undefined> {
  const row = await selectProposals(db, { rootAddress })
    .select([...PROPOSAL_COLUMNS])
    .where('p.active_from', '=', BigInt(activeFrom))
    .executeTakeFirst();
  return row && proposalRecord(row);
}

/** The newest version with this status older than `before` (ms), or the newest of all without `before`. */
export async function previousAssetProposal(
  db: ProposalQueryDb,
  rootAddress: string,
  status: AssetStatus,
  before?: number,
): Promise<AssetProposalRecord | undefined> {
  let query = selectProposals(db, { rootAddress, statuses: [status] }).select([...PROPOSAL_COLUMNS]);
  if (before !== undefined) query = query.where('p.active_from', '<', BigInt(before));
  const row = await query.orderBy('p.active_from', 'desc').limit(1).executeTakeFirst();
  return row && proposalRecord(row);
}

/** The asset information the explorer shows for a token: its newest approved version. */
export async function approvedAsset(db: ProposalQueryDb, rootAddress: string): Promise<AssetProposalRecord | undefined> {
  return previousAssetProposal(db, rootAddress, 'Approved');
}

/**
 * Whether an admin approved asset information for this token root (raw lower-case `wc:hex`): what a verified token
 * list asks of each token it accepts.
 */
export async function isTokenApproved(db: ProposalQueryDb, rootAddress: string): Promise<boolean> {
  const row = await db
    .selectFrom('token_asset_proposals')
    .select('root_address')
    .where('root_address', '=', rootAddress)
    .where('status', '=', 'Approved')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Stores a new Pending version; its `active_from` is now (ms), or one past the token's newest version when that is
 * not older, so that versions of a token stay ordered and distinct.
 */
export async function addAssetProposal(db: ProposalQueryDb, proposal: NewAssetProposal): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`token-asset:${proposal.rootAddress}`}))`.execute(trx);
    const newest = await trx
      .selectFrom('token_asset_proposals')
      .select((eb) => eb.fn.max('active_from').as('newest'))
      .where('root_address', '=', proposal.rootAddress)
      .executeTakeFirst();
    const now = Date.now();
    const activeFrom = newest?.newest == null ? now : Math.max(now, Number(newest.newest) + 1);
    await trx
      .insertInto('token_asset_proposals')
      .values({
        root_address: proposal.rootAddress,
        active_from: activeFrom,
        user_id: proposal.userId,
        status: 'Pending',
        full_name: proposal.fullName,
        symbol: proposal.symbol,
        logo_svg: proposal.logoSvg,
        project_meta: JSON.stringify(proposal.projectMeta),
        project_socials: JSON.stringify(proposal.projectSocials),
        comment: proposal.comment,
      })
      .execute();
    return activeFrom;
  });
}

/** Approves or rejects a Pending version; false when no Pending version has this key. */
export async function reviewAssetProposal(
  db: ProposalQueryDb,
  key: { rootAddress: string; activeFrom: number },
  verdict: { status: 'Approved' } | { status: 'Rejected'; reason: string },
): Promise<boolean> {
  const result = await db
    .updateTable('token_asset_proposals')
    .set({ status: verdict.status, review_comment: verdict.status === 'Rejected' ? verdict.reason : null, reviewed_at: new Date() })
    .where('root_address', '=', key.rootAddress)
    .where('active_from', '=', BigInt(key.activeFrom))
    .where('status', '=', 'Pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
