import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Account, AccountKind } from '@tvmscan/api/contract';
import type { AddressForms } from '@tvmscan/tvm/address';
import { useNetworkConfig } from '../../shared/config/network-context.js';
import { formatAmount } from '../../shared/format/index.js';
import { AccountLink } from '../../shared/detail-page/chain-links.js';
import { CopyButton } from '../../shared/detail-page/copy-button.js';
import { DetailsList } from '../../shared/detail-page/details-list.js';
import type { DetailItem } from '../../shared/detail-page/details-list.js';
import { HashValue } from '../../shared/detail-page/hash-value.js';
import { MonoText } from '../../shared/detail-page/mono-text.js';
import { TimeValue } from '../../shared/detail-page/time-value.js';
import { AccountStateBadge } from '../../shared/ui/account-state-badge.js';
import { formatUsdDecimal } from '../tokens/token-figures.js';
import { useOwnerTokenValue } from '../tokens/token-view-queries.js';
import styles from './account-page.module.css';

function AddressForm({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('detailParts');
  return (
    <span className={styles.addressForm}>
      <MonoText>{value}</MonoText>
      <CopyButton text={value} label={t('copyNamed', { name: label })} />
    </span>
  );
}

/** The four friendly forms of spec 000 §2 after the raw one, each by the key of its label and its key in `AddressForms`. */
const OTHER_ADDRESS_FORMS = [
  ['bounceable', 'bounceable'],
  ['bounceableUrl', 'bounceableUrl'],
  ['nonBounceable', 'nonBounceable'],
  ['nonBounceableUrl', 'nonBounceableUrl'],
] as const;

/**
 * The address in its raw form, the one the explorer's links and lists use, with the four friendly forms of spec 000 §2
 * behind a disclosure, so that on a phone the balance is not pushed a screen and a half down.
 */
function AddressWithForms({ forms }: { forms: AddressForms }) {
  const { t } = useTranslation('account');
  return (
    <div className={styles.addressForms}>
      <AddressForm value={forms.raw} label={t('details.unpacked')} />
      <details className={styles.otherForms}>
        <summary>{t('details.otherForms', { count: OTHER_ADDRESS_FORMS.length })}</summary>
        <DetailsList
          label={t('details.addresses')}
          items={OTHER_ADDRESS_FORMS.map(([label, form]) => ({
            key: label,
            label: t(`details.${label}`),
            value: <AddressForm value={forms[form]} label={t(`details.${label}`)} />,
          }))}
        />
      </details>
    </div>
  );
}

function stateRows(account: Account, t: TFunction<'account'>, amountOf: (nano: string) => string): DetailItem[] {
  return [
    {
      key: 'balance',
      label: t('details.balance'),
      value: account.balancePartial ? t('details.balanceUnknown') : amountOf(account.balance),
    },
    { key: 'state', label: t('details.state'), value: <AccountStateBadge state={account.state} /> },
    { key: 'creator', label: t('details.creator'), value: <AccountLink address={account.creatorAddress} full /> },
    {
      key: 'createdAt',
      label: t('details.createdAt'),
      value: account.balancePartial && account.createdAt === null ? t('details.beforeHistory') : <TimeValue unix={account.createdAt} />,
    },
    { key: 'updatedAt', label: t('details.updatedAt'), value: <TimeValue unix={account.updatedAt} /> },
    { key: 'codeHash', label: t('details.codeHash'), value: <HashValue value={account.codeHash} /> },
  ];
}

/** The kinds of account that own tokens rather than being a token's contract: their holdings' USD value is shown. */
const OWNER_KINDS: readonly AccountKind[] = ['Wallet', 'VerifiedContract', 'UnknownContract', 'NoCode'];

/**
 * The main details of an account (spec 000 §2): its address forms (the raw one, the others behind a disclosure), written
 * here from the address so that they show at once, then its balance, state, creator, times and code hash once the API has answered, and for an owner the
 * USD value of its priced token holdings beside them (issue 37).
 */
export const AccountDetails = memo(function AccountDetails({
  forms,
  account,
  tokensIndexed,
}: {
  forms: AddressForms;
  account: Account | undefined;
  tokensIndexed: boolean;
}) {
  const { t } = useTranslation('account');
  const { t: tTokens } = useTranslation('tokens');
  const owner = tokensIndexed && account !== undefined && OWNER_KINDS.includes(account.kind) ? account.address : null;
  const holdings = useOwnerTokenValue(owner);
  const usd = holdings.data ? formatUsdDecimal(holdings.data) : null;
  const { decimals, tokenSymbol } = useNetworkConfig();
  const formRows = [{ key: 'address', label: t('details.unpacked'), value: <AddressWithForms forms={forms} /> }];
  const amountOf = (nano: string) => `${formatAmount(nano, decimals)} ${tokenSymbol}`;
  const holdingsRows = usd === null ? [] : [{ key: 'tokenHoldings', label: tTokens('view.holdings'), value: usd }];
  return <DetailsList items={account ? [...formRows, ...stateRows(account, t, amountOf), ...holdingsRows] : formRows} label={t('details.label')} />;
});
