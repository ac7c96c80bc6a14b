import { PROJECT_SOCIAL_FIELDS, type ProjectMetaJson, type ProjectSocialsJson } from '@tvmscan/store';
import type { TokenProposalInput } from '../schemas/token-asset.js';
import { LogoRefused, sanitizeSvgLogo } from './svg-logo.js';

/** The spec's validation kinds (001 §8) the asset form's rules give. */
export type AssetErrorKind = 'MaxLen' | 'Required' | 'Url' | 'Email' | 'Svg';

/** A field that breaks a rule of spec 001 §5, named by its path in the request body, with the spec's text (§8). */
export interface AssetFieldError {
  readonly field: string;
  readonly kind: AssetErrorKind;
  readonly message: string;
}

/** Text fields: at most 127 characters; the project description at most 4096. */
export const MAX_TEXT = 127;
export const MAX_DESCRIPTION = 4096;

export const ASSET_MESSAGES = {
  maxLength: (length: number) => `Field cannot be longer than ${length} characters`,
  url: 'Field must be a valid url',
  email: 'Field must be a valid email',
  required: 'Field cannot be empty',
  svg: 'Image must be a valid svg',
  square: 'Image must be square',
  emailDomain: (domain: string) => `Email must be on the project's domain (${domain})`,
} as const;

/** A valid asset, its empty optional fields null and its logo sanitised. */
export interface CheckedAsset {
  readonly projectMeta: ProjectMetaJson;
  readonly projectSocials: ProjectSocialsJson;
  readonly logoSvg: string;
  readonly comment: string | null;
}

const EMAIL = /^[^\s@]+@([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+)$/;

/** An http(s) URL with a host name, as a browser would open it. */
export function isValidUrl(text: string): boolean {
  if (/\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.hostname.length > 0 &&
      (url.hostname.includes('.') || url.hostname === 'localhost')
    );
  } catch {
    return false;
  }
}

/** The domain an official e-mail must end with: the website's host without a leading `www.`. */
export function projectDomain(website: string): string | undefined {
  if (!isValidUrl(website)) return undefined;
  return new URL(website).hostname.toLowerCase().replace(/^www\./, '');
}

/** Whether the e-mail's domain is the project's domain or one of its subdomains. */
export function emailOnDomain(email: string, domain: string): boolean {
  const host = EMAIL.exec(email)?.[1]?.toLowerCase();
  return host !== undefined && (host === domain || host.endsWith(`.${domain}`));
}

const blank = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim();

/** Checks every rule of spec 001 §5 on a proposal: all the field errors found, or the asset to store. */
export function checkAsset(input: TokenProposalInput): { errors: AssetFieldError[] } | { asset: CheckedAsset } {
  const errors: AssetFieldError[] = [];
  const meta = input.project_metadata;
  const fail = (field: string, kind: AssetErrorKind, message: string) => errors.push({ field, kind, message });
  const text = (field: string, value: string | null, options: { required?: boolean; url?: boolean; max?: number } = {}) => {
    const max = options.max ?? MAX_TEXT;
    if (value === null) {
      if (options.required) fail(field, 'Required', ASSET_MESSAGES.required);
      return;
    }
    if (value.length > max) fail(field, 'MaxLen', ASSET_MESSAGES.maxLength(max));
    else if (options.url && !isValidUrl(value)) fail(field, 'Url', ASSET_MESSAGES.url);
  };

  const projectMeta: ProjectMetaJson = {
    project_name: blank(meta.project_name) ?? '',
    project_website: blank(meta.project_website) ?? '',
    project_sector: blank(meta.project_sector),
    project_desc: blank(meta.project_desc),
    project_email: blank(meta.project_email) ?? '',
    cmc_ticker: blank(meta.cmc_ticker),
    coingecko_ticker: blank(meta.coingecko_ticker),
  };
  text('project_metadata/project_name', blank(meta.project_name), { required: true });
  text('project_metadata/project_website', blank(meta.project_website), { required: true, url: true });
  text('project_metadata/project_sector', projectMeta.project_sector);
  text('project_metadata/project_desc', projectMeta.project_desc, { max: MAX_DESCRIPTION });
  text('project_metadata/cmc_ticker', projectMeta.cmc_ticker, { url: true });
  text('project_metadata/coingecko_ticker', projectMeta.coingecko_ticker, { url: true });
  checkEmail(projectMeta, fail);

  const projectSocials = Object.fromEntries(PROJECT_SOCIAL_FIELDS.map((name) => [name, blank(input.project_socials[name])])) as ProjectSocialsJson;
  for (const name of PROJECT_SOCIAL_FIELDS) text(`project_socials/${name}`, projectSocials[name], { url: true });

  const logoSvg = checkLogo(input.asset_logo, fail);
  if (errors.length > 0 || logoSvg === undefined) return { errors };
  return { asset: { projectMeta, projectSocials, logoSvg, comment: blank(input.comment) } };
}

function checkEmail(meta: ProjectMetaJson, fail: (field: string, kind: AssetErrorKind, message: string) => void): void {
  const field = 'project_metadata/project_email';
  const email = meta.project_email;
  if (email === '') return fail(field, 'Required', ASSET_MESSAGES.required);
  if (email.length > MAX_TEXT) return fail(field, 'MaxLen', ASSET_MESSAGES.maxLength(MAX_TEXT));
  if (!EMAIL.test(email)) return fail(field, 'Email', ASSET_MESSAGES.email);
  const domain = projectDomain(meta.project_website);
  if (domain !== undefined && !emailOnDomain(email, domain)) fail(field, 'Email', ASSET_MESSAGES.emailDomain(domain));
}

/** The logo arrives as base64 of the SVG file; its text is what the 100 000-character rule counts. */
function checkLogo(base64: string, fail: (field: string, kind: AssetErrorKind, message: string) => void): string | undefined {
  const field = 'asset_logo';
  if (base64.trim() === '') return void fail(field, 'Required', ASSET_MESSAGES.required);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 === 1) return void fail(field, 'Svg', ASSET_MESSAGES.svg);
  const svg = Buffer.from(base64, 'base64').toString('utf8');
  try {
    return sanitizeSvgLogo(svg);
  } catch (error) {
    if (!(error instanceof LogoRefused)) throw error;
    if (error.problem === 'too-long') fail(field, 'MaxLen', ASSET_MESSAGES.maxLength(100_000));
    else if (error.problem === 'not-square') fail(field, 'Svg', ASSET_MESSAGES.square);
    else fail(field, 'Svg', ASSET_MESSAGES.svg);
    return undefined;
  }
}
