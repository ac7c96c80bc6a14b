import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useNetworkConfig } from '../../shared/config/network-context.js';
import { formatAmount, formatDate, HASH_LENGTHS, shortenHash } from '../../shared/format/index.js';
import { links } from '../../shared/routes/links.js';
import { useLatestMessages } from './main-queries.js';
import { Panel } from './panel.js';
import styles from './main-page.module.css';

export function LatestMessages() {
  const { t } = useTranslation('main');
  const { t: te } = useTranslation('entities');
  const { decimals, tokenSymbol } = useNetworkConfig();
  const { data, isError } = useLatestMessages();
  const rows = (isError ? [] : data?.messages)?.map((message) => ({
    key: `${message.messageHash}:${message.transactionHash ?? ''}:${String(message.isOut)}`,
    main: (
      <Link {...links.message(message.messageHash)} className={styles.mono} title={message.messageHash}>
        {shortenHash(message.messageHash, HASH_LENGTHS.table)}
      </Link>
    ),
    sub: te(`messageTypes.${message.messageType}`),
    aside: `${formatAmount(message.messageValue, decimals)} ${tokenSymbol}`,
    asideSub: formatDate(message.createdAt ?? message.transactionTime),
  }));
  return <Panel id="latest-messages" title={t('panels.latestMessages')} viewAll={links.messages} rows={rows} />;
}
