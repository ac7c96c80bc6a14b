import { useTranslation } from 'react-i18next';
import { DASH } from '../../shared/format/index.js';
import type { NftRegion } from './nft-metadata.js';
import styles from './nfts.module.css';

/** The regions of a 'metaverse.region' NFT: each with its name, its shape and the shape's measures. */
export function RegionList({ regions }: { regions: readonly NftRegion[] }) {
  const { t } = useTranslation('nfts');
  return (
    <section aria-label={t('region.title')}>
      <h3 className={styles.subtitle}>{t('region.title')}</h3>
      <ol className={styles.regions}>
        {regions.map((region, index) => (
          <li key={index} className={styles.region}>
            <span className={styles.shape}>
              {region.shape ? t(`region.shapes.${region.shape}`) : `${t('region.otherShape')}: ${region.shapeName ?? DASH}`}
              {region.name && ` · ${region.name}`}
            </span>
            {region.measures.length > 0 && (
              <p className={styles.measures}>{region.measures.map((measure) => `${measure.name}: ${measure.value}`).join('; ')}</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
