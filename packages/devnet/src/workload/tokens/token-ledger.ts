import type { RawAddress } from '../../contracts/shared/raw-address.js';

/**
 * One token operation the activities performed, as an indexer should list it: a mint to `to`, a send from `from`
 * to `to`, a burn by `from`, or a send from `from` to `to` that bounced and came back (SendCancellation).
 */
export interface LedgerOperation {
  readonly token: RawAddress;
  readonly kind: 'Mint' | 'Send' | 'Burn' | 'SendCancellation';
  /** The owner tokens leave (null for a mint). */
  readonly from: RawAddress | null;
  /** The owner tokens go to (null for a burn). */
  readonly to: RawAddress | null;
  readonly amount: bigint;
}

/**
 * What the token activities expect the chain to hold once every message they sent has been delivered:
 * each holder's balance and each token's total supply (TIP-3), each NFT's owner (TIP-4). Tests compare
 * it with what the contracts' get-methods return, and every operation in the order it was made.
 */
export class TokenLedger {
  private readonly recorded: LedgerOperation[] = [];
  /** Of each holder's balance, what bounced transfers take away until they come back: never spent again. */
  private readonly reserved = new Map<RawAddress, Map<RawAddress, bigint>>();
  private readonly balances = new Map<RawAddress, Map<RawAddress, bigint>>();
  private readonly supplies = new Map<RawAddress, bigint>();
  private readonly owners = new Map<RawAddress, Map<bigint, RawAddress>>();

  /** Tokens that come into existence: a mint (or the initial supply) to `holder`. */
  mint(token: RawAddress, holder: RawAddress, amount: bigint): void {
    this.supplies.set(token, this.supply(token) + amount);
    this.add(token, holder, amount);
    this.recorded.push({ token, kind: 'Mint', from: null, to: holder, amount });
  }

  transfer(token: RawAddress, from: RawAddress, to: RawAddress, amount: bigint): void {
    this.add(token, from, -amount);
    this.add(token, to, amount);
    this.recorded.push({ token, kind: 'Send', from, to, amount });
  }

  burn(token: RawAddress, holder: RawAddress, amount: bigint): void {
    this.supplies.set(token, this.supply(token) - amount);
    this.add(token, holder, -amount);
    this.recorded.push({ token, kind: 'Burn', from: holder, to: null, amount });
  }

  /**
   * A transfer that bounces and comes back whole: balances stay as they are, but while it is in flight the sender's
   * wallet holds less, so the amount is kept out of what later activities spend (`spendable`) for good.
   */
  cancelledTransfer(token: RawAddress, from: RawAddress, to: RawAddress, amount: bigint): void {
    let holders = this.reserved.get(token);
    if (holders === undefined) this.reserved.set(token, (holders = new Map()));
    holders.set(from, (holders.get(from) ?? 0n) + amount);
    this.recorded.push({ token, kind: 'SendCancellation', from, to, amount });
  }

  /** What the activities may still spend of `holder`'s balance. */
  spendable(token: RawAddress, holder: RawAddress): bigint {
    return this.balance(token, holder) - (this.reserved.get(token)?.get(holder) ?? 0n);
  }

  /** Every operation recorded, in the order the activities made them. */
  operations(): readonly LedgerOperation[] {
    return this.recorded;
  }

  balance(token: RawAddress, holder: RawAddress): bigint {
    return this.balances.get(token)?.get(holder) ?? 0n;
  }

  supply(token: RawAddress): bigint {
    return this.supplies.get(token) ?? 0n;
  }

  /** Everyone who ever held `token`, with the balance expected now (zero included). */
  holders(token: RawAddress): [RawAddress, bigint][] {
    return [...(this.balances.get(token) ?? new Map<RawAddress, bigint>())];
  }

  setNftOwner(collection: RawAddress, id: bigint, owner: RawAddress): void {
    let nfts = this.owners.get(collection);
    if (nfts === undefined) this.owners.set(collection, (nfts = new Map()));
    nfts.set(id, owner);
  }

  /** Every NFT minted by the activities with the owner expected now. */
  nfts(): { collection: RawAddress; id: bigint; owner: RawAddress }[] {
    return [...this.owners].flatMap(([collection, nfts]) => [...nfts].map(([id, owner]) => ({ collection, id, owner })));
  }

  private add(token: RawAddress, holder: RawAddress, amount: bigint): void {
    let holders = this.balances.get(token);
    if (holders === undefined) this.balances.set(token, (holders = new Map()));
    holders.set(holder, (holders.get(holder) ?? 0n) + amount);
  }
}
