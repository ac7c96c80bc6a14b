import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransactionDetails } from '@tvmscan/api/contract';
import { useTokenApi } from '../../shared/config/network-context.js';
import tableStyles from '../../shared/cursor-table/cursor-table.module.css';
import { RowsTable } from '../../shared/cursor-table/rows-table.js';
import { TOKEN_KINDS } from '../tokens/token-kinds.js';
import { tokenTransactionKey, tokenTransactionsColumns } from '../tokens/token-transactions-columns.js';

/** More operations than one transaction performs. */
const OPERATIONS_LIMIT = 100;
/** The most message hashes one token search takes. */
const MAX_MESSAGE_HASHES = 100;

/**
 * The token operations the transaction performed (spec 001 §2): those read from its messages (POST /transactions/search
 * by message hash: a transfer's Send is read from the outbound transfer, the other kinds from the inbound message),
 * kept to this transaction. 'no data' without any, or without a token API.
 */
export function TokenOperations({ transaction }: { transaction: Pick<TransactionDetails, 'hash' | 'inMessageHash' | 'outMessages'> }) {
  const { t } = useTranslation('tokens');
  const { t: tTransaction } = useTranslation('transaction');
  const { t: tCommon } = useTranslation();
  const title = tTransaction('tabs.token-operations');
  const tokens = useTokenApi();
  const { hash } = transaction;
  const messageHashes = [transaction.inMessageHash, ...transaction.outMessages.map((message) => message.messageHash)]
    .filter((messageHash) => messageHash !== null)
    .slice(0, MAX_MESSAGE_HASHES);
  const operations = useQuery({
    queryKey: ['tokens', 'operations', hash],
    queryFn: async () => {
      if (!tokens || messageHashes.length === 0) return [];
      const page = await tokens.post('/transactions/search', {
        messageHases: messageHashes,
        txKinds: [...TOKEN_KINDS],
        limit: OPERATIONS_LIMIT,
      });
      return page.transactions.filter((operation) => operation.transactionHash === hash);
    },
    enabled: tokens !== null && messageHashes.length > 0,
  });
  const columns = useMemo(() => tokenTransactionsColumns(t), [t]);
  const asked = tokens !== null && messageHashes.length > 0;
  const emptyText = !asked
    ? tCommon('states.noData')
    : operations.isPending
      ? tCommon('states.loading')
      : operations.isError
        ? tCommon('errors.unknown')
        : tCommon('states.noData');
  return (
    <section className={tableStyles.panel} aria-label={title}>
      <h2 className={tableStyles.caption}>{title}</h2>
      <RowsTable caption={title} columns={columns} rows={operations.data ?? []} rowKey={tokenTransactionKey} emptyText={emptyText} />
    </section>
  );
}
