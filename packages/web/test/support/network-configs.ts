import type { NetworkConfig } from '@tvmscan/api/contract';

const productLinks = Array.from({ length: 8 }, (_, index) => ({
  label: `Product ${index + 1}`,
  url: `https://products.example/${index + 1}`,
}));

export const everscaleConfig: NetworkConfig = {
  id: 'everscale',
  networkName: 'Everscale',
  networkId: 42,
  tokenSymbol: 'EVER',
  decimals: 9,
  walletName: 'EVER Wallet',
  icon: '/logos/everscale-icon.svg',
  electorAddress: '-1:3333333333333333333333333333333333333333333333333333333333333333',
  tokenVerificationAddress: null,
  tokenListManifestUrls: [],
  walletInstallUrl: null,
  signIn: null,
  api: { explorer: '/api/explorer/v1', tokens: null, verify: null, dex: null, admin: null },
  appUrl: 'http://localhost:3000',
  logo: { light: '/logos/everscale-light.svg', dark: '/logos/everscale-dark.svg' },
  footer: {
    copyright: '© {year} Everscale',
    serviceLinks: [{ label: 'Status', url: 'https://status.example' }],
    productLinks,
    terms: 'https://example.org/terms',
    privacy: 'https://example.org/privacy',
    cookies: null,
    social: [{ name: 'Telegram', url: 'https://t.me/example' }],
  },
  switches: { language: true, theme: true },
  walletProviders: [],
};

export const humoConfig: NetworkConfig = {
  ...everscaleConfig,
  id: 'humo',
  networkName: 'Humo',
  networkId: 100860,
  tokenSymbol: 'HUMO',
  logo: { light: '/logos/humo-light.svg', dark: '/logos/humo-dark.svg' },
  footer: null,
  switches: { language: false, theme: false },
};
