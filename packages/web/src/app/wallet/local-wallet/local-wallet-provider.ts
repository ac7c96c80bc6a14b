import type {
  Provider,
  ProviderEvent,
  ProviderMethod,
  RawProviderApiResponse,
  RawProviderEventData,
  RawProviderRequest,
} from 'everscale-inpage-provider';
import type { EverscaleStandaloneClient } from 'everscale-standalone-client';
import { WalletError } from '../../../shared/session/wallet-error.js';
import { LOCAL_WALLET_KEYS, readKeyPair, reportedNetworkId } from './local-wallet-storage.js';

/** The name of the local network's wallet in `walletProviders` of /config.json. */
export const LOCAL_WALLET_PROVIDER = 'devnet';

export interface LocalWalletOptions {
  /** The devnet's JRPC endpoint. */
  readonly endpoint: string;
  /** The devnet's giver: POST `{ address }` tops the account up. */
  readonly giver: string;
  readonly networkId: number;
  readonly storage: Storage;
}

/** How often the local wallet looks for the transactions of its messages; the devnet seals a block every second or few. */
const POLLING_INTERVAL_MS = 500;
/** A message the devnet did not take is sent again after this many seconds (it executes a message it takes at once). */
const MESSAGE_TIMEOUT_S = 30;
/** How long Connect waits for the giver's coins to reach the wallet. */
const FUNDING_TIMEOUT_MS = 30_000;
const SELECTED_CONNECTION = 'devnet';
const FORWARDED_EVENTS: readonly ProviderEvent[] = ['transactionsFound', 'contractStateChanged', 'messageStatusUpdated', 'permissionsChanged'];

type Listener = (data: never) => void;

/** Where the page finds the local wallet's provider, as it finds an extension's at `window.__ever`. */
export const LOCAL_WALLET_GLOBAL = '__tvmscanLocalWallet';

/**
 * The local network's wallet, speaking the provider interface of the browser extensions: an EverWallet whose key the
 * browser keeps, run by everscale-standalone-client over the devnet's JRPC, topped up by the devnet's giver on
 * connect. The standalone client (and nekoton's wasm) loads on Connect, or at once when the page was connected.
 * Like an extension it is reachable from the page (`window.__tvmscanLocalWallet`), for scripts working with the devnet.
 */
export function createLocalWalletProvider(options: LocalWalletOptions): Provider {
  const provider = new LocalWalletProvider(options);
  Object.assign(window, { [LOCAL_WALLET_GLOBAL]: provider });
  return provider;
}

class LocalWalletProvider implements Provider {
  private readonly listeners = new Map<string, Set<Listener>>();
  private client: Promise<EverscaleStandaloneClient> | null = null;

  constructor(private readonly options: LocalWalletOptions) {}

  async request<T extends ProviderMethod>(data: RawProviderRequest<T>): Promise<RawProviderApiResponse<T>> {
    return (await this.answer(data)) as RawProviderApiResponse<T>;
  }

  private async answer(data: RawProviderRequest<ProviderMethod>): Promise<unknown> {
    const { storage } = this.options;
    switch (data.method) {
      case 'getProviderState': {
        const connected = storage.getItem(LOCAL_WALLET_KEYS.connected) === '1';
        const state = connected ? await (await this.connectedClient()).request(data) : idleState();
        return { ...state, networkId: this.networkId(), selectedConnection: SELECTED_CONNECTION };
      }
      case 'requestPermissions': {
        const client = await this.connectedClient();
        const permissions = await client.request(data);
        storage.setItem(LOCAL_WALLET_KEYS.connected, '1');
        return permissions;
      }
      case 'disconnect':
        storage.removeItem(LOCAL_WALLET_KEYS.connected);
        if (this.client) return (await this.client).request(data);
        this.emit('permissionsChanged', { permissions: {} });
        return undefined;
      case 'changeNetwork': {
        const { networkId } = data.params as unknown as { networkId: number };
        if (networkId !== this.options.networkId) throw new WalletError('failed', `the local wallet knows only network ${this.options.networkId}`);
        storage.removeItem(LOCAL_WALLET_KEYS.networkId);
        this.emit('networkChanged', { networkId, selectedConnection: SELECTED_CONNECTION });
        return { network: null };
      }
      default:
        return (await this.standaloneClient()).request(data);
    }
  }

  private networkId(): number {
    return reportedNetworkId(this.options.storage, this.options.networkId);
  }

