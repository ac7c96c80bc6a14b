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

/** One NFT action the activities performed, as the NFT's events should show it: its parties before and after. */
export interface NftLedgerOperation {
  readonly collection: RawAddress;
  readonly id: bigint;
  readonly kind: 'Mint' | 'Transfer' | 'ManagerChange' | 'Burn';
  /** The owner before (Mint: none), or the manager before for a ManagerChange. */
  readonly from: RawAddress | null;
  /** The owner after (Burn: none), or the new manager for a ManagerChange. */
  readonly to: RawAddress | null;
}

/** Native coins one of the workload's wallets sent another (a transfer the network took). */
export interface NativeLedgerOperation {
  readonly from: RawAddress;
  readonly to: RawAddress;
  readonly amount: bigint;
}

/** An NFT as the activities expect it once their messages land. */
export interface LedgerNft {
  readonly collection: RawAddress;
  readonly id: bigint;
  owner: RawAddress;
  manager: RawAddress;
  burned: boolean;
}

/**
 * What the token activities expect the chain to hold once every message they sent has been delivered (and the
 * native transfers between the workload's wallets):
 * each holder's balance and each token's total supply (TIP-3), each NFT's owner and manager, and whether it is burned (TIP-4). Tests compare
 * it with what the contracts' get-methods return, and every operation in the order it was made.
 */
export class TokenLedger {
  private readonly recorded: LedgerOperation[] = [];
  /** Of each holder's balance, what bounced transfers take away until they come back: never spent again. */
  private readonly reserved = new Map<RawAddress, Map<RawAddress, bigint>>();
  private readonly balances = new Map<RawAddress, Map<RawAddress, bigint>>();
  private readonly supplies = new Map<RawAddress, bigint>();
  private readonly nftStates = new Map<string, LedgerNft>();
  private readonly nftRecorded: NftLedgerOperation[] = [];
  private readonly nativeRecorded: NativeLedgerOperation[] = [];

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

  /** A mint to `owner`, who is its first manager too. */
  mintNft(collection: RawAddress, id: bigint, owner: RawAddress): void {
    this.nftStates.set(nftKey(collection, id), { collection, id, owner, manager: owner, burned: false });
    this.nftRecorded.push({ collection, id, kind: 'Mint', from: null, to: owner });
  }

  /** A transfer: `to` becomes owner and manager. */
  transferNft(collection: RawAddress, id: bigint, to: RawAddress): void {
    const nft = this.nft(collection, id);
    this.nftRecorded.push({ collection, id, kind: 'Transfer', from: nft.owner, to });
    nft.owner = to;
    nft.manager = to;
  }

  changeNftManager(collection: RawAddress, id: bigint, to: RawAddress): void {
    const nft = this.nft(collection, id);
    this.nftRecorded.push({ collection, id, kind: 'ManagerChange', from: nft.manager, to });
    nft.manager = to;
  }

  burnNft(collection: RawAddress, id: bigint): void {
    const nft = this.nft(collection, id);
    this.nftRecorded.push({ collection, id, kind: 'Burn', from: nft.owner, to: null });
    nft.burned = true;
  }

  /** Every NFT minted by the activities (burned ones too) with its owner and manager expected now. */
  nfts(): readonly Readonly<LedgerNft>[] {
    return [...this.nftStates.values()];
  }

  /** Every NFT action recorded, in the order the activities made them. */
  nftOperations(): readonly NftLedgerOperation[] {
    return this.nftRecorded;
  }

  /** A native transfer between the workload's wallets (balances of the native coin are not kept here). */
  nativeTransfer(from: RawAddress, to: RawAddress, amount: bigint): void {
    this.nativeRecorded.push({ from, to, amount });
  }

  /** Every native transfer recorded, in the order the activities made them. */
  nativeOperations(): readonly NativeLedgerOperation[] {
    return this.nativeRecorded;
  }

  private nft(collection: RawAddress, id: bigint): LedgerNft {
    const nft = this.nftStates.get(nftKey(collection, id));
    if (nft === undefined) throw new Error(`the ledger has no NFT ${id} of ${collection}`);
    return nft;
  }

  private add(token: RawAddress, holder: RawAddress, amount: bigint): void {
    let holders = this.balances.get(token);
    if (holders === undefined) this.balances.set(token, (holders = new Map()));
    holders.set(holder, (holders.get(holder) ?? 0n) + amount);
  }
}

function nftKey(collection: RawAddress, id: bigint): string {
  return `${collection}/${id}`;
}
