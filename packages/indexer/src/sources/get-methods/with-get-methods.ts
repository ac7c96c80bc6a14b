import type { StateSource } from '../state-source.js';
import { TvmGetMethodRunner } from './tvm-get-method-runner.js';

/**
 * The source itself when it runs get-methods already or cannot (it gives no config); otherwise the same source
 * that also runs them with a real TVM over its accounts and config (for sources from other packages, as the devnet).
 */
export function withGetMethods(source: StateSource): StateSource {
  const { getConfig } = source;
  if (source.runGetMethod || !getConfig) return source;
  const states = { getAccount: (address: string) => source.getAccount(address), getConfig: () => getConfig.call(source) };
  const runner = new TvmGetMethodRunner(states);
  return {
    ...states,
    runGetMethod: (address, method, args, options) => runner.run(address, method, args, options),
    close: () => source.close?.(),
  };
}
