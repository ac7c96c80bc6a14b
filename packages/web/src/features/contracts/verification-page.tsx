import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../shared/config/use-page-title.js';
import { Breadcrumbs } from '../../shared/list-page/breadcrumbs.js';
import listStyles from '../../shared/list-page/list-page.module.css';
import { contractLinks } from './contract-links.js';
import { VerificationForm } from './verification-form.js';

/** main › Contracts › {current} */
export function ContractsTrail({ current }: { current: string }) {
  const { t } = useTranslation('contracts');
  return <Breadcrumbs current={current} parent={{ link: contractLinks.list, label: t('title') }} />;
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
