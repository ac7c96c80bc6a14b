import type { RawAddress } from '../../contracts/shared/raw-address.js';
import { jettonMinterState, type JettonMetadata } from '../../contracts/jetton/index.js';
import { collectionState, TIP4_VALUES } from '../../contracts/tip4/index.js';
import { tokenRootState, type TokenRootConfig } from '../../contracts/tip3/index.js';
import type { EverWallet } from '../../wallet/ever-wallet.js';
import { genesisWallet, seededUint } from './seeded-owners.js';

/** A TIP-3 token of the devnet: its root, the genesis wallet that owns (and alone mints) it, its initial supply. */
export interface DevnetToken {
  readonly config: TokenRootConfig;
  readonly address: RawAddress;
  readonly owner: EverWallet;
  /** Minted to the owner when the root is deployed. */
  readonly initialSupply: bigint;
  /** What the devnet's price service quotes for one whole token, in USD, as a decimal string. */
  readonly usdPrice: string;
}

/** A TEP-74 Jetton of the devnet: its minter, the genesis wallet that administers (and alone mints) it, its initial supply. */
export interface DevnetJetton {
  readonly metadata: JettonMetadata;
  readonly address: RawAddress;
  readonly admin: EverWallet;
  /** Minted to the admin by the message that deploys the minter. */
  readonly initialSupply: bigint;
  /** What the devnet's price service quotes for one whole token, in USD, as a decimal string. */
  readonly usdPrice: string;
}

/** A TIP-4 collection of the devnet and the genesis wallet that owns (and alone mints in) it. */
export interface DevnetCollection {
  readonly nonce: bigint;
  readonly name: string;
  readonly json: string;
  readonly remainOnNft: bigint;
  readonly address: RawAddress;
  readonly owner: EverWallet;
}

export interface DevnetTokens {
  readonly tokens: readonly DevnetToken[];
  readonly jettons: readonly DevnetJetton[];
  readonly collections: readonly DevnetCollection[];
}

const TOKENS = [
  { name: 'Devnet USD', symbol: 'DUSD', decimals: 6, supply: 10_000_000n, usdPrice: '1' },
  { name: 'Wrapped EVER', symbol: 'WEVER', decimals: 9, supply: 1_000_000n, usdPrice: '0.0125' },
  { name: 'Devnet Gold', symbol: 'DGLD', decimals: 18, supply: 50_000n, usdPrice: '2650.4' },
] as const;

const JETTONS = [
  { name: 'Devnet Tether', symbol: 'DUSDT', decimals: 6, supply: 5_000_000n, usdPrice: '0.9998' },
  { name: 'Devnet Jetton', symbol: 'DJET', decimals: 9, supply: 2_000_000n, usdPrice: '0.42' },
] as const;

const COLLECTIONS = [
  { name: 'Devnet Punks', description: 'Pixel characters minted by the devnet workload' },
  { name: 'Devnet Badges', description: 'Badges handed to devnet wallets' },
] as const;

/**
 * The devnet's TIP-3 tokens, Jettons and TIP-4 collections: which genesis wallet owns each (tokens the
 * first wallets, collections the next ones, then the jettons, round the list) and the addresses they
 * get, all from the seed.
 */
export function devnetTokens(seed: string, wallets: readonly EverWallet[], giver: EverWallet): DevnetTokens {
  const ownerOf = (index: number) => genesisWallet({ wallets, giver }, index);
  const tokens = TOKENS.map((token, index): DevnetToken => {
    const owner = ownerOf(index);
    const config: TokenRootConfig = {
      name: token.name,
      symbol: token.symbol,
      decimals: token.decimals,
      rootOwner: owner.rawAddress,
      randomNonce: seededUint(seed, `tip3:${token.symbol}`, 32),
    };
    const initialSupply = token.supply * 10n ** BigInt(token.decimals);
    return { config, address: tokenRootState(config).address, owner, initialSupply, usdPrice: token.usdPrice };
  });
  const collections = COLLECTIONS.map((collection, index): DevnetCollection => {
    const nonce = seededUint(seed, `tip4:${collection.name}`, 8);
    const json = JSON.stringify({ type: 'Basic NFT', name: collection.name, description: collection.description });
    return {
      nonce,
      name: collection.name,
      json,
      remainOnNft: TIP4_VALUES.remainOnNft,
      address: collectionState({ nonce }).address,
      owner: ownerOf(TOKENS.length + index),
    };
  });
  const jettons = JETTONS.map((jetton, index): DevnetJetton => {
    const admin = ownerOf(TOKENS.length + COLLECTIONS.length + index);
    const metadata: JettonMetadata = { name: jetton.name, symbol: jetton.symbol, decimals: jetton.decimals };
    return {
      metadata,
      address: jettonMinterState({ admin: admin.rawAddress, metadata }).address,
      admin,
      initialSupply: jetton.supply * 10n ** BigInt(jetton.decimals),
      usdPrice: jetton.usdPrice,
    };
  });
  return { tokens, jettons, collections };
}
