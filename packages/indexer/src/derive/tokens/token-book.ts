import type { TokenStandard } from '@tvmscan/contracts/operations';
import type { StoredTokenRoot, StoredTokenWallet, TokenHoldersRow, TokenRootRow, TokenWalletRow } from '@tvmscan/store';
import { standardName } from './token-rules.js';

/** A token wallet while writes are derived: whose it is, of which root, and what it holds. */
export interface WalletState {
  address: string;
  root: string;
  owner: string;
  balance: bigint;
  updatedAt: number;
  updatedLt: bigint;
}

/** A token root while writes are derived. */
export interface RootState {
  address: string;
  standard: TokenStandard;
  name: string;
  symbol: string;
  decimals: number;
  owner: string | null;
  totalSupply: bigint;
  /** Its wallets with a positive balance, stored or held. */
  holders: bigint;
  createdAt: number;
  updatedLt: bigint;
}

/**
 * The token wallets and roots as the writes derived so far leave them, committed or not (the indexer is their only
 * writer), like the account ledger: only those it does not hold are read from the database, and once it holds many
 * it lets go of those whose last change is committed. Writes are numbered from 1 in the order they are derived.
 */
export class TokenBook {
  readonly wallets = new Map<string, WalletState>();
  readonly roots = new Map<string, RootState>();
  private readonly lastWrite = new Map<string, number>();
  private readonly changedWallets = new Set<string>();
  private readonly changedRoots = new Set<string>();
  private write = 0;

  /** Starts the next write; returns its number. */
  beginWrite(): number {
    this.write += 1;
    this.changedWallets.clear();
    this.changedRoots.clear();
    return this.write;
  }

  forgetCommitted(committed: number, limit: number): void {
    if (this.wallets.size + this.roots.size <= limit) return;
    for (const [key, write] of this.lastWrite) {
      if (write > committed) continue;
      this.wallets.delete(key);
      this.roots.delete(key);
      this.lastWrite.delete(key);
    }
  }

  loadWallets(rows: readonly StoredTokenWallet[]): void {
    for (const row of rows) {
      this.wallets.set(row.address, {
        address: row.address,
        root: row.root_address,
        owner: row.owner_address,
        balance: BigInt(row.balance),
        updatedAt: Number(row.updated_at),
        updatedLt: row.updated_lt,
      });
      this.lastWrite.set(row.address, this.write);
    }
  }

  loadRoots(rows: readonly StoredTokenRoot[]): void {
    for (const row of rows) {
      this.roots.set(row.address, {
        address: row.address,
        standard: row.standard === 'Tip3' ? 'tip3' : 'jetton',
        name: row.name,
        symbol: row.symbol,
        decimals: row.decimals,
        owner: row.owner_address,
        totalSupply: BigInt(row.total_supply),
        holders: row.holders,
        createdAt: Number(row.created_at),
        updatedLt: row.updated_lt,
      });
      this.lastWrite.set(row.address, this.write);
    }
  }

  /** Marks a wallet (new or held) as changed by this write. */
  changeWallet(wallet: WalletState): void {
    this.wallets.set(wallet.address, wallet);
    this.changedWallets.add(wallet.address);
    this.lastWrite.set(wallet.address, this.write);
  }

  changeRoot(root: RootState): void {
    this.roots.set(root.address, root);
    this.changedRoots.add(root.address);
    this.lastWrite.set(root.address, this.write);
  }

  walletRows(): TokenWalletRow[] {
    return [...this.changedWallets].map((address) => {
      const wallet = this.wallets.get(address)!;
      return {
        address,
        root_address: wallet.root,
        owner_address: wallet.owner,
        balance: wallet.balance,
        updated_at: wallet.updatedAt,
        updated_lt: wallet.updatedLt,
      };
    });
  }

  /** The holders of the roots this write changed. */
  holderRows(): TokenHoldersRow[] {
    return [...this.changedRoots].map((address) => ({ root_address: address, holders: this.roots.get(address)!.holders }));
  }

  rootRows(): TokenRootRow[] {
    return [...this.changedRoots].map((address) => {
      const root = this.roots.get(address)!;
      return {
        address,
        standard: standardName(root.standard),
        name: root.name,
        symbol: root.symbol,
        decimals: root.decimals,
        total_supply: root.totalSupply,
        owner_address: root.owner,
        created_at: root.createdAt,
        updated_lt: root.updatedLt,
      };
    });
  }
}
