import { useTranslation } from 'react-i18next';
import type { DecodedBody } from '@tvmscan/api/contract';
import { DASH } from '../../shared/format/index.js';
import { BocView } from '../../shared/detail-page/boc-view.js';
import { cellTreeLines, readBodyBoc, textComment } from './body-cells.js';
import { DecodedBodyView, readByAbi } from './decoded-body-view.js';
import styles from './message-page.module.css';

/**
 * A message body: read with its ABI when one is known (the call and its arguments, the raw cell behind a disclosure),
 * else its text when it is a comment, else its cell tree; the BOC in base64 below the raw view.
 */
export function MessageBodyView({ body, decoded = null }: { body: string | null; decoded?: DecodedBody | null }) {
  const { t } = useTranslation('message');
  if (!body) return DASH;
  if (!readByAbi(decoded)) return <RawBody body={body} />;
  return (
    <div className={styles.body}>
      <DecodedBodyView decoded={decoded} />
      <details className={styles.rawBody}>
        <summary>{t('decoded.raw')}</summary>
        <RawBody body={body} />
      </details>
    </div>
  );
}

function RawBody({ body }: { body: string }) {
  const { t } = useTranslation('message');
  const root = readBodyBoc(body);
  const comment = root && textComment(root);
  return (
    <div className={styles.body}>
      {comment !== null ? (
        <figure className={styles.decoded}>
          <figcaption className={styles.decodedCaption}>{t('details.bodyComment')}</figcaption>
          <p className={styles.comment}>{comment}</p>
        </figure>
      ) : (
        root && (
          <figure className={styles.decoded}>
            <figcaption className={styles.decodedCaption}>{t('details.bodyCells')}</figcaption>
            <pre className={styles.cells} tabIndex={0} aria-label={t('details.bodyCells')}>
              {cellTreeLines(root).join('\n')}
            </pre>
          </figure>
        )
      )}
      <BocView boc={body} name={t('details.body')} />
    </div>
  );
}
