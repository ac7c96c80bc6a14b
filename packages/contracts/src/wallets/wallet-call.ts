import { TvmError, type Slice } from '@tvmscan/tvm';
import { AbiBodyReader } from '../abi/abi-body-reader.js';
import { WALLET_STANDARDS } from './wallet-standards.js';

/**
 * What an owner's signed call to a wallet asks, read from its parameters: the transfer of `sendTransaction` and
 * `submitTransaction` (destination, value, bounce), or the queued transaction `confirmTransaction` confirms.
 */
export type WalletCallArguments =
  | { readonly kind: 'transfer'; readonly to: string; readonly amount: bigint; readonly bounce: boolean }
  | { readonly kind: 'confirm'; readonly transactionId: bigint };

const TRANSFER_IDS = new Set(
  WALLET_STANDARDS.flatMap((standard) => standard.functions)
    .filter((fn) => fn.name === 'sendTransaction' || fn.name === 'submitTransaction')
    .map((fn) => fn.id),
);
const CONFIRM_IDS = new Set(
  WALLET_STANDARDS.flatMap((standard) => standard.functions)
    .filter((fn) => fn.name === 'confirmTransaction')
    .map((fn) => fn.id),
);

/** The arguments of a wallet call whose parameters start at `parameters`; null for other functions and for bodies cut short. */
export function readWalletCall(functionId: number, parameters: Slice): WalletCallArguments | null {
  const reader = AbiBodyReader.at(parameters);
  try {
    if (TRANSFER_IDS.has(functionId)) {
      const to = reader.address();
      const amount = reader.uint(128);
      const bounce = reader.bool();
      return to === null ? null : { kind: 'transfer', to, amount, bounce };
    }
    if (CONFIRM_IDS.has(functionId)) return { kind: 'confirm', transactionId: reader.uint(64) };
    return null;
  } catch (error) {
    if (error instanceof TvmError) return null;
    throw error;
  }
}
