import type { Cell } from '@tvmscan/tvm';
import * as nt from 'nekoton-wasm';
import type { AbiInput } from './abi-call.js';
import type { ContractArtifact } from './artifact.js';
import { base64ToCell, cellToBase64 } from './boc-base64.js';
import { ArtifactError } from './contract-error.js';
import type { RawAddress } from './raw-address.js';

/** The state a contract is deployed with and the address it therefore gets. */
export interface ExpectedState {
  address: RawAddress;
  /** The StateInit cell: attach it to the deploying message (or place it in a genesis account). */
  stateInit: Cell;
}

interface ExpectedStateOptions {
  /** Static variables of the contract, as the ABI's `data` section names them. */
  initData: AbiInput;
  /** The public key stored in the initial data, 64 hex digits; none leaves the key zero. */
  publicKey?: string;
  /** Code replacing the artifact's, e.g. the code with a salt that contracts derive child addresses from. */
  code?: Cell;
  workchain?: number;
}

/** Fills the artifact's initial data as the compiler's `tvm.buildStateInit` does and hashes the StateInit. */
export function expectedState(artifact: ContractArtifact, options: ExpectedStateOptions): ExpectedState {
  const tvc = options.code === undefined ? artifact.tvc : withCode(artifact.tvc, options.code);
  const expected = nt.getExpectedAddress(tvc, artifact.abi, options.workchain ?? 0, options.publicKey, options.initData);
  return { address: expected.address, stateInit: base64ToCell(expected.stateInit, 'the expected StateInit') };
}

function withCode(tvc: string, code: Cell): string {
  const { data } = nt.splitTvc(tvc);
  if (data === undefined) throw new ArtifactError('the compiled contract has no initial data to pair with new code');
  return nt.mergeTvc(cellToBase64(code), data).boc;
}
