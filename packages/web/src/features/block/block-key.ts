/** How a block is asked of POST /blocks: by root hash, or by workchain, shard and seqno. */
export type BlockKey = { hash: string } | { workchain: number; shard: string; seqno: number };

const HASH = /^[0-9a-f]{64}$/i;
const WORKCHAIN = /^-?\d{1,10}$/;
const SHARD = /^[0-9a-f]{1,16}$/i;
const SEQNO = /^\d{1,10}$/;
/** The largest seqno the API accepts (its int32 bound): no chain comes near it. */
const MAX_SEQNO = 0x7fffffff;

/** The key of `/blocks/{id}`; null when `id` is not a root hash. */
export function blockKeyFromHash(id: string): BlockKey | null {
  return HASH.test(id) ? { hash: id.toLowerCase() } : null;
}

/**
 * The key of `/blocks/{workchain}/{shard}/{seqno}`; the shard may be written as its 16 hex digits or as its
 * prefix without trailing zeros ('8' for the root shard). Null when a part is malformed.
 */
export function blockKeyFromSeqno(workchain: string, shard: string, seqno: string): BlockKey | null {
  if (!WORKCHAIN.test(workchain) || !SHARD.test(shard) || !SEQNO.test(seqno)) return null;
  const seqnoValue = Number(seqno);
  if (seqnoValue > MAX_SEQNO) return null;
  return { workchain: Number(workchain), shard: shard.toLowerCase().padEnd(16, '0'), seqno: seqnoValue };
}
