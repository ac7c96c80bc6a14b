import type { RawAddress } from '../../contracts/shared/raw-address.js';

/**
 * What the token activities expect the chain to hold once every message they sent has been delivered:
 * each holder's balance and each token's total supply (TIP-3), each NFT's owner (TIP-4). Tests compare
 * it with what the contracts' get-methods return.
 */
export class TokenLedger {
  private readonly balances = new Map<RawAddress, Map<RawAddress, bigint>>();
  private readonly supplies = new Map<RawAddress, bigint>();
  private readonly owners = new Map<RawAddress, Map<bigint, RawAddress>>();

  /** Tokens that come into existence: a mint (or the initial supply) to `holder`. */
  mint(token: RawAddress, holder: RawAddress, amount: bigint): void {
    this.supplies.set(token, this.supply(token) + amount);
    this.add(token, holder, amount);
  }

  transfer(token: RawAddress, from: RawAddress, to: RawAddress, amount: bigint): void {
    this.add(token, from, -amount);
    this.add(token, to, amount);
  }

  burn(token: RawAddress, holder: RawAddress, amount: bigint): void {
    this.supplies.set(token, this.supply(token) - amount);
    this.add(token, holder, -amount);
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
