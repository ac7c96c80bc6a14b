import type { ContractVerifier } from '../contract-verifier.js';
import type { SIGNED_VERIFY_ROUTES } from '../schemas/verify-routes.js';
import type { CompileRequest, CompileResponse, SignedCompileResponse } from '../schemas/verify.js';
import type { RouteHandlers } from './route-table.js';
import { compileError } from './verify.js';

/** Where everscan-verify puts a project's sources (`/app/contracts/src`) and its libraries (`/app/contracts/external`). */
const EVERSCAN_VERIFY_ROOT = '/app/contracts/';

/** everscan-verify's upload, compiled as POST /compile compiles, answered in everscan-verify's shape. */
export const SIGNED_VERIFY_HANDLERS: RouteHandlers<typeof SIGNED_VERIFY_ROUTES, ContractVerifier> = {
  'POST /authorized/compile': async (verifier, { body, reply }) => {
    reply.header('cache-control', 'no-store');
    const sources = body.sources.map((source) => ({ ...source, path: withinProject(source.path) }));
    const answer = await verifier.compile({ ...body, sources }).catch((error: unknown) => {
      throw compileError(error);
    });
    return signedAnswer(body, answer);
  },
};

/** A path under everscan-verify's root, relative to it; any other path as it was sent (the verifier then judges it). */
function withinProject(path: string): string {
  return path.startsWith(EVERSCAN_VERIFY_ROOT) ? path.slice(EVERSCAN_VERIFY_ROOT.length) : path;
}

/** The verifier's answer as everscan-verify reads it: a failure is given for each target the upload named, by its path as sent. */
function signedAnswer(request: CompileRequest, answer: CompileResponse): SignedCompileResponse {
  if ('compiled' in answer) {
    return {
      compiled: answer.compiled.map(({ contract_name, code_hash }) => ({
        contract_name,
        code_hash,
        tvc: null,
        success: true,
        dependencies_list: [],
      })),
      already_verified: answer.already_verified,
      failed_to_verify: {},
    };
  }
  const { compiler_output, linker_output } = answer.failed_to_verify;
  const failure = {
    compiler_output: { ...compiler_output, abi: null, code: null, dependencies_list: [] },
    linker_output: { ...linker_output, tvc: null, code_hash: null },
  };
  const targets = request.sources.filter((source) => source.source_type !== 'Dependency');
  return { compiled: [], already_verified: {}, failed_to_verify: Object.fromEntries(targets.map((source) => [source.path, failure])) };
}
