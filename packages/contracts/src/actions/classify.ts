import { standardFunction } from './standard-functions.js';
import type { Action, WalletTransfer } from './action.js';
import { action, failureOf, outcomeOf } from './action-parts.js';
import type { ActionInput } from './classifier-input.js';
import { electionActions } from './election-actions.js';
import { multiTokenActions, nftActions } from './nft-actions.js';
import { tokenActions } from './token-actions.js';
import type { MessageReading } from './transaction-reading.js';
import { walletStandardOf } from '../wallets/wallet-standards.js';

/** The actions of a trace: those of each of its transactions, in the order given (the chain's). */
export function classifyTrace(inputs: readonly ActionInput[]): Action[] {
  return inputs.flatMap(classifyTransaction);
}

/**
 * The actions one transaction tells, first that applies:
 * 1. a tick or tock: TickTock;
 * 2. what the token, NFT and standard-6 facts and the elector's answers say (a token wallet sending tokens tells
 *    nothing: the transfer is told where it arrives or comes back);
 * 3. a deploy (ContractDeploy) and a wallet's signed call (WalletSend), either or both;
 * 4. the inbound message: a bounce coming back (Bounce), value with an empty body or a comment (NativeTransfer), a
 *    successful step of a token or NFT operation (nothing: its effect is told elsewhere), a call a verified contract's
 *    ABI decodes (ContractCall), anything else (Call).
 * Storage, split and merge transactions tell nothing.
 */
export function classifyTransaction(input: ActionInput): Action[] {
  const { reading } = input;
  if (reading.kind === 'tick' || reading.kind === 'tock') {
    return [
      action(
        'TickTock',
        { account: reading.account, kind: reading.kind === 'tick' ? 'Tick' : 'Tock' },
        { ...outcomeOf(reading), accounts: [reading.account], amount: null },
      ),
    ];
  }
  if (reading.kind === 'other' || reading.inMessage === null) return [];
  const effects = [
    ...tokenActions(input.tokenOperations),
    ...nftActions(input.nftEvents),
    ...multiTokenActions(input.multiTokenMovements),
    ...electionActions(reading),
  ];
  if (effects.length > 0 || input.tokenOperations.length > 0) return effects;
  const own = [...deployActions(input), ...walletActions(input)];
  if (own.length > 0) return own;
  return inboundActions(input, reading.inMessage);
}

function deployActions({ reading, codeHash, contract }: ActionInput): Action[] {
  if (!reading.deploys) return [];
  const inbound = reading.inMessage;
  const deployer = inbound?.type === 'Internal' ? inbound.src : null;
  const details = { account: reading.account, deployer, codeHash, contractName: contract?.name ?? walletStandardOf(codeHash)?.name ?? null };
  const amount = inbound?.type === 'Internal' ? inbound.value : null;
  return [action('ContractDeploy', details, { ...outcomeOf(reading), accounts: [reading.account, deployer], amount })];
}

/**
 * A wallet's signed call: of one of its ABI's functions (whose arguments say what it asked), or, for a TON-style
 * wallet, the `transfer` of the messages it carries.
 */
function walletActions({ reading, codeHash }: ActionInput): Action[] {
  const standard = walletStandardOf(codeHash);
  const inbound = reading.inMessage;
  if (standard === undefined || inbound?.type !== 'ExternalIn') return [];
  const signed = inbound.body.kind === 'signed' && standard.abiVersion !== null ? inbound.body : null;
  const method = signed === null ? undefined : standard.functions.find((fn) => fn.id === signed.functionId);
  if (standard.abiVersion !== null && method === undefined) return [];
  const transfers = reading.outMessages.map(walletTransfer);
  const asked = signed?.walletCall ?? null;
  const request = asked?.kind === 'transfer' ? { to: asked.to, amount: asked.amount.toString(), bounce: asked.bounce } : null;
  const details = {
    wallet: reading.account,
    standard: standard.name,
    method: method?.name ?? 'transfer',
    signer: signed?.publicKey ?? null,
    request,
    confirms: asked?.kind === 'confirm' ? asked.transactionId.toString() : null,
    transfers,
  };
  const amount = reading.outMessages.reduce((sum, message) => sum + message.value, 0n);
  const accounts = [reading.account, request?.to ?? null, ...transfers.map((transfer) => transfer.to)];
  return [action('WalletSend', details, { ...outcomeOf(reading), accounts, amount })];
}

function walletTransfer(message: MessageReading): WalletTransfer {
  const { body } = message;
  const functionId = body.kind === 'call' ? body.functionId : null;
  return {
    to: message.dst ?? '',
    amount: message.value.toString(),
    bounce: message.bounce,
    comment: body.kind === 'comment' ? body.text : null,
    functionId,
    functionName: functionId === null ? null : (standardFunction(functionId)?.name ?? null),
    tokenTransfer:
      body.kind === 'call' && body.tokenTransfer !== null ? { ...body.tokenTransfer, amount: body.tokenTransfer.amount.toString() } : null,
  };
}

function inboundActions({ reading, contract }: ActionInput, inbound: MessageReading): Action[] {
  const { account } = reading;
  const outcome = outcomeOf(reading);
  const from = inbound.type === 'Internal' ? inbound.src : null;
  const { body } = inbound;
  if (inbound.bounced) {
    const functionId = body.kind === 'bounced' ? body.functionId : null;
    const functionName = functionId === null ? null : (standardFunction(functionId)?.name ?? null);
    return [
      action(
        'Bounce',
        { from: inbound.src ?? '', to: account, functionId, functionName },
        { ...outcome, accounts: [inbound.src, account], amount: inbound.value },
      ),
    ];
  }
  if (inbound.type === 'Internal' && from !== null && (body.kind === 'empty' || body.kind === 'comment')) {
    // Value to an account that does not run it (no state, a failed receive) stays there unless it bounced back.
    const success = !(reading.aborted && reading.bounceSent);
    const details = { from, to: account, comment: body.kind === 'comment' ? body.text : null, bounceable: inbound.bounce };
    return [action('NativeTransfer', details, { success, failure: failureOf(reading), accounts: [from, account], amount: inbound.value })];
  }
  const functionId = inbound.type === 'Internal' && body.kind === 'call' ? body.functionId : null;
  const standard = functionId === null ? undefined : standardFunction(functionId);
  if (standard?.step && outcome.success) return [];
  const amount = inbound.type === 'Internal' ? inbound.value : null;
  const external = inbound.type === 'ExternalIn';
  if (contract?.call) {
    const details = {
      contract: account,
      caller: from,
      contractName: contract.name,
      function: contract.call.function,
      arguments: contract.call.arguments,
      external,
    };
    return [action('ContractCall', details, { ...outcome, accounts: [account, from], amount })];
  }
  const details = {
    from,
    to: account,
    functionId,
    functionName: standard?.name ?? null,
    standards: standard?.standards ?? [],
    bodyHash: body.kind === 'empty' ? null : inbound.bodyHash,
    external,
  };
  return [action('Call', details, { ...outcome, accounts: [from, account], amount })];
}
