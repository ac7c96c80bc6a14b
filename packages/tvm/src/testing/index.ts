export { describeWithFixtures, fixturePath, fixturesDir, listFixtures, readFixture } from './fixtures.js';
