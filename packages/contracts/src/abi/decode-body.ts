import * as nt from 'nekoton-wasm';
import { encodeBase64, Slice, TvmError, writeBoc, type Cell } from '@tvmscan/tvm';
import { readBody } from '../actions/body-reading.js';
import { abiEntryId, type AbiEntry } from './function-ids.js';
import { toJsonValue, type JsonValue } from './json-value.js';

/** An ABI to read bodies with, and the name to say it by (a verified contract's name, a standard's). */
export interface KnownAbi {
  readonly name: string;
  /** The ABI 2.x JSON text. */
  readonly abi: string;
}

/** Where a message travels, seen from the contract whose ABI reads it. */
export type BodyDirection = 'inbound-internal' | 'inbound-external' | 'outbound-internal' | 'outbound-external';

/**
 * A message body read: a text comment, a call of a function (`function`), a function's answer (`output`), an event,
 * or a bounced call (`bounced`: only the function id, and its name when an ABI has it). `arguments` is a JSON tree
 * (integers as decimal strings, addresses raw, cells as base64 BOCs); `abi` names the ABI that read it.
 */
export interface DecodedBody {
  readonly kind: 'comment' | 'function' | 'output' | 'event' | 'bounced';
  readonly name: string;
  readonly functionId: number | null;
  readonly abi: string | null;
  readonly arguments: JsonValue;
}

/**
 * Reads a message body with the ABIs given, tried in order; null when none reads it (or the body is empty). A comment
 * and a bounced call are read without an ABI. Each function is handed to nekoton alone in a trimmed ABI, kept for
 * the next body (nekoton parses the ABI text on every call).
 */
export function decodeMessageBody(body: Cell, direction: BodyDirection, abis: readonly KnownAbi[]): DecodedBody | null {
  const inbound = direction === 'inbound-internal' || direction === 'inbound-external';
  const leading = readBody(body, direction === 'inbound-external' ? 'ExternalIn' : 'Internal', false);
  if (leading.kind === 'empty') return null;
  if (leading.kind === 'comment') return { kind: 'comment', name: 'comment', functionId: 0, abi: null, arguments: { text: leading.text } };
  const bounced = inbound && bouncedFunctionId(body);
  if (bounced !== false) return bouncedCall(bounced, abis);
  const boc = encodeBase64(writeBoc(body));
  for (const known of abis) {
    const index = abiIndex(known.abi);
    const decoded = inbound ? readInput(boc, body, index, direction === 'inbound-internal') : readOutbound(boc, body, index);
    if (decoded) return { ...decoded, abi: known.name };
  }
  return null;
}

/** The ids the inbound calls of the ABI's functions start with (what a call must start with for the ABI to read it). */
export function inboundFunctionIds(abi: string): number[] {
  return [...abiIndex(abi).functions.keys()];
}

interface AbiIndex {
  readonly json: AbiJson;
  readonly functions: Map<number, AbiEntry>;
  readonly events: Map<number, AbiEntry>;
  readonly trimmed: Map<string, string>;
}

interface AbiJson {
  readonly 'ABI version'?: number;
  readonly version?: string;
  readonly header?: readonly string[];
  readonly functions?: readonly AbiEntry[];
  readonly events?: readonly AbiEntry[];
}

const ANSWER_BIT = 0x80000000;
const INDEX_LIMIT = 256;
const indexes = new Map<string, AbiIndex>();

function abiIndex(abi: string): AbiIndex {
  let index = indexes.get(abi);
  if (index === undefined) {
    const json = JSON.parse(abi) as AbiJson;
    index = {
      json,
      functions: new Map((json.functions ?? []).map((fn) => [abiEntryId(fn, 'function'), fn])),
      events: new Map((json.events ?? []).map((event) => [abiEntryId(event, 'event'), event])),
      trimmed: new Map(),
    };
    if (indexes.size >= INDEX_LIMIT) indexes.clear();
    indexes.set(abi, index);
  }
  return index;
}

