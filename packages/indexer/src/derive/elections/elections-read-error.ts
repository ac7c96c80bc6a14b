/** The elector answered its get-methods with values of another shape than its elections have. */
export class ElectionsReadError extends Error {
  override readonly name = 'ElectionsReadError';
}
