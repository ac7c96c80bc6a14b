import type { PublicTokenInfo } from '@tvmscan/api/contract';
import { ASSET_SOCIAL_FIELDS } from '@tvmscan/api/rules';
import { useTranslation } from 'react-i18next';
import { useApprovedInfo } from './asset-queries.js';
import styles from './assets.module.css';

/**
 * A token's approved information on its pages (spec 001 §2, §3): logo, name, website and social links; nothing while
 * none was approved. The logo is the served file, drawn by an <img>, which never runs an SVG's scripts.
 */
export function ApprovedTokenInfo({ root }: { root: string }) {
  const info = useApprovedInfo(root);
  if (!info.data) return null;
  return <ApprovedInfo info={info.data} />;
}

function ApprovedInfo({ info }: { info: PublicTokenInfo }) {
  const { t } = useTranslation('assets');
  const links = ASSET_SOCIAL_FIELDS.flatMap((field) => {
    const url = info.project_socials[field];
    return url ? [{ field, url }] : [];
  });
  return (
    <div className={styles.publicInfo} aria-label={t('info.verified')} data-approved-token={info.root_address}>
      <img className={styles.logo} src={info.asset_logo_url} alt={info.full_name} width={64} height={64} />
      <strong>{info.full_name}</strong>
      <span className={styles.publicLinks}>
        <a href={info.asset_url} target="_blank" rel="noopener noreferrer nofollow">
          {t('info.website')}
        </a>
        {links.map(({ field, url }) => (
          <a key={field} href={url} target="_blank" rel="noopener noreferrer nofollow">
            {t(`fields.${field}`)}
          </a>
        ))}
      </span>
    </div>
  );
}

/** A token's approved logo beside its name in token tables; nothing while none was approved. */
export function ApprovedTokenLogo({ root }: { root: string }) {
  const info = useApprovedInfo(root);
  if (!info.data) return null;
  return <img className={styles.smallLogo} src={info.data.asset_logo_url} alt="" width={20} height={20} data-approved-logo={root} />;
}
