import type { ConfigView } from '@tvmscan/tvm';
import { Type, type Static } from 'typebox';
import {
  Amount,
  closed,
  CountGe,
  everscan,
  Hash,
  HashInput,
  Lt,
  Nullable,
  orderingOf,
  PageFields,
  Seqno,
  Shard,
  ShardInput,
  Workchain,
} from './common.js';
import { DecodedJson } from './decoded-json.js';
import { NetworkConfigRecordSchema } from './network-config-record.js';

const PrevBlock = Type.Object({ seqno: Type.Integer(), shard: Shard, rootHash: Hash }, closed);

export const BlockSchema = Type.Object(
  {
    rootHash: Hash,
    fileHash: Hash,
    workchain: Type.Integer(),
    shard: Shard,
    seqno: Type.Integer(),
    mcSeqno: Type.Integer(),
    genUtime: Type.Integer(),
    genSoftwareVersion: Nullable(Type.Integer()),
    transactionCount: Type.Integer(),
    prevKeyBlock: Type.Integer(),
    isKeyBlock: Type.Boolean(),
    inMsgCount: Type.Integer(),
    outMsgCount: Type.Integer(),
    accountBlockCount: Type.Integer(),
    prev: Type.Union([
      Type.Object({ kind: Type.Literal('Block'), seqno: Type.Integer(), rootHash: Hash }, closed),
      Type.Object({ kind: Type.Literal('Blocks'), prev1: PrevBlock, prev2: PrevBlock }, closed),
    ]),
    shardRelations: Type.Object({ parent: Nullable(Shard), leftChild: Nullable(Shard), rightChild: Nullable(Shard) }, closed),
    blockInfo: Type.Object(
      {
        startLt: Lt,
        endLt: Lt,
        version: Type.Integer(),
        afterMerge: Type.Boolean(),
        beforeSplit: Type.Boolean(),
        afterSplit: Type.Boolean(),
        wantSplit: Type.Boolean(),
        wantMerge: Type.Boolean(),
        vertSeqNo: Type.Integer(),
        genValidatorListHashShort: Type.Integer(),
        genCatchainSeqno: Type.Integer(),
        minRefMcSeqno: Type.Integer(),
        masterRef: Nullable(Type.Object({ seqNo: Type.Integer() }, closed)),
      },
      closed,
    ),
    valueFlow: Type.Object(
      {
        fromPrevBlk: Amount,
        toNextBlk: Amount,
        imported: Amount,
        exported: Amount,
        feesCollected: Amount,
        feesImported: Amount,
        recovered: Amount,
        created: Amount,
        minted: Amount,
        burned: Nullable(Amount),
      },
      closed,
    ),
  },
  closed,
);
export type Block = Static<typeof BlockSchema>;

export const BlockIdSchema = Type.Object({ workchain: Type.Integer(), shard: Shard, seqno: Type.Integer(), rootHash: Hash }, closed);
export type BlockId = Static<typeof BlockIdSchema>;

export const ShardInfoSchema = Type.Object(
  {
    shardIdent: Type.Object({ workchain: Type.Integer(), shardPrefix: Shard }, closed),
    info: Type.Object({ seqNo: Type.Integer() }, closed),
    rootHash: Hash,
    fileHash: Hash,
    startLt: Lt,
    endLt: Lt,
    genUtime: Type.Integer(),
    minRefMcSeqno: Type.Integer(),
    beforeSplit: Type.Boolean(),
    beforeMerge: Type.Boolean(),
    wantSplit: Type.Boolean(),
    wantMerge: Type.Boolean(),
    feesCollected: Amount,
    fundsCreated: Amount,
  },
  closed,
);
export type ShardInfo = Static<typeof ShardInfoSchema>;

export const AccountBlockSchema = Type.Object(
  { wc: Type.Integer(), address: Type.String(), oldHash: Hash, newHash: Hash, transactionCount: Type.Integer() },
  closed,
);
export type AccountBlock = Static<typeof AccountBlockSchema>;

export const BlockBody = Type.Object(
  { hash: Type.Optional(HashInput), workchain: Type.Optional(Workchain), shard: Type.Optional(ShardInput), seqno: Type.Optional(Seqno) },
  closed,
);

/** A block with its account blocks inside it, where Everscan's clients read them (also beside it, as the spec's answer has them). */
export const BlockWithAccountBlocksSchema = Type.Object(
  { ...BlockSchema.properties, accountBlocks: Type.Array(AccountBlockSchema, everscan("the block's account blocks, as data.accountBlocks")) },
  closed,
);

export const BlockResponseSchema = Type.Object(
  {
    block: BlockWithAccountBlocksSchema,
    prevBlock: Nullable(BlockIdSchema),
    nextBlock: Nullable(BlockIdSchema),
    shardsInfo: Type.Array(ShardInfoSchema),
    accountBlocks: Type.Array(AccountBlockSchema),
  },
  closed,
);
export type BlockResponse = Static<typeof BlockResponseSchema>;

export const BlockFilterFields = {
  transactionCountGe: Type.Optional(CountGe),
  workchain: Type.Optional(Workchain),
};

const BLOCK_SORTS = ['genUtime', 'seqno'] as const;

export const BlockListBody = Type.Object(
  { ...PageFields, ...BlockFilterFields, ordering: Type.Optional(orderingOf(BLOCK_SORTS, BLOCK_SORTS)) },
  closed,
);
export type BlockListRequest = Static<typeof BlockListBody>;
/** The filters of /blocks/list; its paging and ordering fields are taken too and change nothing. */
export const BlockCountBody = BlockListBody;

export const BlockListResponseSchema = Type.Object(
  {
    blocks: Type.Array(BlockSchema),
    currentCursor: Nullable(Type.String()),
    nextCursor: Nullable(Type.String()),
    prevCursor: Nullable(Type.String()),
  },
  closed,
);
export type BlockListResponse = Static<typeof BlockListResponseSchema>;

export const KeyBlockConfigResponseSchema = Type.Object(
  {
    mcSeqno: Type.Integer(),
    blockRootHash: Nullable(Hash),
    genUtime: Type.Integer(),
    config: DecodedJson<ConfigView>('ConfigView of @tvmscan/tvm: configAddress, paramIndexes and the decoded params; amounts as strings'),
    record: NetworkConfigRecordSchema,
    undecodedParams: Type.Array(Type.Integer(), {
      description: 'parameters the config holds that the codec failed to decode (left out of config.params)',
    }),
  },
  closed,
);
export type KeyBlockConfigResponse = Static<typeof KeyBlockConfigResponseSchema>;
