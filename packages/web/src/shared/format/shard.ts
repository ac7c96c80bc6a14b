/** A shard's prefix: its 16 hex digits without the trailing zeros ('8000000000000000' → '8'). */
export function shardPrefix(shard: string): string {
  return shard.replace(/0+$/, '') || '0';
}

/** A block as 'workchain:shard prefix:seqno'. */
export function blockLabel(block: { workchain: number; shard: string; seqno: number }): string {
  return `${block.workchain}:${shardPrefix(block.shard)}:${block.seqno}`;
}
