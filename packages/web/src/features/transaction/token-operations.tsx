import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransactionDetails } from '@tvmscan/api/contract';
import { useTokenApi } from '../../shared/config/network-context.js';
import tableStyles from '../../shared/cursor-table/cursor-table.module.css';
import { RowsTable } from '../../shared/cursor-table/rows-table.js';
import { requestedKinds } from '../tokens/token-kinds.js';
import { tokenTransactionKey, tokenTransactionsColumns } from '../tokens/token-transactions-columns.js';

/** More operations than one transaction performs. */
const OPERATIONS_LIMIT = 100;

/**
 * The token operations the transaction performed (spec 001 §2): those that came in with its inbound message
 * (POST /transactions/search by message hash), kept to this transaction. 'no data' without any, or without a
 * token API.
 */
export function TokenOperations({ transaction }: { transaction: Pick<TransactionDetails, 'hash' | 'inMessageHash'> }) {
  const { t } = useTranslation('tokens');
  const { t: tTransaction } = useTranslation('transaction');
  const { t: tCommon } = useTranslation();
  const title = tTransaction('tabs.token-operations');
  const tokens = useTokenApi();
  const { hash, inMessageHash } = transaction;
  const operations = useQuery({
    queryKey: ['tokens', 'operations', hash],
    queryFn: async () => {
      if (!tokens || inMessageHash === null) return [];
      const page = await tokens.post('/transactions/search', {
        messageHases: [inMessageHash],
        txKinds: requestedKinds(undefined),
        limit: OPERATIONS_LIMIT,
      });
      return page.transactions.filter((operation) => operation.transactionHash === hash);
    },
    enabled: tokens !== null && inMessageHash !== null,
  });
  const columns = useMemo(() => tokenTransactionsColumns(t), [t]);
  const asked = tokens !== null && inMessageHash !== null;
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
