import { MAX_FILTER_ITEMS } from '@tvmscan/store';
import { invalid } from '../http/api-error.js';
import { addressInput } from '../routes/inputs.js';
import { STREAM_TOPICS, type ChainEvent, type StreamTopic } from './stream-events.js';

/** What a client subscribed to: its topics, and the accounts, token roots and owners that narrow them. */
export interface StreamFilter {
  readonly topics: ReadonlySet<StreamTopic>;
  /** Transactions of these accounts only. */
  readonly accounts?: ReadonlySet<string>;
  /** Token transfers of these tokens only. */
  readonly tokenRoots?: ReadonlySet<string>;
  /** Token transfers changing the balance of these owners only. */
  readonly tokenOwners?: ReadonlySet<string>;
}

/** Where a stream resumes: after event `ordinal` of masterchain block `mcSeqno`, or after the whole block. */
export interface StreamPosition {
  readonly mcSeqno: number;
  readonly ordinal?: number;
}

const QUERY_FIELDS = new Set(['topics', 'accounts', 'tokenRoots', 'tokenOwners', 'lastEventId']);
const EVENT_ID = /^(\d{1,10})(?:-(\d{1,9}))?$/;

/** The query of `GET /stream`, each refusal a 400 naming its field. */
export function streamFilterOf(query: Readonly<Record<string, unknown>>): StreamFilter {
  for (const field of Object.keys(query)) {
    if (!QUERY_FIELDS.has(field))
      throw invalid(`querystring/${field}`, `is not taken (the stream takes ${[...QUERY_FIELDS].join(', ')})`, 'Unexpected');
  }
  return {
    topics: topicsOf(query['topics']),
    ...addressSet('accounts', query['accounts']),
    ...addressSet('tokenRoots', query['tokenRoots']),
    ...addressSet('tokenOwners', query['tokenOwners']),
  };
}

/** The `Last-Event-ID` header (or the `lastEventId` query field for clients that cannot set headers); none: live only. */
export function streamPositionOf(header: unknown, query: Readonly<Record<string, unknown>>): StreamPosition | undefined {
  const [place, value] = header !== undefined ? ['headers/last-event-id', header] : ['querystring/lastEventId', query['lastEventId']];
  if (value === undefined || value === '') return undefined;
  const match = typeof value === 'string' ? EVENT_ID.exec(value) : null;
  if (!match) throw invalid(place, 'is not an event id of this stream (MCSEQNO or MCSEQNO-ORDINAL)');
  return { mcSeqno: Number(match[1]), ...(match[2] === undefined ? {} : { ordinal: Number(match[2]) }) };
}

/** Whether the event is one the client subscribed to. */
export function wants(filter: StreamFilter, event: ChainEvent): boolean {
  if (!filter.topics.has(event.topic)) return false;
  if (event.topic === 'transactions') return filter.accounts?.has(event.account) ?? true;
  if (event.topic === 'transfers') {
    return (filter.tokenRoots?.has(event.account) ?? true) && (filter.tokenOwners?.has(event.owner ?? '') ?? true);
  }
  return true;
}

/** Whether the event comes after the position. */
export function isAfter(event: ChainEvent, position: StreamPosition): boolean {
  if (event.mcSeqno !== position.mcSeqno) return event.mcSeqno > position.mcSeqno;
  return position.ordinal !== undefined && event.ordinal > position.ordinal;
}

function topicsOf(value: unknown): ReadonlySet<StreamTopic> {
  if (value === undefined) return new Set(STREAM_TOPICS);
  const names = listOf('topics', value);
  for (const name of names) {
    if (!(STREAM_TOPICS as readonly string[]).includes(name)) {
      throw invalid('querystring/topics', `takes ${STREAM_TOPICS.join(', ')}, not ${JSON.stringify(name)}`, 'Enum');
    }
  }
  return new Set(names as StreamTopic[]);
}

function addressSet(field: string, value: unknown): Record<string, ReadonlySet<string>> {
  if (value === undefined) return {};
  const place = `querystring/${field}`;
  const addresses = listOf(field, value);
  if (addresses.length > MAX_FILTER_ITEMS) throw invalid(place, `takes at most ${MAX_FILTER_ITEMS} addresses`, 'Range');
  return {
    [field]: new Set(
      addresses.map((text) => {
        const { workchain, address } = addressInput(place, text);
        return `${workchain}:${address}`;
      }),
    ),
  };
}

/** A comma-separated list, given once. */
function listOf(field: string, value: unknown): string[] {
  if (typeof value !== 'string') throw invalid(`querystring/${field}`, 'is given once, as a comma-separated list');
  const items = value.split(',').map((item) => item.trim());
  if (items.some((item) => item === '')) throw invalid(`querystring/${field}`, 'is a comma-separated list without empty items');
  return items;
}
