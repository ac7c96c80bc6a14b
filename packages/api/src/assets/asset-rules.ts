import {
  ASSET_META_FIELDS,
  ASSET_SOCIAL_FIELDS,
  assetMetaOf,
  assetProblemText,
  assetSocialsOf,
  assetTextProblem,
  type AssetMeta,
  type AssetProblem,
  type AssetProblemKey,
  type AssetSocials,
} from '../rules/index.js';
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

/** A valid asset, its empty optional fields null and its logo sanitised. */
export interface CheckedAsset {
  readonly projectMeta: AssetMeta;
  readonly projectSocials: AssetSocials;
  readonly logoSvg: string;
  readonly comment: string | null;
}

const KIND_OF: Record<AssetProblemKey, AssetErrorKind> = {
  required: 'Required',
  maxLength: 'MaxLen',
  url: 'Url',
  email: 'Email',
  emailDomain: 'Email',
  svg: 'Svg',
  square: 'Svg',
};

const fieldError = (field: string, problem: AssetProblem): AssetFieldError => ({
  field,
  kind: KIND_OF[problem.key],
  message: assetProblemText(problem),
});

const blank = (value: string | null | undefined): string | null => (value == null || value.trim() === '' ? null : value.trim());

/** Checks every rule of spec 001 §5 on a proposal: all the field errors found, or the asset to store. */
export function checkAsset(input: TokenProposalInput): { errors: AssetFieldError[] } | { asset: CheckedAsset } {
  const { project_metadata: meta, project_socials: socials } = input;
  const website = blank(meta.project_website) ?? '';
  const errors: AssetFieldError[] = [];
  for (const field of ASSET_META_FIELDS) {
    const problem = assetTextProblem(field, blank(meta[field]) ?? '', website);
    if (problem) errors.push(fieldError(`project_metadata/${field}`, problem));
  }
  for (const field of ASSET_SOCIAL_FIELDS) {
    const problem = assetTextProblem(field, blank(socials[field]) ?? '', website);
    if (problem) errors.push(fieldError(`project_socials/${field}`, problem));
  }
  const logo = checkLogo(input.asset_logo);
  if ('problem' in logo) errors.push(fieldError('asset_logo', logo.problem));
  if (errors.length > 0 || !('svg' in logo)) return { errors };
  const projectMeta = assetMetaOf((field) => blank(meta[field]));
  const projectSocials = assetSocialsOf((field) => blank(socials[field]));
  return { asset: { projectMeta, projectSocials, logoSvg: logo.svg, comment: blank(input.comment) } };
}

/** The logo arrives as base64 of the SVG file; its text is what the rules count, parse and the sanitiser cleans. */
function checkLogo(base64: string): { svg: string } | { problem: AssetProblem } {
  if (base64.trim() === '') return { problem: { key: 'required' } };
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 === 1) return { problem: { key: 'svg' } };
  try {
    return { svg: sanitizeSvgLogo(Buffer.from(base64, 'base64').toString('utf8')) };
  } catch (error) {
    if (!(error instanceof LogoRefused)) throw error;
    return { problem: error.problem };
  }
}
