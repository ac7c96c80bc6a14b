import { loadAccounts, type AccountKey, type ChainRows, type Database } from '@tvmscan/store';
import type { StateSource } from '../sources/state-source.js';
import { AccountLedger } from './account-ledger.js';
import type { PreparedBatch } from '../pipeline/prepared-batch.js';
import { deriveRows, type TotalsValues } from './batch-deriver.js';
import { refreshUnknownAccounts } from './state-refresh.js';
import type { NftDeriver } from './nfts/nft-deriver.js';
import type { TokenDeriver } from './tokens/token-deriver.js';

/** How many accounts the ledger keeps between groups before it lets go of those already committed. */
const LEDGER_LIMIT = 200_000;

/**
 * Derives the rows of consecutive groups of batches, each from where the groups before it leave the accounts,
 * the chain totals, the tokens and the NFTs, so that a group can be derived while the one before it is still being written.
 */
export class GroupDeriver {
  private readonly ledger = new AccountLedger();

  constructor(
    private readonly database: Database,
    private readonly stateSource: StateSource | undefined,
    private totals: TotalsValues,
    /** Null when the token tables are not derived. */
    private readonly tokens: TokenDeriver | null,
    /** Null when the NFT tables are not derived (with the token tables). */
    private readonly nfts: NftDeriver | null,
  ) {}

  /** `committed`: how many of the groups derived so far are written to the database. */
  async derive(group: readonly PreparedBatch[], committed: number): Promise<ChainRows> {
    this.ledger.forgetCommitted(committed, LEDGER_LIMIT);
    this.ledger.beginWrite();
    this.ledger.load(await loadAccounts(this.database.db, this.ledger.missing(touchedAccounts(group))));
    const rows = await deriveRows(group, this.ledger, this.totals);
    if (this.stateSource) {
      const lastTime = group.at(-1)!.genUtime;
      rows.accountStates = await refreshUnknownAccounts(this.ledger, this.stateSource, lastTime);
      rows.accounts = this.ledger.changedRows();
    }
    if (this.tokens) rows.tokens = await this.tokens.derive(group, committed);
    if (this.nfts) rows.nfts = await this.nfts.derive(group, committed);
    this.totals = rows.totals!;
    return rows;
  }
}

function touchedAccounts(group: readonly PreparedBatch[]): AccountKey[] {
  const keys = new Map<string, AccountKey>();
  for (const batch of group) {
    for (const { workchain, account } of batch.transactions) keys.set(`${workchain}:${account}`, { workchain, address: account });
  }
  return [...keys.values()];
}
