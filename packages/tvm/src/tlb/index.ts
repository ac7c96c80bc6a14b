export { unknownTag, loadTag } from './tag.js';
export { loadBits256, storeBits256, bits256ToKey, keyToBits256 } from './bits256.js';
