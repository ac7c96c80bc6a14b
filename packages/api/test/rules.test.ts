// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  ASSET_BASIC_FIELDS,
  ASSET_META_FIELDS,
  ASSET_SOCIAL_FIELDS,
  assetMetaOf,
  assetProblemText,
  assetSocialsOf,
  assetTextProblem,
  listDescriptionProblem,
  listLogoProblem,
  listNameProblem,
  listUrlProblem,
  logoTextProblem,
  managerEmailProblem,
  svgLogoProblem,
  SYSTEM_LIST_URL,
  tokenAddressProblem,
  type SvgDocumentLike,
} from '../src/rules/index.js';
import { LogoRefused, sanitizeSvgLogo } from '../src/assets/svg-logo.js';

/*
 * The registry's rules (@tvmscan/api/rules) as both of their users run them: the registry API on the server and the
 * web's forms in the browser. The SVG logo checks run on each side's DOM: the browser's DOMParser (jsdom's here, as
 * the web's tests use) and xmldom, through the server's sanitiser (which refuses what the rules refuse).
 */

type BrowserDomParser = new () => { parseFromString(text: string, type: 'image/svg+xml'): SvgDocumentLike };
const BrowserParser = Reflect.get(globalThis, 'DOMParser') as BrowserDomParser;

const PARSERS: Record<'browser (jsdom)' | 'server (xmldom)', (text: string) => 'svg' | 'square' | undefined> = {
  'browser (jsdom)': (text) => svgLogoProblem(new BrowserParser().parseFromString(text, 'image/svg+xml')),
  'server (xmldom)': (text) => {
    try {
      sanitizeSvgLogo(text);
      return undefined;
    } catch (error) {
      if (!(error instanceof LogoRefused) || (error.problem.key !== 'svg' && error.problem.key !== 'square')) throw error;
      return error.problem.key;
    }
  },
};

const svg = (attributes: string) => `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><rect width="1" height="1"/></svg>`;

