import {
  EverscaleProviderAdapter,
  ProviderRpcClient,
  SparxProviderAdapter,
  StaticProviderAdapter,
  type Permissions,
  type ProviderAdapter,
  type RawProviderApiResponse,
  type TokensObject,
} from 'everscale-inpage-provider';
import type { NetworkConfig } from '@tvmscan/api/contract';
import type { AbiCall, ExternalSend, InternalSend, SentMessage, WalletAccount } from '../../shared/session/wallet-context.js';
import { WalletError } from '../../shared/session/wallet-error.js';
import { walletStatusOf, type WalletSnapshot } from './wallet-snapshot.js';
import { createLocalWalletProvider, LOCAL_WALLET_PROVIDER } from './local-wallet/local-wallet-provider.js';

/** The wallet of the page, once its module is loaded: a snapshot to render and the actions on it. */
export interface WalletSession {
  subscribe(listener: () => void): () => void;
  getSnapshot(): WalletSnapshot;
  connect(): Promise<void>;
  disconnect(): Promise<void>;
  switchNetwork(): Promise<void>;
  sendInternal(send: InternalSend): Promise<SentMessage>;
  sendExternal(send: ExternalSend): Promise<SentMessage>;
  close(): void;
}

interface WalletCandidate {
  readonly adapter: ProviderAdapter;
  readonly local: boolean;
}

const PERMISSIONS = ['basic', 'accountInteraction'] as const;

/**
 * Opens the first wallet the configuration lists (`walletProviders`) that is there: 'everwallet' and 'sparx' are the
 * browser extensions of this family, 'devnet' the local network's wallet (with `localWallet` in the configuration).
 */
export async function openWalletSession(config: NetworkConfig, storage: Storage = window.localStorage): Promise<WalletSession> {
  for (const name of config.walletProviders) {
    const candidate = walletCandidate(name, config, storage);
    if (candidate !== null && (await candidate.adapter.hasProvider())) {
      return ProviderSession.open(new ProviderRpcClient({ provider: candidate.adapter }), config.networkId, candidate.local);
    }
  }
  return new NoWalletSession();
}

function walletCandidate(name: string, config: NetworkConfig, storage: Storage): WalletCandidate | null {
  switch (name) {
    case 'everwallet':
      return { adapter: new EverscaleProviderAdapter(), local: false };
    case 'sparx':
      return { adapter: new SparxProviderAdapter(), local: false };
    case LOCAL_WALLET_PROVIDER:
      if (!config.localWallet) return null;
      return {
        adapter: new StaticProviderAdapter(createLocalWalletProvider({ ...config.localWallet, networkId: config.networkId, storage })),
        local: true,
      };
    default:
      return null;
  }
}

/** The session over a provider of the inpage-provider interface (an extension or the local wallet). */
export class ProviderSession implements WalletSession {
  private snapshot: WalletSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly stops: (() => void)[] = [];

  private constructor(
    private readonly client: ProviderRpcClient,
    private readonly expectedNetworkId: number,
    local: boolean,
  ) {
    this.snapshot = { available: true, loading: true, account: null, networkId: null, local };
  }

