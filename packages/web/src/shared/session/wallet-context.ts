import { createContext, useContext } from 'react';

/** Spec 001 §4 wallet states: no wallet of this network; a wallet that has not granted this page an account; ready; on another network. */
export type WalletStatus = 'not-installed' | 'not-connected' | 'ready' | 'unsupported-network';

/** The account the wallet granted this page. */
export interface WalletAccount {
  /** Raw address, `0:` and 64 hex digits. */
  readonly address: string;
  /** The account's public key, 64 hex digits. */
  readonly publicKey: string;
}

/** A contract function call the wallet encodes with the ABI (the provider interface's FunctionCall). */
export interface AbiCall {
  /** The contract ABI as JSON text. */
  readonly abi: string;
  readonly method: string;
  readonly params: Readonly<Record<string, unknown>>;
}

/** An internal message from the wallet's account (spec 001 §7 sendMessage). */
export interface InternalSend {
  /** Recipient, raw or user-friendly. */
  readonly to: string;
  /** Value in the smallest unit (nano): a bigint or its decimal text. */
  readonly amount: bigint | string;
  readonly bounce: boolean;
  readonly payload?: AbiCall;
}

/** An external message to a contract (spec 001 §7 sendExternalMessage / sendUnsignedExternalMessage). */
export interface ExternalSend {
  readonly to: string;
  readonly call: AbiCall;
  /** Signed with the wallet account's key (true), or unsigned. */
  readonly signed: boolean;
}

/** What a send produced once its transaction landed. */
export interface SentMessage {
  /** The transaction the sent message started: the wallet's own for an internal send, the contract's for an external one. */
  readonly transactionHash: string;
  /** The message that reaches the recipient: the wallet's outbound internal message, or the external message itself. */
  readonly messageHash: string | null;
  /** The called function's output decoded by the ABI (external sends of functions with outputs), else undefined. */
  readonly output?: unknown;
}

export interface Wallet {
  readonly status: WalletStatus;
  /** True while the wallet is being detected, connected or switched: Connect is disabled meanwhile. */
  readonly loading: boolean;
  /** The granted account (also on an unsupported network); null when not connected. */
  readonly account: WalletAccount | null;
  /** The network id the wallet is on; null when not connected. */
  readonly networkId: number | null;
  /** The configuration's wallet name (spec 000 §1). */
  readonly walletName: string;
  /** Whether the wallet is the devnet's local wallet rather than a browser extension. */
  readonly local: boolean;
  /** Where to install a wallet of this network; null when the configuration names none. */
  readonly installUrl: string | null;
  connect(): Promise<void>;
  disconnect(): Promise<void>;
  /** Asks the wallet to switch to the configured network. */
  switchNetwork(): Promise<void>;
  /** Sends value (and an optional call) from the connected account; resolves once the wallet's transaction landed. */
  sendInternal(send: InternalSend): Promise<SentMessage>;
  sendExternal(send: ExternalSend): Promise<SentMessage>;
}

export const WalletContext = createContext<Wallet | null>(null);

/** The wallet of this page (spec 001 §4); its sends throw WalletError unless `status` is 'ready'. */
export function useWallet(): Wallet {
  const wallet = useContext(WalletContext);
  if (!wallet) throw new Error('useWallet is used outside WalletProvider');
  return wallet;
}
