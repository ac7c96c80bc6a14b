import type { AccountRoleRecord, AccountRole } from '@tvmscan/store';
import type { AccountKind } from '../schemas/account.js';

const ROLE_KINDS: Record<AccountRole, AccountKind> = {
  'token-root': 'TokenRoot',
  'token-wallet': 'TokenWallet',
  'nft-collection': 'NftCollection',
  'nft-item': 'NftItem',
};

/** An account's kind and the name of its contract (its wallet standard, else its verified contract's name). */
export interface KindOfAccount {
  readonly kind: AccountKind;
  readonly contractName: string | null;
}

/**
 * What an account is: its role in the token and NFT tables first, then a wallet whose code is a known wallet
 * contract's, then a verified contract, then any other code; an account without code is no contract.
 */
export function accountKind(
  codeHash: string | null,
  role: AccountRoleRecord | undefined,
  walletStandards: ReadonlyMap<string, string>,
): KindOfAccount {
  const wallet = codeHash === null ? undefined : walletStandards.get(codeHash);
  const contractName = wallet ?? role?.verified_name ?? null;
  if (role?.role) return { kind: ROLE_KINDS[role.role], contractName };
  if (wallet !== undefined) return { kind: 'Wallet', contractName };
  if (role?.verified_name) return { kind: 'VerifiedContract', contractName };
  return { kind: codeHash === null ? 'NoCode' : 'UnknownContract', contractName: null };
}
