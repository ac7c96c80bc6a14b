import type { TFunction } from 'i18next';
import type { Action } from '@tvmscan/api/contract';
import { formatAmount, shortenAddress } from '../../shared/format/index.js';

/** How many hex digits of an address a sentence shows on each side of the ellipsis. */
const ADDRESS_DIGITS = 4;

/** The network's own coin, which native amounts are counted in. */
export interface NativeUnits {
  readonly decimals: number;
  readonly tokenSymbol: string;
}

const short = (address: string | null) => shortenAddress(address, ADDRESS_DIGITS);

/** An action's amount in whole units with the symbol of its token, or of the native coin. */
function amountText(action: Action, native: NativeUnits): string {
  if (action.token === null) return `${formatAmount(action.amount ?? '0', native.decimals)} ${native.tokenSymbol}`;
  const symbol = action.token.symbol.trim() === '' ? short(action.token.root) : action.token.symbol;
  return `${formatAmount(action.amount ?? '0', action.token.decimals)} ${symbol}`;
}

const sideOf = (side: { owner: string | null; wallet: string | null }) => side.owner ?? side.wallet;
const isViewer = (viewer: string | undefined, ...accounts: (string | null)[]) => viewer !== undefined && accounts.includes(viewer);

/**
 * The sentence telling what `action` did, from its structured fields, in the language of `t`: from the side of
 * `viewer` when given (an account's history says "Received … from" where the sender's says "Sent … to").
 */
export function actionSentence(action: Action, t: TFunction<'actions'>, native: NativeUnits, viewer?: string): string {
  const amount = amountText(action, native);
  switch (action.type) {
    case 'TickTock':
      return t('sentences.tickTock', { kind: action.details.kind, account: short(action.details.account) });
    case 'NativeTransfer': {
      const { from, to, comment } = action.details;
      const sentence = isViewer(viewer, to)
        ? t('sentences.nativeReceived', { amount, from: short(from) })
        : t('sentences.nativeSent', { amount, to: short(to) });
      return comment === null || comment === '' ? sentence : t('sentences.withComment', { sentence, comment });
    }
    case 'Bounce':
      return t('sentences.bounce', { amount, from: short(action.details.from) });
    case 'TokenTransfer': {
      const { from, to, bounced } = action.details;
      if (bounced) return t('sentences.tokenBounced', { amount, to: short(sideOf(to)) });
      return isViewer(viewer, to.owner, to.wallet)
        ? t('sentences.tokenReceived', { amount, from: short(sideOf(from)) })
        : t('sentences.tokenSent', { amount, to: short(sideOf(to)) });
    }
    case 'TokenMint':
      return t('sentences.tokenMint', { amount, to: short(sideOf(action.details.to)) });
    case 'TokenBurn':
      return t(action.details.bounced ? 'sentences.tokenBurnBounced' : 'sentences.tokenBurn', { amount });
    case 'NftMint':
      return t('sentences.nftMint', { id: action.details.id, owner: short(action.details.owner) });
    case 'NftTransfer': {
      const { id, from, to } = action.details;
      return isViewer(viewer, to) ? t('sentences.nftReceived', { id, from: short(from) }) : t('sentences.nftSent', { id, to: short(to) });
    }
    case 'NftManagerChange':
      return t('sentences.nftManager', { id: action.details.id, to: short(action.details.to) });
    case 'NftBurn':
      return t('sentences.nftBurn', { id: action.details.id });
    case 'MultiTokenMint':
      return t('sentences.multiMint', { count: action.amount ?? '0', id: action.details.id, to: short(action.details.to) });
    case 'MultiTokenTransfer': {
      const { id, from, to, fromWallet, toWallet } = action.details;
      const count = action.amount ?? '0';
      return isViewer(viewer, to, toWallet) && !isViewer(viewer, from, fromWallet)
        ? t('sentences.multiReceived', { count, id, from: short(from) })
        : t('sentences.multiSent', { count, id, to: short(to) });
    }
    case 'MultiTokenBurn':
      return t('sentences.multiBurn', { count: action.amount ?? '0', id: action.details.id });
    case 'ContractDeploy': {
      const { contractName, account } = action.details;
      return contractName === null
        ? t('sentences.deploy', { account: short(account) })
        : t('sentences.deployNamed', { name: contractName, account: short(account) });
    }
    case 'ContractCall':
      return t('sentences.contractCall', {
        function: action.details.function,
        name: action.details.contractName,
        contract: short(action.details.contract),
      });
    case 'WalletSend': {
      const { standard, method, transfers } = action.details;
      const [only] = transfers;
      if (transfers.length === 1 && only !== undefined) return t('sentences.walletSent', { standard, amount, to: short(only.to) });
      if (transfers.length > 1) return t('sentences.walletSentMany', { standard, count: transfers.length, amount });
      return t('sentences.walletSigned', { standard, method });
    }
    case 'ElectionStake':
      return t(action.details.accepted ? 'sentences.stakeAccepted' : 'sentences.stakeReturned', { amount });
    case 'ElectionRecover':
      return t('sentences.recover', { amount });
    case 'Call':
      return action.details.functionName === null
        ? t('sentences.call', { to: short(action.details.to) })
        : t('sentences.callNamed', { function: action.details.functionName, to: short(action.details.to) });
  }
}

/** What tells a trace best first: tokens and NFTs moved, then deploys, stakes, coins, calls, a wallet's signing, plain calls, tick-tock. */
const TELLING_ORDER: readonly Action['type'][] = [
  'TokenTransfer',
  'TokenMint',
  'TokenBurn',
  'NftMint',
  'NftTransfer',
  'NftManagerChange',
  'NftBurn',
  'MultiTokenMint',
  'MultiTokenTransfer',
  'MultiTokenBurn',
  'ContractDeploy',
  'ElectionStake',
  'ElectionRecover',
  'NativeTransfer',
  'ContractCall',
  'Bounce',
  'WalletSend',
  'Call',
  'TickTock',
];

/** The action that tells a trace (or a transaction) best: the first of the most telling type, by logical time. */
export function headlineAction(actions: readonly Action[]): Action | undefined {
  for (const type of TELLING_ORDER) {
    const found = actions.find((action) => action.type === type);
    if (found !== undefined) return found;
  }
  return undefined;
}
