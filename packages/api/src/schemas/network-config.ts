import { Type, type Static } from 'typebox';
import { closed, Nullable } from './common.js';

const Text = Type.String({ minLength: 1, maxLength: 2000 });
/** An image: a URL or a data: URL. */
const Image = Type.String({ minLength: 1, maxLength: 200_000 });
/** A footer link; `labels` gives its label in the interface languages it differs in (the web shows `label` otherwise). */
const Link = Type.Object(
  {
    label: Text,
    url: Text,
    labels: Type.Optional(
      Type.Object({ en: Type.Optional(Text), ko: Type.Optional(Text), id: Type.Optional(Text), ja: Type.Optional(Text) }, closed),
    ),
  },
  closed,
);

/** The runtime network configuration of spec 000 §1, served as `/config.json`. */
export const NetworkConfigSchema = Type.Object(
  {
    id: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}$' }),
    networkName: Text,
    networkId: Type.Integer({ minimum: -(2 ** 31), maximum: 2 ** 31 - 1 }),
    tokenSymbol: Type.String({ minLength: 1, maxLength: 16 }),
    decimals: Type.Integer({ minimum: 0, maximum: 30 }),
    walletName: Text,
    icon: Image,
    electorAddress: Type.String({ pattern: '^-?[0-9]{1,3}:[0-9a-f]{64}$' }),
    tokenVerificationAddress: Nullable(Type.String({ pattern: '^-?[0-9]{1,3}:[0-9a-f]{64}$' })),
    tokenListManifestUrls: Type.Array(Text, { maxItems: 20 }),
    walletInstallUrl: Nullable(Text),
    /** The OpenID sign-in of spec 001 §4: `redirectUri` may be a path of the app's own origin; `scope` the scopes asked for. */
    signIn: Nullable(Type.Object({ clientId: Text, authority: Text, redirectUri: Text, scope: Type.Optional(Text) }, closed)),
    api: Type.Object({ explorer: Text, tokens: Nullable(Text), verify: Nullable(Text), dex: Nullable(Text), admin: Nullable(Text) }, closed),
    appUrl: Text,
    logo: Type.Object({ light: Image, dark: Image }, closed),
    footer: Nullable(
      Type.Object(
        {
          copyright: Text,
          serviceLinks: Type.Array(Link, { maxItems: 50 }),
          productLinks: Type.Array(Link, { maxItems: 50 }),
          terms: Nullable(Text),
          privacy: Nullable(Text),
          cookies: Nullable(Text),
          social: Type.Array(Type.Object({ name: Text, url: Text }, closed), { maxItems: 20 }),
        },
        closed,
      ),
    ),
    switches: Type.Object({ language: Type.Boolean(), theme: Type.Boolean() }, closed),
    walletProviders: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 20 }),
    /**
     * The devnet's local wallet (walletProviders 'devnet'): its JRPC endpoint and its giver (POST `{ address }` tops the
     * address up). Set by `tvmscan start` on the devnet only.
     */
    localWallet: Type.Optional(Type.Object({ endpoint: Text, giver: Text }, closed)),
  },
  closed,
);
export type NetworkConfig = Static<typeof NetworkConfigSchema>;
