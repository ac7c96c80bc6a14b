import { Link, useParams, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AssetDetails } from './asset-details.js';
import { useTokenVersions, versionOf } from './asset-queries.js';
import styles from './assets.module.css';

/** /settings/addresses/{id}: the newest version of one of the user's tokens, read-only. */
export function MyAssetInfoPage() {
  const { id } = useParams({ from: '/_signedIn/settings/addresses/$id' });
  return <AssetInfo root={id} everyone={false} />;
}

/** /settings/assets/{id}: a version of any token, read-only, for admins (`?activeFrom=` names it; the newest otherwise). */
export function AdminAssetInfoPage() {
  const { id } = useParams({ from: '/_signedIn/settings/assets/$id' });
  const { activeFrom } = useSearch({ from: '/_signedIn/settings/assets/$id' });
  return <AssetInfo root={id} everyone activeFrom={activeFrom} />;
}

function AssetInfo({ root, everyone, activeFrom }: { root: string; everyone: boolean; activeFrom?: number | undefined }) {
  const { t } = useTranslation('assets');
  const { t: tCommon } = useTranslation();
  const versions = useTokenVersions(root, everyone);
  const version = versionOf(versions.data?.proposals, activeFrom);
  return (
    <section className={styles.section} aria-labelledby="asset-info-title">
      <div className={styles.header}>
        <h2 id="asset-info-title" className={styles.sectionTitle}>
          {t('view.title')}
          {version && ` · ${version.full_name}`}
        </h2>
        <Link to={everyone ? '/settings/assets' : '/settings/addresses'}>{t('view.back')}</Link>
      </div>
      {versions.isPending ? (
        <p role="status">{tCommon('states.loading')}</p>
      ) : versions.isError ? (
        <p role="alert">{t('errors.unknown')}</p>
      ) : version ? (
        <AssetDetails version={version} />
      ) : (
        <p className={styles.text}>{t('view.noInfo')}</p>
      )}
    </section>
  );
}
