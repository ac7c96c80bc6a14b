import { sql, type Kysely, type Transaction } from 'kysely';
import type { ChainSchema } from '../schema.js';
import { approvedTokenInfo, approvedTokenRoots, type ApprovedTokenInfo } from './token-approval.js';
import type { TokenListProposalState } from './token-list-schema.js';
import { TokenListRuleError } from './token-list-rule-error.js';

/** A token of a list, in the list's order: its name and symbol from the chain, else from the manifest that named it. */
export interface TokenListTokenRecord {
  readonly root_address: string;
  readonly full_name: string;
  readonly symbol: string;
  readonly decimals: number;
  readonly asset_logo_url: string | null;
  readonly approved: boolean;
  /** The token's approved asset information, null while none was approved. */
  readonly approved_info: ApprovedTokenInfo | null;
  readonly order: number;
}

export interface TokenListProposalRecord {
  readonly root_address: string;
  readonly full_name: string;
  readonly symbol: string;
  readonly decimals: number;
  readonly asset_logo_url: string | null;
  readonly approved: boolean;
  readonly approved_info: ApprovedTokenInfo | null;
  readonly status: TokenListProposalState;
  readonly created_at: Date;
}

export interface ProposalFilter {
  readonly status: TokenListProposalState;
  readonly rootAddress?: string;
}

/** Whether a token can be proposed to a list (spec 001 §4). */
export type ProposalStanding = 'Proposable' | 'Added' | 'Pending' | 'Declined';

type Db = Kysely<ChainSchema>;

async function withApproval<Row extends { root_address: string }>(
  db: Db,
  rows: Row[],
): Promise<(Row & { approved: boolean; approved_info: ApprovedTokenInfo | null })[]> {
  const approved = await approvedTokenInfo(
    db,
    rows.map((row) => row.root_address),
  );
  return rows.map((row) => {
    const info = approved.get(row.root_address) ?? null;
    return { ...row, approved: info !== null, approved_info: info };
  });
}

/** Every token of a list, first to last. */
export async function tokenListTokens(db: Db, listId: number): Promise<TokenListTokenRecord[]> {
  const rows = await db
    .selectFrom('token_list_tokens')
    .leftJoin('token_roots', 'token_roots.address', 'token_list_tokens.root_address')
    .select([
      'token_list_tokens.root_address',
      sql<string>`coalesce(token_roots.name, token_list_tokens.manifest_name, '')`.as('full_name'),
      sql<string>`coalesce(token_roots.symbol, token_list_tokens.manifest_symbol, '')`.as('symbol'),
      sql<number>`coalesce(token_roots.decimals, token_list_tokens.manifest_decimals, 0)`.as('decimals'),
      'token_list_tokens.manifest_logo as asset_logo_url',
      'token_list_tokens.position as order',
    ])
    .where('token_list_tokens.list_id', '=', listId)
    .orderBy('token_list_tokens.position')
    .orderBy('token_list_tokens.root_address')
    .execute();
  return withApproval(db, rows);
}

function proposalsOf(db: Db, listId: number, filter: ProposalFilter) {
  let query = db
    .selectFrom('token_list_proposals')
    .where('token_list_proposals.list_id', '=', listId)
    .where('token_list_proposals.status', '=', filter.status);
  if (filter.rootAddress !== undefined) query = query.where('token_list_proposals.root_address', '=', filter.rootAddress);
  return query;
}

/** A page of a list's proposals of one status, newest first. */
export async function tokenListProposals(
  db: Db,
  listId: number,
  filter: ProposalFilter,
  page: { limit: number; offset: number },
): Promise<TokenListProposalRecord[]> {
  const rows = await proposalsOf(db, listId, filter)
    .leftJoin('token_roots', 'token_roots.address', 'token_list_proposals.root_address')
    .select([
      'token_list_proposals.root_address',
      sql<string>`coalesce(token_roots.name, '')`.as('full_name'),
      sql<string>`coalesce(token_roots.symbol, '')`.as('symbol'),
      sql<number>`coalesce(token_roots.decimals, 0)`.as('decimals'),
      sql<string | null>`null`.as('asset_logo_url'),
      'token_list_proposals.status',
      'token_list_proposals.created_at',
    ])
    .orderBy('token_list_proposals.created_at', 'desc')
    .orderBy('token_list_proposals.root_address')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return withApproval(db, rows);
}

