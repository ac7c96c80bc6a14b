import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { detailValue } from './support/detail-page.js';
import { firstTokenOwner } from './support/devnet-owner.js';
import { LOCAL_ADMIN, LOCAL_USER, signInThroughProvider } from './support/sign-in.js';
import { expect, test } from './support/test.js';
import { checkScreensInBothThemes } from './support/themed-screens.js';
import { tokenApi } from './support/token-api.js';

const REGISTRY = '/api/registry/v1';
/** A logo that would run script if anything of it ran: the server keeps it sanitised, and serves it so that nothing runs. */
const HOSTILE_LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" onload="alert(1)"><script>alert(2)</script><circle cx="16" cy="16" r="14" fill="#2a9d8f"/></svg>';

// While the form reads the hostile logo (DOMParser), the browser tries its onload handler and the app's CSP refuses it.
test.use({ allowedConsoleErrors: [/violates the following Content Security Policy directive 'script-src-attr 'none''/] });

/** The signed-in user's access token, as the app keeps it (oidc-client-ts, in local storage). */
async function accessToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'));
    return key === undefined ? null : localStorage.getItem(key);
  });
  if (stored === null) throw new Error('not signed in');
  return (JSON.parse(stored) as { access_token: string }).access_token;
}

async function registryPost<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  body: object,
): Promise<{ status: number; json: { data: T; error?: { message: string } } }> {
  const response = await request.post(`${REGISTRY}${path}`, { data: body, headers: { authorization: `Bearer ${token}` }, maxRetries: 2 });
  return { status: response.status(), json: (await response.json()) as { data: T; error?: { message: string } } };
}

async function signedIn(page: Page, account: typeof LOCAL_USER | typeof LOCAL_ADMIN): Promise<void> {
  await page.goto('/');
  await signInThroughProvider(page, account);
}

