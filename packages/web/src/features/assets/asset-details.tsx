import type { TokenAsset } from '@tvmscan/api/contract';
import { ASSET_BASIC_FIELDS, ASSET_SOCIAL_FIELDS, type AssetField } from '@tvmscan/api/rules';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/format/index.js';
import { StatusBadge, type BadgeTone } from '../../shared/ui/status-badge.js';
import { logoSource } from './asset-queries.js';
import styles from './assets.module.css';

export const STATUS_TONES: Record<TokenAsset['status'], BadgeTone> = { Pending: 'warning', Approved: 'success', Rejected: 'failure' };

/** A version's value of a form field (the logo as its base64 SVG), '' when empty. */
export function assetValue(version: TokenAsset, field: AssetField): string {
  if (field === 'asset_logo') return version.asset_logo;
  if (field in version.project_socials) return version.project_socials[field as keyof TokenAsset['project_socials']] ?? '';
  return version.project_meta[field as keyof TokenAsset['project_meta']] ?? '';
}

/** The fields whose values differ from `previous` (none without a previous version). */
export function changedFields(version: TokenAsset, previous: TokenAsset | null | undefined): Set<AssetField> {
  if (!previous) return new Set();
  return new Set([...ASSET_BASIC_FIELDS, ...ASSET_SOCIAL_FIELDS].filter((field) => assetValue(version, field) !== assetValue(previous, field)));
}

/** A version read-only (spec 001 §2): status, every field, and 'Field changed' beside those in `changed`. */
export function AssetDetails({ version, changed = new Set() }: { version: TokenAsset; changed?: ReadonlySet<AssetField> }) {
  const { t } = useTranslation('assets');
  const mark = (field: AssetField) =>
    changed.has(field) && (
      <span className={styles.changed} data-changed={field}>
        {t('view.changed')}
      </span>
    );
  return (
    <dl className={styles.details}>
      <dt>{t('fields.root_address')}</dt>
      <dd className={styles.mono}>{version.root_address}</dd>
      <dt>{t('fields.symbol')}</dt>
      <dd>{version.symbol}</dd>
      <dt>{t('fields.status')}</dt>
      <dd>
        <StatusBadge tone={STATUS_TONES[version.status]}>{t(`status.${version.status}`)}</StatusBadge>
      </dd>
      <dt>{t('fields.active_from')}</dt>
      <dd>{formatDate(Math.floor(version.active_from / 1000))}</dd>
      {version.review_comment && (
        <>
          <dt>{t('fields.review_comment')}</dt>
          <dd>{version.review_comment}</dd>
        </>
      )}
      {[...ASSET_BASIC_FIELDS, ...ASSET_SOCIAL_FIELDS].map((field) => (
        <FieldRow key={field} field={field} version={version} mark={mark(field)} />
      ))}
    </dl>
  );
}

function FieldRow({ field, version, mark }: { field: AssetField; version: TokenAsset; mark: React.ReactNode }) {
  const { t } = useTranslation('assets');
  const value = assetValue(version, field);
  if (field !== 'asset_logo' && value === '' && !mark) return null;
  return (
    <>
      <dt>
        {t(`fields.${field}`)}
        {mark}
      </dt>
      <dd data-field={field}>{field === 'asset_logo' ? <img className={styles.logo} src={logoSource(version)} alt={version.full_name} /> : value}</dd>
    </>
  );
}
