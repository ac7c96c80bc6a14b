import { constants } from 'node:fs';
import { access, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { VerifyError } from '../verify-error.js';

/** One version folder of the toolchain folder and the programs it holds. */
export interface Toolchain {
  readonly version: string;
  /** `sold`: the compiler and linker in one program. */
  readonly sold: string | undefined;
  /** `solc`: the TVM Solidity compiler, which writes assembly for the linker. */
  readonly solc: string | undefined;
  /** `tvm_linker`: turns the compiler's assembly into a TVC. */
  readonly linker: string | undefined;
}

/**
 * The TVM Solidity toolchains an operator installed: a folder with one sub-folder per version, each holding `sold`,
 * or `solc` and `tvm_linker`, as executables. Without a folder there are none, and compiling is not available.
 */
export class Toolchains {
  private readonly byVersion: ReadonlyMap<string, Toolchain>;

  private constructor(toolchains: readonly Toolchain[]) {
    this.byVersion = new Map(toolchains.map((toolchain) => [toolchain.version, toolchain]));
  }

  static none(): Toolchains {
    return new Toolchains([]);
  }

  /** Reads the version folders of `dir`; a folder that cannot be read is an error the operator must fix. */
  static async find(dir: string): Promise<Toolchains> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      throw new VerifyError('toolchain', `cannot read the toolchain folder ${dir}: ${(error as Error).message}`, { cause: error });
    }
    const toolchains: Toolchain[] = [];
    for (const entry of entries.filter((item) => item.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
      const folder = join(dir, entry.name);
      const [sold, solc, linker] = await Promise.all(['sold', 'solc', 'tvm_linker'].map((name) => executable(join(folder, name))));
      if (sold ?? solc ?? linker) toolchains.push({ version: entry.name, sold, solc, linker });
    }
    return new Toolchains(toolchains);
  }

  /** Whether any compiler is installed. */
  get available(): boolean {
    return Object.keys(this.compilers()).length > 0;
  }

  /**
   * The compiler versions, each with the text a user reads: the version with the compiler as build metadata
   * (`0.72.0+sold`), as solc prints its own version and as Broxus' everscan-verify reads these texts (a semver).
   */
  compilers(): Record<string, string> {
    const entries = [...this.byVersion.values()]
      .filter((toolchain) => toolchain.sold ?? toolchain.solc)
      .map((toolchain) => [toolchain.version, `${toolchain.version}+${toolchain.sold ? 'sold' : 'solc'}`]);
    return Object.fromEntries(entries);
  }

  /** The linker versions: those with `tvm_linker`, and those with `sold`, which links itself. */
  linkers(): string[] {
    return [...this.byVersion.values()].filter((toolchain) => toolchain.linker ?? toolchain.sold).map((toolchain) => toolchain.version);
  }

  get(version: string): Toolchain | undefined {
    return this.byVersion.get(version);
  }
}

async function executable(path: string): Promise<string | undefined> {
  try {
    await access(path, constants.X_OK);
    return path;
  } catch {
    return undefined;
  }
}
