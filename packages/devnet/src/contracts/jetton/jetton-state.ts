import { Builder, storeMsgAddressInt, storeStateInit, type Cell } from '@tvmscan/tvm';
import type { ExpectedState } from '../shared/expected-state.js';
import { addrStdOf, type RawAddress } from '../shared/raw-address.js';
import { jettonMinterCode, jettonWalletCode } from './jetton-artifacts.js';
import { onchainJettonContent, type JettonMetadata } from './jetton-content.js';

/** What fixes a jetton minter's address: its admin (the only address allowed to mint) and its content. */
export interface JettonMinterConfig {
  admin: RawAddress;
  metadata: JettonMetadata;
}

/** The minter's StateInit (supply zero: the first mint creates the tokens) and its address on workchain 0. */
export function jettonMinterState(config: JettonMinterConfig): ExpectedState {
  const data = new Builder().storeCoins(0n);
  storeMsgAddressInt(data, addrStdOf(config.admin, 'the jetton admin'));
  data.storeRef(onchainJettonContent(config.metadata)).storeRef(jettonWalletCode());
  return stateOf(jettonMinterCode(), data.endCell());
}

/** The StateInit and address of `owner`'s wallet under `minter`, as the minter and the wallets compute them. */
function jettonWalletState(minter: RawAddress, owner: RawAddress): ExpectedState {
  const data = new Builder().storeCoins(0n);
  storeMsgAddressInt(data, addrStdOf(owner, 'the jetton wallet owner'));
  storeMsgAddressInt(data, addrStdOf(minter, 'the jetton minter'));
  data.storeRef(jettonWalletCode());
  return stateOf(jettonWalletCode(), data.endCell());
}

/** `owner`'s jetton wallet address under `minter`. */
export function jettonWalletAddress(minter: RawAddress, owner: RawAddress): RawAddress {
  return jettonWalletState(minter, owner).address;
}

/** The standard Jetton contracts live on workchain 0: the wallet refuses owners elsewhere. */
const WORKCHAIN = 0;

function stateOf(code: Cell, data: Cell): ExpectedState {
  const b = new Builder();
  storeStateInit(b, { splitDepth: null, special: null, code, data, library: null });
  const stateInit = b.endCell();
  return { address: `${WORKCHAIN}:${stateInit.hashHex()}`, stateInit };
}
