export { Cell } from './cell.js';
export { CellType, MAX_CELL_BITS, MAX_CELL_REFS } from './cell-type.js';
export { Slice, type BitString } from './slice.js';
export { Builder } from './builder.js';
export { sha256 } from './cell-hash.js';
