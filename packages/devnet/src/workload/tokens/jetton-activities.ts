import { JETTON_VALUES, jettonBurnBody, jettonMintBody, jettonTransferBody } from '../../contracts/jetton/index.js';
import { relaxedInternalMessage } from '../../contracts/shared/internal-message.js';
import type { DevnetJetton } from './devnet-tokens.js';
import type { EverWallet } from '../../wallet/ever-wallet.js';
import { participantAfter, type ActivityContext, type WorkloadActivity } from '../activity.js';
import { activeAccount } from './chain-reads.js';
import { jettonBalanceOnChain, jettonWalletOf } from './jetton-reads.js';
import type { TokenLedger } from './token-ledger.js';

const MAX_MINT_UNITS = 1_000n;

/**
 * TEP-74 activities on the devnet's jettons: the admin mints to holders through the minter, holders
 * transfer to one another and burn, each by a call from their wallet to their jetton wallet. Recipients
 * are half the time wallets without a jetton wallet yet (the transfer deploys it), half the time existing
 * holders. Amounts never exceed what the sender holds both on chain and once its messages in flight land;
 * every accepted call is entered in the ledger, keyed by the minter.
 */
export function jettonActivities(jettons: readonly DevnetJetton[], ledger: TokenLedger): WorkloadActivity[] {
  const deployed = (context: ActivityContext) => jettons.filter((jetton) => activeAccount(context.host, jetton.address) !== null);
  return [
    {
      name: 'jetton-mint',
      weight: 4,
      run(context) {
        const live = deployed(context);
        if (live.length === 0) return null;
        const jetton = context.random.pick(live);
        const holder = pickRecipient(context, jetton, null);
        const unit = 10n ** BigInt(jetton.metadata.decimals);
        const amount = context.random.amount(unit, MAX_MINT_UNITS * unit);
        const body = jettonMintBody({
          recipient: holder.rawAddress,
          amount,
          walletValue: JETTON_VALUES.mintWalletValue,
          responseAddress: jetton.admin.rawAddress,
          queryId: queryId(context),
        });
        const result = context.send(jetton.admin, {
          internal: relaxedInternalMessage({ dest: jetton.address, value: JETTON_VALUES.mint, bounce: true, body }),
        });
        if (result.kind === 'executed') ledger.mint(jetton.address, holder.rawAddress, amount);
        return result;
      },
    },
    {
      name: 'jetton-transfer',
      weight: 6,
      run(context) {
        const spend = pickSpender(context, deployed(context), ledger);
        if (spend === null) return null;
        const { jetton, holder, spendable } = spend;
        const recipient = pickRecipient(context, jetton, holder);
        const amount = context.random.amount(1n, spendable);
        const body = jettonTransferBody({
          amount,
          destination: recipient.rawAddress,
          responseDestination: holder.rawAddress,
          forwardTonAmount: 0n,
          queryId: queryId(context),
        });
        const result = context.send(holder, {
          internal: relaxedInternalMessage({
            dest: jettonWalletOf(jetton.address, holder.rawAddress),
            value: JETTON_VALUES.transfer,
            bounce: true,
            body,
          }),
        });
        if (result.kind === 'executed') ledger.transfer(jetton.address, holder.rawAddress, recipient.rawAddress, amount);
        return result;
      },
    },
    {
      name: 'jetton-burn',
      weight: 2,
      run(context) {
        const spend = pickSpender(context, deployed(context), ledger);
        if (spend === null) return null;
        const { jetton, holder, spendable } = spend;
        const amount = context.random.amount(1n, spendable / 4n + 1n);
        const body = jettonBurnBody({ amount, responseDestination: holder.rawAddress, queryId: queryId(context) });
        const result = context.send(holder, {
          internal: relaxedInternalMessage({
            dest: jettonWalletOf(jetton.address, holder.rawAddress),
            value: JETTON_VALUES.burn,
            bounce: true,
            body,
          }),
        });
        if (result.kind === 'executed') ledger.burn(jetton.address, holder.rawAddress, amount);
        return result;
      },
    },
  ];
}

const RECIPIENT_TRIES = 8;

/**
 * A participant other than `sender`: half the time one without a jetton wallet yet, else one with, each
 * looked for among a few picked at random (the participants grow with the workload).
 */
function pickRecipient(context: ActivityContext, jetton: DevnetJetton, sender: EverWallet | null): EverWallet {
  const wantFresh = context.random.below(2) === 0;
  let candidate = context.random.pick(context.participants);
  for (let i = 0; i < RECIPIENT_TRIES; i++) {
    candidate = context.random.pick(context.participants);
    if (candidate === sender) continue;
    const fresh = activeAccount(context.host, jettonWalletOf(jetton.address, candidate.rawAddress)) === null;
    if (fresh === wantFresh) return candidate;
  }
  return candidate === sender ? participantAfter(context, candidate) : candidate;
}

/** A participant holding some of a deployed jetton, and how much it can spend now. */
function pickSpender(
  context: ActivityContext,
  jettons: readonly DevnetJetton[],
  ledger: TokenLedger,
): { jetton: DevnetJetton; holder: EverWallet; spendable: bigint } | null {
  if (jettons.length === 0) return null;
  const jetton = context.random.pick(jettons);
  const holders = context.participants.filter((wallet) => ledger.balance(jetton.address, wallet.rawAddress) > 0n);
  if (holders.length === 0) return null;
  const holder = context.random.pick(holders);
  const expected = ledger.balance(jetton.address, holder.rawAddress);
  const onChain = jettonBalanceOnChain(context.host, jetton.address, holder.rawAddress);
  const spendable = expected < onChain ? expected : onChain;
  return spendable > 0n ? { jetton, holder, spendable } : null;
}

/** A TEP-74 query id: any 64-bit value the sender picks; the contracts echo it in their replies. */
function queryId(context: ActivityContext): bigint {
  return (BigInt(context.random.next()) << 32n) | BigInt(context.random.next());
}
