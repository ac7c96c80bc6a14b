import { runApiBench } from './api.js';
import { runCliStartBench } from './cli-start.js';
import { runCodecBench } from './codec.js';
import { runDevnetBench } from './devnet.js';
import { runIngestBench } from './ingest.js';
import { runSoakBench } from './soak.js';
import { runStreamBench } from './stream.js';
import { runWebBench } from './web.js';

const BENCHES: Record<string, (args: string[]) => Promise<void>> = {
  api: runApiBench,
  'cli-start': runCliStartBench,
  codec: runCodecBench,
  devnet: runDevnetBench,
  ingest: runIngestBench,
  soak: runSoakBench,
  stream: runStreamBench,
  web: runWebBench,
};

/** `npm run bench` runs every benchmark; `npm run bench -- NAME [ARGS...]` runs one with its arguments. */
const [name, ...args] = process.argv.slice(2);
if (name === undefined) {
  for (const bench of Object.values(BENCHES)) await bench([]);
} else {
  const bench = BENCHES[name];
  if (!bench) {
    console.error(`unknown benchmark '${name}'; available: ${Object.keys(BENCHES).join(', ')}`);
    process.exit(2);
  }
  await bench(args);
}
