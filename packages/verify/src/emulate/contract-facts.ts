import { decodeMessageBody, type ContractFact } from '@tvmscan/contracts';
import { verifiedContractCatalog, type Database } from '@tvmscan/store';
import type { Cell } from '@tvmscan/tvm';

/**
 * The verified contract an emulated transaction's account runs, with its inbound call decoded by the contract's ABI:
 * what the indexer's contract names give the classifier for an indexed one.
 */
export class ContractFacts {
  private catalog: Map<string, { name: string; abi: string | null }> | undefined;

  constructor(private readonly database: Database) {}

  async factOf(codeHash: string | null, body: Cell | null, external: boolean): Promise<ContractFact | null> {
    this.catalog ??= await this.readCatalog();
    const contract = codeHash === null ? undefined : this.catalog.get(codeHash);
    if (contract === undefined) return null;
    if (body === null || contract.abi === null) return { name: contract.name, call: null };
    const decoded = decodeMessageBody(body, external ? 'inbound-external' : 'inbound-internal', [{ name: contract.name, abi: contract.abi }]);
    return { name: contract.name, call: decoded?.kind === 'function' ? { function: decoded.name, arguments: decoded.arguments } : null };
  }

  private async readCatalog(): Promise<Map<string, { name: string; abi: string | null }>> {
    const catalog = await verifiedContractCatalog(this.database.db);
    return new Map(
      [...catalog].map(([codeHash, { contractName, abi }]) => [
        codeHash,
        { name: contractName, abi: typeof abi === 'object' && abi !== null ? JSON.stringify(abi) : null },
      ]),
    );
  }
}
