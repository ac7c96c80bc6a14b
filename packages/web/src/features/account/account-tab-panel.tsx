import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Token } from '@tvmscan/api/token-contract';
import { useNftApi, useTokenApi } from '../../shared/config/network-context.js';
import { AccountHistory } from '../actions/account-history.js';
import { AccountSourceCode } from '../contracts/account-source-code.js';
import { AccountItems, AccountNftEvents } from '../nfts/nft-tabs.js';
import { AccountMultiTokens } from '../nfts/multi-token-tab.js';
import { AccountMessages, AccountTransactions } from './account-activity.js';
import { AccountHolders, AccountTokenBalances, AccountTokenTransactions, RootTokenTransactions } from './account-token-tabs.js';
import type { AccountTab, NftRole, TabView } from './account-tabs.js';

interface Props {
  tab: AccountTab;
  /** The tab's view (the source-code tab's Executor or Contract code). */
  view: TabView;
  address: string;
  /** The account's token when it is a token root. */
  root: Token | null;
  /** What the account is to the NFT tables, null when that could not be read. */
  nftRole: NftRole | null;
  /** The code hash of the account's code, whose verified sources the source-code tab shows. */
  codeHash: string | null;
}

/** The content of one account tab; the token and NFT tabs are offered only where they apply (accountTabs). */
export const AccountTabPanel = memo(function AccountTabPanel({ tab, view, address, root, nftRole, codeHash }: Props) {
  const { t } = useTranslation('account');
  const tokens = useTokenApi();
  const nfts = useNftApi();
  switch (tab) {
    case 'messages':
      return <AccountMessages address={address} />;
    case 'transactions':
      return <AccountTransactions address={address} />;
    case 'history':
      return <AccountHistory address={address} caption={t('tabs.history')} />;
    case 'token-transactions':
      return (
        tokens && (root ? <RootTokenTransactions tokens={tokens} token={root} /> : <AccountTokenTransactions tokens={tokens} address={address} />)
      );
    case 'token-balances':
      return tokens && <AccountTokenBalances tokens={tokens} address={address} />;
    case 'holders':
      return tokens && root && <AccountHolders tokens={tokens} token={root} />;
    case 'items':
      return nfts && nftRole && <AccountItems nfts={nfts} address={address} role={nftRole} />;
    case 'multi':
      return nfts && nftRole && <AccountMultiTokens nfts={nfts} address={address} role={nftRole} />;
    case 'nft-transactions':
      return nfts && nftRole && <AccountNftEvents nfts={nfts} address={address} role={nftRole} />;
    case 'source-code':
      return <AccountSourceCode address={address} codeHash={codeHash} view={view} />;
  }
});
