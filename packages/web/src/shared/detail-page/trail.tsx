import { useTranslation } from 'react-i18next';
import listStyles from '../list-page/list-page.module.css';
import styles from './detail-page.module.css';
import { paths } from '../routes/paths.js';
import { PathLink } from '../ui/path-link.js';

/** main › {list} › {current}: where a detail page sits. */
export function Trail({ list, current }: { list: { label: string; to: string }; current: string }) {
  const { t } = useTranslation('lists');
  const { t: tCommon } = useTranslation();
  return (
    <nav aria-label={t('breadcrumbs')} className={`${listStyles.breadcrumbs} ${styles.trail}`}>
      <ol>
        <li>
          <PathLink to={paths.main}>{tCommon('nav.main')}</PathLink>
        </li>
        <li>
          <PathLink to={list.to}>{list.label}</PathLink>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
