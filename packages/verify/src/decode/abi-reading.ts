import * as nt from 'nekoton-wasm';

export type MethodCallType = 'FunctionInput' | 'FunctionOutput' | 'BouncedFunction' | 'Event';

/** A message body read with an ABI: what it is, the function or event, and the values. */
interface ReadBody {
  readonly type: MethodCallType;
  readonly name: string;
  readonly data: unknown;
}

/** Where a message travels, seen from the contract whose ABI reads it. */
export type BodyDirection = 'inbound-internal' | 'inbound-external' | 'outbound-internal' | 'outbound-external';

/**
 * Reads `body` (a base64 BOC) with `abi` (its JSON text): an inbound message as a call of one of its functions, an
 * outbound one as an event or as a function's answer. Undefined when the ABI names nothing that fits.
 */
export function readBody(body: string, abi: string, direction: BodyDirection): ReadBody | undefined {
  if (direction === 'inbound-internal' || direction === 'inbound-external') {
    const input = attempt(() => nt.decodeInput(body, abi, functionNames(abi), direction === 'inbound-internal'));
    return input && { type: 'FunctionInput', name: input.method, data: input.input };
  }
  const event = attempt(() => nt.decodeEvent(body, abi, eventNames(abi)));
  if (event) return { type: 'Event', name: event.event, data: event.data };
  const output = attempt(() => nt.decodeOutput(body, abi, functionNames(abi)));
  return output && { type: 'FunctionOutput', name: output.method, data: output.output };
}

/** nekoton throws on a body that does not fit the ABI; that is an answer here, not a failure. */
function attempt<T>(read: () => T | undefined): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

const names = new Map<string, { functions: string[]; events: string[] }>();

function namesOf(abi: string): { functions: string[]; events: string[] } {
  let found = names.get(abi);
  if (found === undefined) {
    const parsed = JSON.parse(abi) as { functions?: { name: string }[]; events?: { name: string }[] };
    found = { functions: (parsed.functions ?? []).map((f) => f.name), events: (parsed.events ?? []).map((e) => e.name) };
    if (names.size > 256) names.clear();
    names.set(abi, found);
  }
  return found;
}

function functionNames(abi: string): string[] {
  return namesOf(abi).functions;
}

function eventNames(abi: string): string[] {
  return namesOf(abi).events;
}
