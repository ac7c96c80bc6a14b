import { decodeAccount, decodeAccountStuff, encodeAccount, formatRawAddress, TvmError, writeBoc, type Account, type Cell } from '@tvmscan/tvm';
import { malformed } from './attempt-error.js';
import { decodeAnswer, type DecodedBoc } from './base64-boc.js';

/**
 * The `Account` BOC (tagged `account$1`) of an account a node sent, in either form: nodes often send the
 * untagged account body, which is re-encoded with its tag. Null for `account_none`. A retryable
 * `malformed-answer` when it is not an account or belongs to another address than `address`.
 */
export function accountBoc(boc: DecodedBoc, address: string, what: string): Uint8Array | null {
  const account = decodeAnswer(what, () => decodeEitherAccountForm(boc.root));
  if (account === null) return null;
  const owner = formatRawAddress(account.address);
  if (owner !== address) throw malformed(`${what}: the answer is the account of ${owner ?? 'no address'}`);
  const tagged = encodeAccount(account);
  return tagged.equals(boc.root) ? boc.bytes : writeBoc(tagged);
}

function decodeEitherAccountForm(root: Cell): Account | null {
  try {
    return decodeAccount(root);
  } catch (error) {
    if (error instanceof TvmError) return decodeAccountStuff(root);
    throw error;
  }
}
