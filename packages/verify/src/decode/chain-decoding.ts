import {
  accountCodeHashes,
  messageBoc,
  messageBocs,
  messagesByHashes,
  transactionByHash,
  verifiedContractAbis,
  type Database,
  type AccountRef,
  type MessageRecord,
} from '@tvmscan/store';
import { decodeMessage, encodeBase64, readBocSingle, writeBoc, type Cell } from '@tvmscan/tvm';
import { readBody, type BodyDirection, type MethodCallType } from './abi-reading.js';

export interface ParsedMessage {
  message_hash: string;
  code_hash: string;
  contract_name: string;
  type: MethodCallType;
  name: string;
  data: unknown;
}

export interface ParsedTransaction {
  transaction_hash: string;
  code_hash: string;
  contract_name: string;
  method: { name: string; input: unknown; output: unknown } | null;
  events: { name: string; data: unknown }[];
}

interface VerifiedAbi {
  readonly codeHash: string;
  readonly contractName: string;
  readonly abi: string;
}

/**
 * Reads a message the index holds with the ABI of a verified contract: an inbound one with its receiver's, an
 * outbound one (an event, an answer) with its sender's. Null when the message is unknown or no ABI reads it.
 */
export async function parseMessage(database: Database, hash: string): Promise<ParsedMessage | null> {
  return (await parseMessages(database, [hash])).get(hash) ?? null;
}

/** What a message carries, read with the ABI of a verified contract. */
export interface MessageCall {
  readonly type: MethodCallType;
  readonly name: string;
  readonly contractName: string;
}

/** The calls the messages with these hashes carry, for those a verified ABI reads; keyed by message hash. */
export async function readCalls(database: Database, hashes: readonly string[]): Promise<Map<string, MessageCall>> {
  const parsed = await parseMessages(database, hashes);
  return new Map([...parsed].map(([hash, message]) => [hash, { type: message.type, name: message.name, contractName: message.contract_name }]));
}

/**
 * `parseMessage` for many messages in a fixed number of queries (a list page's): the bodies are fetched only of the
 * messages whose sender or receiver runs verified code, which on a real network are few.
 */
async function parseMessages(database: Database, hashes: readonly string[]): Promise<Map<string, ParsedMessage>> {
  const rows = await messagesByHashes(database.db, hashes);
  const verified = await verifiedAbisOf(
    database,
    rows.flatMap((row) => parties(row).map(([workchain, address]) => ({ workchain, address }))),
  );
  const readable = rows.filter((row) => parties(row).some(([workchain, address]) => verified.has(accountKey(workchain, address))));
  const bocs = await messageBocs(
    database.db,
    readable.map((row) => row.hash),
  );
  const parsed = new Map<string, ParsedMessage>();
  for (const row of readable) {
    const boc = bocs.get(row.hash);
    const body = boc ? messageBody(boc) : null;
    if (body === null) continue;
    for (const [workchain, address, direction] of parties(row)) {
      const contract = verified.get(accountKey(workchain, address));
      const read = contract && readBody(body, contract.abi, direction);
      if (contract && read) {
        parsed.set(row.hash, { message_hash: row.hash, code_hash: contract.codeHash, contract_name: contract.contractName, ...read });
        break;
      }
    }
  }
  return parsed;
}

/** Reads a transaction with the ABI of its account's verified contract: the function its inbound message called, its events. */
export async function parseTransaction(database: Database, hash: string): Promise<ParsedTransaction | null> {
  const details = await transactionByHash(database.db, hash);
  if (!details) return null;
  const { transaction } = details;
  const verified = (await verifiedAbisOf(database, [{ workchain: transaction.workchain, address: transaction.account }])).get(
    accountKey(transaction.workchain, transaction.account),
  );
  if (!verified) return null;
  const read = async (message: MessageRecord, direction: BodyDirection) => {
    const boc = await messageBoc(database.db, message.hash);
    const body = boc ? messageBody(boc) : null;
    return body === null ? undefined : readBody(body, verified.abi, direction);
  };
  const inbound = details.inMessage;
  const call = inbound ? await read(inbound, inbound.message_type === 'Internal' ? 'inbound-internal' : 'inbound-external') : undefined;
  const events: { name: string; data: unknown }[] = [];
  let output: unknown = null;
  for (const message of details.outMessages) {
    const readOut = await read(message, message.message_type === 'Internal' ? 'outbound-internal' : 'outbound-external');
    if (readOut?.type === 'Event') events.push({ name: readOut.name, data: readOut.data });
    else if (readOut?.type === 'FunctionOutput' && call && readOut.name === call.name) output = readOut.data;
  }
  return {
    transaction_hash: transaction.hash,
    code_hash: verified.codeHash,
    contract_name: verified.contractName,
    method: call ? { name: call.name, input: call.data, output } : null,
    events,
  };
}

/** The accounts a message's body may be read for, each with the direction it travels as that account sees it: the receiver's first. */
export function parties(row: MessageRecord): [number, string, BodyDirection][] {
  const found: [number, string, BodyDirection][] = [];
  if (row.dst_workchain !== null && row.dst_address !== null) {
    found.push([row.dst_workchain, row.dst_address, row.message_type === 'Internal' ? 'inbound-internal' : 'inbound-external']);
  }
  if (row.src_workchain !== null && row.src_address !== null) {
    found.push([row.src_workchain, row.src_address, row.message_type === 'Internal' ? 'outbound-internal' : 'outbound-external']);
  }
  return found;
}

/** The verified contracts the accounts run, keyed `workchain:address`. */
async function verifiedAbisOf(database: Database, accounts: readonly AccountRef[]): Promise<Map<string, VerifiedAbi>> {
  const codeHashes = await accountCodeHashes(database.db, accounts);
  const contracts = await verifiedContractAbis(database.db, [...codeHashes.values()]);
  const abis = new Map(
    [...contracts].map(([codeHash, contract]) => [codeHash, { codeHash, contractName: contract.contractName, abi: JSON.stringify(contract.abi) }]),
  );
  const verified = new Map<string, VerifiedAbi>();
  for (const [account, codeHash] of codeHashes) {
    const abi = abis.get(codeHash);
    if (abi) verified.set(account, abi);
  }
  return verified;
}

export const accountKey = (workchain: number, address: string) => `${workchain}:${address}`;

function messageBody(boc: Uint8Array): string | null {
  const body = messageBodyCell(boc);
  return body === null ? null : encodeBase64(writeBoc(body));
}

/** A message's body cell; null when it is empty. */
export function messageBodyCell(boc: Uint8Array): Cell | null {
  const message = decodeMessage(readBocSingle(boc));
  return message.body.bitLength === 0 && message.body.refs.length === 0 ? null : message.body;
}
