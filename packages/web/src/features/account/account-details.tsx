import { useTranslation } from 'react-i18next';
import type { Account, ConvertAddressResponse } from '@tvmscan/api/contract';
import { useNetworkConfig } from '../../shared/config/network-context.js';
import { DASH, formatAmount } from '../../shared/format/index.js';
import { AccountLink } from '../../shared/detail-page/chain-links.js';
import { CopyButton } from '../../shared/detail-page/copy-button.js';
import { DetailsList } from '../../shared/detail-page/details-list.js';
import type { DetailItem } from '../../shared/detail-page/details-list.js';
import { HashValue } from '../../shared/detail-page/hash-value.js';
import { MonoText } from '../../shared/detail-page/mono-text.js';
import { TimeValue } from '../../shared/detail-page/time-value.js';
import { AccountStateBadge } from '../../shared/ui/account-state-badge.js';
import styles from './account-page.module.css';

/** As many characters as a user-friendly address has, to shape the space its form takes once converted. */
const FRIENDLY_ADDRESS_SHAPE = '0'.repeat(48);

/** An address form still being converted: its space kept, invisible, so that the rows below do not move when it comes. */
function PendingAddressForm() {
  return (
    <span className={`${styles.addressForm} ${styles.pendingForm}`} aria-hidden="true">
      <MonoText>{FRIENDLY_ADDRESS_SHAPE}</MonoText>
      <CopyButton text="" label="" />
    </span>
  );
}

function AddressForm({ value, label, pending }: { value: string | undefined; label: string; pending: boolean }) {
  const { t } = useTranslation('detailParts');
  if (!value) return pending ? <PendingAddressForm /> : DASH;
  return (
    <span className={styles.addressForm}>
      <MonoText>{value}</MonoText>
      <CopyButton text={value} label={t('copyNamed', { name: label })} />
    </span>
  );
}

const ADDRESS_FORMS = ['unpacked', 'bounceable', 'bounceableUrl', 'nonBounceable', 'nonBounceableUrl'] as const;

/** The main details of an account (spec 000 §2): its five address forms, balance, state, creator, times, code hash. */
export function AccountDetails({
  account,
  forms,
  formsPending,
}: {
  account: Account;
  forms: ConvertAddressResponse | undefined;
  formsPending: boolean;
}) {
  const { t } = useTranslation('account');
  const { decimals, tokenSymbol } = useNetworkConfig();
  const creator = account.creatorAddress;
  const rows: DetailItem[] = [
    ...ADDRESS_FORMS.map((form) => ({
      key: form,
      label: t(`details.${form}`),
      value: (
        <AddressForm
          value={form === 'unpacked' ? (forms?.unpacked ?? account.address) : forms?.[form]}
          label={t(`details.${form}`)}
          pending={formsPending}
        />
      ),
    })),
    {
      key: 'balance',
      label: t('details.balance'),
      value: account.balancePartial ? t('details.balanceUnknown') : `${formatAmount(account.balance, decimals)} ${tokenSymbol}`,
    },
    { key: 'state', label: t('details.state'), value: <AccountStateBadge state={account.state} /> },
    { key: 'creator', label: t('details.creator'), value: <AccountLink address={creator} full /> },
    {
      key: 'createdAt',
      label: t('details.createdAt'),
      value: account.balancePartial && account.createdAt === null ? t('details.beforeHistory') : <TimeValue unix={account.createdAt} />,
    },
    { key: 'updatedAt', label: t('details.updatedAt'), value: <TimeValue unix={account.updatedAt} /> },
    { key: 'codeHash', label: t('details.codeHash'), value: <HashValue value={account.codeHash} /> },
  ];
  return <DetailsList items={rows} label={t('details.label')} />;
}
