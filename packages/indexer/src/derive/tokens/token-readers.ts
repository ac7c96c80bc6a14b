import type { AccountSource, TokenRootInfo, TokenStandard, TokenWalletInfo } from '@tvmscan/contracts';

/** How a token standard's root and wallet are read through a state source's accounts (their getters). */
/** A root as its getters describe it; a jetton minter without an admin has no owner. */
type TokenRootReading = Omit<TokenRootInfo, 'rootOwner'> & { rootOwner: string | null };

interface TokenStandardReader {
  rootInfo(source: AccountSource, root: string): Promise<TokenRootReading>;
  walletInfo(source: AccountSource, wallet: string): Promise<TokenWalletInfo>;
}

/**
 * The getters of each standard whose roots and wallets the indexer can read: one entry per standard. The getters
 * run in WASM, so `@tvmscan/contracts` is loaded only when one is first needed.
 */
export const TOKEN_READERS: Partial<Record<TokenStandard, TokenStandardReader>> = {
  tip3: {
    rootInfo: async (source, root) => (await import('@tvmscan/contracts')).fetchTokenRootInfo(source, root),
    walletInfo: async (source, wallet) => (await import('@tvmscan/contracts')).fetchTokenWalletInfo(source, wallet),
  },
  jetton: {
    rootInfo: async (source, root) => {
      const { totalSupply, admin, content } = await (await import('@tvmscan/contracts')).fetchJettonData(source, root);
      return { name: content.name ?? '', symbol: content.symbol ?? '', decimals: content.decimals, rootOwner: admin, totalSupply };
    },
    walletInfo: async (source, wallet) => {
      const { owner, master, balance } = await (await import('@tvmscan/contracts')).fetchJettonWalletData(source, wallet);
      return { owner, root: master, balance };
    },
  },
};
