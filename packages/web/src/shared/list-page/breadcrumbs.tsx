import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { links, type AppLink } from '../routes/links.js';
import styles from './list-page.module.css';

/** main › {current}, or main › {parent} › {current} for a page inside a list's area (a token list, a contract). */
export function Breadcrumbs({ current, parent }: { current: string; parent?: { link: AppLink; label: string } }) {
  const { t } = useTranslation('lists');
  const { t: tCommon } = useTranslation();
  return (
    <nav aria-label={t('breadcrumbs')} className={styles.breadcrumbs}>
      <ol>
        <li>
          <Link {...links.main}>{tCommon('nav.main')}</Link>
        </li>
        {parent && (
          <li>
            <Link {...parent.link}>{parent.label}</Link>
          </li>
        )}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
