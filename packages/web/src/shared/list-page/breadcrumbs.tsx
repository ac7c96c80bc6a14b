import { useTranslation } from 'react-i18next';
import { paths } from '../routes/paths.js';
import { PathLink } from '../ui/path-link.js';
import styles from './list-page.module.css';

/** main › {current} */
export function Breadcrumbs({ current }: { current: string }) {
  const { t } = useTranslation('lists');
  const { t: tCommon } = useTranslation();
  return (
    <nav aria-label={t('breadcrumbs')} className={styles.breadcrumbs}>
      <ol>
        <li>
          <PathLink to={paths.main}>{tCommon('nav.main')}</PathLink>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
