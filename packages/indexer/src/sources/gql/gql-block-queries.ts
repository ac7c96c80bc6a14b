import { blockShardDescriptions, decodeBlock, decodeBlockInfo, type BlkPrevInfo } from '@tvmscan/tvm';
import type { RawBlock } from '../block-source.js';
import { AttemptError, malformed } from '../http/attempt-error.js';
import { bocFromBase64, decodeAnswer } from '../http/base64-boc.js';
import { expectArray, expectHash, expectInteger, expectRecord, expectString } from '../http/json-shape.js';
import type { GqlClient } from './gql-client.js';
import type { BlockRef, ShardBlock, ShardTop } from './shard-walk.js';

/** ever-q-server answers at most 50 blocks per query unless told otherwise; ask for no more at once. */
const MAX_BLOCKS_PER_QUERY = 50;

export interface MasterchainBlock {
  readonly seqno: number;
  readonly rootHash: string;
  /** Root hash of the masterchain block before it. */
  readonly prevRootHash: string;
  readonly raw: RawBlock;
  readonly tops: readonly ShardTop[];
}

const MASTERCHAIN_AFTER = `query MasterchainBlocksAfter($after: Float!, $limit: Int!) {
  blocks(filter: {workchain_id: {eq: -1}, seq_no: {gt: $after}}, orderBy: [{path: "seq_no", direction: ASC}], limit: $limit) { id seq_no file_hash boc }
}`;

const MASTERCHAIN_BY_SEQNO = `query MasterchainBlock($seqno: Float!) {
  blocks(filter: {workchain_id: {eq: -1}, seq_no: {eq: $seqno}}, limit: 1) { id seq_no file_hash boc }
}`;

const BLOCKS_BY_ID = `query BlocksById($ids: [String], $limit: Int!) {
  blocks(filter: {id: {in: $ids}}, limit: $limit) { id boc }
}`;

/**
 * Masterchain blocks after `after` in seqno order, as many consecutive ones as the server has (up to `limit`),
 * each checked against its id, its seqno and the link to the one before (`afterRootHash`, when known).
 * A block missing while later ones exist is retried (`missing-block`): servers fill such gaps shortly.
 */
export function fetchMasterchainAfter(
  client: GqlClient,
  after: number,
  afterRootHash: string | null,
  limit: number,
  signal?: AbortSignal,
): Promise<MasterchainBlock[]> {
  const query = {
    operationName: 'MasterchainBlocksAfter',
    query: MASTERCHAIN_AFTER,
    variables: { after, limit },
    what: `masterchain blocks after ${after}`,
  };
  return client.request(
    query,
    (data) => {
      const items = expectArray(data.blocks, 'blocks');
      const blocks: MasterchainBlock[] = [];
      let prevRootHash = afterRootHash;
      for (const item of items) {
        const expected = after + blocks.length + 1;
        const seqno = expectInteger(expectRecord(item, 'block').seq_no, 'block seq_no');
        if (seqno !== expected) {
          if (seqno > expected)
            throw new AttemptError('missing-block', `masterchain block ${expected} is missing while block ${seqno} is there`, true);
          throw malformed(`blocks are not in ascending seq_no order: ${seqno} after ${expected - 1}`);
        }
        const block = readMasterchainBlock(item, seqno);
        if (prevRootHash !== null && block.prevRootHash !== prevRootHash) {
          throw new AttemptError('inconsistent-chain', `masterchain block ${seqno} does not follow block ${seqno - 1} ${prevRootHash}`, true);
        }
        blocks.push(block);
        prevRootHash = block.rootHash;
      }
      return blocks;
    },
    signal,
  );
}

/** Masterchain block `seqno`; retried (`missing-block`) while the server does not have it. */
export function fetchMasterchainBlock(client: GqlClient, seqno: number, signal?: AbortSignal): Promise<MasterchainBlock> {
  const query = { operationName: 'MasterchainBlock', query: MASTERCHAIN_BY_SEQNO, variables: { seqno }, what: `masterchain block ${seqno}` };
  return client.request(
    query,
    (data) => {
      const [item] = expectArray(data.blocks, 'blocks');
      if (item === undefined) throw new AttemptError('missing-block', `masterchain block ${seqno} is not on the server`, true);
      return readMasterchainBlock(item, seqno);
    },
    signal,
  );
}

