import { assetTextProblem, logoTextProblem, svgLogoProblem, type AssetField, type AssetProblem } from '@tvmscan/api/rules';

/** The asset form's values: texts, and the logo as the SVG file's text ('' when none is chosen). */
export type AssetValues = Record<AssetField, string>;

/**
 * The problem of one field by the registry's own rules (spec 001 §5, `@tvmscan/api/rules`), given all the values
 * (the e-mail's domain follows the website), so that the form shows a field's error when it loses focus; undefined
 * when the field is valid.
 */
export function fieldProblem(field: AssetField, values: AssetValues): AssetProblem | undefined {
  if (field === 'asset_logo') return logoProblem(values.asset_logo);
  return assetTextProblem(field, values[field].trim(), values.project_website);
}

/** The logo as the browser parses it (the server parses and sanitises it again, by the same checks). */
function logoProblem(svg: string): AssetProblem | undefined {
  const textProblem = logoTextProblem(svg);
  if (textProblem) return textProblem;
  const problem = svgLogoProblem(new DOMParser().parseFromString(svg, 'image/svg+xml'));
  return problem && { key: problem };
}

/** The problems of these fields, by field. */
export function problemsOf(fields: readonly AssetField[], values: AssetValues): Partial<Record<AssetField, AssetProblem>> {
  return Object.fromEntries(
    fields.flatMap((field) => {
      const problem = fieldProblem(field, values);
      return problem ? [[field, problem]] : [];
    }),
  );
}
