import { CHOICE_PATTERNS } from '../schemas/common.js';
import type { ErrorKind } from '../schemas/error-body.js';

/** A failure Ajv reports for a request part, with the schema it failed (the validator runs with `verbose`). */
export interface ValidationIssue {
  readonly instancePath: string;
  readonly keyword: string;
  readonly message?: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly schema?: unknown;
  readonly parentSchema?: { readonly description?: string; readonly pattern?: string };
}

/** A refused request part as the API answers it: the field at fault, its kind and a sentence that starts with the field. */
export interface FieldRefusal {
  readonly field: string;
  readonly kind: ErrorKind;
  readonly message: string;
}

/** A schema pattern that takes a raw address (`wc:hex`): a value it refuses is not an address (§5), kind TonAddress. */
const ADDRESS_PATTERN = /:\[0-9a-fA-F\]\{64\}/;
const FORMAT_TEXTS: Readonly<Record<string, string>> = { email: 'an e-mail address', uri: 'a URL', url: 'a URL' };

/**
 * The API's answer to the validator's first failure of a request part (`context`: body, params), in the API's error
 * vocabulary: the validator's keywords (`required`, `maximum`, `pattern`, `const`…) are never shown as they are. A
 * value outside a union of fixed values is answered with the values the field takes.
 */
export function fieldRefusal(context: string, issues: readonly ValidationIssue[]): FieldRefusal {
  const issue = deepestIssue(issues);
  const path = `${context}${issue.instancePath}`;
  const choices = choicesAt(issue.instancePath, issues);
  if (choices !== undefined) return refusal(path, 'Enum', `must be one of: ${choices.map(String).join(', ')}`);
  const limit = Number(issue.params['limit']);
  switch (issue.keyword) {
    case 'required':
    case 'dependentRequired':
      return refusal(`${path}/${String(issue.params['missingProperty'])}`, 'Required', 'is required');
    case 'additionalProperties':
      return refusal(`${path}/${String(issue.params['additionalProperty'])}`, 'Unexpected', 'is not allowed');
    case 'maxLength':
      return refusal(path, 'MaxLen', `must be at most ${limit} characters long`);
    case 'maxItems':
      return refusal(path, 'MaxLen', `must hold at most ${limit} items`);
    case 'minLength':
      return limit === 1 ? refusal(path, 'Required', 'must not be empty') : refusal(path, 'Range', `must be at least ${limit} characters long`);
    case 'minItems':
      return limit === 1 ? refusal(path, 'Required', 'must not be empty') : refusal(path, 'Range', `must hold at least ${limit} items`);
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'multipleOf':
      return refusal(path, 'Range', issue.message ?? 'is out of range');
    case 'const':
      return refusal(path, 'Enum', `must be ${String(issue.params['allowedValue'])}`);
    case 'enum':
      return refusal(path, 'Enum', `must be one of: ${(issue.params['allowedValues'] as unknown[]).map(String).join(', ')}`);
    case 'uniqueItems':
      return refusal(path, 'Unique', 'must not hold the same item twice');
    case 'pattern':
      return patternRefusal(path, issue);
    case 'format':
      return refusal(path, 'Error', `must be ${FORMAT_TEXTS[String(issue.params['format'])] ?? String(issue.params['format'])}`);
    default:
      return refusal(path, 'Error', issue.message ?? 'is not valid');
  }
}

/**
 * The failure that says most: the deepest one, so that a value failing a union of objects (an ordering in either
 * spelling) is answered for the field of the branch it came closest to, rather than for the first branch's first
 * difference. A missing or unknown field counts a little less deep than a wrong value of a field beside it (a branch
 * whose field names fit but whose value does not says more than one whose names do not fit). Of equally deep ones,
 * the first.
 */
function deepestIssue(issues: readonly ValidationIssue[]): ValidationIssue {
  const depth = (issue: ValidationIssue) => {
    if (issue.keyword === 'anyOf' || issue.keyword === 'oneOf') return -1;
    const named = issue.keyword === 'required' || issue.keyword === 'additionalProperties' ? 0.5 : 0;
    return issue.instancePath.split('/').length + named;
  };
  return issues.reduce((deepest, issue) => (depth(issue) > depth(deepest) ? issue : deepest), issues[0]!);
}

function refusal(field: string, kind: ErrorKind, text: string): FieldRefusal {
  return { field, kind, message: `${field} ${text}` };
}

/** An address field's pattern is §5's address rule; another pattern is said by its schema's description. */
function patternRefusal(path: string, issue: ValidationIssue): FieldRefusal {
  const pattern = String(issue.params['pattern']);
  if (CHOICE_PATTERNS.has(pattern)) return refusal(path, 'Enum', `must be ${issue.parentSchema?.description ?? 'one of its values'}`);
  if (ADDRESS_PATTERN.test(pattern))
    return refusal(path, 'TonAddress', 'is not an address: expected wc:hex (a workchain of one digit, 64 hex digits)');
  const description = issue.parentSchema?.description;
  return refusal(path, 'Error', description ? `must be ${description}` : 'is not valid');
}

/**
 * The values a field takes when it failed a union of fixed values (`anyOf` of `const`s, as TypeBox writes a union of
 * literals): the validator reports each branch's failure at the field, then the union's.
 */
function choicesAt(instancePath: string, issues: readonly ValidationIssue[]): unknown[] | undefined {
  const union = issues.find((issue) => issue.instancePath === instancePath && (issue.keyword === 'anyOf' || issue.keyword === 'oneOf'));
  if (union === undefined || !Array.isArray(union.schema)) return undefined;
  const branches = union.schema as { const?: unknown; type?: string }[];
  const values = branches.filter((branch) => branch.type !== 'null').map((branch) => branch.const);
  if (values.length === 0 || values.some((value) => value === undefined)) return undefined;
  return branches.some((branch) => branch.type === 'null') ? [...values, null] : values;
}
