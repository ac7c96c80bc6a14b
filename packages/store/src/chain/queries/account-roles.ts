import { sql, type Kysely } from 'kysely';
import type { ChainSchema } from '../../schema.js';
import { accountRefInput, type AccountRef } from '../../sql/inputs.js';

/** What an account is to the token and NFT tables the indexer derives. */
export type AccountRole = 'token-root' | 'token-wallet' | 'nft-collection' | 'nft-item';

/** An account's role (null when it has none) and the name of the verified contract its code is (null when none is). */
export interface AccountRoleRecord {
  readonly role: AccountRole | null;
  readonly verified_name: string | null;
}

/** An account and its code hash, as the accounts table holds them. */
export interface AccountWithCode extends AccountRef {
  readonly code_hash: string | null;
}

/**
 * The roles of accounts, keyed `workchain:address`, in one statement: a token root, a token wallet, an NFT or
 * multi-token collection, an NFT (in that order when one account is several), and the verified contract of its code.
 */
export async function accountRoles(db: Kysely<ChainSchema>, accounts: readonly AccountWithCode[]): Promise<Map<string, AccountRoleRecord>> {
  const keyed = accounts.map((account) => ({ ...accountRefInput('accounts', account), code_hash: account.code_hash }));
  if (keyed.length === 0) return new Map();
  // Array literals: the addresses and hashes are checked hex, and NULL stands for an account without code.
  const raws = `{${keyed.map((account) => `${account.workchain}:${account.address}`).join(',')}}`;
  const hashes = `{${keyed.map((account) => (account.code_hash !== null && /^[0-9a-f]{64}$/.test(account.code_hash) ? account.code_hash : 'NULL')).join(',')}}`;
  const { rows } = await sql<{ raw: string; role: AccountRole | null; verified_name: string | null }>`
    SELECT k.raw,
      CASE
        WHEN EXISTS (SELECT 1 FROM token_roots WHERE token_roots.address = k.raw) THEN 'token-root'
        WHEN EXISTS (SELECT 1 FROM token_wallets WHERE token_wallets.address = k.raw) THEN 'token-wallet'
        WHEN EXISTS (SELECT 1 FROM nft_collections WHERE nft_collections.address = k.raw)
          OR EXISTS (SELECT 1 FROM multi_token_collections WHERE multi_token_collections.address = k.raw) THEN 'nft-collection'
        WHEN EXISTS (SELECT 1 FROM nft_items WHERE nft_items.address = k.raw) THEN 'nft-item'
      END AS role,
      verified_contracts.contract_name AS verified_name
    FROM unnest(${raws}::text[], ${hashes}::text[]) AS k(raw, code_hash)
    LEFT JOIN verified_contracts ON verified_contracts.code_hash = k.code_hash`.execute(db);
  return new Map(rows.map((row) => [row.raw, { role: row.role, verified_name: row.verified_name }]));
}
