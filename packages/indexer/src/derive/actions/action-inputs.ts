import type { ActionInput, ActionToken, MultiTokenMovement, NftEventFact, ResolvedTokenOperation } from '@tvmscan/contracts/actions';
import type { NftEventRow, TokenRows, TokenTransactionRow } from '@tvmscan/store';
import type { TransactionFacts } from '../../pipeline/transaction-facts.js';
import type { ContractNames } from './contract-names.js';

/** What the group's other derivations found, that the actions of its transactions are told from. */
export interface DerivedFacts {
  /** Each transaction's code hash as it left its account (the account ledger's). */
  readonly codeHashes: ReadonlyMap<string, string | null>;
  /** The token transactions of the group (empty when tokens are not derived). */
  readonly tokens: TokenRows;
  /** A root's symbol and decimals as the token derivation holds it. */
  readonly tokenRoot: (address: string) => { readonly symbol: string; readonly decimals: number } | undefined;
  /** The NFT events of the group that counted. */
  readonly nftEvents: readonly NftEventRow[];
  /** The standard-6 movements of the group, by transaction hash. */
  readonly multiTokenMovements: ReadonlyMap<string, readonly MultiTokenMovement[]>;
  readonly contracts: ContractNames;
  /** The owner each SendCancellation was meant for, by `transaction hash/position`, where its rows do not name one. */
  readonly bouncedReceivers: ReadonlyMap<string, string>;
}

/** The classifier's input for each of the group's transactions, in the order given (each has a reading). */
export function actionInputs(transactions: readonly TransactionFacts[], derived: DerivedFacts): ActionInput[] {
  const tokenRows = byTransaction(derived.tokens.transactions);
  const nftRows = byTransaction(derived.nftEvents);
  return transactions.map((facts) => {
    const codeHash = derived.codeHashes.get(facts.hash) ?? null;
    const reading = facts.reading!;
    return {
      reading,
      codeHash,
      tokenOperations: (tokenRows.get(facts.hash) ?? []).sort((a, b) => a.position - b.position).map((row) => resolvedOperation(row, derived)),
      nftEvents: (nftRows.get(facts.hash) ?? []).sort((a, b) => a.event_index - b.event_index).map(nftEventFact),
      multiTokenMovements: derived.multiTokenMovements.get(facts.hash) ?? [],
      contract: derived.contracts.factOf(codeHash, facts.watchedCallBody, reading.inMessage?.type === 'ExternalIn'),
    };
  });
}

function resolvedOperation(row: TokenTransactionRow, derived: DerivedFacts): ResolvedTokenOperation {
  const receiverOwner = row.receiver_owner ?? derived.bouncedReceivers.get(`${row.transaction_hash}/${row.position}`) ?? null;
  return {
    kind: row.kind,
    amount: BigInt(row.amount),
    token: tokenOf(row, derived),
    sender: { owner: row.sender_owner ?? null, wallet: row.sender_wallet ?? null },
    receiver: { owner: receiverOwner, wallet: row.receiver_wallet ?? null },
  };
}

/** The row's token; null while its wallet's root is unknown. Names the root did not tell are empty, decimals 0. */
function tokenOf(row: TokenTransactionRow, derived: DerivedFacts): ActionToken | null {
  if (row.root_address === '') return null;
  const root = derived.tokenRoot(row.root_address);
  return { standard: row.standard, root: row.root_address, symbol: root?.symbol ?? '', decimals: root?.decimals ?? 0 };
}

function nftEventFact(row: NftEventRow): NftEventFact {
  return {
    kind: row.kind,
    nft: row.nft_address,
    collection: row.collection_address,
    id: BigInt(row.nft_id),
    from: row.from_address,
    to: row.to_address,
    manager: row.manager_address ?? null,
  };
}

function byTransaction<T extends { transaction_hash: string }>(rows: readonly T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const row of rows) {
    const list = grouped.get(row.transaction_hash);
    if (list) list.push(row);
    else grouped.set(row.transaction_hash, [row]);
  }
  return grouped;
}
