import { Type, type Static } from 'typebox';
import { closed, Nullable } from './common.js';

export const HistoryStartSchema = Type.Object(
  {
    startMcSeqno: Type.Integer({
      description:
        'The first masterchain block this explorer indexes: blocks before it are before its history (0 or 1 when it indexes the chain from its beginning)',
    }),
    startUtime: Nullable(Type.Integer({ description: 'The start block’s time; null when the history starts at the zerostates' })),
    fromGenesis: Type.Boolean({ description: 'Whether the history starts at the chain’s beginning, so that nothing is before it' }),
  },
  closed,
);
export type HistoryStart = Static<typeof HistoryStartSchema>;
