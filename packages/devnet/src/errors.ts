/** What went wrong in the devnet, by area. */
export type DevnetErrorCode =
  | 'executor'
  | 'bad-config'
  | 'bad-options'
  | 'bad-message'
  | 'message-rejected'
  | 'data-folder'
  | 'bad-address';

/** Every error the devnet raises on purpose: bad input, a rejected message, an unreadable data folder. */
export class DevnetError extends Error {
  readonly code: DevnetErrorCode;

  constructor(code: DevnetErrorCode, message: string) {
    super(message);
    this.name = 'DevnetError';
    this.code = code;
  }
}
