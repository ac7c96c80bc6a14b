export { checkBoc, readBoc, readBocSingle } from './read-boc.js';
export { writeBoc, type WriteBocOptions } from './write-boc.js';
export { hasBocMagic } from './boc-magic.js';
export { crc32c } from './crc32c.js';
