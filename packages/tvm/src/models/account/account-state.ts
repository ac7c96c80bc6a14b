import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import { bytesToHex, hexToBytes } from '../../util/hex.js';
import { loadStateInit, storeStateInit, type StateInit } from '../message/state-init.js';

/** account_uninit$00 | account_active$1 _:StateInit | account_frozen$01 state_hash:bits256. */
export type AccountState = { kind: 'uninit' } | { kind: 'active'; stateInit: StateInit } | { kind: 'frozen'; stateHash: string };

export function loadAccountState(s: Slice): AccountState {
  if (s.loadBit()) return { kind: 'active', stateInit: loadStateInit(s) };
  if (s.loadBit()) return { kind: 'frozen', stateHash: bytesToHex(s.loadBytes(32)) };
  return { kind: 'uninit' };
}

export function storeAccountState(b: Builder, state: AccountState): void {
  switch (state.kind) {
    case 'active':
      b.storeBit(1);
      storeStateInit(b, state.stateInit);
      return;
    case 'frozen':
      b.storeUint(0b01, 2).storeBytes(hexToBytes(state.stateHash));
      return;
    case 'uninit':
      b.storeUint(0b00, 2);
      return;
  }
}
