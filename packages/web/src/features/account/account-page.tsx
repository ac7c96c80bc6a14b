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
import { AccountDetails } from './account-details.js';
import { AccountHeader } from './account-header.js';
import { useAccount, useAddressForms } from './account-queries.js';
import { AccountStateDetails } from './account-state-details.js';
import { AccountTabPanel } from './account-tab-panel.js';
import { accountTabOf, accountTabLink, accountTabs, TOKEN_TABS } from './account-tabs.js';
import type { AccountTab } from './account-tabs.js';
import { useTokenApi } from '../../shared/config/network-context.js';
import { useTokenRoot } from '../tokens/token-queries.js';
import { ApprovedTokenInfo } from '../assets/approved-token-info.js';
import styles from './account-page.module.css';
import detailStyles from '../../shared/detail-page/detail-page.module.css';

/** The account page (spec 000 §2, spec 001 §2): header, main details, 'more details' (the account state) and its tabs, the token ones where tokens are indexed. */
export function AccountPage() {
  const { id, tab: segment } = useParams({ from: '/accounts/$id/{-$tab}' });
  const tab = accountTabOf(segment);
  const tokensIndexed = useTokenApi() !== null;
  if (tab === null || !isValidAddress(id) || (!tokensIndexed && TOKEN_TABS.includes(tab))) return <NotFoundPage />;
  return <AccountView id={id} tab={tab} />;
}

function AccountView({ id, tab }: { id: string; tab: AccountTab }) {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  const { t: tContracts } = useTranslation('contracts');
  const account = useAccount(id);
  const forms = useAddressForms(id);
  const [opened, setOpened] = useState(false);
  const raw = account.data?.address ?? null;
  const tokensIndexed = useTokenApi() !== null;
  const root = useTokenRoot(raw ?? undefined);
  const tabs = accountTabs({ tokensIndexed, isRoot: root.token === undefined ? undefined : root.token !== null });
  const rootKnown = root.token !== undefined || root.failed;
  const tabKnown = tabs.includes(tab) || (!rootKnown && tokensIndexed);
  if ((account.isError && isNotFound(account.error)) || (raw !== null && !tabKnown)) return <NotFoundPage />;
  return (
    <DetailPage
      title={`${t('title')} ${shortenAddress(raw ?? id, HASH_LENGTHS.breadcrumbs)}`}
      list={{ label: t('list'), link: links.accounts }}
      crumb={shortenAddress(raw ?? id, HASH_LENGTHS.breadcrumbs)}
      heading={
        <>
          <AccountHeader address={raw ?? id} codeHash={account.data?.codeHash ?? null} />
          {raw !== null && root.token && <ApprovedTokenInfo root={raw} />}
        </>
      }
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
            tabs={tabs.map((key) => ({
              id: key,
              label: key === 'source-code' ? tContracts('account.sourceCode') : t(`tabs.${key}`),
              link: accountTabLink(raw, key),
            }))}
          />
          {tabs.includes(tab) && (rootKnown || !TOKEN_TABS.includes(tab)) ? (
            <AccountTabPanel tab={tab} address={raw} root={root.token ?? null} codeHash={account.data?.codeHash ?? null} />
          ) : (
            <Loading />
          )}
        </section>
      )}
    </DetailPage>
  );
}
