import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransactionDetails } from '@tvmscan/api/contract';
import { AmountValue } from '../../shared/detail-page/amount-value.js';
import styles from '../../shared/detail-page/detail-page.module.css';
import { DetailsList, type DetailItem } from '../../shared/detail-page/details-list.js';
import { HashValue } from '../../shared/detail-page/hash-value.js';
import { MoreDetailsToggle } from '../../shared/detail-page/more-details-toggle.js';
import { yesNo } from '../../shared/detail-page/yes-no.js';
import { TimeValue } from '../../shared/detail-page/time-value.js';
import { blockLabel, DASH } from '../../shared/format/index.js';
import { AccountStateBadge } from '../../shared/ui/account-state-badge.js';
import { SkippedBadge, TransactionStatusBadge } from '../../shared/ui/transaction-status-badge.js';
import { links } from '../../shared/routes/links.js';
import { ExplainedCodeText } from './explained-code.js';
import { RawTransaction } from './raw-transaction.js';
import { explainExitCode, explainResultCode } from './transaction-outcome.js';

const ZERO_HASH = /^0{64}$/;

/** The transaction's main details and, behind the toggle, every expanded field and its raw BOC (spec 000 §2). */
export function TransactionDetailsPanel({ transaction }: { transaction: TransactionDetails }) {
  const { t } = useTranslation('transaction');
  const { t: tEntities } = useTranslation('entities');
  const [open, setOpen] = useState(false);
  const moreId = useId();
  const type = tEntities(`transactionTypes.${transaction.txType}`);
  const main: DetailItem[] = [
    { key: 'hash', label: t('main.hash'), value: <HashValue value={transaction.hash} /> },
    {
      key: 'time',
      label: t('main.time'),
      value: <TimeValue unix={transaction.time} note={t('main.unixTime', { time: transaction.time })} />,
    },
    {
      key: 'status',
      label: t('main.status'),
      value: (
        <span className={styles.badges}>
          <TransactionStatusBadge aborted={transaction.aborted} />
          {transaction.description.compute?.kind === 'Skipped' && <SkippedBadge />}
        </span>
      ),
    },
    {
      key: 'type',
      label: t('main.type'),
      value: transaction.tickTock === null ? type : `${type} (${t(`tickTock.${transaction.tickTock}`)})`,
    },
    {
      key: 'account',
      label: t('main.account'),
      value: <HashValue value={transaction.accountId} link={links.account(transaction.accountId)} />,
    },
    { key: 'balanceChange', label: t('main.balanceChange'), value: <AmountValue nano={transaction.balanceChange} signed /> },
    { key: 'valueSent', label: t('main.valueSent'), value: <AmountValue nano={transaction.valueSent} /> },
    { key: 'valueReceived', label: t('main.valueReceived'), value: <AmountValue nano={transaction.valueReceived} /> },
    { key: 'fees', label: t('main.fees'), value: <AmountValue nano={transaction.totalFees} /> },
    { key: 'methodName', label: t('main.methodName'), value: transaction.methodName ?? DASH },
  ];
  return (
    <section className={styles.panel} aria-label={t('main.label')}>
      <DetailsList items={main} />
      <MoreDetailsToggle open={open} controls={moreId} onToggle={() => setOpen(!open)} />
      <section id={moreId} hidden={!open} aria-label={t('more.label')}>
        {open && (
          <div className={styles.page}>
            <DetailsList items={moreItems(transaction, t)} />
            <RawTransaction hash={transaction.hash} />
          </div>
        )}
      </section>
    </section>
  );
}

function moreItems(transaction: TransactionDetails, t: TFunction<'transaction'>): DetailItem[] {
  return [
    {
      key: 'block',
      label: t('more.block'),
      value: <Link {...links.block(transaction.block.rootHash)}>{blockLabel(transaction.block)}</Link>,
    },
    { key: 'lt', label: t('more.lt'), value: transaction.lt },
    ...previousTransactionItems(transaction, t),
    { key: 'origStatus', label: t('more.origStatus'), value: <AccountStateBadge state={transaction.origStatus} /> },
    { key: 'endStatus', label: t('more.endStatus'), value: <AccountStateBadge state={transaction.endStatus} /> },
    { key: 'oldHash', label: t('more.oldHash'), value: <HashValue value={transaction.oldHash} /> },
    { key: 'newHash', label: t('more.newHash'), value: <HashValue value={transaction.newHash} /> },
    ...(transaction.txType === 'Ordinary' ? [creditFirstItem(transaction, t)] : []),
    {
      key: 'exitCode',
      label: t('more.exitCode'),
      value: <ExplainedCodeText code={transaction.exitCode === null ? null : explainExitCode(transaction.exitCode)} />,
    },
    {
      key: 'resultCode',
      label: t('more.resultCode'),
      value: <ExplainedCodeText code={transaction.resultCode === null ? null : explainResultCode(transaction.resultCode)} />,
    },
    { key: 'aborted', label: t('more.aborted'), value: <Flag value={transaction.aborted} /> },
  ];
}

/** A zero previous hash means the account had no transaction before this one. */
function previousTransactionItems(transaction: TransactionDetails, t: TFunction<'transaction'>): DetailItem[] {
  if (ZERO_HASH.test(transaction.prevTransHash)) {
    return [{ key: 'prevTrans', label: t('more.prevTrans'), value: <NoneText /> }];
  }
  return [
    {
      key: 'prevTrans',
      label: t('more.prevTrans'),
      value: <HashValue value={transaction.prevTransHash} link={links.transaction(transaction.prevTransHash)} />,
    },
    { key: 'prevTransLt', label: t('more.prevTransLt'), value: transaction.prevTransLt },
  ];
}

function creditFirstItem(transaction: TransactionDetails, t: TFunction<'transaction'>): DetailItem {
  return { key: 'creditFirst', label: t('more.creditFirst'), value: <Flag value={transaction.description.creditFirst} /> };
}

function NoneText() {
  const { t } = useTranslation('details');
  return t('none');
}

function Flag({ value }: { value: boolean | null }) {
  const { t } = useTranslation('details');
  return yesNo(t, value);
}
