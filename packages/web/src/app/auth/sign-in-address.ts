/** Parameters the provider adds to the app's address when it sends the browser back after a sign-in (spec 001 §4). */
const SIGN_IN_ANSWER = ['code', 'id_token', 'session_state', 'error'];
/** Every parameter of a provider's answer, removed from the address once the answer is read (`iss`: RFC 9207). */
const ANSWER_PARAMS = [...SIGN_IN_ANSWER, 'state', 'iss', 'error_description', 'error_uri'];

export type ProviderAnswer = 'sign-in' | 'sign-out' | null;

/** What the address carries: the answer to a sign-in, the return from a sign-out (its `state` alone), or nothing. */
export function providerAnswerIn(href: string): ProviderAnswer {
  const params = new URL(href).searchParams;
  if (SIGN_IN_ANSWER.some((name) => params.has(name))) return 'sign-in';
  return params.has('state') ? 'sign-out' : null;
}

/** `value` when it is a path of this app (never another site's address, `//host` included); else `fallback`. */
export function localPathOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : fallback;
}

/** The address (path, query and hash) without the provider's parameters. */
export function withoutAnswerParams(href: string): string {
  const url = new URL(href);
  for (const name of ANSWER_PARAMS) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}
