const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

/** The local provider's sign-in form; `error` after wrong credentials. */
export function loginPage(uid: string, error?: string): string {
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="UTF-8">
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

/** The provider's page for a request it refuses (an unknown client, a redirect URI not registered, …). */
export function errorPage(error: string, description: string): string {
  return `<!DOCTYPE html>
<html lang="en">
  <head><meta charset="UTF-8"><title>Sign-in error · tvmscan</title></head>
  <body>
    <h1>Sign-in error</h1>
    <p><strong>${escape(error)}</strong>: ${escape(description)}</p>
    <p>Start again from the app.</p>
  </body>
</html>
`;
}
