import { IndexerError } from '../../indexer-error.js';

/** The elector answered its get-methods with values of another shape than its elections have. */
export class ElectionsReadError extends IndexerError {
  declare readonly code: 'elections-read';

  constructor(message: string, options?: ErrorOptions) {
    super('elections-read', message, options);
  }
}
