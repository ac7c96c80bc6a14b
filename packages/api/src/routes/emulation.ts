import type { AccountRef } from '@tvmscan/store';
import { badField, notFound, unavailable } from '../http/api-error.js';
import type { EmulationOutcome } from '../message-emulator.js';
import type { Action } from '../schemas/action.js';
import type { EMULATION_ROUTES, EmulationResponse } from '../schemas/emulation-routes.js';
import type { ExplorerHandlers } from './api-handlers.js';
import { accountInput } from './inputs.js';

/** Emulating a message on the current chain state: what it would do, never kept by a cache. */
export const EMULATION_HANDLERS: ExplorerHandlers<keyof typeof EMULATION_ROUTES> = {
  'POST /traces/emulate': async ({ emulator }, { body, reply }) => {
    if (emulator === undefined) throw notServed();
    const outcome = await emulator.emulate(Buffer.from(body.boc, 'base64')).catch((error: unknown) => {
      throw emulationError(error);
    });
    reply.header('cache-control', 'no-store');
    return emulationAnswer(outcome);
  },
  'POST /traces/emulate_send': async ({ emulator }, { body, reply }) => {
    if (emulator === undefined) throw notServed();
    const { from, to, publicKey, amount, bounce, call } = body;
    const send = {
      from: rawAddress(accountInput('from', from)),
      to: rawAddress(accountInput('to', to)),
      publicKey: publicKey.toLowerCase(),
      amount: BigInt(amount),
      bounce,
      call: call === undefined ? null : { abi: JSON.stringify(call.abi), method: call.method, params: call.params },
    };
    const outcome = await emulator.emulateSend(send).catch((error: unknown) => {
      throw emulationError(error);
    });
    reply.header('cache-control', 'no-store');
    return emulationAnswer(outcome);
  },
  'POST /traces/emulate_external': async ({ emulator }, { body, reply }) => {
    if (emulator === undefined) throw notServed();
    const { to, publicKey, call } = body;
    const external = {
      to: rawAddress(accountInput('to', to)),
      publicKey: publicKey === undefined ? null : publicKey.toLowerCase(),
      call: { abi: JSON.stringify(call.abi), method: call.method, params: call.params },
    };
    const outcome = await emulator.emulateExternalCall(external).catch((error: unknown) => {
      throw emulationError(error);
    });
    reply.header('cache-control', 'no-store');
    return emulationAnswer(outcome);
  },
};

function notServed(): Error {
  return notFound('emulation is not served here: the server has no state source that gives the current chain state and config');
}

function rawAddress(ref: AccountRef): string {
  return `${ref.workchain}:${ref.address}`;
}

function emulationAnswer(outcome: EmulationOutcome): EmulationResponse {
  const byHash = new Map(outcome.transactions.map((transaction) => [transaction.hash, transaction]));
  const traceId = outcome.transactions[0]?.hash;
  const positions = new Map<string, number>();
  const actions = outcome.actions.map(({ transactionHash, action }) => {
    const transaction = byHash.get(transactionHash)!;
    const position = positions.get(transactionHash) ?? 0;
    positions.set(transactionHash, position + 1);
    return { ...action, transactionHash, position, traceId: traceId!, lt: String(transaction.lt), time: transaction.now } as Action;
  });
  return {
    transactions: outcome.transactions.map((transaction) => ({
      hash: transaction.hash,
      account: transaction.account,
      lt: String(transaction.lt),
      time: transaction.now,
      parentHash: transaction.parentHash,
      aborted: transaction.aborted,
      exitCode: transaction.exitCode,
      resultCode: transaction.resultCode,
      totalFees: String(transaction.totalFees),
    })),
    actions,
    balanceChanges: outcome.balanceChanges.map((change) => ({ account: change.account, change: String(change.change) })),
    tokenBalanceChanges: outcome.tokenBalanceChanges.map((change) => ({
      owner: change.owner,
      wallet: change.wallet,
      token: change.token === null ? null : { ...change.token },
      change: String(change.change),
    })),
    rejected: outcome.rejected,
    truncated: outcome.unfollowed > 0,
  };
}

/** A BOC that is no runnable message is the caller's mistake (400, the field named); an unknown config is the server's lack (503). */
function emulationError(error: unknown): unknown {
  const { code, field, message } = (error ?? {}) as { code?: unknown; field?: unknown; message?: unknown };
  if (code === 'emulate-input') return badField(String(field), String(message));
  if (code === 'emulate-state') return unavailable(String(message));
  return error;
}
