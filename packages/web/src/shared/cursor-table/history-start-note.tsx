import { Link } from '@tanstack/react-router';
import { Trans, useTranslation } from 'react-i18next';
import { useHistoryStart } from '../api/use-history-start.js';
import { formatDate } from '../format/index.js';
import { links } from '../routes/links.js';
import styles from './cursor-table.module.css';

const MASTERCHAIN = { workchain: -1, shard: '8000000000000000' } as const;

/** Under the last page of a list whose rows stop where the index starts: where that is, for an index started mid-chain. */
export function HistoryStartNote() {
  const { t } = useTranslation('lists');
  const { data: history } = useHistoryStart();
  if (!history || history.fromGenesis) return null;
  const seqno = history.startMcSeqno;
  return (
    <p className={styles.historyNote}>
      <Trans
        t={t}
        i18nKey="table.historyStart"
        values={{ seqno, date: formatDate(history.startUtime) }}
        components={[<Link key="block" {...links.blockBySeqno({ ...MASTERCHAIN, seqno })} />]}
      />
    </p>
  );
}