  /** The standalone client with the wallet's account granted, created (and funded) on first use. */
  private async connectedClient(): Promise<EverscaleStandaloneClient> {
    const client = await this.standaloneClient();
    await client.request({ method: 'requestPermissions', params: { permissions: ['basic', 'accountInteraction'] } });
    return client;
  }

  private standaloneClient(): Promise<EverscaleStandaloneClient> {
    this.client ??= this.createClient().catch((error: unknown) => {
      this.client = null;
      throw error;
    });
    return this.client;
  }

  private async createClient(): Promise<EverscaleStandaloneClient> {
    const { EverscaleStandaloneClient, EverWalletAccount, SimpleAccountsStorage, SimpleKeystore } = await import('everscale-standalone-client');
    const keystore = new SimpleKeystore();
    const accountsStorage = new SimpleAccountsStorage();
    const client = await EverscaleStandaloneClient.create({
      connection: { id: this.options.networkId, group: SELECTED_CONNECTION, type: 'jrpc', data: { endpoint: this.options.endpoint } },
      keystore,
      accountsStorage,
      message: { timeout: MESSAGE_TIMEOUT_S },
    });
    client.setPollingInterval(POLLING_INTERVAL_MS);
    const keyPair = readKeyPair(this.options.storage) ?? SimpleKeystore.generateKeyPair();
    this.options.storage.setItem(LOCAL_WALLET_KEYS.keyPair, JSON.stringify({ publicKey: keyPair.publicKey, secretKey: keyPair.secretKey }));
    keystore.addKeyPair(keyPair);
    const account = await EverWalletAccount.fromPubkey({ publicKey: keyPair.publicKey });
    accountsStorage.addAccount(account);
    accountsStorage.defaultAccount = account.address;
    await this.topUp(client, account.address.toString());
    for (const event of FORWARDED_EVENTS) client.on(event, (payload) => this.emit(event, payload));
    return client;
  }

  /**
   * Asks the devnet's giver to fund the wallet (it sends only while the balance is low) and waits for the coins, so
   * that the wallet's first message (which deploys it) is not refused for want of them.
   */
  private async topUp(client: EverscaleStandaloneClient, address: string): Promise<void> {
    const response = await fetch(this.options.giver, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address }),
    });
    if (!response.ok) throw new WalletError('failed', `the devnet's giver answered ${response.status}`);
    const { sent } = (await response.json()) as { sent?: boolean };
    if (!sent) return;
    const deadline = Date.now() + FUNDING_TIMEOUT_MS;
    while (Date.now() < deadline) {
      const { state } = await client.request({ method: 'getFullContractState', params: { address } });
      if (state !== undefined && BigInt(state.balance) > 0n) return;
      await new Promise((done) => setTimeout(done, POLLING_INTERVAL_MS));
    }
    throw new WalletError('failed', `the giver's coins did not reach ${address} within ${FUNDING_TIMEOUT_MS / 1000} s`);
  }

  private emit(event: string, data: unknown): void {
    for (const listener of this.listeners.get(event) ?? []) (listener as (data: unknown) => void)(data);
  }

  addListener<T extends ProviderEvent>(eventName: T, listener: (data: RawProviderEventData<T>) => void): this {
    const set = this.listeners.get(eventName) ?? new Set<Listener>();
    set.add(listener as Listener);
    this.listeners.set(eventName, set);
    return this;
  }

  removeListener<T extends ProviderEvent>(eventName: T, listener: (data: RawProviderEventData<T>) => void): this {
    this.listeners.get(eventName)?.delete(listener as Listener);
    return this;
  }

  on<T extends ProviderEvent>(eventName: T, listener: (data: RawProviderEventData<T>) => void): this {
    return this.addListener(eventName, listener);
  }

  once<T extends ProviderEvent>(eventName: T, listener: (data: RawProviderEventData<T>) => void): this {
    const once = (data: RawProviderEventData<T>) => {
      this.removeListener(eventName, once);
      listener(data);
    };
    return this.addListener(eventName, once);
  }

  prependListener<T extends ProviderEvent>(eventName: T, listener: (data: RawProviderEventData<T>) => void): this {
    return this.addListener(eventName, listener);
  }

  prependOnceListener<T extends ProviderEvent>(eventName: T, listener: (data: RawProviderEventData<T>) => void): this {
    return this.once(eventName, listener);
  }
}

/** The provider state before the wallet is connected: nothing granted, nothing loaded. */
function idleState() {
  return { version: '0.0.0', numericVersion: 0, supportedPermissions: ['basic', 'accountInteraction'], permissions: {}, subscriptions: {} };
}
