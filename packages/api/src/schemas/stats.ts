import { Type, type Static } from 'typebox';
import { Amount, closed, everscan, Nullable, UnixTimeInput } from './common.js';

export const StatsSchema = Type.Object(
  {
    transactionTotal: Type.Integer(),
    transactions1h: Type.Integer(),
    transactions24h: Type.Integer(),
    volume24h: Amount,
    messagesTotal: Type.Integer({ description: 'Every indexed message, as POST /messages/count {} counts them' }),
    messages1h: Type.Integer({ description: 'The messages of messagesTotal created (or, created by no transaction, consumed) in the last hour' }),
    messages24h: Type.Integer({
      description: 'The messages of messagesTotal created (or, created by no transaction, consumed) in the last 24 hours',
    }),
    accountsActiveTotal: Type.Integer(),
    accountsCreated1h: Type.Integer(everscan('the accounts created in the last hour')),
    accountsCreated24h: Type.Integer(),
    accountsActive24h: Type.Integer(),
    accountsActive1h: Type.Integer(),
    latestMcSeqno: Type.Integer(),
    shardchainCount: Type.Integer(),
    totalSupply: Amount,
    circulationSupply: Type.String(
      everscan("totalSupply less what the network's own contracts hold: the config, elector and minter accounts (params 0, 1, 2); decimal digits"),
    ),
    fetchedAt: Type.Integer(everscan('when the server read these figures, unix seconds')),
    averageBlockTime: Nullable(Type.Number()),
  },
  closed,
);
export type Stats = Static<typeof StatsSchema>;

export const SeriesBody = Type.Object(
  {
    start_date: UnixTimeInput,
    end_date: UnixTimeInput,
    timeframe: Type.Optional(Type.Union([Type.Literal('D1'), Type.Literal('H1')], { default: 'D1' })),
  },
  {
    ...closed,
    description:
      "one point per UTC day (D1) or hour (H1) bucket holding a second of [start_date, end_date], at most 10 000 of them; a range ending after the chain's latest block is moved back to end there",
  },
);
export type SeriesRequest = Static<typeof SeriesBody>;

const CountPoint = Type.Object({ time: Type.Integer(), count: Type.Integer() }, closed);
export const CountSeriesResponseSchema = Type.Object({ points: Type.Array(CountPoint) }, closed);
export type CountSeriesResponse = Static<typeof CountSeriesResponseSchema>;

export const AccountSeriesResponseSchema = Type.Object(
  { points: Type.Array(Type.Object({ time: Type.Integer(), count: Type.Integer(), total: Type.Integer() }, closed)) },
  closed,
);
export type AccountSeriesResponse = Static<typeof AccountSeriesResponseSchema>;

export const SupplySeriesResponseSchema = Type.Object({ points: Type.Array(Type.Object({ time: Type.Integer(), amount: Amount }, closed)) }, closed);
export type SupplySeriesResponse = Static<typeof SupplySeriesResponseSchema>;

export const LiveResponseSchema = Type.Object({ time_to_count: Type.Array(CountPoint) }, closed);
export type LiveResponse = Static<typeof LiveResponseSchema>;