export async function countTokenListProposals(db: Db, listId: number, filter: ProposalFilter): Promise<number> {
  const row = await proposalsOf(db, listId, filter)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Whether `root` can be proposed to the list: not when it is in it, pending or declined. */
export async function proposalStanding(db: Db, listId: number, root: string): Promise<ProposalStanding> {
  const inList = await db
    .selectFrom('token_list_tokens')
    .select('root_address')
    .where('list_id', '=', listId)
    .where('root_address', '=', root)
    .executeTakeFirst();
  if (inList) return 'Added';
  const proposal = await db
    .selectFrom('token_list_proposals')
    .select('status')
    .where('list_id', '=', listId)
    .where('root_address', '=', root)
    .executeTakeFirst();
  return proposal?.status ?? 'Proposable';
}

/** Takes the list's row lock, so that changes of one list take turns; answers whether the list accepts only approved tokens. */
export async function lockList(trx: Transaction<ChainSchema>, listId: number): Promise<{ verified: boolean; name: string }> {
  const list = await trx.selectFrom('token_lists').select(['verified', 'name']).where('id', '=', listId).forUpdate().executeTakeFirst();
  // The caller found the list a moment ago: only a deletion in between gets here.
  if (!list) throw new TokenListRuleError('id', 'Error', 'the list was deleted meanwhile');
  return list;
}

async function touchList(trx: Transaction<ChainSchema>, listId: number): Promise<void> {
  await trx
    .updateTable('token_lists')
    .set({ updated_at: sql<Date>`now()`, version: sql<number>`version + 1` })
    .where('id', '=', listId)
    .execute();
}

async function currentRoots(trx: Transaction<ChainSchema>, listId: number): Promise<Set<string>> {
  const rows = await trx.selectFrom('token_list_tokens').select('root_address').where('list_id', '=', listId).execute();
  return new Set(rows.map((row) => row.root_address));
}

/** The roots among `roots` the registry knows as tokens (indexed token roots). */
async function knownRoots(trx: Transaction<ChainSchema>, roots: readonly string[]): Promise<Set<string>> {
  const rows = await trx.selectFrom('token_roots').select('address').where('address', 'in', roots).execute();
  return new Set(rows.map((row) => row.address));
}

/**
 * Checks each root against the rules of a token joining the list (spec 001 §5 token to add): known to the registry,
 * not in the list yet, approved when the list is verified. `field` names the request field of the roots.
 */
async function checkJoining(trx: Transaction<ChainSchema>, listId: number, verified: boolean, roots: readonly string[], field: string) {
  const known = await knownRoots(trx, roots);
  const present = await currentRoots(trx, listId);
  const approved = verified ? await approvedTokenRoots(trx, roots) : new Set<string>();
  roots.forEach((root, index) => {
    if (!known.has(root)) throw new TokenListRuleError(`${field}/${index}`, 'NotToken');
    if (present.has(root)) throw new TokenListRuleError(`${field}/${index}`, 'TokenAlreadyAdded');
    if (verified && !approved.has(root)) throw new TokenListRuleError(`${field}/${index}`, 'TokenNotVerified');
  });
}

async function appendTokens(trx: Transaction<ChainSchema>, listId: number, roots: readonly string[]): Promise<void> {
  const { next } = await trx
    .selectFrom('token_list_tokens')
    .select(sql<number>`coalesce(max(position) + 1, 0)::int`.as('next'))
    .where('list_id', '=', listId)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('token_list_tokens')
    .values(
      roots.map((root, index) => ({
        list_id: listId,
        root_address: root,
        position: next + index,
        manifest_name: null,
        manifest_symbol: null,
        manifest_decimals: null,
        manifest_logo: null,
      })),
    )
    .execute();
  // A token that joins the list is no longer proposed (nor declined) to it.
  await trx.deleteFrom('token_list_proposals').where('list_id', '=', listId).where('root_address', 'in', roots).execute();
}

function distinct(roots: readonly string[], field: string): void {
  const seen = new Set<string>();
  roots.forEach((root, index) => {
    if (seen.has(root)) throw new TokenListRuleError(`${field}/${index}`, 'Unique');
    seen.add(root);
  });
}

/** A manager adds tokens at the end of the list. */
export async function addTokenListTokens(db: Db, listId: number, roots: readonly string[]): Promise<void> {
  distinct(roots, 'root_addresses');
  await db.transaction().execute(async (trx) => {
    const { verified } = await lockList(trx, listId);
    await checkJoining(trx, listId, verified, roots, 'root_addresses');
    await appendTokens(trx, listId, roots);
    await touchList(trx, listId);
  });
}

/** A manager removes tokens; the others keep their order, numbered from 0 again. */
export async function removeTokenListTokens(db: Db, listId: number, roots: readonly string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockList(trx, listId);
    const present = await currentRoots(trx, listId);
    roots.forEach((root, index) => {
      if (!present.has(root)) throw new TokenListRuleError(`root_addresses/${index}`, 'Error', 'not in the list');
    });
    await trx.deleteFrom('token_list_tokens').where('list_id', '=', listId).where('root_address', 'in', roots).execute();
    await renumber(trx, listId);
    await touchList(trx, listId);
  });
}