test('the devnet owner of a token proves ownership on chain, submits its information, and an admin reviews two versions', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const owner = firstTokenOwner();
  const { tokens } = await tokenApi<{ tokens: { rootAddress: string; token: string; ownerAddress: string }[] }>(
    request,
    '/root_contract/symbol_substring/DUSD',
  );
  const token = tokens.find((candidate) => candidate.token === 'DUSD')!;
  expect(token.ownerAddress).toBe(owner.rawAddress);
  const root = token.rootAddress;

  // The ownership proof, as the owner gives it: signed in, the local wallet holding the token root owner's key sends the verify call.
  await page.addInitScript((keyPair) => localStorage.setItem('tvmscan.localWallet.keyPair', JSON.stringify(keyPair)), {
    publicKey: owner.key.publicKey,
    secretKey: owner.key.secretKey,
  });
  await signedIn(page, LOCAL_USER);
  const userToken = await accessToken(page);
  await page.goto('/settings/addresses');
  await page.getByRole('link', { name: 'Add address' }).click();
  await page.getByLabel('Token address').fill(root);
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await page.getByRole('button', { name: 'Verify address' }).click({ timeout: 30_000 });
  // Before the wallet signs: what the verify call will do, emulated on the current state.
  const preview = page.getByRole('region', { name: 'What this will do' });
  await expect(preview.locator('[data-emulation="headline"]')).toContainText('0.05 EVER', { timeout: 30_000 });
  await preview.getByRole('button', { name: 'Sign and send', exact: true }).click();
  const sentPopup = page.getByRole('dialog', { name: 'Your request has been sent' });
  await expect(sentPopup).toBeVisible({ timeout: 30_000 });
  // Once the explorer has indexed the transaction, the token is linked and the popup links to the verify message.
  await sentPopup.getByRole('link', { name: 'View the verify transaction' }).click({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/messages\/[0-9a-f]{64}$/);
  const { tokenVerificationAddress } = (await (await request.get('/config.json')).json()) as { tokenVerificationAddress: string };
  const details = page.getByRole('main');
  await expect(detailValue(details, 'Value')).toHaveText(/^0\.05\b/);
  await expect(detailValue(details, 'Bounce')).toHaveText('Yes');
  await expect(detailValue(details, 'Destination').locator(`a[href="/accounts/${tokenVerificationAddress}"]`)).toBeVisible();
  await expect(detailValue(details, 'Source').locator(`a[href="/accounts/${owner.rawAddress}"]`)).toBeVisible();
  const messageHash = page.url().split('/').pop()!;
  const message = await request.post('/api/explorer/v1/messages', { data: { id: messageHash }, maxRetries: 2 });
  const txHash = ((await message.json()) as { data: { message: { srcTransactionHash: string } } }).data.message.srcTransactionHash;

  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  await signedIn(adminPage, LOCAL_ADMIN);
  const stranger = await registryPost(request, await accessToken(adminPage), '/authorized/tokens/link_owner', {
    root_address: root,
    tx_hash: txHash,
  });
  expect(stranger.status).toBe(412);
  expect(stranger.json.error?.message).toBe('You are not the owner of the token');
  const linked = await registryPost<{ is_owner: boolean }>(request, userToken, '/authorized/tokens/is_owner', { root_address: root });
  expect(linked.json.data.is_owner).toBe(true);

  // The wizard: My tokens lists the token, Update, two steps, the success popup, back to My tokens with Pending.
  await page.goto('/settings/addresses');
  const row = page.locator(`tr[data-root="${root}"]`);
  await expect(row).toContainText('Not submitted');
  await row.getByRole('link', { name: 'Update' }).click();
  await page.getByLabel('Name').fill('Devnet USD');
  await page.getByLabel('Website').fill('https://devnet-usd.org');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Field cannot be empty')).toHaveCount(2);
  await page.getByLabel('Official email').fill('team@devnet-usd.org');
  await page.getByLabel('Logo (SVG)').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(HOSTILE_LOGO) });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Twitter').fill('https://twitter.com/devnet_usd');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog', { name: 'Information submitted' }).getByRole('button', { name: 'Back to My tokens' }).click();
  await expect(page).toHaveURL(/\/settings\/addresses$/);
  await expect(row).toContainText('Pending');

  // The admin approves the first version, which has nothing to compare with.
  await reviewNewest(adminPage, root);
  await expect(adminPage.getByText('No version of this token was approved before.')).toBeVisible();
  await adminPage.getByRole('button', { name: 'Approve' }).click();
  await expect(adminPage).toHaveURL(/\/settings\/assets$/);

  // A second version changes the name; the admin sees 'Field changed' there, cannot reject without a reason, approves.
  await page.goto(`/settings/addresses/${root}/update`);
  await page.getByLabel('Name').fill('Devnet Dollar');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog', { name: 'Information submitted' })).toBeVisible();
  await reviewNewest(adminPage, root);
  await expect(adminPage.locator('[data-changed="project_name"]')).toHaveText('Field changed');
  await expect(adminPage.locator('[data-changed="project_website"], [data-changed="twitter_url"], [data-changed="project_email"]')).toHaveCount(0);
  const reviewUrl = adminPage.url();
  await adminPage.getByRole('button', { name: 'Reject' }).click();
  await expect(adminPage.getByText('Field cannot be empty')).toBeVisible();
  expect(adminPage.url()).toBe(reviewUrl);
  await adminPage.getByRole('button', { name: 'Approve' }).click();
  await expect(adminPage).toHaveURL(/\/settings\/assets$/);
  await adminContext.close();

  // The token's page shows the approved logo and name, the tokens table the logo; the logo, opened on its own, runs nothing.
  await page.goto(`/accounts/${root}`);
  const info = page.locator(`[data-approved-token="${root}"]`);
  await expect(info.getByText('Devnet Dollar')).toBeVisible();
  const logo = info.getByRole('img', { name: 'Devnet Dollar' });
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const logoUrl = await logo.getAttribute('src');
  await page.goto('/tokens');
  await expect(page.locator(`img[data-approved-logo="${root}"]`)).toBeVisible();
  // The system token list (the devnet's manifest) shows the approved logo and name, and its manifest.json carries them, the logo as an absolute link.
  await page.goto('/token-lists/system');
  const listed = page.locator(`[data-approved-token="${root}"]`);
  await expect(listed).toHaveText('Devnet Dollar');
  await expect
    .poll(() => listed.getByRole('img', { name: 'Devnet Dollar' }).evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  const manifest = await request.get(`${REGISTRY}/info/token_lists/by_url/system/manifest.json`, { maxRetries: 2 });
  const manifestTokens = ((await manifest.json()) as { tokens: { address: string; name: string; logoURI?: string }[] }).tokens;
  expect(manifestTokens.find((entry) => entry.address === root)).toEqual(
    expect.objectContaining({ name: 'Devnet Dollar', logoURI: new URL(logoUrl!, manifest.url()).href }),
  );
  // A page of its own, without the test's start-up script, which the logo's sandbox would refuse to run.
  const logoPage = await page.context().newPage();
  const dialogs: string[] = [];
  logoPage.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const served = await logoPage.goto(logoUrl!);
  expect(served!.headers()['content-type']).toBe('image/svg+xml; charset=utf-8');
  expect(served!.headers()['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  expect(served!.headers()['x-content-type-options']).toBe('nosniff');
  const body = await served!.text();
  expect(body).toContain('<circle');
  expect(body).not.toMatch(/<script|onload|alert/);
  await expect(logoPage.locator('circle')).toHaveCount(1);
  await logoPage.waitForTimeout(300);
  expect(dialogs).toEqual([]);
  await logoPage.close();
});

/** Opens the review of the token's newest pending version from the admins' Assets tab, whose badge counts it. */
async function reviewNewest(adminPage: Page, root: string): Promise<void> {
  await adminPage.goto('/settings/assets');
  await expect(adminPage.locator('[data-badge="pending-assets"]')).toHaveText(/^[1-9]\d*$/);
  await adminPage.locator(`tr[data-root="${root}"]`).first().getByRole('link', { name: 'Review' }).click();
  await expect(adminPage).toHaveURL(/\/settings\/assets\/vote\//);
}

test('My tokens and the verify page in light and dark at 1440 and 390 px: no sideways scroll, no serious accessibility defect', async ({ page }) => {
  await signedIn(page, LOCAL_USER);
  const screens = [
    { path: '/settings/addresses', shows: () => page.getByRole('link', { name: 'Add address' }) },
    { path: '/settings/addresses/add', shows: () => page.getByRole('heading', { name: 'Verify token ownership' }) },
  ];
  // Colours and names do not change with the width: axe once per screen and theme keeps the spec quick.
  await checkScreensInBothThemes(page, screens, '', () => expectNoSeriousA11yViolations(page));
});