describe.each(Object.entries(PARSERS))('the logo checks on the %s DOM', (_dom, problemOf) => {
  it.each([
    ['a square viewBox', svg('viewBox="0 0 32 32"')],
    ['a square viewBox written with commas', svg('viewBox="0,0,32,32"')],
    ['equal sizes without a viewBox', svg('width="64" height="64"')],
    ['equal sizes in the same unit, written differently', svg('width="10" height="10.0"')],
    ['a square viewBox and equal sizes with a unit', svg('viewBox="0 0 8 8" width="2em" height="2em"')],
    ['a square viewBox and one size', svg('viewBox="0 0 8 8" width="40"')],
  ])('takes %s', (_case, text) => {
    expect(problemOf(text)).toBeUndefined();
  });

  it.each([
    ['a wide viewBox', svg('viewBox="0 0 64 32"')],
    ['a viewBox of no size', svg('viewBox="0 0 0 0"')],
    ['a viewBox of three numbers', svg('viewBox="0 0 8"')],
    ['sizes of zero', svg('width="0" height="0"')],
    ['different sizes', svg('width="64" height="32"')],
    ['equal numbers in different units', svg('width="10px" height="10"')],
    ['sizes that are no lengths', svg('width="auto" height="auto"')],
    ['a square viewBox but different sizes', svg('viewBox="0 0 8 8" width="8" height="16"')],
    ['no viewBox and one size', svg('width="8"')],
    ['neither viewBox nor sizes', svg('')],
  ])('refuses %s as not square', (_case, text) => {
    expect(problemOf(text)).toBe('square');
  });

  it.each([
    ['an HTML document', '<html><body>logo</body></html>'],
    ['an svg element outside the SVG namespace', '<svg viewBox="0 0 8 8"/>'],
    ['a document cut short', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle'],
    ['a document with a doctype', `<!DOCTYPE svg [<!ENTITY x "y">]>${svg('viewBox="0 0 8 8"')}`],
    ['text that is no XML', '\u0089PNG\r\n\u001a\n'],
  ])('refuses %s as not an SVG', (_case, text) => {
    expect(problemOf(text)).toBe('svg');
  });
});

describe("the logo's text", () => {
  it('is required and at most 100 000 characters', () => {
    expect(logoTextProblem(' \n')).toEqual({ key: 'required' });
    expect(logoTextProblem('x'.repeat(100_000))).toBeUndefined();
    expect(logoTextProblem('x'.repeat(100_001))).toEqual({ key: 'maxLength', values: { length: 100_000 } });
  });
});

describe('the asset fields of spec 001 §3 and §4', () => {
  it("are the form's two steps; the project's fields are the first step without its logo", () => {
    expect(ASSET_BASIC_FIELDS).toHaveLength(8);
    expect(ASSET_SOCIAL_FIELDS).toHaveLength(11);
    expect(ASSET_META_FIELDS).toEqual(ASSET_BASIC_FIELDS.filter((field) => field !== 'asset_logo'));
  });

  it('are read one for each field: a missing required field empty, a missing optional one or link null', () => {
    const meta = assetMetaOf((field) => ({ project_name: 'Devnet USD', project_sector: 'DeFi' })[field as string]);
    expect(meta).toEqual({
      project_name: 'Devnet USD',
      project_website: '',
      project_sector: 'DeFi',
      project_desc: null,
      project_email: '',
      cmc_ticker: null,
      coingecko_ticker: null,
    });
    const socials = assetSocialsOf((field) => (field === 'github_url' ? 'https://github.com/x' : undefined));
    expect(Object.keys(socials)).toEqual(ASSET_SOCIAL_FIELDS);
    expect(Object.values(socials).filter((link) => link !== null)).toEqual(['https://github.com/x']);
  });
});

describe('the asset text rules of spec 001 §5', () => {
  const website = 'https://www.devnet-usd.org';

  it('requires the name, website and e-mail and nothing else', () => {
    expect(['project_name', 'project_website', 'project_email'].map((field) => assetTextProblem(field as never, '', website))).toEqual([
      { key: 'required' },
      { key: 'required' },
      { key: 'required' },
    ]);
    for (const field of ['project_sector', 'project_desc', 'cmc_ticker', ...ASSET_SOCIAL_FIELDS] as const) {
      expect(assetTextProblem(field, '', website), field).toBeUndefined();
    }
  });

  it('takes 127 characters in a text field and 4096 in the description', () => {
    expect(assetTextProblem('project_sector', 's'.repeat(127), website)).toBeUndefined();
    expect(assetTextProblem('project_sector', 's'.repeat(128), website)).toEqual({ key: 'maxLength', values: { length: 127 } });
    expect(assetTextProblem('project_desc', 'd'.repeat(4096), website)).toBeUndefined();
    expect(assetTextProblem('project_desc', 'd'.repeat(4097), website)).toEqual({ key: 'maxLength', values: { length: 4096 } });
    expect(assetTextProblem('github_url', `https://x.org/${'s'.repeat(114)}`, website)).toEqual({ key: 'maxLength', values: { length: 127 } });
  });

  it('takes http(s) URLs with a host in the website, tickers and links', () => {
    for (const field of ['project_website', 'coingecko_ticker', 'discord_url'] as const) {
      for (const bad of ['devnet-usd', 'javascript:alert(1)', 'ftp://devnet-usd.org/x', 'https://devnet usd.org']) {
        expect(assetTextProblem(field, bad, website), `${field} ${bad}`).toEqual({ key: 'url' });
      }
      expect(assetTextProblem(field, 'http://localhost:3000/x', website)).toBeUndefined();
    }
  });

  it("takes an e-mail on the website's domain or a subdomain of it", () => {
    expect(assetTextProblem('project_email', 'team@devnet-usd.org', website)).toBeUndefined();
    expect(assetTextProblem('project_email', 'press@mail.devnet-usd.org', website)).toBeUndefined();
    expect(assetTextProblem('project_email', 'team@', website)).toEqual({ key: 'email' });
    const elsewhere = { key: 'emailDomain', values: { domain: 'devnet-usd.org' } };
    expect(assetTextProblem('project_email', 'team@gmail.com', website)).toEqual(elsewhere);
    expect(assetTextProblem('project_email', 'team@evil-devnet-usd.org', website)).toEqual(elsewhere);
    expect(assetTextProblem('project_email', 'team@gmail.com', 'not a website')).toBeUndefined();
  });

  it("gives each problem the spec's text", () => {
    expect(assetProblemText({ key: 'maxLength', values: { length: 127 } })).toBe('Field cannot be longer than 127 characters');
    expect(assetProblemText({ key: 'emailDomain', values: { domain: 'x.org' } })).toBe("Email must be on the project's domain (x.org)");
    expect(assetProblemText({ key: 'square' })).toBe('Image must be square');
  });
});

describe('the token list rules of spec 001 §5', () => {
  it('checks the url (ID): required, alphanumeric, at least 4 reported as the max-length kind, at most 127, not the system list', () => {
    expect(listUrlProblem('')).toEqual({ kind: 'Required' });
    expect(listUrlProblem('my-list')).toEqual({ kind: 'Username' });
    expect(listUrlProblem('abc')).toEqual({ kind: 'MaxLen', length: 4 });
    expect(listUrlProblem('abcd')).toBeUndefined();
    expect(listUrlProblem('a'.repeat(127))).toBeUndefined();
    expect(listUrlProblem('a'.repeat(128))).toEqual({ kind: 'MaxLen', length: 127 });
    expect(listUrlProblem(SYSTEM_LIST_URL.toUpperCase())).toEqual({ kind: 'Unique' });
  });

  it('checks the name trimmed, the description, and the logo: required, at most 1024, an http(s) URL', () => {
    expect(listNameProblem('  ')).toEqual({ kind: 'Required' });
    expect(listNameProblem(` ${'n'.repeat(127)} `)).toBeUndefined();
    expect(listNameProblem('n'.repeat(128))).toEqual({ kind: 'MaxLen', length: 127 });
    expect(listDescriptionProblem('d'.repeat(4096))).toBeUndefined();
    expect(listDescriptionProblem('d'.repeat(4097))).toEqual({ kind: 'MaxLen', length: 4096 });
    expect(listLogoProblem('')).toEqual({ kind: 'Required' });
    expect(listLogoProblem('logo.svg')).toEqual({ kind: 'Url' });
    expect(listLogoProblem(' https://logo.example/a.svg ')).toBeUndefined();
    expect(listLogoProblem(`https://logo.example/${'a'.repeat(1004)}`)).toEqual({ kind: 'MaxLen', length: 1024 });
  });

  it("checks managers' e-mails and token addresses", () => {
    expect(managerEmailProblem(' ')).toEqual({ kind: 'Required' });
    expect(managerEmailProblem('a@b.org')).toBeUndefined();
    expect(managerEmailProblem('nope')).toEqual({ kind: 'Email' });
    expect(managerEmailProblem(`${'a'.repeat(250)}@b.org`)).toEqual({ kind: 'Email' });
    expect(tokenAddressProblem(` 0:${'a'.repeat(64)} `)).toBeUndefined();
    expect(tokenAddressProblem(`-1:${'F'.repeat(64)}`)).toBeUndefined();
    expect(tokenAddressProblem('')).toEqual({ kind: 'Required' });
    expect(tokenAddressProblem(`0:${'a'.repeat(63)}`)).toEqual({ kind: 'TonAddress' });
    expect(tokenAddressProblem(`10:${'a'.repeat(64)}`)).toEqual({ kind: 'TonAddress' });
  });
});
