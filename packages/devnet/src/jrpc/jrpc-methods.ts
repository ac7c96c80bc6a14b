import {
  accountCodeHash,
  decodeAccount,
  encodeAccountStuff,
  encodeConfigParams,
  writeBoc,
  type AddrStd,
  type Cell,
  type ConfigParams,
  type ShardAccount,
} from '@tvmscan/tvm';
import type { SubmitResult } from '../chain/chain-engine.js';
import { base64ToCell } from '../contracts/shared/boc-base64.js';
import { DevnetError } from '../errors.js';
import type { TransactionIndex } from './transaction-index.js';
import { toAddrStd } from './to-addr-std.js';
import { JrpcError, JRPC_INVALID_PARAMS, JRPC_MESSAGE_REJECTED } from './jrpc-error.js';

/** What the JRPC endpoint reads and writes: the devnet. */
export interface JrpcBackend {
  readonly seqno: number;
  readonly utime: number;
  readonly config: ConfigParams;
  readonly identity: { readonly globalId: number };
  readonly latestKeyBlockSeqno: number;
  readonly transactions: TransactionIndex;
  latestKeyBlock(): Uint8Array | null;
  accountState(address: AddrStd): ShardAccount | undefined;
  accounts(): Iterable<{ address: AddrStd; account: ShardAccount }>;
  sendExternal(message: Cell): SubmitResult;
}

type Params = Record<string, unknown>;
type Method = (backend: JrpcBackend, params: Params) => unknown;

const MAX_LIMIT = 100;

/** The methods of everscale-jrpc that nekoton's JRPC transport (and so everscale-standalone-client) calls. */
export const JRPC_METHODS: Record<string, Method> = {
  getCapabilities: () => Object.keys(JRPC_METHODS),
  getStatus: () => ({ ready: true }),
  getTimings: (backend) => ({
    last_mc_block_seqno: backend.seqno,
    last_shard_client_mc_block_seqno: backend.seqno,
    last_mc_utime: backend.utime,
    mc_time_diff: 0,
    shard_client_time_diff: 0,
    smallest_known_lt: null,
  }),
  getLatestKeyBlock: (backend) => {
    const block = backend.latestKeyBlock();
    if (block === null) throw new JrpcError(JRPC_INVALID_PARAMS, 'no key block yet');
    return { block: Buffer.from(block).toString('base64') };
  },
  getBlockchainConfig: (backend) => ({
    globalId: backend.identity.globalId,
    config: toBase64(encodeConfigParams(backend.config)),
    seqno: backend.latestKeyBlockSeqno,
  }),
  getContractState: (backend, params) =>
    contractState(backend, address(params.address), optionalLt(params.lastTransactionLt ?? params.last_transaction_lt)),
  sendMessage: (backend, params) => {
    const message = asInvalidParams(() => base64ToCell(text(params.message, 'message'), 'message'));
    const result = asInvalidParams(() => backend.sendExternal(message));
    if (result.kind === 'rejected') {
      const exit = result.exitCode === null ? '' : ` (exit code ${result.exitCode})`;
      throw new JrpcError(JRPC_MESSAGE_REJECTED, `message rejected: ${result.reason}${exit}`);
    }
    return null;
  },
  getAccountsByCodeHash: (backend, params) => {
    const codeHash = hash(params.codeHash ?? params.code_hash, 'codeHash');
    const limit = checkedLimit(params.limit);
    const after = params.continuation === undefined || params.continuation === null ? null : rawAddress(address(params.continuation));
    const matches: string[] = [];
    for (const { address: account, account: entry } of backend.accounts()) {
      if (accountCodeHash(decodeAccount(entry.account)) === codeHash) matches.push(rawAddress(account));
    }
    matches.sort(compareRawAddresses);
    const start = after === null ? 0 : matches.findIndex((a) => compareRawAddresses(a, after) > 0);
    return start < 0 ? [] : matches.slice(start, start + limit);
  },
  getTransactionsList: (backend, params) => {
    const account = rawAddress(address(params.account));
    const fromLt = optionalLt(params.lastTransactionLt ?? params.last_transaction_lt);
    return backend.transactions.list(account, fromLt, checkedLimit(params.limit)).map(bocToBase64);
  },
  getTransaction: (backend, params) => {
    const boc = backend.transactions.get(hash(params.id, 'id'));
    return boc === undefined ? null : bocToBase64(boc);
  },
  getDstTransaction: (backend, params) => {
    const boc = backend.transactions.byInboundMessage(hash(params.messageHash ?? params.message_hash, 'messageHash'));
    return boc === undefined ? null : bocToBase64(boc);
  },
};

function contractState(backend: JrpcBackend, account: AddrStd, knownLt: bigint | null): unknown {
  const entry = backend.accountState(account);
  const decoded = entry === undefined ? null : decodeAccount(entry.account);
  if (entry === undefined || decoded === null) return { type: 'notExists', timings: { genLt: '0', genUtime: backend.utime } };
  const timings = { genLt: entry.lastTransLt.toString(), genUtime: backend.utime };
  if (knownLt !== null && entry.lastTransLt <= knownLt) return { type: 'unchanged', timings };
  return {
    type: 'exists',
    account: toBase64(encodeAccountStuff(decoded)),
    timings,
    lastTransactionId: { isExact: true, lt: entry.lastTransLt.toString(), hash: entry.lastTransHash },
  };
}

function toBase64(cell: Cell): string {
  return bocToBase64(writeBoc(cell));
}

function bocToBase64(boc: Uint8Array): string {
  return Buffer.from(boc).toString('base64');
}

function rawAddress(address: AddrStd): string {
  return `${address.workchain}:${address.address}`;
}

function compareRawAddresses(a: string, b: string): number {
  const [wa = '', ha = ''] = a.split(':');
  const [wb = '', hb = ''] = b.split(':');
  return Number(wa) - Number(wb) || (ha < hb ? -1 : ha > hb ? 1 : 0);
}

function text(value: unknown, name: string): string {
  if (typeof value !== 'string') throw new JrpcError(JRPC_INVALID_PARAMS, `${name} must be a string`);
  return value;
}

function address(value: unknown): AddrStd {
  return asInvalidParams(() => toAddrStd(text(value, 'address')));
}

/** The devnet's refusal of what a request sent (an unreadable message or address) answers as invalid params; its other errors are its own. */
function asInvalidParams<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof DevnetError && (error.code === 'bad-message' || error.code === 'bad-address'))
      throw new JrpcError(JRPC_INVALID_PARAMS, error.message);
    throw error;
  }
}

function hash(value: unknown, name: string): string {
  const hex = text(value, name).toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(hex)) throw new JrpcError(JRPC_INVALID_PARAMS, `${name} must be 64 hex digits`);
  return hex;
}

function optionalLt(value: unknown): bigint | null {
  if (value === undefined || value === null) return null;
  if ((typeof value === 'string' && /^\d+$/.test(value)) || (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0))
    return BigInt(value);
  throw new JrpcError(JRPC_INVALID_PARAMS, 'a logical time must be a non-negative integer or a decimal string');
}

function checkedLimit(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_LIMIT) {
    throw new JrpcError(JRPC_INVALID_PARAMS, `limit must be an integer from 0 to ${MAX_LIMIT}`);
  }
  return value;
}
