// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as areaTexts from '../src/app/i18n/area-texts.js';
import { loadScreenTexts } from '../src/app/i18n/area-texts.js';
import { address } from './support/chain-fixtures.js';
import { serveMainPage } from './support/main-page-api.js';
import { installFakeApi } from './support/fake-api.js';
import { everscaleConfig } from './support/network-configs.js';
import { renderAppAt } from './support/render-app.js';

vi.mock('../src/app/i18n/area-texts.js', async (importOriginal) => {
  const original = await importOriginal<typeof areaTexts>();
  return { ...original, loadScreenTexts: vi.fn(original.loadScreenTexts) };
});

beforeEach(() => {
  localStorage.clear();
  vi.mocked(loadScreenTexts).mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('what the app loads as it opens', () => {
  it("keeps the other screens' texts out of the main page, its header's wallet menu included", async () => {
    serveMainPage();
    renderAppAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Everscale Blockchain Explorer' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Wallet menu' }).length).toBeGreaterThan(0));
    expect(loadScreenTexts).not.toHaveBeenCalled();
  });

  it("starts fetching a screen's texts as the app starts, beside the screen's code rather than after it", () => {
    installFakeApi(everscaleConfig);
    renderAppAt(`/accounts/${address(0xa2)}`);
    expect(loadScreenTexts).toHaveBeenCalled();
  });
});
