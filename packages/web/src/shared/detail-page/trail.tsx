import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import listStyles from '../list-page/list-page.module.css';
import styles from './detail-page.module.css';
import { links, type AppLink } from '../routes/links.js';

/** main › {list} › {current}: where a detail page sits. */
export function Trail({ list, current }: { list: { label: string; link: AppLink }; current: string }) {
  const { t } = useTranslation('lists');
  const { t: tCommon } = useTranslation();
  return (
    <nav aria-label={t('breadcrumbs')} className={`${listStyles.breadcrumbs} ${styles.trail}`}>
      <ol>
        <li>
          <Link {...links.main}>{tCommon('nav.main')}</Link>
        </li>
        <li>
          <Link {...list.link}>{list.label}</Link>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
