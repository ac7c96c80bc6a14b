import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@tvmscan/api/contract';
import { useApi, useNetworkConfig } from '../../shared/config/network-context.js';
import { snakeCasePage, type LoadPage } from '../../shared/cursor-table/cursor-page.js';
import { CursorTable } from '../../shared/cursor-table/cursor-table.js';
import { useCursorList } from '../../shared/cursor-table/use-cursor-list.js';
import styles from '../../shared/detail-page/detail-page.module.css';
import { messagesColumns } from '../messages/messages-columns.js';
import { MESSAGES_CSV_FILE, messagesCsvColumns } from '../messages/messages-csv.js';

/** Spec 000 §9: messages on a block page, 10 a page. */
export const BLOCK_MESSAGES_PAGE_SIZE = 10;

/** The messages the block's transactions consumed (incoming) and created (outgoing). */
export function BlockMessages({ rootHash }: { rootHash: string }) {
  const { t } = useTranslation('block');
  return (
    <div className={styles.page}>
      <BlockMessageList rootHash={rootHash} isOut={false} caption={t('messages.incoming')} />
      <BlockMessageList rootHash={rootHash} isOut caption={t('messages.outgoing')} />
    </div>
  );
}

function BlockMessageList({ rootHash, isOut, caption }: { rootHash: string; isOut: boolean; caption: string }) {
  const { t: tMessages } = useTranslation('messages');
  const api = useApi();
  const { decimals, tokenSymbol } = useNetworkConfig();
  const load = useCallback<LoadPage<Message>>(
    async (paging) => {
      const page = await api.post('/messages/list', { block: rootHash, isOut, ...paging });
      return snakeCasePage(page.messages, page);
    },
    [api, rootHash, isOut],
  );
  const list = useCursorList(load, BLOCK_MESSAGES_PAGE_SIZE);
  const columns = useMemo(() => messagesColumns(tMessages, { decimals, tokenSymbol }), [tMessages, decimals, tokenSymbol]);
  const csvColumns = useMemo(() => messagesCsvColumns(decimals, tokenSymbol), [decimals, tokenSymbol]);
  return (
    <CursorTable
      caption={caption}
      columns={columns}
      rowKey={(message) => message.messageHash}
      list={list}
      csv={{ fileName: MESSAGES_CSV_FILE, columns: csvColumns }}
    />
  );
}
