import { tokenDeployInit, type TokenDeployInit, type TokenStandard } from '@tvmscan/contracts/operations';
import { findDeployMessage, type Database } from '@tvmscan/store';
import { decodeMessage, readBocSingle } from '@tvmscan/tvm';
import type { StateSource } from '../../sources/state-source.js';
import type { RootState, WalletState } from './token-book.js';
import { TOKEN_READERS } from './token-readers.js';

/** Whether an account was deployed in the indexed chain, and what its StateInit says of a token contract. */
interface Deploy {
  readonly init: TokenDeployInit | null;
  readonly write: number;
}

/** What a wallet or root first met needs besides its identity: where it is met and its change within the write. */
export interface FirstMeeting {
  readonly standard: TokenStandard;
  /** The sum of the balance (or supply) changes the write being derived applies to it. */
  readonly changeInWrite: bigint;
  readonly time: number;
  readonly lt: bigint;
}

/**
 * Tells whose a token wallet first met is and what a root first met is called. A contract deployed in the indexed
 * chain is read from its deploying StateInit (kept in memory until its write commits, then found in the stored
 * messages) and starts from nothing: its balance or supply is the sum of its operations. A contract met already
 * deployed (an archive that starts mid-chain) is read once through the state source's getters, and its balance or
 * supply taken from them as it stood before the write's own changes (exact when the source stands where the index
 * does). With no state source, or getters that fail, a wallet stays unidentified and a root keeps what its deploy
 * said, else empty names, and counts its supply from zero.
 */
export class TokenIdentities {
  private readonly deploys = new Map<string, Deploy>();

  constructor(
    private readonly database: Database,
    private readonly stateSource: StateSource | undefined,
  ) {}

  /** A deploy in the write being derived (`write`): remembered until that write commits. */
  rememberDeploy(address: string, init: TokenDeployInit | null, write: number): void {
    this.deploys.set(address, { init, write });
  }

  forgetCommitted(committed: number): void {
    for (const [address, deploy] of this.deploys) if (deploy.write <= committed) this.deploys.delete(address);
  }

  /** The wallet's owner and root and its balance before the write; null when they cannot be told. */
  async wallet(address: string, meeting: FirstMeeting): Promise<WalletState | null> {
    const deploy = await this.deployOf(address);
    const base = { address, updatedAt: meeting.time, updatedLt: meeting.lt };
    if (deploy?.init?.kind === 'wallet') return { ...base, root: deploy.init.root, owner: deploy.init.owner, balance: 0n };
    const info = await this.read((reader, source) => reader.walletInfo(source, address), meeting.standard);
    if (info === null) return null;
    return { ...base, root: info.root, owner: info.owner, balance: deploy ? 0n : info.balance - meeting.changeInWrite };
  }

  /** The root's name, symbol, decimals, owner and supply before the write. */
  async root(address: string, meeting: FirstMeeting): Promise<RootState> {
    const deploy = await this.deployOf(address);
    const init = deploy?.init?.kind === 'root' ? deploy.init : null;
    const info = await this.read((reader, source) => reader.rootInfo(source, address), meeting.standard);
    return {
      address,
      standard: init?.standard ?? meeting.standard,
      name: info?.name ?? init?.name ?? '',
      symbol: info?.symbol ?? init?.symbol ?? '',
      decimals: info?.decimals ?? init?.decimals ?? 0,
      owner: info?.rootOwner ?? init?.owner ?? null,
      totalSupply: deploy === null && info !== null ? info.totalSupply - meeting.changeInWrite : 0n,
      holders: 0n,
      createdAt: meeting.time,
      updatedLt: meeting.lt,
    };
  }

  private async deployOf(address: string): Promise<Deploy | null> {
    const remembered = this.deploys.get(address);
    if (remembered) return remembered;
    const boc = await findDeployMessage(this.database.db, address);
    if (boc === null) return null;
    const data = decodeMessage(readBocSingle(boc)).init?.data;
    return { init: data ? tokenDeployInit(data) : null, write: 0 };
  }

  /** A getter's answer, or null without a state source, without getters for the standard, or when they fail. */
  private async read<T>(
    run: (reader: NonNullable<(typeof TOKEN_READERS)[TokenStandard]>, source: StateSource) => Promise<T>,
    standard: TokenStandard,
  ): Promise<T | null> {
    const reader = TOKEN_READERS[standard];
    if (!this.stateSource || !reader) return null;
    try {
      return await run(reader, this.stateSource);
    } catch (error) {
      const { ContractsError } = await import('@tvmscan/contracts');
      if (error instanceof ContractsError) return null;
      throw error;
    }
  }
}
