type Listener = (data: unknown) => void;

export const WALLET_ADDRESS = `0:${'1a2b3c4d5e'.repeat(6)}f9e8`;
export const WALLET_PUBLIC_KEY = 'ab'.repeat(32);

/**
 * A browser extension of the EVER Wallet family as the page sees it (`window.__ever`): it answers the provider
 * requests the wallet module makes, keeps the granted account and the network, and emits the provider's events.
 */
export class FakeExtension {
  networkId: number;
  connected = false;
  /** Requests that failed as if the user declined them in the wallet. */
  declining = false;
  /** Every request fails, as with an extension that is locked up or broken. */
  broken = false;
  /** While set, a connect waits until `release()`. */
  holdConnect = false;
  private releaseConnect: (() => void) | null = null;
  readonly requests: { method: string; params: unknown }[] = [];
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(networkId: number) {
    this.networkId = networkId;
  }

  /** Makes it the page's wallet, as the extension's script does. */
  install(): void {
    Object.assign(window, { __ever: this, __hasEverscaleProvider: true });
  }

  static uninstall(): void {
    Object.assign(window, { __ever: undefined, __hasEverscaleProvider: undefined });
  }

  release(): void {
    this.releaseConnect?.();
  }

  async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    this.requests.push({ method, params });
    if (this.broken) throw new Error('the extension is not responding');
    if (method === 'requestPermissions' && this.holdConnect) await new Promise<void>((done) => (this.releaseConnect = done));
    if (this.declining && method !== 'getProviderState') return Promise.reject(new Error('Rejected by user'));
    switch (method) {
      case 'getProviderState':
        return Promise.resolve({
          version: '0.4.0',
          numericVersion: 4000,
          networkId: this.networkId,
          selectedConnection: 'mainnet',
          supportedPermissions: ['basic', 'accountInteraction'],
          permissions: this.permissions(),
          subscriptions: {},
        });
      case 'requestPermissions':
        this.connected = true;
        this.emit('permissionsChanged', { permissions: this.permissions() });
        return Promise.resolve(this.permissions());
      case 'disconnect':
        this.connected = false;
        this.emit('permissionsChanged', { permissions: {} });
        return Promise.resolve(undefined);
      case 'changeNetwork':
        this.networkId = (params as { networkId: number }).networkId;
        this.emit('networkChanged', { networkId: this.networkId, selectedConnection: 'mainnet' });
        return Promise.resolve({ network: null });
      case 'sendMessage':
        return Promise.resolve({ transaction: transaction('c1'.repeat(32), 'd2'.repeat(32), ['e3'.repeat(32)]) });
      case 'sendExternalMessage':
      case 'sendUnsignedExternalMessage':
        return Promise.resolve({ transaction: transaction('f4'.repeat(32), '05'.repeat(32), []), output: { value0: '7' } });
      default:
        return Promise.reject(new Error(`the fake extension does not answer ${method}`));
    }
  }

  /** Switches the network from the wallet's own window. */
  switchTo(networkId: number): void {
    this.networkId = networkId;
    this.emit('networkChanged', { networkId, selectedConnection: 'other' });
  }

  private permissions() {
    return this.connected
      ? { basic: true, accountInteraction: { address: WALLET_ADDRESS, publicKey: WALLET_PUBLIC_KEY, contractType: 'EverWalletV2' } }
      : {};
  }

  private emit(event: string, data: unknown): void {
    for (const listener of this.listeners.get(event) ?? []) listener(data);
  }

  addListener(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  removeListener(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  on(event: string, listener: Listener): this {
    return this.addListener(event, listener);
  }

  once(event: string, listener: Listener): this {
    return this.addListener(event, listener);
  }

  prependListener(event: string, listener: Listener): this {
    return this.addListener(event, listener);
  }

  prependOnceListener(event: string, listener: Listener): this {
    return this.addListener(event, listener);
  }
}

function transaction(hash: string, inHash: string, outHashes: string[]) {
  const message = (each: string) => ({ hash: each, value: '0', bounce: false, bounced: false, body: undefined, bodyHash: undefined });
  return {
    id: { lt: '1000', hash },
    createdAt: 1_700_000_000,
    aborted: false,
    exitCode: 0,
    resultCode: 0,
    origStatus: 'active',
    endStatus: 'active',
    totalFees: '1000',
    inMessage: message(inHash),
    outMessages: outHashes.map(message),
  };
}
