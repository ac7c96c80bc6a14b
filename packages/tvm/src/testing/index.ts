export { describeWithFixtures, fixturePath, fixturesDir, listFixtures, readFixture } from './fixtures.js';
export { craftZstdFrame, type CraftedFrameOptions } from './zstd-frame.js';
export { asCommonMessageBlock, asCommonTransaction } from './common-message-block.js';
export { defined, flipBits } from './defined.js';
