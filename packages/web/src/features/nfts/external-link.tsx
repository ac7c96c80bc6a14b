import { externalLink } from './safe-url.js';
import styles from './nfts.module.css';

/**
 * An address from an NFT's metadata as a link opening in a new tab, without the opener or the referrer and marked as
 * not endorsed; as plain text when it is no http(s) address (javascript:, data: and the like are never linked).
 */
export function ExternalLink({ url }: { url: string }) {
  const href = externalLink(url);
  if (href === null) return <span className={styles.externalLink}>{url}</span>;
  return (
    <a className={styles.externalLink} href={href} target="_blank" rel="noopener noreferrer nofollow" referrerPolicy="no-referrer">
      {url}
    </a>
  );
}
