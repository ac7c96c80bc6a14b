import { render } from '@testing-library/react';
import { App } from '../../src/app/app.js';

/** Renders the whole app at `path`, as a visitor opening that address. */
export function renderAppAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(<App />);
}
