import type { NetworkConfig } from '../schemas/network-config.js';
import { logoDataUrl } from './logos.js';

/** The elector contract of every TVM network: -1:3333…3333. */
const ELECTOR = `-1:${'3'.repeat(64)}`;
/** The APIs this server serves itself (the verification service only with a verifier, so the CLI names it). */
const EXPLORER_API = '/api/explorer/v1';
const TOKEN_API = '/api/tokens/v1';
const REGISTRY_API = '/api/registry';

function logos(id: string): Pick<NetworkConfig, 'icon' | 'logo'> {
  return { icon: logoDataUrl(`${id}-mark`), logo: { light: logoDataUrl(`${id}-light`), dark: logoDataUrl(`${id}-dark`) } };
}

const serviceLinks = [
  { label: 'API documentation', url: '/api/explorer/docs', labels: { ko: 'API 문서', id: 'Dokumentasi API', ja: 'API ドキュメント' } },
];

export const EVERSCALE: NetworkConfig = {
  id: 'everscale',
  networkName: 'Everscale',
  networkId: 42,
  tokenSymbol: 'EVER',
  decimals: 9,
  walletName: 'EVER Wallet',
  ...logos('everscale'),
  electorAddress: ELECTOR,
  tokenVerificationAddress: null,
  tokenListManifestUrls: ['https://raw.githubusercontent.com/broxus/ton-assets/master/manifest.json'],
  walletInstallUrl: 'https://everwallet.net',
  signIn: null,
  api: { explorer: EXPLORER_API, tokens: TOKEN_API, verify: null, dex: null, admin: REGISTRY_API },
  appUrl: '/',
  footer: {
    copyright: '© {year} Everscale',
    serviceLinks,
    productLinks: [{ label: 'Everscale', url: 'https://everscale.network' }],
    terms: null,
    privacy: null,
    cookies: null,
    social: [{ name: 'GitHub', url: 'https://github.com/everscale-org' }],
  },
  switches: { language: true, theme: true },
  walletProviders: ['everwallet'],
};

export const TYCHO: NetworkConfig = {
  id: 'tycho',
  networkName: 'Tycho',
  networkId: 0,
  tokenSymbol: 'TYCHO',
  decimals: 9,
  walletName: 'SparX Wallet',
  ...logos('tycho'),
  electorAddress: ELECTOR,
  tokenVerificationAddress: null,
  tokenListManifestUrls: [],
  walletInstallUrl: null,
  signIn: null,
  api: { explorer: EXPLORER_API, tokens: TOKEN_API, verify: null, dex: null, admin: REGISTRY_API },
  appUrl: '/',
  footer: {
    copyright: '© {year} Tycho',
    serviceLinks,
    productLinks: [
      {
        label: 'Tycho on GitHub',
        url: 'https://github.com/broxus/tycho',
        labels: { ko: 'GitHub의 Tycho', id: 'Tycho di GitHub', ja: 'GitHub の Tycho' },
      },
    ],
    terms: null,
    privacy: null,
    cookies: null,
    social: [{ name: 'GitHub', url: 'https://github.com/broxus' }],
  },
  switches: { language: true, theme: true },
  walletProviders: ['sparx'],
};

/** Humo hides the footer and both switches (spec 000 §1). */
export const HUMO: NetworkConfig = {
  id: 'humo',
  networkName: 'Humo',
  networkId: 100860,
  tokenSymbol: 'HUMO',
  decimals: 9,
  walletName: 'Humo Wallet',
  ...logos('humo'),
  electorAddress: ELECTOR,
  tokenVerificationAddress: null,
  tokenListManifestUrls: [],
  walletInstallUrl: null,
  signIn: null,
  api: { explorer: EXPLORER_API, tokens: TOKEN_API, verify: null, dex: null, admin: REGISTRY_API },
  appUrl: '/',
  footer: null,
  switches: { language: false, theme: false },
  walletProviders: [],
};

export const BUILT_IN_NETWORKS: Readonly<Record<'everscale' | 'tycho' | 'humo', NetworkConfig>> = {
  everscale: EVERSCALE,
  tycho: TYCHO,
  humo: HUMO,
};
