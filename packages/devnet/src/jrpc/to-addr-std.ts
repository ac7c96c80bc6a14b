import { bytesToHex, parseAddress, TvmError, type AddrStd } from '@tvmscan/tvm';
import { DevnetError } from '../errors.js';

/** An account address (raw `wc:hex`, or friendly) as the codec's AddrStd. */
export function toAddrStd(address: string): AddrStd {
  try {
    const parsed = parseAddress(address);
    return { kind: 'std', workchain: parsed.workchain, address: bytesToHex(parsed.hash) };
  } catch (error) {
    if (error instanceof TvmError) throw new DevnetError('bad-address', `not an account address: ${address}`);
    throw error;
  }
}
