/**
 * The asset form's rules (spec 001 §5), as the registry API checks them (packages/api/src/assets/asset-rules.ts): the
 * form checks them first, so that a field's error shows when it loses focus. Each error is a key of the `errors`
 * texts, with its values.
 */
export interface FieldError {
  readonly key: 'maxLength' | 'url' | 'email' | 'required' | 'svg' | 'square' | 'emailDomain';
  readonly values?: Record<string, string | number>;
}

export const MAX_TEXT = 127;
export const MAX_DESCRIPTION = 4096;
export const MAX_LOGO = 100_000;

export const BASIC_FIELDS = [
  'project_name',
  'project_website',
  'project_sector',
  'project_desc',
  'project_email',
  'asset_logo',
  'cmc_ticker',
  'coingecko_ticker',
] as const;
export const SOCIAL_FIELDS = [
  'whitepaper_url',
  'medium_url',
  'github_url',
  'reddit_url',
  'telegram_url',
  'slack_url',
  'wechat_url',
  'facebook_url',
  'linkedin_url',
  'twitter_url',
  'discord_url',
] as const;
export type BasicField = (typeof BASIC_FIELDS)[number];
export type SocialField = (typeof SOCIAL_FIELDS)[number];
export type AssetField = BasicField | SocialField;
/** The form's values: texts, and the logo as the SVG file's text ('' when none is chosen). */
export type AssetValues = Record<AssetField, string>;

const EMAIL = /^[^\s@]+@([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+)$/;
const URL_FIELDS = new Set<AssetField>(['project_website', 'cmc_ticker', 'coingecko_ticker', ...SOCIAL_FIELDS]);
const REQUIRED = new Set<AssetField>(['project_name', 'project_website', 'project_email', 'asset_logo']);

export function isValidUrl(text: string): boolean {
  if (/\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && (url.hostname.includes('.') || url.hostname === 'localhost');
  } catch {
    return false;
  }
}

function projectDomain(website: string): string | undefined {
  return isValidUrl(website) ? new URL(website).hostname.toLowerCase().replace(/^www\./, '') : undefined;
}

/** The error of one field, given all the values (the e-mail's domain follows the website); undefined when valid. */
export function fieldError(field: AssetField, values: AssetValues): FieldError | undefined {
  const value = values[field].trim();
  if (value === '') return REQUIRED.has(field) ? { key: 'required' } : undefined;
  if (field === 'asset_logo') return logoError(values.asset_logo);
  const max = field === 'project_desc' ? MAX_DESCRIPTION : MAX_TEXT;
  if (value.length > max) return { key: 'maxLength', values: { length: max } };
  if (URL_FIELDS.has(field) && !isValidUrl(value)) return { key: 'url' };
  if (field === 'project_email') {
    const host = EMAIL.exec(value)?.[1]?.toLowerCase();
    if (host === undefined) return { key: 'email' };
    const domain = projectDomain(values.project_website.trim());
    if (domain !== undefined && host !== domain && !host.endsWith(`.${domain}`)) return { key: 'emailDomain', values: { domain } };
  }
  return undefined;
}

/** The logo: an SVG document, square, at most 100 000 characters (the server parses and sanitises it again). */
export function logoError(svg: string): FieldError | undefined {
  if (svg.length > MAX_LOGO) return { key: 'maxLength', values: { length: MAX_LOGO } };
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const root = document.documentElement;
  if (document.getElementsByTagName('parsererror').length > 0 || root.namespaceURI !== 'http://www.w3.org/2000/svg' || root.localName !== 'svg') {
    return { key: 'svg' };
  }
  return isSquare(root) ? undefined : { key: 'square' };
}

function isSquare(root: Element): boolean {
  const viewBox = root.getAttribute('viewBox');
  const width = root.getAttribute('width');
  const height = root.getAttribute('height');
  if (viewBox === null && (width === null || height === null)) return false;
  if (viewBox !== null) {
    const box = viewBox
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    if (box.length !== 4 || !box.every(Number.isFinite) || !(box[2]! > 0) || box[2] !== box[3]) return false;
  }
  return width === null || height === null || width.trim() === height.trim();
}

/** The errors of these fields, by field. */
export function errorsOf(fields: readonly AssetField[], values: AssetValues): Partial<Record<AssetField, FieldError>> {
  return Object.fromEntries(
    fields.flatMap((field) => {
      const error = fieldError(field, values);
      return error ? [[field, error]] : [];
    }),
  );
}
