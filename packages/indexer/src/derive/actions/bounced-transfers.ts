import { creatorInMessages, sendReceivers, type Database, type TokenTransactionRow } from '@tvmscan/store';
import type { TransactionFacts } from '../../pipeline/transaction-facts.js';

/**
 * The owner a bounced token transfer was meant for. No message of the bounce names it, but the transfer's start
 * does: the sending wallet's Send names the receiving owner, and its message M is what the receiving wallet failed
 * on; the bounce B that wallet sent back is what the sender's SendCancellation consumes. So B leads to the failed
 * transaction, that to M, and M to the Send. The writes not yet committed are held (their rows are not in the
 * database yet); what was committed is read from it, so the answer is the same however the chain is cut into writes.
 */
export class BouncedTransfers {
  /** The receiving owner of each Send, by the message it sent, in the writes not yet committed. */
  private readonly sends = new Map<string, { readonly owner: string | null; readonly write: number }>();
  /** The inbound message of each transaction that bounced it, by the bounce, in the writes not yet committed. */
  private readonly bounces = new Map<string, { readonly inMessage: string; readonly write: number }>();
  private write = 0;

  constructor(private readonly database: Database) {}

  /**
   * Takes in the next write (its transactions in chain order, its token rows) and gives the owner each of its
   * SendCancellations was meant for, by its transaction hash and position (those the rows leave without one).
   */
  async receivers(transactions: readonly TransactionFacts[], rows: readonly TokenTransactionRow[], committed: number): Promise<Map<string, string>> {
    this.forget(committed);
    this.write += 1;
    for (const row of rows) if (row.kind === 'Send') this.sends.set(row.message_hash, { owner: row.receiver_owner ?? null, write: this.write });
    for (const facts of transactions) {
      const inMessage = facts.reading?.inMessage;
      if (inMessage === undefined || inMessage === null) continue;
      for (const message of facts.reading!.outMessages)
        if (message.bounced) this.bounces.set(message.hash, { inMessage: inMessage.hash, write: this.write });
    }
    const inbound = new Map(transactions.map((facts) => [facts.hash, facts.reading?.inMessage?.hash ?? null]));
    const cancellations = rows.filter((row) => row.kind === 'SendCancellation' && !row.receiver_owner);
    if (cancellations.length === 0) return new Map();
    const bounceOf = (row: TokenTransactionRow) => inbound.get(row.transaction_hash) ?? null;
    const unheldBounces = cancellations.map(bounceOf).filter((hash): hash is string => hash !== null && !this.bounces.has(hash));
    const failedOn = await creatorInMessages(this.database.db, unheldBounces);
    const originals = new Map<string, string>();
    for (const row of cancellations) {
      const bounce = bounceOf(row);
      const original = bounce === null ? undefined : (this.bounces.get(bounce)?.inMessage ?? failedOn.get(bounce));
      if (original !== undefined) originals.set(`${row.transaction_hash}/${row.position}`, original);
    }
    const storedOwners = await sendReceivers(
      this.database.db,
      [...originals.values()].filter((hash) => !this.sends.has(hash)),
    );
    const owners = new Map<string, string>();
    for (const [place, original] of originals) {
      const owner = this.sends.get(original)?.owner ?? storedOwners.get(original) ?? null;
      if (owner !== null) owners.set(place, owner);
    }
    return owners;
  }

  /** Lets go of what committed writes hold: the database has it now. */
  private forget(committed: number): void {
    for (const [hash, send] of this.sends) if (send.write <= committed) this.sends.delete(hash);
    for (const [hash, bounce] of this.bounces) if (bounce.write <= committed) this.bounces.delete(hash);
  }
}
