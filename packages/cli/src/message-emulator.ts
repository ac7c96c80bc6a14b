import { DevnetExecutor, reliesOnEverscaleActionOrder } from '@tvmscan/devnet';
import type { StateSource } from '@tvmscan/indexer';
import { readIndexGlobalId, type Database } from '@tvmscan/store';
import { MessageEmulation } from '@tvmscan/verify';

/** An emulation of messages on the state source's current states, and how to let go of its executor. */
export interface MessageEmulatorHandle {
  readonly emulation: MessageEmulation;
  close(): void;
}

/**
 * Emulation with the devnet's executor (the API and the verification service may not import the devnet: it is
 * handed in here), on the states and config the state source gives; none when the source does not give the config.
 */
export function messageEmulatorOf(database: Database, stateSource: StateSource | undefined): MessageEmulatorHandle | undefined {
  const readConfig = stateSource?.getConfig?.bind(stateSource);
  if (stateSource === undefined || readConfig === undefined) return undefined;
  const executor = new DevnetExecutor(reliesOnEverscaleActionOrder);
  const emulation = new MessageEmulation({
    database,
    stateReader: { getAccountState: (address) => stateSource.getAccount(address) },
    configReader: readConfig,
    executor,
    globalId: () => readIndexGlobalId(database.db),
  });
  return { emulation, close: () => executor.close() };
}
