import type { ActionToken, ResolvedTokenOperation } from '@tvmscan/contracts/actions';
import { operationSides, ownerNamedBy, toldKind, type TokenOperation } from '@tvmscan/contracts/operations';
import { readTokenRootInfo, readTokenWalletOwnership } from '@tvmscan/contracts';
import { loadTokenRoots, loadTokenWallets, type Database } from '@tvmscan/store';
import type { Cell } from '@tvmscan/tvm';

interface WalletIdentity {
  readonly owner: string;
  readonly root: string;
}

/** A change of an owner's token balance the emulated trace makes, in the token's smallest unit. */
export interface TokenBalanceChange {
  readonly owner: string | null;
  readonly wallet: string;
  readonly token: ActionToken | null;
  readonly change: bigint;
}

/**
 * Tells the token operations of emulated transactions with their tokens and parties, as the indexer's token
 * derivation tells those of indexed ones: a wallet or root the index stores is read from there, one it does not (a
 * wallet the trace deploys) from the account state as the trace leaves it, through the TIP-3 getters.
 */
export class TokenFacts {
  private readonly wallets = new Map<string, WalletIdentity | null>();
  private readonly roots = new Map<string, { symbol: string; decimals: number } | null>();
  private readonly changes = new Map<string, TokenBalanceChange>();

  constructor(
    private readonly database: Database,
    private readonly readAccount: (address: string) => Promise<Cell | null>,
  ) {}

  /** The operations of one transaction with their tokens and parties filled in. */
  async resolve(operations: readonly TokenOperation[]): Promise<ResolvedTokenOperation[]> {
    await this.meetWallets(operations.flatMap((operation) => [operation.wallet, operation.sender.wallet, operation.receiver.wallet]));
    const resolved: ResolvedTokenOperation[] = [];
    for (const operation of operations) {
      const own = this.wallets.get(operation.wallet) ?? null;
      const rootAddress = own?.root ?? operation.root;
      const token = rootAddress === null ? null : await this.tokenOf(operation, rootAddress);
      const kind = toldKind(operation.kind, operation.sender.wallet, rootAddress);
      const ownSide = { owner: own?.owner ?? ownerNamedBy(operation), wallet: operation.wallet };
      const { sender, receiver } = operationSides(operation, kind, ownSide, (address) => this.wallets.get(address)?.owner ?? null);
      resolved.push({ kind, amount: operation.amount, token, sender, receiver });
      this.addChange(ownSide, token, kind === 'Send' || kind === 'Burn' ? -operation.amount : operation.amount);
    }
    return resolved;
  }

  /** Every owner's token balance the trace changed. */
  balanceChanges(): TokenBalanceChange[] {
    return [...this.changes.values()].filter((change) => change.change !== 0n);
  }

  private addChange(side: { owner: string | null; wallet: string }, token: ActionToken | null, change: bigint): void {
    const held = this.changes.get(side.wallet);
    this.changes.set(side.wallet, { owner: side.owner, wallet: side.wallet, token, change: (held?.change ?? 0n) + change });
  }

  private async meetWallets(addresses: readonly (string | null)[]): Promise<void> {
    const missing = [...new Set(addresses.filter((address): address is string => address !== null && !this.wallets.has(address)))];
    for (const row of await loadTokenWallets(this.database.db, missing))
      this.wallets.set(row.address, { owner: row.owner_address, root: row.root_address });
    for (const address of missing) if (!this.wallets.has(address)) this.wallets.set(address, await this.readWallet(address));
  }

  private async readWallet(address: string): Promise<WalletIdentity | null> {
    const cell = await this.readAccount(address);
    if (cell === null) return null;
    try {
      return readTokenWalletOwnership(cell);
    } catch {
      return null;
    }
  }

  /** The operation's token; names the root does not tell are empty, decimals 0 (as the indexer stores them). */
  private async tokenOf(operation: TokenOperation, root: string): Promise<ActionToken> {
    if (!this.roots.has(root)) {
      const [row] = await loadTokenRoots(this.database.db, [root]);
      this.roots.set(root, row ? { symbol: row.symbol, decimals: row.decimals } : await this.readRoot(root));
    }
    const known = this.roots.get(root);
    return { standard: operation.standard === 'tip3' ? 'Tip3' : 'Jetton', root, symbol: known?.symbol ?? '', decimals: known?.decimals ?? 0 };
  }

  private async readRoot(address: string): Promise<{ symbol: string; decimals: number } | null> {
    const cell = await this.readAccount(address);
    if (cell === null) return null;
    try {
      const info = readTokenRootInfo(cell);
      return { symbol: info.symbol, decimals: info.decimals };
    } catch {
      return null;
    }
  }
}
