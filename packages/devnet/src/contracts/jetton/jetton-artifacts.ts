import { createRequire } from 'node:module';
import { Cell, CellType, hexToBytes, readBocSingle } from '@tvmscan/tvm';
import { ArtifactError } from '../shared/contract-error.js';

/** A cell as tonweb builds it: data bits written up to `cursor`, and its references. */
interface TonwebCell {
  bits: { array: Uint8Array; cursor: number };
  refs: TonwebCell[];
  isExotic: boolean;
}

interface TonwebJettonWallet {
  JettonWallet: { codeHex: string };
}

interface TonwebJettonMinter {
  JettonMinter: new (provider: null, options: Record<string, unknown>) => { options: { code: TonwebCell } };
}

const requireFromHere = createRequire(import.meta.url);
const TONWEB_JETTONS = 'tonweb/src/contract/token/ft';

let walletCode: Cell | undefined;
let minterCode: Cell | undefined;

/**
 * The code of the standard (2022) Jetton wallet that tonweb ships: the classic TEP-74 wallet, which keeps
 * `balance owner master wallet_code` and derives its peers' addresses from that code.
 */
export function jettonWalletCode(): Cell {
  walletCode ??= readBocSingle(hexToBytes(loadTonweb<TonwebJettonWallet>('JettonWallet.js').JettonWallet.codeHex));
  return walletCode;
}

/**
 * The code of the standard (2022) Jetton minter that tonweb ships: `mint` (op 21) from its admin only,
 * `burn_notification` from its wallets, the TEP-74 getters. tonweb keeps it inside the minter's
 * constructor, so a minter object is made only to read its code.
 */
export function jettonMinterCode(): Cell {
  if (minterCode === undefined) {
    const { JettonMinter } = loadTonweb<TonwebJettonMinter>('JettonMinter.js');
    minterCode = fromTonwebCell(new JettonMinter(null, {}).options.code);
  }
  return minterCode;
}

function loadTonweb<T>(file: string): T {
  try {
    return requireFromHere(`${TONWEB_JETTONS}/${file}`) as T;
  } catch (error) {
    throw new ArtifactError(`cannot load the Jetton contract ${file} of tonweb: ${(error as Error).message}`, { cause: error });
  }
}

function fromTonwebCell(cell: TonwebCell): Cell {
  if (cell.isExotic) throw new ArtifactError("tonweb's Jetton code holds an exotic cell");
  const bits = cell.bits.cursor;
  return new Cell(CellType.Ordinary, cell.bits.array.slice(0, (bits + 7) >> 3), bits, cell.refs.map(fromTonwebCell));
}
