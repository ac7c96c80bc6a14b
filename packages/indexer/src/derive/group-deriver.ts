import { loadAccounts, type AccountKey, type ChainRows, type Database } from '@tvmscan/store';
import type { StateSource } from '../sources/state-source.js';
import { AccountLedger } from './account-ledger.js';
import type { PreparedBatch } from '../pipeline/prepared-batch.js';
import { deriveRows, type TotalsValues } from './batch-deriver.js';
import { takeBaseStates } from './state-base.js';
import { refreshUnknownAccounts } from './state-refresh.js';
import type { NftDeriver } from './nfts/nft-deriver.js';
import type { TokenDeriver } from './tokens/token-deriver.js';
import { withTraceColumns, type TraceDeriver } from './traces/trace-deriver.js';

/** How many accounts the ledger keeps between groups before it lets go of those already committed. */
const LEDGER_LIMIT = 200_000;

/**
 * Derives the rows of consecutive groups of batches, each from where the groups before it leave the accounts,
 * the chain totals, the tokens, the NFTs and the traces, so that a group can be derived while the one before it is still being written.
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
    /** Null when traces and actions are not derived. */
    private readonly traces: TraceDeriver | null,
  ) {}

  /** `committed`: how many of the groups derived so far are written to the database. */
  async derive(group: readonly PreparedBatch[], committed: number): Promise<ChainRows> {
    this.ledger.forgetCommitted(committed, LEDGER_LIMIT);
    this.ledger.beginWrite();
    this.ledger.load(await loadAccounts(this.database.db, this.ledger.missing(touchedAccounts(group))));
    if (this.stateSource) await takeBaseStates(this.ledger, this.stateSource, group);
    const codeHashes = new Map<string, string | null>();
    const rows = await deriveRows(group, this.ledger, this.totals, codeHashes);
    if (this.stateSource) {
      const lastTime = group.at(-1)!.genUtime;
      rows.accountStates = await refreshUnknownAccounts(this.ledger, this.stateSource, lastTime);
      rows.accounts = this.ledger.changedRows();
    }
    if (this.tokens) rows.tokens = await this.tokens.derive(group, committed);
    if (this.nfts) rows.nfts = await this.nfts.derive(group, committed);
    if (this.traces) {
      const traced = await this.traces.derive(group, committed, {
        codeHashes,
        tokens: rows.tokens,
        tokenRoot: (address) => this.tokens?.heldRoot(address),
        nftEvents: rows.nfts.events,
        multiTokenMovements: this.nfts?.multiTokenMovements() ?? new Map(),
      });
      rows.traces = traced.rows;
      rows.rendered.transactions = withTraceColumns(rows.rendered.transactions, traced);
    }
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