async function renumber(trx: Transaction<ChainSchema>, listId: number): Promise<void> {
  await sql`
    UPDATE token_list_tokens t SET position = ranked.position
    FROM (SELECT root_address, (row_number() OVER (ORDER BY position, root_address) - 1)::int AS position
          FROM token_list_tokens WHERE list_id = ${listId}) ranked
    WHERE t.list_id = ${listId} AND t.root_address = ranked.root_address`.execute(trx);
}

/** A manager gives the list a new order: every token of the list once, first to last. */
export async function reorderTokenListTokens(db: Db, listId: number, roots: readonly string[]): Promise<void> {
  distinct(roots, 'root_addresses');
  await db.transaction().execute(async (trx) => {
    await lockList(trx, listId);
    const present = await currentRoots(trx, listId);
    roots.forEach((root, index) => {
      if (!present.has(root)) throw new TokenListRuleError(`root_addresses/${index}`, 'Error', 'not in the list');
    });
    if (roots.length !== present.size) throw new TokenListRuleError('root_addresses', 'Error', 'must name every token of the list');
    for (const [position, root] of roots.entries()) {
      await trx.updateTable('token_list_tokens').set({ position }).where('list_id', '=', listId).where('root_address', '=', root).execute();
    }
    await touchList(trx, listId);
  });
}

/** A signed-in user proposes tokens: each known, not in the list, not pending, not declined, approved for a verified list. */
export async function proposeTokenListTokens(db: Db, listId: number, proposerId: bigint, roots: readonly string[]): Promise<void> {
  distinct(roots, 'tokens');
  await db.transaction().execute(async (trx) => {
    const { verified } = await lockList(trx, listId);
    await checkJoining(trx, listId, verified, roots, 'tokens');
    const proposals = await trx
      .selectFrom('token_list_proposals')
      .select(['root_address', 'status'])
      .where('list_id', '=', listId)
      .where('root_address', 'in', roots)
      .execute();
    const statuses = new Map(proposals.map((row) => [row.root_address, row.status]));
    roots.forEach((root, index) => {
      const status = statuses.get(root);
      if (status === 'Pending') throw new TokenListRuleError(`tokens/${index}`, 'TokenAlreadyAdded');
      if (status === 'Declined') throw new TokenListRuleError(`tokens/${index}`, 'TokenProposalRejected');
    });
    await trx
      .insertInto('token_list_proposals')
      .values(roots.map((root) => ({ list_id: listId, root_address: root, status: 'Pending' as const, proposer_id: proposerId, decided_at: null })))
      .execute();
    await touchList(trx, listId);
  });
}

/** A manager adds pending proposals to the list (with the rules of a token joining it) or declines them for good. */
export async function decideTokenListProposals(db: Db, listId: number, roots: readonly string[], approve: boolean): Promise<void> {
  distinct(roots, 'root_addresses');
  await db.transaction().execute(async (trx) => {
    const { verified } = await lockList(trx, listId);
    const pending = await trx
      .selectFrom('token_list_proposals')
      .select('root_address')
      .where('list_id', '=', listId)
      .where('status', '=', 'Pending')
      .where('root_address', 'in', roots)
      .execute();
    const pendingRoots = new Set(pending.map((row) => row.root_address));
    roots.forEach((root, index) => {
      if (!pendingRoots.has(root)) throw new TokenListRuleError(`root_addresses/${index}`, 'Error', 'not a pending proposal');
    });
    if (approve) {
      await checkJoining(trx, listId, verified, roots, 'root_addresses');
      await appendTokens(trx, listId, roots);
    } else {
      await trx
        .updateTable('token_list_proposals')
        .set({ status: 'Declined', decided_at: sql<Date>`now()` })
        .where('list_id', '=', listId)
        .where('root_address', 'in', roots)
        .execute();
    }
    await touchList(trx, listId);
  });
}
