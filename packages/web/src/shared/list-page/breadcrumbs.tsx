import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { links } from '../routes/links.js';
import styles from './list-page.module.css';

/** main › {current} */
export function Breadcrumbs({ current }: { current: string }) {
  const { t } = useTranslation('lists');
  const { t: tCommon } = useTranslation();
  return (
    <nav aria-label={t('breadcrumbs')} className={styles.breadcrumbs}>
      <ol>
        <li>
          <Link {...links.main}>{tCommon('nav.main')}</Link>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
