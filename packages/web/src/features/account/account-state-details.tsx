import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AccountState } from '@tvmscan/api/contract';
import { useNetworkConfig } from '../../shared/config/network-context.js';
import { DASH, formatAmount, formatDate, groupThousands, HASH_LENGTHS, shortenHash } from '../../shared/format/index.js';
import { base64ByteLength } from '../../shared/detail-page/base64-size.js';
import { CopyButton } from '../../shared/detail-page/copy-button.js';
import { Loading, NoData } from '../../shared/detail-page/page-state.js';
import { DetailsList } from '../../shared/detail-page/details-list.js';
import type { DetailItem } from '../../shared/detail-page/details-list.js';
import { MonoText } from '../../shared/detail-page/mono-text.js';
import { useAccountState } from './account-queries.js';
import styles from './account-page.module.css';
import detailStyles from '../../shared/detail-page/detail-page.module.css';

/** Code or data: its base64 BOC shortened to 10 characters each side (spec 000 §9), its size and a copy button. */
function ShortBoc({ boc, name }: { boc: string | null; name: string }) {
  const { t } = useTranslation('detailParts');
  if (!boc) return DASH;
  return (
    <span className={styles.addressForm}>
      <MonoText>{shortenHash(boc, HASH_LENGTHS.code)}</MonoText>
      <span className={detailStyles.muted}>{t('bytes', { count: base64ByteLength(boc) })}</span>
      <CopyButton text={boc} label={t('copyNamed', { name })} />
    </span>
  );
}

function stateRows(state: AccountState, t: TFunction<'account'>, amount: (nano: string) => string): DetailItem[] {
  const { storageStat } = state;
  return [
    { key: 'lastPaid', label: t('more.lastPaid'), value: formatDate(storageStat.lastPaid) },
    { key: 'duePayment', label: t('more.duePayment'), value: storageStat.duePayment === null ? DASH : amount(storageStat.duePayment) },
    { key: 'usedBits', label: t('more.usedBits'), value: groupThousands(String(storageStat.used.bits)) },
    { key: 'usedCells', label: t('more.usedCells'), value: groupThousands(String(storageStat.used.cells)) },
    { key: 'usedPublicCells', label: t('more.usedPublicCells'), value: groupThousands(String(storageStat.used.publicCells)) },
    { key: 'code', label: t('more.code'), value: <ShortBoc boc={state.codeBoc} name={t('more.code')} /> },
    { key: 'data', label: t('more.data'), value: <ShortBoc boc={state.dataBoc} name={t('more.data')} /> },
    { key: 'fetchedAt', label: t('more.fetchedAt'), value: formatDate(state.fetchedAt) },
  ];
}

/** 'More details': the account state (POST /accounts/state), read the first time it is opened. */
export function AccountStateDetails({ id, opened }: { id: string; opened: boolean }) {
  const { t } = useTranslation('account');
  const { decimals, tokenSymbol } = useNetworkConfig();
  const state = useAccountState(id, opened);
  if (!opened) return null;
  if (state.isPending) return <Loading />;
  if (state.isError) return <p role="alert">{t('more.failed')}</p>;
  if (state.data === null) return <NoData />;
  return <DetailsList label={t('more.label')} items={stateRows(state.data, t, (nano) => `${formatAmount(nano, decimals)} ${tokenSymbol}`)} />;
}
