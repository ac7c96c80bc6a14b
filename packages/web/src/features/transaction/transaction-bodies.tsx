import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DecodedMessage, TransactionDetails } from '@tvmscan/api/contract';
import { DecodedBodyView, readByAbi } from '../message/decoded-body-view.js';
import { MessageBodyView } from '../message/message-body-view.js';
import { useMessage } from '../message/message-query.js';
import { HashValue } from '../../shared/detail-page/hash-value.js';
import { Loading } from '../../shared/detail-page/page-state.js';
import { links } from '../../shared/routes/links.js';
import messageStyles from '../message/message-page.module.css';
import styles from './transaction-bodies.module.css';

/** The transaction's message bodies a known ABI reads: each call, answer or event with its arguments, the raw body one click away. */
export function TransactionBodies({ transaction }: { transaction: TransactionDetails }) {
  const { t } = useTranslation('transaction');
  const bodies = [
    ...(transaction.inMessage ? [{ message: transaction.inMessage, place: t('messages.inbound') }] : []),
    ...transaction.outMessages.map((message, index) => ({ message, place: t('messages.outbound', { number: index + 1 }) })),
  ].filter(({ message }) => readByAbi(message.decodedBody));
  if (bodies.length === 0) return null;
  return (
    <section className={styles.bodies} aria-label={t('messages.bodies')}>
      <h3 className={styles.heading}>{t('messages.bodies')}</h3>
      {bodies.map(({ message, place }) => (
        <article key={message.messageHash} className={styles.body}>
          <header className={styles.place}>
            {place} <HashValue value={message.messageHash} link={links.message(message.messageHash)} />
          </header>
          <DecodedBodyView decoded={message.decodedBody!} />
          <RawBodyDisclosure message={message} />
        </article>
      ))}
    </section>
  );
}

/** The raw body, fetched with its message when the disclosure is first opened. */
function RawBodyDisclosure({ message }: { message: DecodedMessage }) {
  const { t } = useTranslation('message');
  const [opened, setOpened] = useState(false);
  return (
    <details className={messageStyles.rawBody} onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>{t('decoded.raw')}</summary>
      {opened && <RawBody hash={message.messageHash} />}
    </details>
  );
}

function RawBody({ hash }: { hash: string }) {
  const { t } = useTranslation('message');
  const query = useMessage(hash);
  if (query.isError) return <p role="alert">{t('failed')}</p>;
  if (!query.data) return <Loading />;
  return <MessageBodyView body={query.data.body} />;
}
