import { useParams } from '@tanstack/react-router';
import { isValidAddress } from '@tvmscan/tvm/address';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../app/not-found/not-found-page.js';
import { HASH_LENGTHS, shortenAddress } from '../../shared/format/index.js';
import { links } from '../../shared/routes/links.js';
import { DetailPage, DetailPanel } from '../../shared/detail-page/detail-page.js';
import { Loading } from '../../shared/detail-page/page-state.js';
import { TabBar } from '../../shared/detail-page/tab-bar.js';
import { isNotFound } from '../message/is-not-found.js';
import { AccountSourceCode } from '../contracts/account-source-code.js';
import { AccountMessages, AccountTransactions } from './account-activity.js';
import { AccountDetails } from './account-details.js';
import { AccountHeader } from './account-header.js';
import { useAccount, useAddressForms } from './account-queries.js';
import { AccountStateDetails } from './account-state-details.js';
import { ACCOUNT_TABS, accountTabOf, accountTabLink } from './account-tabs.js';
import styles from './account-page.module.css';
import detailStyles from '../../shared/detail-page/detail-page.module.css';

/** The account page (spec 000 §2): header, main details, 'more details' (the account state) and its tabs. */
export function AccountPage() {
  const { id, tab: segment } = useParams({ from: '/accounts/$id/{-$tab}' });
  const tab = accountTabOf(segment);
  if (tab === null || !isValidAddress(id)) return <NotFoundPage />;
  return <AccountView id={id} tab={tab} />;
}

function AccountView({ id, tab }: { id: string; tab: NonNullable<ReturnType<typeof accountTabOf>> }) {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  const { t: tContracts } = useTranslation('contracts');
  const account = useAccount(id);
  const forms = useAddressForms(id);
  const [opened, setOpened] = useState(false);
  if (account.isError && isNotFound(account.error)) return <NotFoundPage />;
  const raw = account.data?.address ?? null;
  return (
    <DetailPage
      title={`${t('title')} ${shortenAddress(raw ?? id, HASH_LENGTHS.breadcrumbs)}`}
      list={{ label: t('list'), link: links.accounts }}
      crumb={shortenAddress(raw ?? id, HASH_LENGTHS.breadcrumbs)}
      heading={<AccountHeader address={raw ?? id} codeHash={account.data?.codeHash ?? null} />}
    >
      <DetailPanel>
        {account.isPending ? (
          <Loading />
        ) : account.isError ? (
          <p role="alert">{tCommon('errors.unknown')}</p>
        ) : (
          <>
            <AccountDetails account={account.data} forms={forms.data} />
            <button
              type="button"
              className={detailStyles.toggle}
              aria-expanded={opened}
              aria-controls="account-state"
              onClick={() => setOpened(!opened)}
            >
              {opened ? t('more.hide') : t('more.show')}
            </button>
            <div id="account-state" hidden={!opened}>
              <AccountStateDetails id={raw ?? id} opened={opened} />
            </div>
          </>
        )}
      </DetailPanel>
      {raw !== null && (
        <section className={styles.activity} aria-label={t('tabs.label')}>
          <TabBar
            label={t('tabs.label')}
            current={tab}
            tabs={ACCOUNT_TABS.map((key) => ({
              id: key,
              label: key === 'source-code' ? tContracts('account.sourceCode') : t(`tabs.${key}`),
              link: accountTabLink(raw, key),
            }))}
          />
          {tab === 'messages' ? (
            <AccountMessages address={raw} />
          ) : tab === 'transactions' ? (
            <AccountTransactions address={raw} />
          ) : (
            <AccountSourceCode codeHash={account.data?.codeHash ?? null} />
          )}
        </section>
      )}
    </DetailPage>
  );
}
