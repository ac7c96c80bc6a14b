import { electionById, type ChainSchema, type ElectionRecord } from '@tvmscan/store';
import type { TypedConfig } from '@tvmscan/tvm';
import type { Kysely } from 'kysely';
import { cacheUntilChainMoves } from '../http/caching.js';
import { electionsConfig, electionsState, topValidators, validatorSet, type ElectionsById } from '../mappers/elections.js';
import type { EXPLORER_ROUTES } from '../schemas/explorer-routes.js';
import type { ExplorerHandlers } from './api-handlers.js';
import { chainTime, type RouteContext } from './context.js';

const TOP_VALIDATORS = 10;

/** The elections of the previous, current and next validator sets, those the index holds. */
async function setElections(db: Kysely<ChainSchema>, params: TypedConfig | null): Promise<ElectionsById> {
  const ids = [params?.[32], params?.[34], params?.[36]].flatMap((set) => (set ? [set.utimeSince] : []));
  const rows = await Promise.all(ids.map((id) => electionById(db, id)));
  return new Map(rows.filter((row): row is ElectionRecord => row !== undefined).map((row) => [Number(row.election_id), row]));
}

async function configParams(context: RouteContext): Promise<TypedConfig | null> {
  return (await context.config.get())?.params ?? null;
}

/** The election timings, the current elections, and the current validator set's bonuses and top validators. */
export const ELECTION_HANDLERS: ExplorerHandlers<Extract<keyof typeof EXPLORER_ROUTES, `GET /elections/${string}`>> = {
  'GET /elections/config': async (context, { reply }) => {
    cacheUntilChainMoves(reply);
    return electionsConfig(await configParams(context));
  },
  'GET /elections/state': async (context, { reply }) => {
    const typed = await configParams(context);
    const [elections, now] = await Promise.all([setElections(context.db, typed), chainTime(context.db)]);
    cacheUntilChainMoves(reply);
    return electionsState(typed, elections, now);
  },
  'GET /elections/bonuses': async (context, { reply }) => {
    const current = (await configParams(context))?.[34];
    const election = current ? await electionById(context.db, current.utimeSince) : undefined;
    cacheUntilChainMoves(reply);
    return { totalBonuses: election ? election.bonuses : null, electionId: current?.utimeSince ?? null };
  },
  'GET /elections/current-validators-top': async (context, { reply }) => {
    const current = (await configParams(context))?.[34];
    const set = current ? validatorSet(current, await electionById(context.db, current.utimeSince)) : null;
    cacheUntilChainMoves(reply);
    return { validators: topValidators(set, TOP_VALIDATORS) };
  },
};
