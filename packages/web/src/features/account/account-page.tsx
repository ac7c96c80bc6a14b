import { useParams } from '@tanstack/react-router';
import { addressForms, isValidAddress, parseAddress } from '@tvmscan/tvm/address';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../shared/not-found/not-found-page.js';
import { HASH_LENGTHS, shortenAddress } from '../../shared/format/index.js';
import { links } from '../../shared/routes/links.js';
import { DetailPage, DetailPanel } from '../../shared/detail-page/detail-page.js';
import { Loading } from '../../shared/detail-page/page-state.js';
import { usePaintedSinceMount } from '../../shared/hooks/use-painted-since-mount.js';
import { TabBar } from '../../shared/detail-page/tab-bar.js';
import { isNotFound } from '../message/is-not-found.js';
import { AccountDetails } from './account-details.js';
import { AccountHeader } from './account-header.js';
import { useAccount } from './account-queries.js';
import { AccountStateDetails } from './account-state-details.js';
import { AccountTabPanel } from './account-tab-panel.js';
import {
  accountTabOf,
  accountTabLink,
  accountTabs,
  defaultAccountTab,
  NFT_TABS,
  nftRoleOf,
  tabViewOf,
  TOKEN_TABS,
  type TabView,
} from './account-tabs.js';
import type { AccountTab } from './account-tabs.js';
import { useTokenApi } from '../../shared/config/network-context.js';
import { useTokenRoot } from '../tokens/token-queries.js';
import { TokenActivityChart } from '../tokens/token-activity-chart.js';
import { TokenFacts, tokenTitle } from '../tokens/token-facts.js';
import { TokenWalletFacts, tokenWalletTitle } from '../tokens/token-wallet-facts.js';
import { useTokenWallet } from '../tokens/token-view-queries.js';
import { ApprovedTokenInfo } from '../assets/approved-token-info.js';
import { CollectionPanel } from '../nfts/collection-panel.js';
import { NftPanel } from '../nfts/nft-panel.js';
import { useNftAccount, useNftIndex } from '../nfts/nft-queries.js';
import { IndexContractPanel } from '../nfts/index-contract-panel.js';
import { useMultiTokenWallet } from '../nfts/multi-token-queries.js';
import { MultiTokenWalletPanel } from '../nfts/multi-token-wallet-panel.js';
import { MultiTokenHoldersOf } from '../nfts/multi-token-holders.js';
import styles from './account-page.module.css';
import detailStyles from '../../shared/detail-page/detail-page.module.css';

/**
 * The account page (spec 000 §2, spec 001 §2): header with the account's kind, a token root's token view or a token
 * wallet's owner and token, the NFT or the collection the account is (issue 37), main details, 'more details' (the
 * account state), a token's activity chart, and its tabs, known from its kind, the token and NFT ones where tokens are indexed.
 */
export function AccountPage() {
  const { id, tab: segment, view: viewSegment } = useParams({ from: '/accounts/$id/{-$tab}/{-$view}' });
  const requested = accountTabOf(segment);
  const view = requested === null || requested === 'default' ? 'default' : tabViewOf(requested, viewSegment);
  const tokensIndexed = useTokenApi() !== null;
  const needsTokens = requested !== 'default' && requested !== null && (TOKEN_TABS.includes(requested) || NFT_TABS.includes(requested));
  if (requested === null || view === null || !isValidAddress(id) || (!tokensIndexed && needsTokens)) return <NotFoundPage />;
  return <AccountView id={id} requested={requested} view={view} />;
}

