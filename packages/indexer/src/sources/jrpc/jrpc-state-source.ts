import type { VmValue } from '@tvmscan/tvm';
import type { GetMethodOptions, GetMethodResult, StateSource } from '../state-source.js';
import { TvmGetMethodRunner } from '../get-methods/tvm-get-method-runner.js';
import { accountBoc } from '../http/account-boc.js';
import { malformed } from '../http/attempt-error.js';
import { bocFromBase64 } from '../http/base64-boc.js';
import { endpointUrl } from '../http/endpoint-url.js';
import { expectRecord, expectString } from '../http/json-shape.js';
import { canonicalRawAddress } from '../http/raw-address.js';
import { resolveRetryPolicy, type RetryPolicy } from '../http/retry-policy.js';
import type { RetryEvent } from '../http/with-retries.js';
import { configParamsBoc } from './config-boc.js';
import { JrpcClient } from './jrpc-client.js';

export interface JrpcStateSourceOptions {
  /** The node's JRPC endpoint, e.g. `https://jrpc.everwallet.net/rpc`. */
  readonly endpoint: string;
  readonly retry?: Partial<RetryPolicy>;
  readonly headers?: Readonly<Record<string, string>>;
  readonly onRetry?: (event: RetryEvent) => void;
}

/**
 * Account states and the config from an Everscale or Tycho JRPC node (`getContractState`, `getBlockchainConfig`).
 * Accounts come back as `Account` BOCs even though nodes send the untagged account body.
 */
export class JrpcStateSource implements StateSource {
  private readonly getMethods = new TvmGetMethodRunner(this);
  private readonly client: JrpcClient;
  private readonly closing = new AbortController();

  constructor(options: JrpcStateSourceOptions) {
    this.client = new JrpcClient(endpointUrl(options.endpoint), {
      policy: resolveRetryPolicy(options.retry),
      headers: options.headers,
      onRetry: options.onRetry,
    });
  }

  async getAccount(address: string): Promise<Uint8Array | null> {
    const raw = canonicalRawAddress(address);
    const what = `account ${raw}`;
    return this.client.call(
      'getContractState',
      { address: raw },
      what,
      (result) => {
        const state = expectRecord(result, 'getContractState result');
        switch (state.type) {
          case 'notExists':
            return null;
          case 'exists':
            return accountBoc(bocFromBase64(expectString(state.account, `${what} account`), what), raw, what);
          default:
            throw malformed(`getContractState result: unexpected type ${JSON.stringify(state.type)}`);
        }
      },
      this.closing.signal,
    );
  }

  async getConfig(): Promise<Uint8Array | null> {
    const what = 'the blockchain config';
    return this.client.call(
      'getBlockchainConfig',
      null,
      what,
      (result) => {
        const config = expectRecord(result, 'getBlockchainConfig result').config;
        return configParamsBoc(bocFromBase64(expectString(config, `${what} config`), what), what);
      },
      this.closing.signal,
    );
  }

  /** Runs a get-method with a real TVM on the account state and the config this source gives. */
  runGetMethod(address: string, method: string, args?: readonly VmValue[], options?: GetMethodOptions): Promise<GetMethodResult> {
    return this.getMethods.run(address, method, args, options);
  }

  /** Aborts requests under way; they fail with a `SourceError` of code `aborted`. */
  close(): Promise<void> {
    this.closing.abort();
    return Promise.resolve();
  }
}
