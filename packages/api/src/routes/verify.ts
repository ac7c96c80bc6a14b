import { AddressError, parseAddress } from '@tvmscan/tvm';
import type { ContractVerifier } from '../contract-verifier.js';
import { cacheShort } from '../http/caching.js';
import { ApiError, notFound } from '../http/api-error.js';
import { VERIFY_ROUTES } from '../schemas/verify-routes.js';
import type { ApiInstance } from './context.js';

const routes = VERIFY_ROUTES;
/** Uploads carry whole source trees: far more than the 64 KiB of the other calls. */
export const COMPILE_BODY_LIMIT = 16 * 1024 * 1024;

/** The calls of spec 001 §7 Verification service, answered by the verifier the server was given. */
export function verifyRoutes(app: ApiInstance, verifier: ContractVerifier): void {
  app.get(
    '/supported/linker',
    { schema: { tags: ['supported'], response: { 200: routes['GET /supported/linker'].response } } },
    async (_request, reply) => {
      cacheShort(reply);
      return verifier.supportedLinkers();
    },
  );

  app.get(
    '/supported/solc',
    { schema: { tags: ['supported'], response: { 200: routes['GET /supported/solc'].response } } },
    async (_request, reply) => {
      cacheShort(reply);
      return verifier.supportedCompilers();
    },
  );

  app.get(
    '/info/address/:address',
    {
      schema: {
        tags: ['info'],
        params: routes['GET /info/address/:address'].params,
        response: { 200: routes['GET /info/address/:address'].response },
      },
    },
    async (request, reply) => {
      const info = await verifier.contractByAddress(addressParam(request.params.address));
      if (!info) throw notFound('the account does not run a verified contract');
      cacheShort(reply);
      return info;
    },
  );

  app.get(
    '/info/code_hash/:hash',
    {
      schema: { tags: ['info'], params: routes['GET /info/code_hash/:hash'].params, response: { 200: routes['GET /info/code_hash/:hash'].response } },
    },
    async (request, reply) => {
      const info = await verifier.contractByCodeHash(request.params.hash.toLowerCase());
      if (!info) throw notFound('no verified contract has this code hash');
      cacheShort(reply);
      return info;
    },
  );

  app.get(
    '/parse/message/:hash',
    {
      schema: { tags: ['parse'], params: routes['GET /parse/message/:hash'].params, response: { 200: routes['GET /parse/message/:hash'].response } },
    },
    async (request, reply) => {
      const parsed = await verifier.parseMessage(request.params.hash.toLowerCase());
      if (!parsed) throw notFound('the message is unknown, or no verified contract ABI reads its body');
      cacheShort(reply);
      return parsed;
    },
  );

  app.get(
    '/parse/transaction/:hash',
    {
      schema: {
        tags: ['parse'],
        params: routes['GET /parse/transaction/:hash'].params,
        response: { 200: routes['GET /parse/transaction/:hash'].response },
      },
    },
    async (request, reply) => {
      const parsed = await verifier.parseTransaction(request.params.hash.toLowerCase());
      if (!parsed) throw notFound('the transaction is unknown, or its account does not run a verified contract');
      cacheShort(reply);
      return parsed;
    },
  );

  app.post(
    '/info/list',
    { schema: { tags: ['info'], body: routes['POST /info/list'].body, response: { 200: routes['POST /info/list'].response } } },
    async (request, reply) => {
      const { limit = 20, offset = 0, code_hash: codeHash } = request.body;
      cacheShort(reply);
      return verifier.listContracts({ limit, offset, ...(codeHash ? { codeHash: codeHash.toLowerCase() } : {}) });
    },
  );

  app.post(
    '/compile',
    {
      bodyLimit: COMPILE_BODY_LIMIT,
      schema: {
        tags: ['compile'],
        description:
          'Compiles the sources with the chosen installed toolchain; each new code hash becomes a verified contract. 503 when no toolchain is installed.',
        body: routes['POST /compile'].body,
        response: { 200: routes['POST /compile'].response },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return verifier.compile(request.body).catch((error: unknown) => {
        throw compileError(error);
      });
    },
  );

  app.post(
    '/expected_address',
    {
      schema: {
        tags: ['info'],
        description:
          "Our extension beyond spec 001 §7: the address the verified contract with this code hash gets from this initial data (a value for each of its ABI's init fields), an optional public key and the workchain.",
        body: routes['POST /expected_address'].body,
        response: { 200: routes['POST /expected_address'].response },
      },
    },
    async (request, reply) => {
      const answer = await verifier.expectedAddress(request.body).catch((error: unknown) => {
        throw initDataError(error);
      });
      if (!answer) throw notFound('no verified contract with this code hash has its compiled code stored');
      cacheShort(reply);
      return answer;
    },
  );

  executorRoutes(app, verifier);
}

/** What a local run may carry: a whole contract ABI, far beyond the 64 KiB of the other calls. */
const RUN_BODY_LIMIT = 1024 * 1024;

/** Our extensions for the contract executor (spec 001 §7 Wallet/node runLocal and getContractFields), which need no wallet. */
function executorRoutes(app: ApiInstance, verifier: ContractVerifier): void {
  app.post(
    '/run_local',
    {
      bodyLimit: RUN_BODY_LIMIT,
      schema: {
        tags: ['executor'],
        description:
          "Our extension beyond spec 001 §7: runs an ABI function on the account's current state without sending anything (the executor's RunLocal), answering the exit code and the outputs decoded by the ABI.",
        body: routes['POST /run_local'].body,
        response: { 200: routes['POST /run_local'].response },
      },
    },
    async (request, reply) => {
      const { address, ...call } = request.body;
      const answer = await verifier.runLocal(addressParam(address, 'body'), call).catch((error: unknown) => {
        throw runError(error);
      });
      if (!answer) throw notFound('there is no account with this address');
      reply.header('cache-control', 'no-store');
      return answer;
    },
  );

  app.post(
    '/contract_fields',
    {
      bodyLimit: RUN_BODY_LIMIT,
      schema: {
        tags: ['executor'],
        description: "Our extension beyond spec 001 §7: the ABI's fields read from the account's current data, as far as they can be read.",
        body: routes['POST /contract_fields'].body,
        response: { 200: routes['POST /contract_fields'].response },
      },
    },
    async (request, reply) => {
      const answer = await verifier.contractFields(addressParam(request.body.address, 'body'), request.body.abi).catch((error: unknown) => {
        throw runError(error);
      });
      if (!answer) throw notFound('there is no account with this address');
      reply.header('cache-control', 'no-store');
      return answer;
    },
  );
}

/** A call the ABI cannot make is the caller's mistake (400, the field named); an account without code is not there to run (404). */
function runError(error: unknown): unknown {
  const { code, field, message } = (error ?? {}) as { code?: unknown; field?: unknown; message?: unknown };
  if (code === 'run-input') return new ApiError(400, 'BadRequest', `body/${String(field)} ${String(message)}`, 'format');
  if (code === 'run-account') return notFound(String(message));
  return error;
}

/** Initial data the contract's ABI does not take is the caller's mistake (400, the field named); anything else is a bug. */
function initDataError(error: unknown): unknown {
  const { code, field, message } = (error ?? {}) as { code?: unknown; field?: unknown; message?: unknown };
  if (code === 'init-data') return new ApiError(400, 'BadRequest', `body/${String(field)} ${String(message)}`, 'format');
  return error;
}

function addressParam(text: string, place: 'params' | 'body' = 'params') {
  try {
    const address = parseAddress(text.trim());
    return { workchain: address.workchain, address: Buffer.from(address.hash).toString('hex') };
  } catch (error) {
    if (error instanceof AddressError) throw new ApiError(400, 'BadRequest', `${place}/address is not an address: ${error.message}`, 'format');
    throw error;
  }
}

/** The verifier's refusals as answers: a field of the upload (400), no toolchain or too busy (503); anything else is a bug. */
function compileError(error: unknown): unknown {
  const { code, field, message } = (error ?? {}) as { code?: unknown; field?: unknown; message?: unknown };
  if (code === 'compile-input') {
    const text = String(message);
    return new ApiError(400, 'BadRequest', typeof field === 'string' && !text.startsWith(field) ? `body/${field} ${text}` : `body/${text}`, 'format');
  }
  if (code === 'toolchain') return new ApiError(503, 'Internal', 'compiling is not available on this server: no toolchain is installed');
  if (code === 'compile-limit') return new ApiError(503, 'Internal', String(message));
  return error;
}
