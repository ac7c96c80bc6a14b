import { encodeAccount, encodeStateInit, type AddrStd, type Cell, type ShardAccount, type StateInit } from '@tvmscan/tvm';

const ZERO_HASH = '0'.repeat(64);

/** Distinct cells and their bits in a tree: what storage_stat.used counts. */
function treeUsage(root: Cell): { cells: bigint; bits: bigint } {
  const seen = new Set<string>();
  let bits = 0;
  const visit = (cell: Cell) => {
    const key = cell.hashHex();
    if (seen.has(key)) return;
    seen.add(key);
    bits += cell.bitLength;
    cell.refs.forEach(visit);
  };
  visit(root);
  return { cells: BigInt(seen.size), bits: BigInt(bits) };
}

/** An active account as genesis creates it: its state, a balance and no transactions yet. */
export function activeGenesisAccount(address: AddrStd, stateInit: StateInit, balance: bigint, genesisTime: number): ShardAccount {
  const account = encodeAccount({
    address,
    storageStat: { used: treeUsage(encodeStateInit(stateInit)), dictHash: null, lastPaid: genesisTime, duePayment: null },
    storage: { lastTransLt: 0n, balance: { coins: balance, other: [] }, state: { kind: 'active', stateInit } },
  });
  return { account, lastTransHash: ZERO_HASH, lastTransLt: 0n };
}
