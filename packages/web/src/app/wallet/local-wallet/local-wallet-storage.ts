/** Where the local network's wallet keeps its state in the browser's storage. */
export const LOCAL_WALLET_KEYS = {
  /** The wallet's key pair, JSON `{ publicKey, secretKey }` in hex. */
  keyPair: 'tvmscan.localWallet.keyPair',
  /** '1' while this page is connected to the wallet, so a reload stays connected. */
  connected: 'tvmscan.localWallet.connected',
  /**
   * A network id the wallet reports instead of the devnet's, as a wallet left on another network would; Switch
   * network removes it. Tests set it to show the unsupported-network state.
   */
  networkId: 'tvmscan.localWallet.networkId',
} as const;

export interface StoredKeyPair {
  readonly publicKey: string;
  readonly secretKey: string;
}

export function readKeyPair(storage: Storage): StoredKeyPair | null {
  const text = storage.getItem(LOCAL_WALLET_KEYS.keyPair);
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Partial<StoredKeyPair>;
    const hex = /^[0-9a-f]{64}$/;
    return typeof value.publicKey === 'string' && typeof value.secretKey === 'string' && hex.test(value.publicKey) && hex.test(value.secretKey)
      ? { publicKey: value.publicKey, secretKey: value.secretKey }
      : null;
  } catch {
    return null;
  }
}

/** The network id the wallet reports: the override tests set, else the devnet's own. */
export function reportedNetworkId(storage: Storage, devnetNetworkId: number): number {
  const text = storage.getItem(LOCAL_WALLET_KEYS.networkId);
  return text !== null && /^-?\d{1,10}$/.test(text) ? Number(text) : devnetNetworkId;
}
