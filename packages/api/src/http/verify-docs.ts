import type { FastifyInstance } from 'fastify';
import { registerApiDocs } from './registry-docs.js';

export const VERIFY_DOCS_PATH = '/api/verify/docs';

/** The verification API's document at /api/verify/docs. */
export function registerVerifyDocs(app: FastifyInstance, prefix: string): void {
  registerApiDocs(app, {
    docsPath: VERIFY_DOCS_PATH,
    prefix,
    title: 'tvmscan verification API',
    description:
      'Contract verification (spec 001 §7 Verification service): verified contracts by code hash or address, their list, ' +
      'the installed compiler and linker versions, compiling uploaded sources, and messages and transactions read with ' +
      'verified ABIs. Answers are the objects themselves, without a `data` envelope; errors are the API error body.',
  });
}
