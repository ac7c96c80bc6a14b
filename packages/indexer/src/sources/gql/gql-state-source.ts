import { decodeBlock, encodeConfigParams, writeBoc, type VmValue } from '@tvmscan/tvm';
import type { GetMethodOptions, GetMethodResult, StateSource } from '../state-source.js';
import { TvmGetMethodRunner } from '../get-methods/tvm-get-method-runner.js';
import { accountBoc } from '../http/account-boc.js';
import { malformed } from '../http/attempt-error.js';
import { bocFromBase64, decodeAnswer } from '../http/base64-boc.js';
import { endpointUrl } from '../http/endpoint-url.js';
import { expectArray, expectHash, expectRecord, expectString } from '../http/json-shape.js';
import { canonicalRawAddress } from '../http/raw-address.js';
import { resolveRetryPolicy, type RetryPolicy } from '../http/retry-policy.js';
import type { RetryEvent } from '../http/with-retries.js';
import { GqlClient } from './gql-client.js';

export interface GqlStateSourceOptions {
  /** The ever-q-server GraphQL endpoint. */
  readonly endpoint: string;
  readonly retry?: Partial<RetryPolicy>;
  readonly headers?: Readonly<Record<string, string>>;
  readonly onRetry?: (event: RetryEvent) => void;
}

const ACCOUNT = `query Account($address: String!) {
  accounts(filter: {id: {eq: $address}}) { id boc }
}`;

const LATEST_KEY_BLOCK = `query LatestKeyBlock {
  blocks(filter: {workchain_id: {eq: -1}, key_block: {eq: true}}, orderBy: [{path: "seq_no", direction: DESC}], limit: 1) { id seq_no boc }
}`;

/** Account states and the config from an ever-q-server GraphQL endpoint; the config comes from the latest key block. */
export class GqlStateSource implements StateSource {
  private readonly getMethods = new TvmGetMethodRunner(this);
  private readonly client: GqlClient;
  private readonly closing = new AbortController();

  constructor(options: GqlStateSourceOptions) {
    this.client = new GqlClient(endpointUrl(options.endpoint), {
      policy: resolveRetryPolicy(options.retry),
      headers: options.headers,
      onRetry: options.onRetry,
    });
  }

  async getAccount(address: string): Promise<Uint8Array | null> {
    const raw = canonicalRawAddress(address);
    const what = `account ${raw}`;
    return this.client.request(
      { operationName: 'Account', query: ACCOUNT, variables: { address: raw }, what },
      (data) => {
        const [item] = expectArray(data.accounts, 'accounts');
        if (item === undefined) return null;
        const record = expectRecord(item, 'account');
        if (record.boc == null) return null;
        return accountBoc(bocFromBase64(expectString(record.boc, `${what} boc`), what), raw, what);
      },
      this.closing.signal,
    );
  }

  async getConfig(): Promise<Uint8Array | null> {
    return this.client.request(
      { operationName: 'LatestKeyBlock', query: LATEST_KEY_BLOCK, variables: {}, what: 'the latest key block' },
      (data) => {
        const [item] = expectArray(data.blocks, 'blocks');
        if (item === undefined) return null;
        const record = expectRecord(item, 'block');
        const id = expectHash(record.id, 'block id');
        const what = `key block ${id}`;
        const boc = bocFromBase64(expectString(record.boc, `${what} boc`), what);
        if (boc.root.hashHex() !== id) throw malformed(`${what}: the BOC's root hash is ${boc.root.hashHex()}`);
        const config = decodeAnswer(what, () => decodeBlock(boc.root)).extra.custom?.config;
        if (config == null) throw malformed(`${what}: not a key block with a config`);
        return writeBoc(encodeConfigParams(config));
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
