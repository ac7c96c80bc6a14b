import { formatRawAddress, loadHashmapE, loadMsgAddress, Slice, TvmError, type Cell } from '@tvmscan/tvm';
import type { TokenStandard } from './token-operation.js';

/** A token wallet as its initial data names it: the root (jetton master) and the owner. */
export interface TokenWalletInit {
  kind: 'wallet';
  standard: TokenStandard;
  root: string;
  owner: string;
}

/** A TIP-3 root as its initial data names it (the static variables of `@broxus/tip3`'s TokenRoot). */
export interface TokenRootInit {
  kind: 'root';
  standard: TokenStandard;
  name: string;
  symbol: string;
  decimals: number;
  owner: string | null;
}

export type TokenDeployInit = TokenWalletInit | TokenRootInit;

/** The ABI 2.2 initial-data keys: 0 is the public key, the static variables follow in declaration order. */
const TIP3_WALLET_KEYS = '0,1,2';
const TIP3_ROOT_KEYS = '0,1,2,3,4,5,6,7';

/**
 * What a deploying StateInit's data says of a token contract, read with the codec (no ABI text, no VM), so that a
 * wallet or root deployed in the indexed chain is known without running its getters: a TIP-3 TokenWallet (or its
 * TokenWalletPlatform), whose data dictionary holds exactly `root_` and `owner_`; a TIP-3 TokenRoot (`name_`,
 * `symbol_`, `decimals_`, `rootOwner_`, `walletCode_`, `randomNonce_`, `deployer_`); a TEP-74 reference jetton wallet
 * (`balance owner master wallet_code`). Null for data of any other shape. Only an account that later performs token
 * operations is taken for a token contract, so data that merely looks like one does no harm.
 */
export function tokenDeployInit(data: Cell): TokenDeployInit | null {
  try {
    return tip3DeployInit(data) ?? jettonWalletInit(data);
  } catch (error) {
    if (error instanceof TvmError) return null;
    throw error;
  }
}

function tip3DeployInit(data: Cell): TokenDeployInit | null {
  const slice = new Slice(data);
  if (slice.remainingBits !== 1 || slice.remainingRefs > 1) return null;
  const entries = loadHashmapE(slice, 64, (value) => value);
  const keys = entries.map((entry) => entry.key.toString()).join(',');
  const value = (key: number) => entries[key]!.value;
  if (keys === TIP3_WALLET_KEYS) {
    const root = formatRawAddress(loadMsgAddress(value(1)));
    const owner = formatRawAddress(loadMsgAddress(value(2)));
    return root && owner ? { kind: 'wallet', standard: 'tip3', root, owner } : null;
  }
  if (keys === TIP3_ROOT_KEYS) {
    return {
      kind: 'root',
      standard: 'tip3',
      name: abiString(value(1)),
      symbol: abiString(value(2)),
      decimals: value(3).loadUint(8),
      owner: formatRawAddress(loadMsgAddress(value(4))),
    };
  }
  return null;
}

/** An ABI `string` value: its bytes in a referenced cell, continued through each cell's first reference. */
function abiString(value: Slice): string {
  const parts: Uint8Array[] = [];
  let cell: Cell | undefined = value.loadRef();
  while (cell !== undefined) {
    parts.push(new Slice(cell).loadBytes(Math.floor(cell.bitLength / 8)));
    cell = cell.refs[0];
  }
  return Buffer.concat(parts).toString('utf8');
}

function jettonWalletInit(data: Cell): TokenWalletInit | null {
  const slice = new Slice(data);
  slice.loadCoins();
  const owner = formatRawAddress(loadMsgAddress(slice));
  const root = formatRawAddress(loadMsgAddress(slice));
  if (owner === null || root === null || slice.remainingBits !== 0 || slice.remainingRefs !== 1) return null;
  return { kind: 'wallet', standard: 'jetton', root, owner };
}
