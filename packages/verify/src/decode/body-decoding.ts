import { decodeMessageBody, standardAbis, walletAbiText, walletStandardOf, type DecodedBody, type KnownAbi } from '@tvmscan/contracts';
import { accountCodeHashes, messageBocs, messagesByHashes, verifiedContractAbis, type Database } from '@tvmscan/store';
import { accountKey, messageBodyCell, parties } from './chain-decoding.js';

/**
 * The bodies of the messages with these hashes, read with the ABIs known for their ends: first as a call of the
 * receiver (with its verified contract's ABI, then its wallet standard's, then the published standards'), then as
 * an answer or event of the sender (the same ABIs, of the sender). A comment and a bounced call are read without an
 * ABI. A body none of them reads is left out: it stays raw, never guessed. Keyed by message hash.
 */
export async function decodeBodies(database: Database, hashes: readonly string[]): Promise<Map<string, DecodedBody>> {
  const rows = await messagesByHashes(database.db, hashes);
  const ends = rows.flatMap((row) => parties(row).map(([workchain, address]) => ({ workchain, address })));
  const codeHashes = await accountCodeHashes(database.db, ends);
  const verified = await verifiedContractAbis(database.db, [...codeHashes.values()]);
  const bocs = await messageBocs(
    database.db,
    rows.map((row) => row.hash),
  );
  const abisOf = (codeHash: string | undefined): KnownAbi[] => [...ownAbis(codeHash, verified), ...standardAbis()];
  const decoded = new Map<string, DecodedBody>();
  for (const row of rows) {
    const boc = bocs.get(row.hash);
    const body = boc ? messageBodyCell(boc) : null;
    if (body === null) continue;
    for (const [workchain, address, direction] of parties(row)) {
      const read = decodeMessageBody(body, direction, abisOf(codeHashes.get(accountKey(workchain, address))));
      if (read !== null) {
        decoded.set(row.hash, read);
        break;
      }
    }
  }
  return decoded;
}

/** The ABIs an account's own code names: its verified contract's, and its wallet standard's. */
function ownAbis(codeHash: string | undefined, verified: ReadonlyMap<string, { readonly contractName: string; readonly abi: unknown }>): KnownAbi[] {
  if (codeHash === undefined) return [];
  const own: KnownAbi[] = [];
  const contract = verified.get(codeHash);
  if (contract && typeof contract.abi === 'object' && contract.abi !== null)
    own.push({ name: contract.contractName, abi: JSON.stringify(contract.abi) });
  const wallet = walletStandardOf(codeHash);
  const walletAbi = wallet && walletAbiText(wallet);
  if (wallet && walletAbi) own.push({ name: wallet.name, abi: walletAbi });
  return own;
}
