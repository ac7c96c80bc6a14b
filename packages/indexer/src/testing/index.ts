export { loadArchiveChain, type ArchiveChain, type ChainBlock } from './archive-chain.js';
export { startFakeQServer, type FakeQServer, type FakeQServerOptions, type Misbehaviour } from './fake-q-server.js';
export { Exchange, startTestServer, type JsonHandler, type TestServer } from './test-http-server.js';
export { cutGenesisArchive, GENESIS_ARCHIVE } from './cut-archive.js';
