import { decodeMessageBody, inboundFunctionIds, type ContractFact } from '@tvmscan/contracts';
import { verifiedContractCatalog, verifiedContractCount, type Database } from '@tvmscan/store';
import { readBocSingle } from '@tvmscan/tvm';

interface VerifiedContract {
  readonly name: string;
  /** The ABI's JSON text; null when the stored ABI is no object. */
  readonly abi: string | null;
}

/**
 * The verified contracts (the verification service's registry, the published packages' contracts among them), by
 * code hash, read again whenever their number changed since the last write: a deploy or call is named and decoded with
 * the contracts verified when its write is derived (a call only when its batch was prepared watching its function id).
 */
export class ContractNames {
  private contracts = new Map<string, VerifiedContract>();
  private count = -1;

  constructor(private readonly database: Database) {}

  /** Reads the registry again if it changed; true when it did. */
  async refresh(): Promise<boolean> {
    const count = await verifiedContractCount(this.database.db);
    if (count === this.count) return false;
    const catalog = await verifiedContractCatalog(this.database.db);
    this.contracts = new Map(
      [...catalog].map(([codeHash, { contractName, abi }]) => [
        codeHash,
        { name: contractName, abi: typeof abi === 'object' && abi !== null ? JSON.stringify(abi) : null },
      ]),
    );
    this.count = count;
    return true;
  }

  /** The function ids the verified contracts' calls start with: the calls whose bodies the preparing thread passes on. */
  watchedFunctionIds(): number[] {
    return [...new Set([...this.contracts.values()].flatMap((contract) => (contract.abi === null ? [] : inboundFunctionIds(contract.abi))))];
  }

  /** The contract an account runs, with its inbound call (`body`, a BOC, when the preparing thread passed it on) decoded with its ABI. */
  factOf(codeHash: string | null, body: Uint8Array | null, external: boolean): ContractFact | null {
    const contract = codeHash === null ? undefined : this.contracts.get(codeHash);
    if (contract === undefined) return null;
    if (body === null || contract.abi === null) return { name: contract.name, call: null };
    const decoded = decodeMessageBody(readBocSingle(body), external ? 'inbound-external' : 'inbound-internal', [
      { name: contract.name, abi: contract.abi },
    ]);
    return { name: contract.name, call: decoded?.kind === 'function' ? { function: decoded.name, arguments: decoded.arguments } : null };
  }
}