/** The ABI with only this function (or event): what nekoton is given. */
function trimmedAbi(index: AbiIndex, entry: AbiEntry, kind: 'function' | 'event'): string {
  const key = `${kind}:${entry.name}`;
  let text = index.trimmed.get(key);
  if (text === undefined) {
    text = JSON.stringify({
      ...index.json,
      functions: kind === 'function' ? [entry] : [],
      events: kind === 'event' ? [entry] : [],
      fields: [],
      data: [],
    });
    index.trimmed.set(key, text);
  }
  return text;
}

function readInput(boc: string, body: Cell, index: AbiIndex, internal: boolean): Omit<DecodedBody, 'abi'> | null {
  const functionId = internal ? leadingId(body) : externalFunctionId(body, index.json.header ?? []);
  const fn = functionId === null ? undefined : index.functions.get(functionId);
  if (fn === undefined) return null;
  const input = attempt(() => nt.decodeInput(boc, trimmedAbi(index, fn, 'function'), fn.name, internal));
  return input ? { kind: 'function', name: input.method, functionId, arguments: toJsonValue(input.input) } : null;
}

/** An outbound body: an event (external) or a function's answer, whose id is the function's with the top bit set. */
function readOutbound(boc: string, body: Cell, index: AbiIndex): Omit<DecodedBody, 'abi'> | null {
  const id = leadingId(body);
  if (id === null) return null;
  const event = index.events.get(id);
  if (event !== undefined) {
    const decoded = attempt(() => nt.decodeEvent(boc, trimmedAbi(index, event, 'event'), event.name));
    if (decoded) return { kind: 'event', name: decoded.event, functionId: id, arguments: toJsonValue(decoded.data) };
  }
  const fn = (id & ANSWER_BIT) !== 0 ? index.functions.get((id & ~ANSWER_BIT) >>> 0) : undefined;
  if (fn === undefined) return null;
  const output = attempt(() => nt.decodeOutput(boc, trimmedAbi(index, fn, 'function'), fn.name));
  return output ? { kind: 'output', name: output.method, functionId: id, arguments: toJsonValue(output.output) } : null;
}

function bouncedCall(functionId: number | null, abis: readonly KnownAbi[]): DecodedBody {
  const known =
    functionId === null ? undefined : abis.map((abi) => ({ abi, fn: abiIndex(abi.abi).functions.get(functionId) })).find((entry) => entry.fn);
  return { kind: 'bounced', name: known?.fn?.name ?? '', functionId, abi: known?.abi.name ?? null, arguments: null };
}

/** A bounced body's function id (null when cut short); false when the body is no bounced one. */
function bouncedFunctionId(body: Cell): number | null | false {
  const reading = readBody(body, 'Internal', true);
  return reading.kind === 'bounced' ? reading.functionId : false;
}

function leadingId(body: Cell): number | null {
  const slice = new Slice(body);
  return slice.remainingBits >= 32 ? slice.loadUint(32) : null;
}

const HEADER_BITS: Record<string, 'maybe256' | number> = { pubkey: 'maybe256', time: 64, expire: 32 };

/** An ABI 2.x external call's function id: after Maybe(signature) and the ABI's headers; null when a header is unknown or the body is short. */
function externalFunctionId(body: Cell, header: readonly string[]): number | null {
  try {
    const slice = new Slice(body);
    if (slice.loadBit()) slice.skip(512);
    for (const name of header) {
      const size = HEADER_BITS[name];
      if (size === undefined) return null;
      if (size !== 'maybe256') slice.skip(size);
      else if (slice.loadBit()) slice.skip(256);
    }
    return slice.loadUint(32);
  } catch (error) {
    if (error instanceof TvmError) return null;
    throw error;
  }
}

/** nekoton throws on a body its ABI does not fit: that is an answer here (no reading), not a failure. */
function attempt<T>(read: () => T | undefined): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}
