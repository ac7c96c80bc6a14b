import type { FastifyReply } from 'fastify';
import { cacheShort } from '../http/caching.js';
import { badField, invalid, notFound, unavailable } from '../http/api-error.js';
import type { VERIFY_ROUTES } from '../schemas/verify-routes.js';
import type { VerifiedAbi } from '../schemas/verify.js';
import type { VerifyHandlers } from './api-handlers.js';
import { addressInput } from './inputs.js';

/** The calls of spec 001 §7 Verification service and our executor calls, answered by the verifier the server was given. */
export const VERIFY_HANDLERS: VerifyHandlers<keyof typeof VERIFY_ROUTES> = {
  'GET /supported/linker': async (verifier, { reply }) => {
    cacheShort(reply);
    return verifier.supportedLinkers();
  },
  'GET /supported/solc': async (verifier, { reply }) => {
    cacheShort(reply);
    return verifier.supportedCompilers();
  },
  'GET /info/address/:address': async (verifier, { params, reply }) =>
    found(reply, await verifier.contractByAddress(addressParam(params.address)), 'the account does not run a verified contract'),
  'GET /info/code_hash/:hash': async (verifier, { params, reply }) =>
    found(reply, await verifier.contractByCodeHash(params.hash.toLowerCase()), 'no verified contract has this code hash'),
  'GET /abi/address/:address': async (verifier, { params, reply }) =>
    found(reply, await verifier.contractByAddress(addressParam(params.address)), 'the account does not run a verified contract').abi as VerifiedAbi,
  'GET /abi/code_hash/:hash': async (verifier, { params, reply }) =>
    found(reply, await verifier.contractByCodeHash(params.hash.toLowerCase()), 'no verified contract has this code hash').abi as VerifiedAbi,
  'GET /parse/message/:hash': async (verifier, { params, reply }) =>
    found(reply, await verifier.parseMessage(params.hash.toLowerCase()), 'the message is unknown, or no verified contract ABI reads its body'),
  'GET /parse/transaction/:hash': async (verifier, { params, reply }) =>
    found(
      reply,
      await verifier.parseTransaction(params.hash.toLowerCase()),
      'the transaction is unknown, or its account does not run a verified contract',
    ),
  'POST /info/list': async (verifier, { body, reply }) => {
    const { limit = 20, offset = 0, code_hash: codeHash } = body;
    cacheShort(reply);
    return verifier.listContracts({ limit, offset, ...(codeHash ? { codeHash: codeHash.toLowerCase() } : {}) });
  },
  'POST /compile': async (verifier, { body, reply }) => {
    reply.header('cache-control', 'no-store');
    return verifier.compile(body).catch((error: unknown) => {
      throw compileError(error);
    });
  },
  'POST /expected_address': async (verifier, { body, reply }) => {
    const answer = await verifier.expectedAddress(body).catch((error: unknown) => {
      throw initDataError(error);
    });
    return found(reply, answer, 'no verified contract with this code hash has its compiled code stored');
  },
  'POST /run_local': async (verifier, { body, reply }) => {
    const { address, ...call } = body;
    const answer = await verifier.runLocal(addressParam(address, 'body'), call).catch((error: unknown) => {
      throw runError(error);
    });
    return uncachedAccountAnswer(reply, answer);
  },
  'POST /contract_fields': async (verifier, { body, reply }) => {
    const answer = await verifier.contractFields(addressParam(body.address, 'body'), body.abi).catch((error: unknown) => {
      throw runError(error);
    });
    return uncachedAccountAnswer(reply, answer);
  },
};

/** What the verifier found, kept briefly by caches; 404 with `missing` when it found nothing. */
function found<Answer>(reply: FastifyReply, answer: Answer | null | undefined, missing: string): Answer {
  if (answer === null || answer === undefined) throw notFound(missing);
  cacheShort(reply);
  return answer;
}

/** An executor's answer on an account's current state, never kept; 404 when there is no account. */
function uncachedAccountAnswer<Answer>(reply: FastifyReply, answer: Answer | null | undefined): Answer {
  if (answer === null || answer === undefined) throw notFound('there is no account with this address');
  reply.header('cache-control', 'no-store');
  return answer;
}

/** A call the ABI cannot make is the caller's mistake (400, the field named); an account without code is not there to run (404). */
function runError(error: unknown): unknown {
  const { code, field, message } = (error ?? {}) as { code?: unknown; field?: unknown; message?: unknown };
  if (code === 'run-input') return badField(String(field), String(message));
  if (code === 'run-account') return notFound(String(message));
  return error;
}

/** Initial data the contract's ABI does not take is the caller's mistake (400, the field named); anything else is a bug. */
function initDataError(error: unknown): unknown {
  const { code, field, message } = (error ?? {}) as { code?: unknown; field?: unknown; message?: unknown };
  if (code === 'init-data') return badField(String(field), String(message));
  return error;
}

function addressParam(text: string, place: 'params' | 'body' = 'params') {
  return addressInput(`${place}/address`, text);
}

/** The verifier's refusals as answers: a field of the upload (400), no toolchain or too busy (503); anything else is a bug. */
export function compileError(error: unknown): unknown {
  const { code, field, message } = (error ?? {}) as { code?: unknown; field?: unknown; message?: unknown };
  if (code === 'compile-input') {
    const text = String(message);
    if (typeof field !== 'string') return invalid('body', text);
    return text.startsWith(field) ? invalid(`body/${field}`, text.slice(field.length).trimStart()) : badField(field, text);
  }
  if (code === 'toolchain') return unavailable('compiling is not available on this server: no toolchain is installed');
  if (code === 'compile-limit') return unavailable(String(message));
  return error;
}