/** The shard blocks `refs` names, each checked against its root hash; retried (`missing-block`) while any is absent. */
export async function fetchShardBlocks(client: GqlClient, refs: readonly BlockRef[], signal?: AbortSignal): Promise<Map<string, ShardBlock>> {
  const found = new Map<string, ShardBlock>();
  for (let start = 0; start < refs.length; start += MAX_BLOCKS_PER_QUERY) {
    const chunk = refs.slice(start, start + MAX_BLOCKS_PER_QUERY);
    const blocks = await fetchShardChunk(client, chunk, signal);
    for (const block of blocks) found.set(block.ref.rootHash, block);
  }
  return found;
}

function fetchShardChunk(client: GqlClient, refs: readonly BlockRef[], signal?: AbortSignal): Promise<ShardBlock[]> {
  const wanted = new Map(refs.map((ref) => [ref.rootHash, ref]));
  const ids = [...wanted.keys()];
  const what = ids.length === 1 ? `shard block ${ids[0]}` : `${ids.length} shard blocks`;
  const query = { operationName: 'BlocksById', query: BLOCKS_BY_ID, variables: { ids, limit: ids.length }, what };
  return client.request(
    query,
    (data) => {
      const blocks = new Map<string, ShardBlock>();
      for (const item of expectArray(data.blocks, 'blocks')) {
        const id = expectHash(expectRecord(item, 'block').id, 'block id');
        const ref = wanted.get(id);
        if (ref !== undefined && !blocks.has(id)) blocks.set(id, readShardBlock(item, ref));
      }
      const absent = refs.find((ref) => !blocks.has(ref.rootHash));
      if (absent !== undefined)
        throw new AttemptError('missing-block', `shard block ${absent.rootHash} (seqno ${absent.seqno}) is not on the server`, true);
      return [...blocks.values()];
    },
    signal,
  );
}

function readMasterchainBlock(item: unknown, seqno: number): MasterchainBlock {
  const record = expectRecord(item, 'block');
  const what = `masterchain block ${seqno}`;
  const rootHash = expectHash(record.id, `${what} id`);
  const boc = bocFromBase64(expectString(record.boc, `${what} boc`), what);
  checkRootHash(boc.root.hashHex(), rootHash, what);
  const block = decodeAnswer(what, () => decodeBlock(boc.root));
  const { info } = block;
  if (info.shard.workchain !== -1 || info.seqno !== seqno || info.prevRef.kind !== 'single') {
    throw malformed(`${what}: the BOC is block ${info.shard.workchain}#${info.seqno}, not masterchain block ${seqno}`);
  }
  const tops = decodeAnswer(what, () => blockShardDescriptions(block)).map(({ workchain, shard, descr }) => ({
    workchain,
    shard,
    seqno: descr.seqno,
    rootHash: descr.rootHash,
    fileHash: descr.fileHash,
  }));
  const fileHash = record.file_hash == null ? undefined : expectHash(record.file_hash, `${what} file_hash`);
  return { seqno, rootHash, prevRootHash: info.prevRef.prev.rootHash, raw: { boc: boc.bytes, fileHash }, tops };
}

function readShardBlock(item: unknown, ref: BlockRef): ShardBlock {
  const record = expectRecord(item, 'block');
  const what = `shard block ${ref.rootHash}`;
  const boc = bocFromBase64(expectString(record.boc, `${what} boc`), what);
  checkRootHash(boc.root.hashHex(), ref.rootHash, what);
  const infoCell = boc.root.refs[0];
  if (infoCell === undefined) throw malformed(`${what}: the BOC is not a block`);
  const info = decodeAnswer(what, () => decodeBlockInfo(infoCell));
  if (info.seqno !== ref.seqno || info.shard.workchain === -1) {
    throw malformed(`${what}: the BOC is block ${info.shard.workchain}#${info.seqno}, expected a shard block #${ref.seqno}`);
  }
  return {
    ref,
    workchain: info.shard.workchain,
    shard: info.shard.shard,
    prevs: prevRefs(info.prevRef),
    raw: { boc: boc.bytes, fileHash: ref.fileHash },
  };
}

function prevRefs(prev: BlkPrevInfo): BlockRef[] {
  return prev.kind === 'single' ? [prev.prev] : [prev.prev1, prev.prev2];
}

function checkRootHash(actual: string, expected: string, what: string): void {
  if (actual !== expected) throw malformed(`${what}: the BOC's root hash is ${actual}`);
}
