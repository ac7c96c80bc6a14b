import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageSource } from './safe-url.js';
import styles from './nfts.module.css';

interface Props {
  /** The picture's address as the metadata gives it; null when the metadata names none. */
  source: string | null;
  /** What the picture shows, read aloud in its place. */
  alt: string;
  /** The square's side in CSS pixels. */
  size: number;
}

/**
 * A picture named by an NFT's metadata, in a square of `size` pixels: loaded lazily, without telling its server
 * which page showed it, only from an address the site's content policy allows; the fallback square when there
 * is none or it fails to load.
 */
export function NftImage({ source, alt, size }: Props) {
  const allowed = source === null ? null : imageSource(source);
  return allowed === null ? <NoPicture alt={alt} size={size} /> : <LoadedPicture key={allowed} source={allowed} alt={alt} size={size} />;
}

function LoadedPicture({ source, alt, size }: { source: string; alt: string; size: number }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <NoPicture alt={alt} size={size} />;
  return (
    <img
      className={styles.picture}
      src={source}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
    />
  );
}

/** Below this side the fallback square is left blank: the words would not fit. */
const WORDED_FALLBACK_SIZE = 64;

function NoPicture({ alt, size }: { alt: string; size: number }) {
  const { t } = useTranslation('nfts');
  return (
    <span className={styles.noPicture} role="img" aria-label={alt} style={{ width: size, height: size }}>
      {size >= WORDED_FALLBACK_SIZE && t('picture.none')}
    </span>
  );
}
