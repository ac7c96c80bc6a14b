import { relaxedInternalMessage } from '../../contracts/shared/internal-message.js';
import { burnBody, mintBody, TIP3_VALUES, transferBody } from '../../contracts/tip3/index.js';
import type { DevnetToken } from './devnet-tokens.js';
import type { EverWallet } from '../../wallet/ever-wallet.js';
import { participantAfter, type ActivityContext, type WorkloadActivity } from '../activity.js';
import { activeAccount, tokenBalanceOnChain, tokenWalletOf } from './chain-reads.js';
import type { TokenLedger } from './token-ledger.js';

const MAX_MINT_UNITS = 1_000n;

/**
 * TIP-3 activities on the devnet's tokens: the owner mints to holders, holders transfer to one another
 * and burn. Recipients are half the time wallets without a token wallet yet (deployed by the call), half
 * the time existing holders; a holder spends only while nothing of its token is in flight. Now and then a holder sends to an owner that never has a token wallet without
 * paying for its deployment: the transfer bounces and the tokens come back (a SendCancellation). Amounts never
 * exceed what the sender holds; every accepted call is entered in the ledger.
 */
export function tip3Activities(tokens: readonly DevnetToken[], ledger: TokenLedger): WorkloadActivity[] {
  const deployed = (context: ActivityContext) => tokens.filter((token) => activeAccount(context.host, token.address) !== null);
  return [
    {
      name: 'tip3-mint',
      weight: 6,
      run(context) {
        const live = deployed(context);
        if (live.length === 0) return null;
        const token = context.random.pick(live);
        const holder = pickRecipient(context, token, null);
        const unit = 10n ** BigInt(token.config.decimals);
        const amount = context.random.amount(unit, MAX_MINT_UNITS * unit);
        const body = mintBody({
          amount,
          recipient: holder.rawAddress,
          deployWalletValue: deployValueFor(context, token, holder),
          remainingGasTo: token.owner.rawAddress,
        });
        const result = context.send(token.owner, {
          internal: relaxedInternalMessage({ dest: token.address, value: TIP3_VALUES.mint, bounce: true, body }),
        });
        if (result.kind === 'executed') ledger.mint(token.address, holder.rawAddress, amount);
        return result;
      },
    },
    {
      name: 'tip3-transfer',
      weight: 10,
      run(context) {
        const spend = pickSpender(context, deployed(context), ledger);
        if (spend === null) return null;
        const { token, holder, spendable } = spend;
        const recipient = pickRecipient(context, token, holder);
        const amount = context.random.amount(1n, spendable);
        const body = transferBody({
          amount,
          recipient: recipient.rawAddress,
          deployWalletValue: deployValueFor(context, token, recipient),
          remainingGasTo: holder.rawAddress,
        });
        const result = context.send(holder, {
          internal: relaxedInternalMessage({
            dest: tokenWalletOf(token.address, holder.rawAddress),
            value: TIP3_VALUES.transfer,
            bounce: true,
            body,
          }),
        });
        if (result.kind === 'executed') ledger.transfer(token.address, holder.rawAddress, recipient.rawAddress, amount);
        return result;
      },
    },
    {
      name: 'tip3-bounced-transfer',
      weight: 1,
      run(context) {
        const spend = pickSpender(context, deployed(context), ledger);
        if (spend === null) return null;
        const { token, holder, spendable } = spend;
        const amount = context.random.amount(1n, spendable / 100n + 1n);
        const body = transferBody({ amount, recipient: WALLETLESS_OWNER, deployWalletValue: 0n, remainingGasTo: holder.rawAddress });
        const result = context.send(holder, {
          internal: relaxedInternalMessage({
            dest: tokenWalletOf(token.address, holder.rawAddress),
            value: TIP3_VALUES.transfer,
            bounce: true,
            body,
          }),
        });
        if (result.kind === 'executed') ledger.cancelledTransfer(token.address, holder.rawAddress, WALLETLESS_OWNER, amount);
        return result;
      },
    },
    {
      name: 'tip3-burn',
      weight: 3,
      run(context) {
        const spend = pickSpender(context, deployed(context), ledger);
        if (spend === null) return null;
        const { token, holder, spendable } = spend;
        const amount = context.random.amount(1n, spendable / 4n + 1n);
        const body = burnBody({ amount, remainingGasTo: holder.rawAddress });
        const result = context.send(holder, {
          internal: relaxedInternalMessage({ dest: tokenWalletOf(token.address, holder.rawAddress), value: TIP3_VALUES.burn, bounce: true, body }),
        });
        if (result.kind === 'executed') ledger.burn(token.address, holder.rawAddress, amount);
        return result;
      },
    },
  ];
}

/** An owner no activity ever deploys a token wallet for: a transfer to it without the deploy value bounces. */
const WALLETLESS_OWNER = `0:${'de'.repeat(32)}`;

const RECIPIENT_TRIES = 8;

/**
 * A participant other than `sender`: half the time one without a token wallet yet, else one with, each
 * looked for among a few picked at random (the participants grow with the workload).
 */
function pickRecipient(context: ActivityContext, token: DevnetToken, sender: EverWallet | null): EverWallet {
  const wantFresh = context.random.below(2) === 0;
  let candidate = context.random.pick(context.participants);
  for (let i = 0; i < RECIPIENT_TRIES; i++) {
    candidate = context.random.pick(context.participants);
    if (candidate === sender) continue;
    const fresh = activeAccount(context.host, tokenWalletOf(token.address, candidate.rawAddress)) === null;
    if (fresh === wantFresh) return candidate;
  }
  return candidate === sender ? participantAfter(context, candidate) : candidate;
}

/**
 * A participant holding some of a deployed token, and how much it can spend now; null when the one picked has
 * tokens in flight (its wallet holds other than the ledger says): a spend computed then could meet a wallet that
 * an earlier spend still in flight leaves short, while a mint in flight made the ledger promise more.
 */
function pickSpender(
  context: ActivityContext,
  tokens: readonly DevnetToken[],
  ledger: TokenLedger,
): { token: DevnetToken; holder: EverWallet; spendable: bigint } | null {
  if (tokens.length === 0) return null;
  const token = context.random.pick(tokens);
  const holders = context.participants.filter((wallet) => ledger.spendable(token.address, wallet.rawAddress) > 0n);
  if (holders.length === 0) return null;
  const holder = context.random.pick(holders);
  if (tokenBalanceOnChain(context.host, token.address, holder.rawAddress) !== ledger.balance(token.address, holder.rawAddress)) return null;
  return { token, holder, spendable: ledger.spendable(token.address, holder.rawAddress) };
}

/** A recipient without a token wallet on chain gets one deployed by the call. */
function deployValueFor(context: ActivityContext, token: DevnetToken, recipient: EverWallet): bigint {
  return activeAccount(context.host, tokenWalletOf(token.address, recipient.rawAddress)) === null ? TIP3_VALUES.deployWalletValue : 0n;
}
