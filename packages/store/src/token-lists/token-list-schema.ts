import type { ColumnType, Generated } from 'kysely';
import type { Int8 } from '../sql/columns.js';

type CreatedAt = ColumnType<Date, never, never>;

export interface TokenListsTable {
  id: Generated<number>;
  url: string;
  name: string;
  description: string;
  asset_logo_url: string | null;
  verified: boolean;
  is_public: boolean;
  owner_id: Int8 | null;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

export interface TokenListTokensTable {
  list_id: number;
  root_address: string;
  position: number;
  manifest_name: string | null;
  manifest_symbol: string | null;
  manifest_decimals: number | null;
  manifest_logo: string | null;
  added_at: Generated<Date>;
}

export type TokenListProposalState = 'Pending' | 'Declined';

export interface TokenListProposalsTable {
  list_id: number;
  root_address: string;
  status: TokenListProposalState;
  proposer_id: Int8 | null;
  created_at: Generated<Date>;
  decided_at: Date | null;
}

export interface TokenListManagersTable {
  list_id: number;
  email: string;
}

export interface TokenListUserOrdersTable {
  user_id: Int8;
  list_id: number;
  position: number;
}

/** The token-list tables of migration 0010: written only by the registry API. */
export interface TokenListSchema {
  token_lists: TokenListsTable;
  token_list_tokens: TokenListTokensTable;
  token_list_proposals: TokenListProposalsTable;
  token_list_managers: TokenListManagersTable;
  token_list_user_orders: TokenListUserOrdersTable;
}
