/** Every failure the web app raises is a WebError; `code` tells callers what kind without parsing the text. */
export class WebError extends Error {
  constructor(
    readonly code: string,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}
