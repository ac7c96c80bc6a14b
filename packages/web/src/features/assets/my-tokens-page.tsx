import { links } from '../../shared/routes/links.js';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, HASH_LENGTHS, shortenAddress } from '../../shared/format/index.js';
import buttons from '../../shared/ui/button.module.css';
import { StatusBadge } from '../../shared/ui/status-badge.js';
import { STATUS_TONES } from './asset-details.js';
import { MY_TOKENS_PAGE, useMyTokens } from './asset-queries.js';
import { AssetListTable } from './asset-list-table.js';
import styles from './assets.module.css';

/** Spec 001 §2 My tokens: the tokens the user proved to own, paged by 10, with their status and actions; Add address. */
export function MyTokensPage() {
  const { t } = useTranslation('assets');
  const { t: tCommon } = useTranslation();
  const tokens = useMyTokens();
  const [page, setPage] = useState(0);
  const rows = tokens.data?.slice(page * MY_TOKENS_PAGE, (page + 1) * MY_TOKENS_PAGE) ?? [];
  const pages = Math.max(1, Math.ceil((tokens.data?.length ?? 0) / MY_TOKENS_PAGE));
  return (
    <section className={styles.section} aria-labelledby="my-tokens-title">
      <div className={styles.header}>
        <h2 id="my-tokens-title" className={styles.sectionTitle}>
          {t('myTokens.title')}
        </h2>
        <Link to="/settings/addresses/add" className={buttons.primary}>
          {t('myTokens.add')}
        </Link>
      </div>
      {tokens.isPending ? (
        <p role="status">{tCommon('states.loading')}</p>
      ) : tokens.isError ? (
        <p role="alert">{t('errors.unknown')}</p>
      ) : rows.length === 0 ? (
        <p className={styles.text}>{t('myTokens.empty')}</p>
      ) : (
        <AssetListTable>
          {rows.map((token) => (
            <tr key={token.rootAddress} data-root={token.rootAddress}>
              <td className={styles.mono}>
                <Link {...links.account(token.rootAddress)}>{shortenAddress(token.rootAddress, HASH_LENGTHS.table)}</Link>
              </td>
              <td>{token.latest?.full_name ?? `${token.name} (${token.symbol})`}</td>
              <td>
                {token.latest ? (
                  <StatusBadge tone={STATUS_TONES[token.latest.status]}>{t(`status.${token.latest.status}`)}</StatusBadge>
                ) : (
                  <StatusBadge tone="neutral">{t('myTokens.notSubmitted')}</StatusBadge>
                )}
              </td>
              <td>{formatDate(token.latest ? Math.floor(token.latest.active_from / 1000) : token.linkedAt)}</td>
              <td>
                <span className={styles.rowActions}>
                  {token.latest && (
                    <Link to="/settings/addresses/$id" params={{ id: token.rootAddress }}>
                      {t('myTokens.view')}
                    </Link>
                  )}
                  <Link to="/settings/addresses/$id/update" params={{ id: token.rootAddress }}>
                    {t('myTokens.update')}
                  </Link>
                </span>
              </td>
            </tr>
          ))}
        </AssetListTable>
      )}
      {pages > 1 && (
        <div className={styles.actions}>
          <button type="button" className={buttons.secondary} disabled={page === 0} onClick={() => setPage(page - 1)}>
            ‹
          </button>
          <span>
            {page + 1} / {pages}
          </span>
          <button type="button" className={buttons.secondary} disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
            ›
          </button>
        </div>
      )}
    </section>
  );
}