function AccountView({ id, requested, view }: { id: string; requested: AccountTab | 'default'; view: TabView }) {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  const { t: tContracts } = useTranslation('contracts');
  const { t: tTokens } = useTranslation('tokens');
  const account = useAccount(id);
  const forms = useMemo(() => addressForms(parseAddress(id)), [id]);
  const [opened, setOpened] = useState(false);
  const raw = account.data?.address ?? null;
  const kind = account.data?.kind;
  const tokenApi = useTokenApi();
  const tokensIndexed = tokenApi !== null;
  // The token a root is and the wallet a token wallet is lead the page; the explorer's answer says which to ask for.
  const root = useTokenRoot(kind === 'TokenRoot' ? (raw ?? undefined) : undefined);
  const wallet = useTokenWallet(kind === 'TokenWallet' ? raw : null);
  // The tabs and the other NFT panels are rendered once the details, the largest thing a phone's first screen shows,
  // have painted: on a slow phone they would otherwise hold that paint up. The tabs' set is known from the kind alone.
  const below = usePaintedSinceMount() ? raw : null;
  // An NFT's or a collection's own panel leads its page, so it is asked as soon as the account is known to be one.
  const nft = useNftAccount(kind === 'NftItem' || kind === 'NftCollection' ? (raw ?? undefined) : undefined);
  const nftIndex = useNftIndex(below ?? undefined);
  const multiTokenWallet = useMultiTokenWallet(below ?? undefined);
  const tabs = kind === undefined ? [] : accountTabs(tokensIndexed, kind);
  const defaultTab = kind === undefined ? undefined : defaultAccountTab(tabs, kind);
  // With no tab in the path the tab shown depends on what the account is: unknown until the account is read.
  const tab = requested === 'default' ? defaultTab : requested;
  const token = root.token ?? null;
  // A root's holders and token transactions are its token's: they wait for it, never showing the root as an owner.
  const needsToken = tab === 'holders' || (tab === 'token-transactions' && kind === 'TokenRoot');
  const tabReady = tab !== undefined && tabs.includes(tab) && (token !== null || !needsToken);
  if ((account.isError && isNotFound(account.error)) || (kind !== undefined && tab !== undefined && !tabs.includes(tab))) return <NotFoundPage />;
  const title = token
    ? tokenTitle(token)
    : wallet.data
      ? tokenWalletTitle(wallet.data, tTokens)
      : `${t('title')} ${shortenAddress(raw ?? id, HASH_LENGTHS.breadcrumbs)}`;
  return (
    <DetailPage
      title={title}
      list={{ label: t('list'), link: links.accounts }}
      crumb={shortenAddress(raw ?? id, HASH_LENGTHS.breadcrumbs)}
      heading={
        <>
          <AccountHeader address={raw ?? id} account={account.data} token={token} wallet={wallet.data ?? null} />
          {token && <ApprovedTokenInfo root={token.rootAddress} />}
          {token && <TokenFacts token={token} />}
          {wallet.data && <TokenWalletFacts wallet={wallet.data} />}
        </>
      }
    >
      {nft.account?.nft && <NftPanel item={nft.account.nft} />}
      {nft.account?.collection && <CollectionPanel collection={nft.account.collection} />}
      <DetailPanel>
        <AccountDetails forms={forms} account={account.data} tokensIndexed={tokensIndexed} />
        {account.isPending ? (
          <Loading />
        ) : account.isError ? (
          <p role="alert">{tCommon('errors.unknown')}</p>
        ) : (
          <>
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
      {nft.account?.nft && <MultiTokenHoldersOf item={nft.account.nft} />}
      {nftIndex && <IndexContractPanel index={nftIndex} />}
      {multiTokenWallet && <MultiTokenWalletPanel wallet={multiTokenWallet} />}
      {below !== null && token && tokenApi && <TokenActivityChart tokens={tokenApi} token={token} />}
      {below !== null && (
        <section className={styles.activity} aria-label={t('tabs.label')}>
          <TabBar
            label={t('tabs.label')}
            current={tab ?? ''}
            tabs={tabs.map((key) => ({
              id: key,
              label: key === 'source-code' ? tContracts('account.sourceCode') : t(`tabs.${key}`),
              link: accountTabLink(below, key, defaultTab),
            }))}
          />
          {tabReady ? (
            <AccountTabPanel
              tab={tab}
              view={view}
              address={below}
              root={token}
              nftRole={kind === undefined ? null : nftRoleOf(kind)}
              codeHash={account.data?.codeHash ?? null}
            />
          ) : (
            <Loading />
          )}
        </section>
      )}
    </DetailPage>
  );
}
