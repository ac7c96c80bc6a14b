import { useTranslation } from 'react-i18next';
import tableStyles from '../../shared/cursor-table/cursor-table.module.css';

/** Prev and Next under a paged table; nothing when everything fits on one page. */
export function Pager({ page, pageCount, onTurn }: { page: number; pageCount: number; onTurn: (page: number) => void }) {
  const { t } = useTranslation('detailParts');
  if (pageCount <= 1) return null;
  return (
    <nav className={tableStyles.pager} aria-label={t('paging')}>
      <button type="button" className={tableStyles.button} disabled={page <= 1} onClick={() => onTurn(page - 1)}>
        {t('prev')}
      </button>
      <button type="button" className={tableStyles.button} disabled={page >= pageCount} onClick={() => onTurn(page + 1)}>
        {t('next')}
      </button>
    </nav>
  );
}
