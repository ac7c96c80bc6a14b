import type { RouteDocs } from './route-docs.js';

/** What each call of the verification API does, as the OpenAPI document's summary (spec 001 §7 Verification service). */
export const VERIFY_ROUTE_DOCS: RouteDocs = {
  summaries: {
    'GET /supported/linker': 'The linker versions this server compiles with',
    'GET /supported/solc': 'The compiler versions this server compiles with, by commit',
    'GET /info/address/:address': 'The verified contract an account runs: its ABI, sources and compiler',
    'GET /info/code_hash/:hash': 'The verified contract of a code hash: its ABI, sources and compiler',
    'POST /info/list': 'Verified contracts, filtered by name, paged',
    'GET /abi/address/:address': 'The ABI of the verified contract an account runs (Everscan’s verifier path)',
    'GET /abi/code_hash/:hash': 'The ABI of the verified contract of a code hash (Everscan’s verifier path)',
    'POST /expected_address': 'The address a contract would be deployed at, from its verified code and initial data',
    'GET /parse/message/:hash': 'A message’s body read with the verified ABI of its contract',
    'GET /parse/transaction/:hash': 'A transaction’s call and events read with the verified ABI of its account',
    'POST /compile': 'Compiles uploaded sources and verifies the contracts they build',
    'POST /authorized/compile': 'POST /compile signed as everscan-verify signs it, answered in its shape (Everscan’s verifier path)',
    'POST /run_local': 'Runs a getter of a verified contract on an account’s current state',
    'POST /contract_fields': 'The fields of a verified contract’s data, decoded from an account’s current state',
  },
  lookups: new Set([
    'GET /info/address/:address',
    'GET /info/code_hash/:hash',
    'GET /parse/message/:hash',
    'GET /parse/transaction/:hash',
    'POST /run_local',
    'POST /contract_fields',
  ]),
};
