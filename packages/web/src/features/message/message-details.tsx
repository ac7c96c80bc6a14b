import { useTranslation } from 'react-i18next';
import type { MessageDetails as Message } from '@tvmscan/api/contract';
import { useNetworkConfig } from '../../shared/config/network-context.js';
import { DASH, formatAmount } from '../../shared/format/index.js';
import { BocView } from '../../shared/detail-page/boc-view.js';
import { DetailsList } from '../../shared/detail-page/details-list.js';
import type { DetailItem } from '../../shared/detail-page/details-list.js';
import { HashValue } from '../../shared/detail-page/hash-value.js';
import { links } from '../../shared/routes/links.js';
import { TimeValue } from '../../shared/detail-page/time-value.js';
import { MessageBodyView } from './message-body-view.js';
import { StatusBadge } from '../../shared/ui/status-badge.js';

/** The main details of a message (spec 000 §2): type, value, fees, flags, time, ends, transactions and its BOCs. */
export function MessageDetails({ message }: { message: Message }) {
  const { t } = useTranslation('message');
  const { t: te } = useTranslation('entities');
  const { t: tp } = useTranslation('detailParts');
  const { decimals, tokenSymbol } = useNetworkConfig();
  const amount = (nano: string) => `${formatAmount(nano, decimals)} ${tokenSymbol}`;
  const flag = (value: boolean) => (value ? tp('yes') : tp('no'));
  const rows: DetailItem[] = [
    { key: 'hash', label: t('details.hash'), value: <HashValue value={message.messageHash} /> },
    { key: 'type', label: t('details.type'), value: te(`messageTypes.${message.messageType}`) },
    { key: 'value', label: t('details.value'), value: amount(message.messageValue) },
    { key: 'fwdFee', label: t('details.fwdFee'), value: amount(message.fwdFee) },
    { key: 'ihrFee', label: t('details.ihrFee'), value: amount(message.ihrFee) },
    { key: 'importFee', label: t('details.importFee'), value: amount(message.importFee) },
    { key: 'bounce', label: t('details.bounce'), value: flag(message.bounce) },
    {
      key: 'bounced',
      label: t('details.bounced'),
      value: message.bounced ? <StatusBadge tone="warning">{te('statuses.bounced')}</StatusBadge> : flag(false),
    },
    { key: 'createdAt', label: t('details.createdAt'), value: <TimeValue unix={message.createdAt} /> },
    { key: 'createdLt', label: t('details.createdLt'), value: message.createdLt ?? DASH },
    { key: 'source', label: t('details.source'), value: <AddressValue address={message.srcAddress} /> },
    { key: 'destination', label: t('details.destination'), value: <AddressValue address={message.dstAddress} /> },
    {
      key: 'parentTransaction',
      label: t('details.parentTransaction'),
      value: <TransactionHashValue hash={message.srcTransactionHash} />,
    },
    {
      key: 'childTransaction',
      label: t('details.childTransaction'),
      value: <TransactionHashValue hash={message.dstTransactionHash} />,
    },
    { key: 'body', label: t('details.body'), value: <MessageBodyView body={message.body} decoded={message.decodedBody} /> },
    { key: 'stateInit', label: t('details.stateInit'), value: <BocView boc={message.stateInit} name={t('details.stateInit')} /> },
    { key: 'boc', label: t('details.boc'), value: <BocView boc={message.boc} name={t('details.boc')} /> },
  ];
  return <DetailsList items={rows} label={t('details.label')} />;
}

/** A message end, whole and copyable; an account's address opens it, an external one (`extern:…`) names no account. */
function AddressValue({ address }: { address: string | null }) {
  return <HashValue value={address} link={address && !address.startsWith('extern:') ? links.account(address) : undefined} />;
}

function TransactionHashValue({ hash }: { hash: string | null }) {
  return <HashValue value={hash} link={hash ? links.transaction(hash) : undefined} />;
}
