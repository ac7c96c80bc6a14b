import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../shared/config/use-page-title.js';
import listStyles from '../../shared/list-page/list-page.module.css';
import { links } from '../../shared/routes/links.js';
import { contractLinks } from './contract-links.js';
import { VerificationForm } from './verification-form.js';

/** main › Contracts › Verification */
export function ContractsTrail({ current }: { current: string }) {
  const { t } = useTranslation('contracts');
  const { t: tCommon } = useTranslation();
  const { t: tLists } = useTranslation('lists');
  return (
    <nav aria-label={tLists('breadcrumbs')} className={listStyles.breadcrumbs}>
      <ol>
        <li>
          <Link {...links.main}>{tCommon('nav.main')}</Link>
        </li>
        <li>
          <Link {...contractLinks.list}>{t('title')}</Link>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}

/** Contract verification (spec 001 §2): the two-step form. */
export function VerificationPage() {
  const { t } = useTranslation('contracts');
  usePageTitle(t('verification.title'));
  return (
    <div className={listStyles.page}>
      <ContractsTrail current={t('verification.title')} />
      <h1 className={listStyles.title}>{t('verification.title')}</h1>
      <VerificationForm />
    </div>
  );
}
