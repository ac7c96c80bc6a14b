import { electionById, latestElections, validatorSetBySince, type ChainSchema, type ElectionRecord } from '@tvmscan/store';
import type { TypedConfig } from '@tvmscan/tvm';
import type { Kysely } from 'kysely';
import { cacheUntilChainMoves } from '../http/caching.js';
import { electionsConfig, electionsState, topValidators, validatorSet, type SetElections } from '../mappers/elections.js';
import { Data } from '../schemas/common.js';
import { BonusesSchema, ElectionsConfigSchema, ElectionsStateSchema, ValidatorsTopSchema } from '../schemas/elections.js';
import { chainTime, type ApiInstance, type RouteContext } from './context.js';

const TOP_VALIDATORS = 10;

/** The elections of the previous, current and next validator sets the index holds, which of them the zerostate installed, and the newest election. */
async function setElections(db: Kysely<ChainSchema>, params: TypedConfig | null): Promise<SetElections> {
  const ids = [params?.[32], params?.[34], params?.[36]].flatMap((set) => (set ? [set.utimeSince] : []));
  const [rows, sets, [latest]] = await Promise.all([
    Promise.all(ids.map((id) => electionById(db, id))),
    Promise.all(ids.map((id) => validatorSetBySince(db, id))),
    latestElections(db, 1),
  ]);
  return {
    byId: new Map(rows.filter((row): row is ElectionRecord => row !== undefined).map((row) => [Number(row.election_id), row])),
    fromZerostate: new Set(sets.flatMap((set) => (set?.first_mc_seqno === 0 ? [Number(set.utime_since)] : []))),
    latest: latest ?? null,
  };
}

export function electionRoutes(app: ApiInstance, { db, config }: RouteContext): void {
  const tags = ['elections'];
  const params = async () => (await config.get())?.params ?? null;

  app.get('/elections/config', { schema: { tags, response: { 200: Data(ElectionsConfigSchema) } } }, async (_request, reply) => {
    cacheUntilChainMoves(reply);
    return { data: electionsConfig(await params()) };
  });

  app.get('/elections/state', { schema: { tags, response: { 200: Data(ElectionsStateSchema) } } }, async (_request, reply) => {
    const typed = await params();
    const [elections, now] = await Promise.all([setElections(db, typed), chainTime(db)]);
    cacheUntilChainMoves(reply);
    return { data: electionsState(typed, elections, now) };
  });

  app.get('/elections/bonuses', { schema: { tags, response: { 200: Data(BonusesSchema) } } }, async (_request, reply) => {
    const current = (await params())?.[34];
    const election = current ? await electionById(db, current.utimeSince) : undefined;
    cacheUntilChainMoves(reply);
    return { data: { totalBonuses: election ? election.bonuses : null, electionId: current?.utimeSince ?? null } };
  });

  app.get('/elections/current-validators-top', { schema: { tags, response: { 200: Data(ValidatorsTopSchema) } } }, async (_request, reply) => {
    const current = (await params())?.[34];
    const set = current ? validatorSet(current, await electionById(db, current.utimeSince)) : null;
    cacheUntilChainMoves(reply);
    return { data: { validators: topValidators(set, TOP_VALIDATORS) } };
  });
}
