import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The Everscale mainnet masterchain zerostate among the real chain data (its elector and configuration contract). */
const EVERSCALE_ZEROSTATE = 'everscale/zerostate/mainnet-masterchain.boc';

/** The zerostate a new devnet takes its elector from, where it was looked for, and its bytes when it is there. */
export interface ElectorZerostate {
  readonly path: string;
  readonly bytes: Uint8Array | undefined;
}

/**
 * Where a new devnet finds the masterchain zerostate whose elector and configuration contracts it runs:
 * `TVMSCAN_ELECTOR_ZEROSTATE`, else the Everscale mainnet zerostate in the real chain data (`TVMSCAN_FIXTURES`, else
 * `../shared/fixtures` beside the working folder).
 */
export function findElectorZerostate(env: NodeJS.ProcessEnv = process.env): ElectorZerostate {
  const file =
    env['TVMSCAN_ELECTOR_ZEROSTATE'] ?? path.join(env['TVMSCAN_FIXTURES'] ?? path.resolve('..', 'shared', 'fixtures'), EVERSCALE_ZEROSTATE);
  return { path: file, bytes: existsSync(file) ? readFileSync(file) : undefined };
}

/** What the operator is told about the devnet's validators once it is open. */
export function electionsNote(devnet: { runsElections: boolean; fresh: boolean }, zerostate: ElectorZerostate): string {
  if (devnet.runsElections)
    return `devnet: validators stake from their masterchain wallets and the elector elects them (the elector and configuration contracts of the zerostate a genesis took them from${devnet.fresh ? `, ${zerostate.path}` : ''})`;
  if (!devnet.fresh)
    return 'devnet: this chain was created without the elector: its validator sets rotate by schedule, without stakes (a new data folder starts a chain with elections)';
  return `devnet: no elector: ${zerostate.path} was not found, so validator sets rotate by schedule, without stakes; set TVMSCAN_ELECTOR_ZEROSTATE to a masterchain zerostate (Everscale's) and start a new data folder to run elections`;
}
