import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureUser, isTokenApproved, linkTokenOwner } from '@tvmscan/store';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import { buildServer, jwksTokenVerifier, REGISTRY_PREFIX } from '../src/index.js';
import type { TokenAsset } from '../src/contract.js';
import { ASSET_SOCIAL_FIELDS } from '../src/rules/index.js';
import { ALICE, DUSD, JET, seedTokens, UNKNOWN_ROOT } from './support/token-rows.js';
import { AUDIENCE, startTestIssuer, type TestIssuer } from './token-issuer.js';

const SQUARE_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="12" fill="#2a9d8f"/></svg>';
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

function validProposal(root = DUSD) {
  return {
    root_address: root,
    asset_logo: base64(SQUARE_SVG),
    project_metadata: {
      project_name: 'Devnet USD',
      project_website: 'https://www.devnet-usd.org',
      project_sector: 'Stablecoins',
      project_desc: 'A dollar of the devnet.',
      project_email: 'team@devnet-usd.org',
      cmc_ticker: null,
      coingecko_ticker: 'https://www.coingecko.com/en/coins/devnet-usd',
    },
    project_socials: { github_url: 'https://github.com/devnet-usd', twitter_url: null },
  };
}

describe('token ownership and asset information on the registry API', () => {
  let issuer: TestIssuer;
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: string;
  let stranger: string;
  let admin: string;

  beforeAll(async () => {
    issuer = await startTestIssuer();
    database = await openTestDatabase('pglite');
    await seedTokens(database.db);
    app = await buildServer({
      database,
      rateLimit: false,
      network: { ...(await import('../src/network/built-in-networks.js')).EVERSCALE, tokenVerificationAddress: `0:${'7'.repeat(64)}` },
      auth: { verifier: jwksTokenVerifier({ issuer: issuer.issuer, audience: AUDIENCE }), admins: { subjects: ['admin-1'] } },
    });
    owner = await issuer.sign({ sub: 'dusd-owner' });
    stranger = await issuer.sign({ sub: 'stranger' });
    admin = await issuer.sign({ sub: 'admin-1' });
    const user = await ensureUser(database.db, 'dusd-owner');
    await linkTokenOwner(database.db, { userId: user.id, rootAddress: DUSD, ownerAddress: ALICE, txHash: 'a'.repeat(64) });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await issuer?.close();
  });

  const call = async (method: 'GET' | 'POST' | 'PUT', path: string, token?: string, body?: unknown) => {
    const response = await app.inject({
      method,
      url: `${REGISTRY_PREFIX}${path}`,
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: response.statusCode, json: response.json() as { data: never; error: { code: string; kind?: string; message: string } } };
  };
  const submit = (body: unknown, token = owner) => call('PUT', '/v1/authorized/tokens/proposals', token, body);

  async function expectFieldError(body: unknown, field: string, kind: string, message: string): Promise<void> {
    const { status, json } = await submit(body);
    expect(status, JSON.stringify(json)).toBe(400);
    expect(json.error).toEqual({ code: 'BadRequest', kind, message: `body/${field} ${message}` });
  }
  const withMeta = (meta: Record<string, unknown>) => ({ ...validProposal(), project_metadata: { ...validProposal().project_metadata, ...meta } });
  const withSocials = (socials: Record<string, unknown>) => ({ ...validProposal(), project_socials: socials });
  const withLogo = (svg: string) => ({ ...validProposal(), asset_logo: base64(svg) });

  describe('every rule of spec 001 §5, with its text', () => {
    it.each(['project_name', 'project_website', 'project_sector', 'cmc_ticker', 'coingecko_ticker'])('%s: at most 127 characters', async (field) => {
      const long = field === 'project_name' || field === 'project_sector' ? 'n'.repeat(128) : `https://devnet-usd.org/${'p'.repeat(105)}`;
      expect(long).toHaveLength(128);
      await expectFieldError(withMeta({ [field]: long }), `project_metadata/${field}`, 'MaxLen', 'Field cannot be longer than 127 characters');
      const fits = long.slice(0, 127);
      expect((await submit(withMeta({ [field]: fits }))).status).toBe(200);
    });

    it('the e-mail: at most 127 characters, required, valid, on the project website’s domain', async () => {
      const field = 'project_metadata/project_email';
      await expectFieldError(
        withMeta({ project_email: `${'m'.repeat(115)}@devnet-usd.org` }),
        field,
        'MaxLen',
        'Field cannot be longer than 127 characters',
      );
      await expectFieldError(withMeta({ project_email: '  ' }), field, 'Required', 'Field cannot be empty');
      await expectFieldError(withMeta({ project_email: 'team-at-devnet-usd.org' }), field, 'Email', 'Field must be a valid email');
      await expectFieldError(withMeta({ project_email: 'team@gmail.com' }), field, 'Email', "Email must be on the project's domain (devnet-usd.org)");
      await expectFieldError(
        withMeta({ project_email: 'team@evil-devnet-usd.org' }),
        field,
        'Email',
        "Email must be on the project's domain (devnet-usd.org)",
      );
      expect((await submit(withMeta({ project_email: 'press@mail.devnet-usd.org' }))).status).toBe(200);
    });

    it('the description: at most 4096 characters', async () => {
      await expectFieldError(
        withMeta({ project_desc: 'd'.repeat(4097) }),
        'project_metadata/project_desc',
        'MaxLen',
        'Field cannot be longer than 4096 characters',
      );
      expect((await submit(withMeta({ project_desc: 'd'.repeat(4096) }))).status).toBe(200);
    });

    it('name and website are required; website, CMC and CoinGecko must be URLs when filled', async () => {
      await expectFieldError(withMeta({ project_name: '' }), 'project_metadata/project_name', 'Required', 'Field cannot be empty');
      await expectFieldError(withMeta({ project_website: '' }), 'project_metadata/project_website', 'Required', 'Field cannot be empty');
      for (const field of ['project_website', 'cmc_ticker', 'coingecko_ticker'])
        for (const bad of ['devnet-usd', 'javascript:alert(1)', 'ftp://devnet-usd.org/x', 'https://devnet usd.org'])
          await expectFieldError(withMeta({ [field]: bad }), `project_metadata/${field}`, 'Url', 'Field must be a valid url');
    });

    it.each(ASSET_SOCIAL_FIELDS)('social link %s: a URL of at most 127 characters', async (field) => {
      await expectFieldError(withSocials({ [field]: 'not a url' }), `project_socials/${field}`, 'Url', 'Field must be a valid url');
      await expectFieldError(
        withSocials({ [field]: `https://x.org/${'s'.repeat(114)}` }),
        `project_socials/${field}`,
        'MaxLen',
        'Field cannot be longer than 127 characters',
      );
      expect((await submit(withSocials({ [field]: `https://x.org/${'s'.repeat(113)}` }))).status).toBe(200);
    });

    it('the logo: required, SVG, square, at most 100 000 characters', async () => {
      await expectFieldError({ ...validProposal(), asset_logo: '' }, 'asset_logo', 'Required', 'Field cannot be empty');
      await expectFieldError(withLogo('\u0089PNG\r\n\u001a\n'), 'asset_logo', 'Svg', 'Image must be a valid svg');
      await expectFieldError(withLogo('<html><body>logo</body></html>'), 'asset_logo', 'Svg', 'Image must be a valid svg');
      await expectFieldError(
        withLogo('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle'),
        'asset_logo',
        'Svg',
        'Image must be a valid svg',
      );
      await expectFieldError({ ...validProposal(), asset_logo: '%%%not base64%%%' }, 'asset_logo', 'Svg', 'Image must be a valid svg');
      await expectFieldError(
        withLogo('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 32"><rect width="64" height="32"/></svg>'),
        'asset_logo',
        'Svg',
        'Image must be square',
      );
      await expectFieldError(
        withLogo('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32"><rect width="64" height="32"/></svg>'),
        'asset_logo',
        'Svg',
        'Image must be square',
      );
      const padded = (length: number) => SQUARE_SVG.replace('</svg>', `<desc>${'x'.repeat(length - SQUARE_SVG.length - 13)}</desc></svg>`);
      expect(padded(100_001)).toHaveLength(100_001);
      await expectFieldError(withLogo(padded(100_001)), 'asset_logo', 'MaxLen', 'Field cannot be longer than 100000 characters');
      expect((await submit(withLogo(padded(100_000)))).status).toBe(200);
    });
  });

  describe('SVG logos are sanitised before they are kept', () => {
    const hostile = [
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><rect width="10" height="10" onclick="alert(2)"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><a xlink:href="javascript:alert(1)"><rect width="10" height="10"/></a><use href="javascript:alert(1)"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><image href="https://tracker.example/pixel.png" width="10" height="10"/><use href="https://evil.example/sprite.svg#a"/><rect width="10" height="10" fill="url(https://evil.example/p.svg#g)" style="background:url(//evil.example/x)"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><style>@import url(https://evil.example/x.css); rect{fill:red}</style><foreignObject width="10" height="10"><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example"/></foreignObject><set attributeName="href" to="javascript:alert(1)"/></svg>',
    ];
    it.each(hostile.map((svg, index) => [index, svg] as const))(
      'hostile logo %i keeps no script, handler, javascript: link or external reference',
      async (_index, svg) => {
        const { status, json } = await submit(withLogo(svg));
        expect(status, JSON.stringify(json)).toBe(200);
        const kept = Buffer.from((json.data as TokenAsset).asset_logo, 'base64').toString('utf8');
        expect(kept).toMatch(/^<svg/);
        expect(kept).not.toMatch(
          /<script|<foreignObject|<iframe|<image|<a[\s>]|<set|\son[a-z]+=|javascript:|https?:\/\/(?!www\.w3\.org)|\/\/evil|@import/i,
        );
      },
    );

    it('keeps what draws: shapes, gradients and references to its own fragments', async () => {
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/><use href="#g"/></svg>';
      const kept = Buffer.from(((await submit(withLogo(svg))).json.data as TokenAsset).asset_logo, 'base64').toString('utf8');
      expect(kept).toContain('fill="url(#g)"');
      expect(kept).toContain('<linearGradient id="g">');
      expect(kept).toContain('href="#g"');
    });
  });

  describe('ownership', () => {
    it("refuses a proposal from a user not linked to the token as its owner, with the spec's text", async () => {
      const { status, json } = await submit(validProposal(), stranger);
      expect(status).toBe(412);
      expect(json.error).toEqual({ code: 'PreconditionFailed', kind: 'TokenOwner', message: 'You are not the owner of the token' });
      expect((await submit(validProposal(JET))).status).toBe(412);
    });

    it('names an address that is no token', async () => {
      const { status, json } = await submit(validProposal(UNKNOWN_ROOT));
      expect(status).toBe(400);
      expect(json.error).toEqual({ code: 'BadRequest', kind: 'NotToken', message: 'body/root_address Address is not a token address' });
    });

    it('is_owner tells the owner apart and gives the verify call to send', async () => {
      const mine = await call('POST', '/v1/authorized/tokens/is_owner', owner, { root_address: DUSD });
      expect(mine.json.data).toMatchObject({ is_owner: true, owner_address: ALICE });
      const theirs = await call('POST', '/v1/authorized/tokens/is_owner', stranger, { root_address: DUSD.toUpperCase() });
      expect(theirs.json.data).toMatchObject({
        is_owner: false,
        verification: { address: `0:${'7'.repeat(64)}`, amount: '50000000', bounce: true, method: 'verifyOwnership' },
      });
    });

    it('lists the tokens a user proved to own, and none for another user', async () => {
      expect((await call('POST', '/v1/authorized/tokens/owned', owner, {})).json.data).toEqual({
        tokens: [{ root_address: DUSD, name: 'Devnet USD', symbol: 'DUSD', linked_at: expect.any(Number) }],
      });
      expect((await call('POST', '/v1/authorized/tokens/owned', stranger, {})).json.data).toEqual({ tokens: [] });
    });

    it('link_owner refuses a transaction the index does not hold', async () => {
      const { status, json } = await call('POST', '/v1/authorized/tokens/link_owner', stranger, { root_address: DUSD, tx_hash: 'b'.repeat(64) });
      expect(status).toBe(412);
      expect(json.error.message).toBe('You are not the owner of the token');
    });
  });

  describe('review', () => {
    it("answers 403 to a user's token on every admin route, and to a user listing everyone's proposals", async () => {
      const vote = await call('PUT', '/v1/admin/vote_for_token_proposal', owner, { root_address: DUSD, active_from: 1, kind: 'Approve' });
      expect(vote.status).toBe(403);
      const previous = await call('POST', '/v1/admin/previous_proposal_version', owner, { root_address: DUSD, active_from: 1 });
      expect(previous.status).toBe(403);
      const everyone = await call('POST', '/v1/authorized/tokens/list', owner, { only_for_owner: false });
      expect(everyone.status).toBe(403);
      expect((await call('POST', '/v1/authorized/tokens/proposals/count', owner, { only_for_owner: false })).status).toBe(403);
    });

    it('keeps versions Pending until an admin approves one; a rejection needs a reason; the approved one is public', async () => {
      const first = (await submit(validProposal())).json.data as TokenAsset;
      expect(first.status).toBe('Pending');
      const pending = await call('POST', '/v1/authorized/tokens/proposals/count', admin, { only_for_owner: false, status: ['Pending'] });
      expect(pending.json.data).toBeGreaterThan(0);
      const mine = await call('POST', '/v1/authorized/tokens/list', owner, { only_last_proposal: true });
      expect((mine.json.data as { proposals: TokenAsset[] }).proposals.map((p) => [p.root_address, p.active_from])).toEqual([
        [DUSD, first.active_from],
      ]);

      const noReason = await call('PUT', '/v1/admin/vote_for_token_proposal', admin, {
        root_address: DUSD,
        active_from: first.active_from,
        kind: 'Reject',
        reason: ' ',
      });
      expect(noReason.status).toBe(400);
      expect(noReason.json.error).toEqual({ code: 'BadRequest', kind: 'Required', message: 'body/reason Field cannot be empty' });

      expect(await isTokenApproved(database.db, DUSD)).toBe(false);
      expect((await call('GET', `/v1/info/address/${DUSD}`)).status).toBe(404);
      const approved = await call('PUT', '/v1/admin/vote_for_token_proposal', admin, {
        root_address: DUSD,
        active_from: first.active_from,
        kind: 'Approve',
      });
      expect(approved.json.data).toMatchObject({ status: 'Approved', approved: true });
      expect(await isTokenApproved(database.db, DUSD)).toBe(true);
      const again = await call('PUT', '/v1/admin/vote_for_token_proposal', admin, {
        root_address: DUSD,
        active_from: first.active_from,
        kind: 'Reject',
        reason: 'late',
      });
      expect(again.status).toBe(400);

      const second = (await submit(withMeta({ project_name: 'Devnet Dollar' }))).json.data as TokenAsset;
      expect(second.active_from).toBeGreaterThan(first.active_from);
      const previous = await call('POST', '/v1/admin/previous_proposal_version', admin, {
        root_address: DUSD,
        active_from: second.active_from,
        status: 'Approved',
      });
      expect(previous.json.data).toMatchObject({ active_from: first.active_from, full_name: 'Devnet USD' });
      const rejected = await call('PUT', '/v1/admin/vote_for_token_proposal', admin, {
        root_address: DUSD,
        active_from: second.active_from,
        kind: 'Reject',
        reason: 'Name taken',
      });
      expect(rejected.json.data).toMatchObject({ status: 'Rejected', review_comment: 'Name taken' });

      const info = await call('GET', `/v1/info/address/${DUSD}`);
      expect(info.json.data).toMatchObject({ root_address: DUSD, full_name: 'Devnet USD', asset_url: 'https://www.devnet-usd.org', approved: true });
      expect(JSON.stringify(info.json.data)).not.toContain('team@devnet-usd.org');
      const list = await call('POST', '/v1/info/tokens/list', undefined, { root_addresses: [DUSD, JET] });
      expect((list.json.data as { tokens: { root_address: string }[] }).tokens.map((token) => token.root_address)).toEqual([DUSD]);
    });

    it('serves the approved logo as SVG that cannot run script', async () => {
      const response = await app.inject({ method: 'GET', url: `${REGISTRY_PREFIX}/v1/info/address/${DUSD}/logo.svg` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.body).toBe(SQUARE_SVG);
      expect((await app.inject({ method: 'GET', url: `${REGISTRY_PREFIX}/v1/info/address/${JET}/logo.svg` })).statusCode).toBe(404);
    });
  });

  describe('fuzzing the owner’s proposals and the logo route (bounded)', () => {
    const svgish = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.constantFrom(
        SQUARE_SVG,
        '<svg/>',
        '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1">&x;</svg>',
      ),
      fc
        .tuple(fc.constantFrom('script', 'a', 'use', 'style', 'image', 'g'), fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }))
        .map(
          ([tag, attribute, text]) =>
            `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><${tag} ${attribute.replace(/[^a-z:]/gi, '') || 'x'}="${text.replace(/"/g, '')}">${text}</${tag}></svg>`,
        ),
    );
    const textValue = fc.oneof(fc.string({ unit: 'binary', maxLength: 140 }), fc.webUrl(), fc.emailAddress(), fc.constant(null));

    it('answers 60 random proposals of the owner without a 5xx, and keeps no script from any', async () => {
      await fc.assert(
        fc.asyncProperty(
          svgish,
          fc.record({ project_name: textValue, project_website: textValue, project_email: textValue, project_desc: textValue }),
          fc.record({ github_url: textValue, telegram_url: textValue }),
          async (svg, meta, socials) => {
            const body = {
              ...validProposal(),
              asset_logo: base64(svg),
              project_metadata: { ...validProposal().project_metadata, ...meta },
              project_socials: socials,
            };
            const { status, json } = await submit(body);
            expect(status, JSON.stringify(json)).toBeLessThan(500);
            if (status === 200)
              expect(Buffer.from((json.data as TokenAsset).asset_logo, 'base64').toString('utf8')).not.toMatch(/<script|\son[a-z]+=/i);
          },
        ),
        { numRuns: 60 },
      );
    });

    it('answers 60 random logo paths without a 5xx', async () => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(fc.string({ maxLength: 80 }), fc.stringMatching(/^-?[0-9]{1,3}:[0-9a-fA-F]{64}$/)), async (address) => {
          const response = await app.inject({ method: 'GET', url: `${REGISTRY_PREFIX}/v1/info/address/${encodeURIComponent(address)}/logo.svg` });
          expect(response.statusCode).toBeLessThan(500);
        }),
        { numRuns: 60 },
      );
    });
  });
});
