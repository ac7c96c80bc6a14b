import type { Generated } from 'kysely';
import type { Int8, Numeric } from '../sql/columns.js';

/** The token standards as the token tables and the token API name them. */
export type TokenStandardName = 'Tip3' | 'Jetton';
/** The kinds of token transaction (spec 001 §3). */
export type TokenTransactionKind = 'Mint' | 'Burn' | 'Send' | 'Receive' | 'SendCancellation' | 'BurnCancellation';

export interface TokenRootsTable {
  address: string;
  standard: TokenStandardName;
  name: string;
  symbol: string;
  decimals: number;
  total_supply: Numeric;
  owner_address: string | null;
  created_at: Int8;
  updated_lt: Int8;
}

export interface TokenWalletsTable {
  address: string;
  root_address: string;
  owner_address: string;
  balance: Numeric;
  updated_at: Int8;
  updated_lt: Int8;
}

export interface TokenTransactionsTable {
  transaction_hash: string;
  position: number;
  message_hash: string;
  kind: TokenTransactionKind;
  standard: TokenStandardName;
  root_address: string;
  wallet_address: string;
  owner_address: string;
  sender_owner: string | null;
  sender_wallet: string | null;
  receiver_owner: string | null;
  receiver_wallet: string | null;
  amount: Numeric;
  block_time: Int8;
  lt: Int8;
}

export interface TokenStatsDailyTable {
  root_address: string;
  day: Int8;
  kind: TokenTransactionKind;
  count: Int8;
  amount: Numeric;
}

export interface TokenPricesTable {
  root_address: string;
  usd_price: Numeric;
  updated_at: Generated<Date>;
}

/** The token tables of migration 0008. */
export interface TokenSchema {
  token_roots: TokenRootsTable;
  token_wallets: TokenWalletsTable;
  token_transactions: TokenTransactionsTable;
  token_stats_daily: TokenStatsDailyTable;
  token_prices: TokenPricesTable;
}
