import { Link } from '@tanstack/react-router';
import type { AssetStatusName, TokenAsset } from '@tvmscan/api/contract';
import { useTranslation } from 'react-i18next';
import { formatDate, HASH_LENGTHS, shortenAddress } from '../../shared/format/index.js';
import { StatusBadge } from '../../shared/ui/status-badge.js';
import { STATUS_TONES } from './asset-details.js';
import { useAdminAssets } from './asset-queries.js';
import { AssetListTable } from './asset-list-table.js';
import styles from './assets.module.css';

/** Spec 001 §2 admin assets: the versions waiting for review, then every reviewed one, each with its view. */
export function AdminAssetsPage() {
  const { t } = useTranslation('assets');
  return (
    <>
      <AssetTable title={t('admin.pending')} statuses={['Pending']} empty={t('admin.emptyPending')} review />
      <AssetTable title={t('admin.all')} statuses={['Approved', 'Rejected']} empty={t('admin.empty')} />
    </>
  );
}

function AssetTable({ title, statuses, empty, review = false }: { title: string; statuses: AssetStatusName[]; empty: string; review?: boolean }) {
  const { t } = useTranslation('assets');
  const { t: tCommon } = useTranslation();
  const assets = useAdminAssets(statuses);
  const titleId = `assets-${statuses.join('-').toLowerCase()}`;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {title}
      </h2>
      {assets.isPending ? (
        <p role="status">{tCommon('states.loading')}</p>
      ) : assets.isError ? (
        <p role="alert">{t('errors.unknown')}</p>
      ) : assets.data.proposals.length === 0 ? (
        <p className={styles.text}>{empty}</p>
      ) : (
        <AssetListTable>
          {assets.data.proposals.map((asset) => (
            <AssetRow key={`${asset.root_address}-${asset.active_from}`} asset={asset} review={review} />
          ))}
        </AssetListTable>
      )}
    </section>
  );
}

function AssetRow({ asset, review }: { asset: TokenAsset; review: boolean }) {
  const { t } = useTranslation('assets');
  const search = { activeFrom: asset.active_from };
  return (
    <tr data-root={asset.root_address}>
      <td className={styles.mono}>{shortenAddress(asset.root_address, HASH_LENGTHS.table)}</td>
      <td>{asset.full_name}</td>
      <td>
        <StatusBadge tone={STATUS_TONES[asset.status]}>{t(`status.${asset.status}`)}</StatusBadge>
      </td>
      <td>{formatDate(Math.floor(asset.active_from / 1000))}</td>
      <td>
        <span className={styles.rowActions}>
          <Link to="/settings/assets/$id" params={{ id: asset.root_address }} search={search}>
            {t('myTokens.view')}
          </Link>
          {review && (
            <Link to="/settings/assets/vote/$id" params={{ id: asset.root_address }} search={search}>
              {t('admin.review')}
            </Link>
          )}
        </span>
      </td>
    </tr>
  );
}
