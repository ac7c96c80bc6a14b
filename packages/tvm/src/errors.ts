/** Every failure the codec reports is a TvmError; `code` tells callers what kind without parsing the text. */
export class TvmError extends Error {
  readonly code: string;

  constructor(code: string, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
  }
}

/** The bytes are not a well-formed bag of cells. */
export class BocError extends TvmError {}

/** A cell was read or built past its limits, or an exotic cell is malformed. */
export class CellError extends TvmError {}

/** A cell tree does not match the TL-B type it was read as. */
export class TlbError extends TvmError {}

/** Reading reached a pruned branch: that part of the tree is absent from this BOC (a proof). */
export class PrunedBranchError extends CellError {
  constructor() {
    super('pruned', 'the data is in a pruned branch and is not part of this BOC');
  }
}
