export class IndexerError extends Error {
  override readonly name = 'IndexerError';
}
