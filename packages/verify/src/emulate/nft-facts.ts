import { applyNftEvent, nftEventSubject, type NftEventFact, type NftItemState } from '@tvmscan/contracts/actions';
import { nftEvents } from '@tvmscan/contracts/operations';
import { loadNftItems, storedNftFacts, type Database } from '@tvmscan/store';
import type { Transaction } from '@tvmscan/tvm';

/**
 * Tells the NFT events of emulated transactions as the indexer's NFT derivation tells those of indexed ones (one
 * rule, `applyNftEvent`): an NFT the index stores is read from there, one the trace creates is followed from its
 * NftCreated on, so that a mint and a transfer within one trace both count.
 */
export class NftFacts {
  private readonly items = new Map<string, NftItemState | undefined>();

  constructor(private readonly database: Database) {}

  /** The events of one transaction of `account` that count, in the order it emitted them. */
  async of(tx: Transaction, account: string, inMessageSource: string | null): Promise<NftEventFact[]> {
    const facts: NftEventFact[] = [];
    for (const event of nftEvents(tx)) {
      const subject = nftEventSubject(event, account);
      const change = applyNftEvent(await this.itemOf(subject), event, { account, inMessageSource });
      if (change === null) continue;
      this.items.set(subject, change.item);
      facts.push(change.fact);
    }
    return facts;
  }

  private async itemOf(address: string): Promise<NftItemState | undefined> {
    if (!this.items.has(address)) {
      const [row] = await loadNftItems(this.database.db, [address]);
      this.items.set(address, row && storedNftFacts(row));
    }
    return this.items.get(address);
  }
}
