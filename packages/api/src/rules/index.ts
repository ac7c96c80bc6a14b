/**
 * `@tvmscan/api/rules`: the registry's validation rules of spec 001 §5, as pure functions and constants, for the
 * registry API and the web's forms alike. Browser-safe: nothing here imports Fastify, a schema library, a DOM
 * implementation or a Node module, so the web may import this entry as code (the lint allows it, and no other of
 * the API's entries as more than types).
 */
export {
  ASSET_BASIC_FIELDS,
  ASSET_META_FIELDS,
  ASSET_SOCIAL_FIELDS,
  assetMetaOf,
  assetSocialsOf,
  REQUIRED_META_FIELDS,
  type AssetBasicField,
  type AssetField,
  type AssetMeta,
  type AssetMetaField,
  type AssetSocialField,
  type AssetSocials,
  type AssetTextField,
} from './asset-fields.js';
export {
  ASSET_LIMITS,
  ASSET_MESSAGES,
  assetProblemText,
  assetTextProblem,
  isValidUrl,
  logoTextProblem,
  projectDomain,
  type AssetProblem,
  type AssetProblemKey,
} from './asset-rules.js';
export { isSquareSvg, SVG_NAMESPACE, svgLogoProblem, type SvgDocumentLike, type SvgElementLike } from './svg-logo-checks.js';
export {
  LIST_URL_PATTERN,
  listDescriptionProblem,
  listLogoProblem,
  listNameProblem,
  listUrlProblem,
  MANAGER_EMAIL_PATTERN,
  managerEmailProblem,
  SYSTEM_LIST_URL,
  TOKEN_ADDRESS_PATTERN,
  TOKEN_LIST_LIMITS,
  tokenAddressProblem,
  type TokenListProblem,
} from './token-list-rules.js';
