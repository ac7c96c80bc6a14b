import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import { bytesToHex, hexToBytes } from '../../util/hex.js';

/** split_merge_info$_ cur_shard_pfx_len:(## 6) acc_split_depth:(## 6) this_addr:bits256 sibling_addr:bits256. */
export interface SplitMergeInfo {
  curShardPfxLen: number;
  accSplitDepth: number;
  thisAddr: string;
  siblingAddr: string;
}

export function loadSplitMergeInfo(s: Slice): SplitMergeInfo {
  const curShardPfxLen = s.loadUint(6);
  const accSplitDepth = s.loadUint(6);
  const thisAddr = bytesToHex(s.loadBytes(32));
  return { curShardPfxLen, accSplitDepth, thisAddr, siblingAddr: bytesToHex(s.loadBytes(32)) };
}

export function storeSplitMergeInfo(b: Builder, info: SplitMergeInfo): void {
  b.storeUint(info.curShardPfxLen, 6).storeUint(info.accSplitDepth, 6);
  b.storeBytes(hexToBytes(info.thisAddr)).storeBytes(hexToBytes(info.siblingAddr));
}
