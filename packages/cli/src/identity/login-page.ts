/** No icon file: without it the browser asks the provider for /favicon.ico, which it answers 404. */
const NO_ICON = '<link rel="icon" href="data:,">';

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

/** The local provider's sign-in form; `error` after wrong credentials. */
export function loginPage(uid: string, error?: string): string {
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="UTF-8">${NO_ICON}
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Sign in · tvmscan local accounts</title>
    <style>
      body { font-family: system-ui, sans-serif; max-width: 22rem; margin: 4rem auto; padding: 0 1rem; }
      label, input, button { display: block; width: 100%; box-sizing: border-box; margin-top: .5rem; }
      input, button { padding: .5rem; font-size: 1rem; }
      .error { color: #b00020; }
      .hint { color: #555; font-size: .875rem; }
    </style>
  </head>
  <body>
    <h1>Sign in</h1>
    ${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
    <form method="post" action="/interaction/${escape(uid)}/login">
      <label for="username">Username</label>
      <input id="username" name="username" autocomplete="username" required autofocus>
      <label for="password">Password</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required>
      <button type="submit">Sign in</button>
    </form>
    <p class="hint">The local provider of <code>tvmscan start</code>: user / user, or admin / admin.</p>
  </body>
</html>
`;
}

/**
 * The provider's sign-out confirmation around its form (`op.logoutForm`, which carries the anti-forgery token);
 * `confirmed` submits it at once with the Sign out answer.
 */
export function logoutPage(form: string, confirmed: boolean): string {
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="UTF-8">${NO_ICON}
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Sign out · tvmscan local accounts</title>
    <style>
      body { font-family: system-ui, sans-serif; max-width: 22rem; margin: 4rem auto; padding: 0 1rem; }
      button { display: block; width: 100%; box-sizing: border-box; margin-top: .5rem; padding: .5rem; font-size: 1rem; }
    </style>
  </head>
  <body>
    <h1>Sign out?</h1>
    ${form}
    <button type="submit" form="op.logoutForm" name="logout" value="yes" id="confirm">Sign out</button>
    <button type="submit" form="op.logoutForm">Stay signed in</button>
    ${confirmed ? `<script>document.getElementById('op.logoutForm').requestSubmit(document.getElementById('confirm'));</script>` : ''}
  </body>
</html>
`;
}

/** After a sign-out that names no page to return to. */
export function signedOutPage(): string {
  return `<!DOCTYPE html>
<html lang="en">
  <head><meta charset="UTF-8">${NO_ICON}<title>Signed out · tvmscan</title></head>
  <body><h1>Signed out</h1><p>You are signed out of the local accounts of tvmscan.</p></body>
</html>
`;
}

/** The provider's page for a request it refuses (an unknown client, a redirect URI not registered, …). */
export function errorPage(error: string, description: string): string {
  return `<!DOCTYPE html>
<html lang="en">
  <head><meta charset="UTF-8">${NO_ICON}<title>Sign-in error · tvmscan</title></head>
  <body>
    <h1>Sign-in error</h1>
    <p><strong>${escape(error)}</strong>: ${escape(description)}</p>
    <p>Start again from the app.</p>
  </body>
</html>
`;
}
