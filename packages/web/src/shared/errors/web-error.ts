/** Every failure the web app raises is a WebError; `code` tells callers what kind without parsing the text. */
export class WebError extends Error {
  readonly code: string;

  constructor(code: string, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
  }
}
