import {
  accountByAddress,
  messageBoc,
  messageByHash,
  transactionByHash,
  verifiedContractByCodeHash,
  type Database,
  type MessageRecord,
} from '@tvmscan/store';
import { decodeMessage, encodeBase64, readBocSingle, writeBoc } from '@tvmscan/tvm';
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
  const row = await messageByHash(database.db, hash);
  const boc = row && (await messageBoc(database.db, hash));
  if (!row || !boc) return null;
  const body = messageBody(boc);
  if (body === null) return null;
  for (const [workchain, address, direction] of parties(row)) {
    const verified = await verifiedAbiOf(database, workchain, address);
    const read = verified && readBody(body, verified.abi, direction);
    if (verified && read) return { message_hash: row.hash, code_hash: verified.codeHash, contract_name: verified.contractName, ...read };
  }
  return null;
}

/** What a message carries, read with the ABI of a verified contract. */
export interface MessageCall {
  readonly type: MethodCallType;
  readonly name: string;
  readonly contractName: string;
}

/** The calls the messages with these hashes carry, for those a verified ABI reads; keyed by message hash. */
export async function readCalls(database: Database, hashes: readonly string[]): Promise<Map<string, MessageCall>> {
  const calls = new Map<string, MessageCall>();
  for (const hash of new Set(hashes)) {
    const parsed = await parseMessage(database, hash);
    if (parsed) calls.set(hash, { type: parsed.type, name: parsed.name, contractName: parsed.contract_name });
  }
  return calls;
}

/** Reads a transaction with the ABI of its account's verified contract: the function its inbound message called, its events. */
export async function parseTransaction(database: Database, hash: string): Promise<ParsedTransaction | null> {
  const details = await transactionByHash(database.db, hash);
  if (!details) return null;
  const { transaction } = details;
  const verified = await verifiedAbiOf(database, transaction.workchain, transaction.account);
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

function parties(row: MessageRecord): [number, string, BodyDirection][] {
  const found: [number, string, BodyDirection][] = [];
  if (row.dst_workchain !== null && row.dst_address !== null) {
    found.push([row.dst_workchain, row.dst_address, row.message_type === 'Internal' ? 'inbound-internal' : 'inbound-external']);
  }
  if (row.src_workchain !== null && row.src_address !== null) {
    found.push([row.src_workchain, row.src_address, row.message_type === 'Internal' ? 'outbound-internal' : 'outbound-external']);
  }
  return found;
}

async function verifiedAbiOf(database: Database, workchain: number, address: string): Promise<VerifiedAbi | undefined> {
  const account = await accountByAddress(database.db, { workchain, address });
  if (!account?.code_hash) return undefined;
  const contract = await verifiedContractByCodeHash(database.db, account.code_hash);
  return contract && { codeHash: contract.code_hash, contractName: contract.contract_name, abi: JSON.stringify(contract.abi) };
}

function messageBody(boc: Uint8Array): string | null {
  const message = decodeMessage(readBocSingle(boc));
  if (message.body.bitLength === 0 && message.body.refs.length === 0) return null;
  return encodeBase64(writeBoc(message.body));
}
