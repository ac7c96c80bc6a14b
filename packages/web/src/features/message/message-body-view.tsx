import { useTranslation } from 'react-i18next';
import { DASH } from '../../shared/format/index.js';
import { BocView } from '../../shared/detail-page/boc-view.js';
import { cellTreeLines, readBodyBoc, textComment } from './body-cells.js';
import styles from './message-page.module.css';

/** A message body decoded: its text when it is a comment, else its cell tree; the BOC in base64 below either. */
export function MessageBodyView({ body }: { body: string | null }) {
  const { t } = useTranslation('message');
  if (!body) return DASH;
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
