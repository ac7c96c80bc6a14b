import { runCodecBench } from './codec.js';
import { runDevnetBench } from './devnet.js';

const BENCHES: Record<string, () => Promise<void>> = {
  codec: runCodecBench,
  devnet: runDevnetBench,
};

const names = process.argv.slice(2);
const selected = names.length === 0 ? Object.keys(BENCHES) : names;
for (const name of selected) {
  const bench = BENCHES[name];
  if (!bench) {
    console.error(`unknown benchmark '${name}'; available: ${Object.keys(BENCHES).join(', ')}`);
    process.exit(2);
  }
  await bench();
}
