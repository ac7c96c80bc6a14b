import { Type, type Static } from 'typebox';
import { Amount, closed, everscan, Nullable, UnixTimeInput } from './common.js';

export const StatsSchema = Type.Object(
  {
    transactionTotal: Type.Integer({ description: 'Every indexed transaction' }),
    transactions1h: Type.Integer({ description: 'The transactions of transactionTotal in the last hour' }),
    transactions24h: Type.Integer({ description: 'The transactions of transactionTotal in the last 24 hours' }),
    volume24h: Amount,
    messagesTotal: Type.Integer({
      description:
        'Every message of the indexed history, each once: when a transaction created it, or when it was consumed if none did (POST /messages/count {} also counts the messages an index started mid-chain met created before its start)',
    }),
    messages1h: Type.Integer({ description: 'The messages of messagesTotal created (or, created by no transaction, consumed) in the last hour' }),
    messages24h: Type.Integer({
      description: 'The messages of messagesTotal created (or, created by no transaction, consumed) in the last 24 hours',
    }),
    accountsActiveTotal: Type.Integer({
      description:
        'Every account the index has met, in an imported state or in a transaction, deleted ones included: the latest total of POST /stats/accounts',
    }),
    accountsCreated1h: Type.Integer(everscan('the accounts of accountsActiveTotal created in the last hour')),
    accountsCreated24h: Type.Integer({ description: 'The accounts of accountsActiveTotal created in the last 24 hours' }),
    accountsActive24h: Type.Integer({ description: 'The accounts of accountsActiveTotal whose last transaction lies in the last 24 hours' }),
    accountsActive1h: Type.Integer({ description: 'The accounts of accountsActiveTotal whose last transaction lies in the last hour' }),
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
