import { useTranslation } from 'react-i18next';
import { groupInteger } from './config-numbers.js';
import { Facts, type Fact } from './param-section.js';

/** Every leaf of a value as `path.to.field` with its text, for structures shown as the chain names their fields. */
export function flattenFields(value: unknown, prefix = ''): [string, string][] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((item, position) => flattenFields(item, `${prefix}[${position}]`));
  if (typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => flattenFields(inner, prefix ? `${prefix}.${key}` : key));
  }
  if (typeof value === 'number' && Number.isInteger(value)) return [[prefix, groupInteger(value)]];
  if (typeof value === 'string' && /^\d+$/.test(value)) return [[prefix, groupInteger(value)]];
  return [[prefix, String(value)]];
}

/** Fields of a structure with no labels of our own (Tycho's collation and mempool settings, punishments …). */
export function TechnicalFields({ value, omit = [] }: { value: object; omit?: readonly string[] }) {
  const { t } = useTranslation('config');
  const facts: Fact[] = flattenFields(value)
    .filter(([path]) => !omit.includes(path))
    .map(([path, text]) => [<code key={path}>{path}</code>, text]);
  return <Facts facts={facts} label={t('technical')} />;
}