  static async open(client: ProviderRpcClient, expectedNetworkId: number, local: boolean): Promise<ProviderSession> {
    const session = new ProviderSession(client, expectedNetworkId, local);
    await client.ensureInitialized();
    const permissions = await client.subscribe('permissionsChanged');
    permissions.on('data', (event) => session.update({ account: accountOf(event.permissions) }));
    const network = await client.subscribe('networkChanged');
    network.on('data', (event) => session.update({ networkId: event.networkId }));
    session.stops.push(
      () => void permissions.unsubscribe(),
      () => void network.unsubscribe(),
    );
    await session.refresh();
    return session;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  async connect(): Promise<void> {
    await this.whileLoading(() => this.client.rawApi.requestPermissions({ permissions: [...PERMISSIONS] }));
  }

  async disconnect(): Promise<void> {
    await this.whileLoading(() => this.client.rawApi.disconnect());
  }

  async switchNetwork(): Promise<void> {
    await this.whileLoading(() => this.client.rawApi.changeNetwork({ networkId: this.expectedNetworkId }));
  }

  async sendInternal(send: InternalSend): Promise<SentMessage> {
    const account = this.readyAccount();
    const { transaction } = await walletCall(() =>
      this.client.rawApi.sendMessage({
        sender: account.address,
        recipient: send.to,
        amount: String(send.amount),
        bounce: send.bounce,
        ...(send.payload ? { payload: functionCall(send.payload) } : {}),
      }),
    );
    return landed(transaction, transaction.outMessages[0]?.hash ?? null);
  }

  async sendExternal(send: ExternalSend): Promise<SentMessage> {
    const account = this.readyAccount();
    const payload = functionCall(send.call);
    const { transaction, output } = await walletCall(() =>
      send.signed
        ? this.client.rawApi.sendExternalMessage({ publicKey: account.publicKey, recipient: send.to, payload })
        : this.client.rawApi.sendUnsignedExternalMessage({ recipient: send.to, payload }),
    );
    return { ...landed(transaction, transaction.inMessage.hash), output };
  }

  close(): void {
    for (const stop of this.stops.splice(0)) stop();
    this.listeners.clear();
  }

  private readyAccount(): WalletAccount {
    const { account } = this.snapshot;
    if (account === null || walletStatusOf(this.snapshot, this.expectedNetworkId) !== 'ready') {
      throw new WalletError('not-ready', 'connect a wallet on this network first');
    }
    return account;
  }

  private async refresh(): Promise<void> {
    const state = await this.client.rawApi.getProviderState();
    this.update({ account: accountOf(state.permissions), networkId: state.networkId, loading: false });
  }

  private async whileLoading(action: () => Promise<unknown>): Promise<void> {
    this.update({ loading: true });
    try {
      await walletCall(action);
      await this.refresh();
    } finally {
      this.update({ loading: false });
    }
  }

  private update(change: Partial<WalletSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }
}

/** No wallet of this network: 'not installed', and every action says so. */
class NoWalletSession implements WalletSession {
  private readonly snapshot: WalletSnapshot = { available: false, loading: false, account: null, networkId: null, local: false };
  subscribe = () => () => undefined;
  getSnapshot = () => this.snapshot;
  connect = () => Promise.reject(notInstalled());
  disconnect = () => Promise.resolve();
  switchNetwork = () => Promise.reject(notInstalled());
  sendInternal = () => Promise.reject(notInstalled());
  sendExternal = () => Promise.reject(notInstalled());
  close() {}
}

function notInstalled(): WalletError {
  return new WalletError('not-ready', 'no wallet of this network is installed');
}

function accountOf(permissions: Partial<Permissions<unknown>>): WalletAccount | null {
  const interaction = permissions.accountInteraction;
  if (!interaction) return null;
  return { address: String(interaction.address), publicKey: interaction.publicKey };
}

function functionCall(call: AbiCall) {
  return { abi: call.abi, method: call.method, params: call.params as TokensObject<string> };
}

type RawTransaction = RawProviderApiResponse<'sendMessage'>['transaction'];

function landed(transaction: RawTransaction, messageHash: string | null): SentMessage {
  if (transaction.aborted) {
    throw new WalletError(
      'failed',
      `the transaction ${transaction.id.hash} was aborted${transaction.exitCode === undefined ? '' : ` (exit code ${transaction.exitCode})`}`,
    );
  }
  return { transactionHash: transaction.id.hash, messageHash };
}

/** Runs a wallet request, turning its failure into a WalletError: 'rejected' when the user declined in the wallet. */
async function walletCall<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof WalletError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new WalletError(/reject|denied|cancel/i.test(message) ? 'rejected' : 'failed', message, { cause: error });
  }
}
