import type { AddrStd, ShardIdent } from '@tvmscan/tvm';
import { DevnetError } from '../errors.js';
import { present } from '../present.js';

export const MASTERCHAIN = -1;
const BASECHAIN = 0;
const ROOT_SHARD = 0x8000_0000_0000_0000n;
const MAX_SHARDS = 256;

/** One shard the devnet collates: the masterchain or a fixed shard of workchain 0. */
export interface ShardSpec {
  readonly key: string;
  readonly ident: ShardIdent;
}

/** The masterchain and the 2^k shards of workchain 0; account addresses route by their top k bits. */
export class ShardLayout {
  readonly masterchain: ShardSpec;
  readonly basechain: readonly ShardSpec[];
  private readonly depth: number;

  constructor(shardCount: number) {
    if (!Number.isInteger(shardCount) || shardCount < 1 || shardCount > MAX_SHARDS || (shardCount & (shardCount - 1)) !== 0) {
      throw new DevnetError('bad-options', `the shard count must be a power of two from 1 to ${MAX_SHARDS}, got ${shardCount}`);
    }
    this.depth = Math.log2(shardCount);
    this.masterchain = shardSpec({ workchain: MASTERCHAIN, shard: ROOT_SHARD, prefixBits: 0, prefix: 0n });
    this.basechain = Array.from({ length: shardCount }, (_, index) => {
      const prefix = this.depth === 0 ? 0n : BigInt(index) << BigInt(64 - this.depth);
      const shard = prefix | (1n << BigInt(63 - this.depth));
      return shardSpec({ workchain: BASECHAIN, shard, prefixBits: this.depth, prefix });
    });
  }

  get all(): readonly ShardSpec[] {
    return [this.masterchain, ...this.basechain];
  }

  /** The shard an account lives in; null for a workchain the devnet does not run. */
  route(address: AddrStd): ShardSpec | null {
    if (address.workchain === MASTERCHAIN) return this.masterchain;
    if (address.workchain !== BASECHAIN) return null;
    const index = this.depth === 0 ? 0 : parseInt(address.address.slice(0, 2), 16) >> (8 - this.depth);
    return present(this.basechain[index], `the shard of ${address.workchain}:${address.address}`);
  }
}

export function shardHex(shard: bigint): string {
  return shard.toString(16).padStart(16, '0');
}

function shardSpec(ident: ShardIdent): ShardSpec {
  return { key: `${ident.workchain}:${shardHex(ident.shard)}`, ident };
}
