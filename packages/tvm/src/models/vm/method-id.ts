import { crc16 } from '../../address/crc16.js';

const UTF8 = new TextEncoder();

/** The id a get-method is called by: CRC-16/XMODEM of its name, with bit 16 set (as FunC and Solidity compilers assign it). */
export function getMethodId(name: string): number {
  return (crc16(UTF8.encode(name)) & 0xffff) | 0x10000;
}
