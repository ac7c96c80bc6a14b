export { loadArchiveChain } from './sources/archive-chain.js';
export { startFakeQServer } from './sources/fake-q-server.js';
