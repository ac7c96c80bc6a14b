import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './assets.module.css';

/** The table of token assets (an owner's tokens, the admin's proposals): address, name, status, created, actions; `children` are its rows. */
export function AssetListTable({ children }: { children: ReactNode }) {
  const { t } = useTranslation('assets');
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>{t('myTokens.columns.address')}</th>
            <th>{t('myTokens.columns.name')}</th>
            <th>{t('myTokens.columns.status')}</th>
            <th>{t('myTokens.columns.created')}</th>
            <th>{t('myTokens.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
