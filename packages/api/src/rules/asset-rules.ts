import { REQUIRED_META_FIELDS, ASSET_SOCIAL_FIELDS, type AssetField, type AssetTextField } from './asset-fields.js';

/** The limits of spec 001 §5 and §9, in characters: text fields, the project description, the logo's SVG text. */
export const ASSET_LIMITS = { text: 127, description: 4096, logo: 100_000 } as const;

/** Why a field of the asset form is refused, with the values its text names. */
export type AssetProblem =
  | { readonly key: 'required' | 'url' | 'email' | 'svg' | 'square'; readonly values?: undefined }
  | { readonly key: 'maxLength'; readonly values: { readonly length: number } }
  | { readonly key: 'emailDomain'; readonly values: { readonly domain: string } };
export type AssetProblemKey = AssetProblem['key'];

/** The texts of spec 001 §8 for each problem (the web shows its own translations of them). */
export const ASSET_MESSAGES = {
  maxLength: (length: number) => `Field cannot be longer than ${length} characters`,
  url: 'Field must be a valid url',
  email: 'Field must be a valid email',
  required: 'Field cannot be empty',
  svg: 'Image must be a valid svg',
  square: 'Image must be square',
  emailDomain: (domain: string) => `Email must be on the project's domain (${domain})`,
} as const satisfies Record<AssetProblemKey, unknown>;

export function assetProblemText(problem: AssetProblem): string {
  switch (problem.key) {
    case 'maxLength':
      return ASSET_MESSAGES.maxLength(problem.values.length);
    case 'emailDomain':
      return ASSET_MESSAGES.emailDomain(problem.values.domain);
    default:
      return ASSET_MESSAGES[problem.key];
  }
}

const EMAIL = /^[^\s@]+@([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+)$/;
const REQUIRED = new Set<AssetField>([...REQUIRED_META_FIELDS, 'asset_logo']);
const URL_FIELDS = new Set<AssetField>(['project_website', 'cmc_ticker', 'coingecko_ticker', ...ASSET_SOCIAL_FIELDS]);

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
  return isValidUrl(website) ? new URL(website).hostname.toLowerCase().replace(/^www\./, '') : undefined;
}

/**
 * The problem of a text field's value (trimmed, '' when empty); `website` is the project's website as given, whose
 * domain the e-mail must be on. Undefined when the value is valid.
 */
export function assetTextProblem(field: AssetTextField, value: string, website: string): AssetProblem | undefined {
  if (value === '') return REQUIRED.has(field) ? { key: 'required' } : undefined;
  const length = field === 'project_desc' ? ASSET_LIMITS.description : ASSET_LIMITS.text;
  if (value.length > length) return { key: 'maxLength', values: { length } };
  if (URL_FIELDS.has(field) && !isValidUrl(value)) return { key: 'url' };
  return field === 'project_email' ? emailProblem(value, website.trim()) : undefined;
}

/** An e-mail on the project's domain or one of its subdomains (any domain while the website is not valid). */
function emailProblem(email: string, website: string): AssetProblem | undefined {
  const host = EMAIL.exec(email)?.[1]?.toLowerCase();
  if (host === undefined) return { key: 'email' };
  const domain = projectDomain(website);
  if (domain === undefined || host === domain || host.endsWith(`.${domain}`)) return undefined;
  return { key: 'emailDomain', values: { domain } };
}

/** The logo's SVG text before it is parsed: required, at most 100 000 characters. */
export function logoTextProblem(svg: string): AssetProblem | undefined {
  if (svg.trim() === '') return { key: 'required' };
  return svg.length > ASSET_LIMITS.logo ? { key: 'maxLength', values: { length: ASSET_LIMITS.logo } } : undefined;
}
