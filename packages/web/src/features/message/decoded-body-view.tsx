import { useTranslation } from 'react-i18next';
import type { DecodedBody } from '@tvmscan/api/contract';
import { ArgumentTree } from './argument-tree.js';
import styles from './message-page.module.css';

/** A body an ABI read, shown as what it is: the call, answer, event or bounced call by name, then its arguments as a tree. */
export function DecodedBodyView({ decoded }: { decoded: DecodedBody }) {
  const { t } = useTranslation('message');
  const title =
    decoded.kind === 'bounced' && decoded.name === '' ? t('decoded.bouncedUnnamed') : t(`decoded.${decoded.kind}`, { name: decoded.name });
  return (
    <figure className={styles.decoded}>
      <figcaption className={styles.decodedCaption}>
        <span className={styles.decodedName}>{title}</span>
        {decoded.abi !== null && <span> · {t('decoded.readWith', { abi: decoded.abi })}</span>}
      </figcaption>
      {decoded.arguments !== null && <ArgumentTree value={decoded.arguments} />}
    </figure>
  );
}

/** Whether a body is shown decoded by an ABI; a comment keeps its own text view. */
export function readByAbi(decoded: DecodedBody | null): decoded is DecodedBody {
  return decoded !== null && decoded.kind !== 'comment';
}
