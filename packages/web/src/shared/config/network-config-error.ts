/** `/config.json` could not be read or does not describe a network. */
export class NetworkConfigError extends Error {
  override readonly name = 'NetworkConfigError';
}
