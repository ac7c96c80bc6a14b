import { Outlet, useChildMatches, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { HASH_LENGTHS, shortenHash } from '../../shared/format/index.js';
import { links } from '../../shared/routes/links.js';
import { DetailPage, DetailPanel } from '../../shared/detail-page/detail-page.js';
import { Loading, MissingState } from '../../shared/detail-page/page-state.js';
import { MonoText } from '../../shared/detail-page/mono-text.js';
import { TabBar } from '../../shared/detail-page/tab-bar.js';
import { isNotFound } from './is-not-found.js';
import { MessageDetails } from './message-details.js';
import { useMessage } from './message-query.js';
import { MESSAGE_VIEWS, messageViewLink, messageViewOf } from './message-views.js';
import styles from './message-page.module.css';

/** The message page (spec 000 §2): main details, then the diagram area whose views are sub-routes. */
export function MessagePage() {
  const { id } = useParams({ from: '/messages/$id' });
  const { t } = useTranslation('message');
  const { t: tCommon } = useTranslation();
  const childPath = useChildMatches({ select: (matches) => matches[0]?.fullPath });
  const message = useMessage(id);
  if (message.isError && isNotFound(message.error)) return <MissingState title={t('notFound.title')} text={t('notFound.text', { id })} />;
  const view = messageViewOf(childPath);
  return (
    <DetailPage
      title={`${t('title')} ${shortenHash(id.toLowerCase(), HASH_LENGTHS.breadcrumbs)}`}
      list={{ label: t('list'), link: links.messages }}
      crumb={shortenHash(id, HASH_LENGTHS.breadcrumbs)}
      heading={
        <h1 className={styles.title}>
          {t('title')} <MonoText>{shortenHash(id.toLowerCase(), HASH_LENGTHS.breadcrumbs)}</MonoText>
        </h1>
      }
    >
      <DetailPanel>
        {message.isPending ? (
          <Loading />
        ) : message.isError ? (
          <p role="alert">{tCommon('errors.unknown')}</p>
        ) : (
          <MessageDetails message={message.data} />
        )}
      </DetailPanel>
      {message.isSuccess && (
        <DetailPanel title={t('diagram.title')} labelledBy="message-chain">
          <TabBar
            label={t('diagram.tabs')}
            current={view}
            tabs={MESSAGE_VIEWS.map(({ key }) => ({ id: key, label: t(`diagram.${key}`), link: messageViewLink(id, key) }))}
          />
          <Outlet />
        </DetailPanel>
      )}
    </DetailPage>
  );
}
