/** How the bytes of a bag of cells are malformed. */
export type BocErrorCode =
  | 'absent'
  | 'completion-tag'
  | 'crc'
  | 'flags'
  | 'level'
  | 'magic'
  | 'offset-size'
  | 'ref-order'
  | 'ref-size'
  | 'refs'
  | 'roots'
  | 'size'
  | 'trailing'
  | 'truncated';

/** How a cell was read or built past its limits; `pruned` is a read reaching a pruned branch. */
export type CellErrorCode = 'bad-data' | 'bad-exotic' | 'not-consumed' | 'overflow' | 'range' | 'underflow' | 'pruned';

/** How a cell tree differs from the TL-B type it was read as. */
export type TlbErrorCode = 'bad-tag' | 'bad-value' | 'dict-duplicate' | 'dict-empty' | 'dict-fork' | 'dict-label' | 'unsupported';

/** What went wrong while reading an archive. */
export type ArchiveErrorCode =
  'unknown-format' | 'bad-magic' | 'bad-entry-magic' | 'bad-entry-name' | 'bad-entry-type' | 'truncated' | 'bad-compression';

/** Every `code` a TvmError carries: stable strings callers may branch on. */
export type TvmErrorCode = BocErrorCode | CellErrorCode | TlbErrorCode | ArchiveErrorCode | 'address';

/** Every failure the codec reports is a TvmError; `code` tells callers what kind without parsing the text. */
export class TvmError extends Error {
  readonly code: TvmErrorCode;

  constructor(code: TvmErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
  }
}

/** The bytes are not a well-formed bag of cells; a cell that cannot be built from them keeps its cell code. */
export class BocError extends TvmError {
  declare readonly code: BocErrorCode | CellErrorCode;

  constructor(code: BocErrorCode | CellErrorCode, message: string, options?: ErrorOptions) {
    super(code, message, options);
  }
}

/** A cell was read or built past its limits, or an exotic cell is malformed. */
export class CellError extends TvmError {
  declare readonly code: CellErrorCode;

  constructor(code: CellErrorCode, message: string, options?: ErrorOptions) {
    super(code, message, options);
  }
}

/** A cell tree does not match the TL-B type it was read as. */
export class TlbError extends TvmError {
  declare readonly code: TlbErrorCode;

  constructor(code: TlbErrorCode, message: string, options?: ErrorOptions) {
    super(code, message, options);
  }
}

/** Reading reached a pruned branch: that part of the tree is absent from this BOC (a proof). */
export class PrunedBranchError extends CellError {
  constructor() {
    super('pruned', 'the data is in a pruned branch and is not part of this BOC');
  }
}
