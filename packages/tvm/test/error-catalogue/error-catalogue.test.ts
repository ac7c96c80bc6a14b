import { expect, it } from 'vitest';
import { ACTION_RESULT_CODES, VM_EXIT_CODES, displayExitCode, exitCodeMeaning, resultCodeMeaning } from '../../src/error-catalogue/index.js';
import { describeWithSpec, readSpec } from '../spec.js';
import { defined } from '../../src/testing/index.js';

/** The `| Code | Meaning |` rows under a `###` heading of the specification, in its order. */
function specTable(spec: string, heading: string): [number, string][] {
  const start = spec.indexOf(`\n### ${heading}\n`);
  if (start < 0) throw new Error(`the specification has no table '${heading}'`);
  const section = spec.slice(start + 1).split(/\n#{2,3} /)[0] ?? '';
  const rows = [...section.matchAll(/^\| *(-?\d+) *\| *(.+?) *\|$/gm)].map(([, code, meaning]): [number, string] => [Number(code), defined(meaning)]);
  if (rows.length === 0) throw new Error(`the specification's table '${heading}' has no rows`);
  return rows;
}

/** The specification's rule "Negative exit codes -3 to -14 are displayed as codes 2 to 13", as its four numbers. */
function displayRule(spec: string): { from: number; to: number; shownFrom: number; shownTo: number } {
  const match = /Negative exit codes (-\d+) to (-\d+) are displayed as codes (\d+) to (\d+)/.exec(spec);
  if (match === null) throw new Error('the specification states no display rule for negative exit codes');
  const [from, to, shownFrom, shownTo] = match.slice(1).map(Number);
  return { from: defined(from), to: defined(to), shownFrom: defined(shownFrom), shownTo: defined(shownTo) };
}

describeWithSpec('the error catalogue, against the specification', () => {
  const spec = readSpec('000');
  const vmRows = specTable(spec, 'Virtual machine exit codes');
  const actionRows = specTable(spec, 'Action phase result codes');
  const rule = displayRule(spec);

  it('has every VM exit code row of the specification, in its order and worded as it is', () => {
    expect([...VM_EXIT_CODES]).toEqual(vmRows);
    for (const [code, meaning] of vmRows) expect(exitCodeMeaning(code), String(code)).toBe(meaning);
  });

  it('has every action phase result code row of the specification, in its order and worded as it is', () => {
    expect([...ACTION_RESULT_CODES]).toEqual(actionRows);
    for (const [code, meaning] of actionRows) expect(resultCodeMeaning(code), String(code)).toBe(meaning);
  });

  it('displays the negative exit codes the specification names as its positive ones, and every other code as is', () => {
    const span = rule.from - rule.to;
    expect(rule.shownTo - rule.shownFrom).toBe(span);
    for (let step = 0; step <= span; step++) {
      const code = rule.from - step;
      expect(displayExitCode(code), String(code)).toBe(rule.shownFrom + step);
      expect(exitCodeMeaning(code), String(code)).toBe(exitCodeMeaning(rule.shownFrom + step));
    }
    for (const code of [rule.from + 1, rule.to - 1, -1, 0, 1, ...vmRows.map(([row]) => row), 1000]) {
      expect(displayExitCode(code), String(code)).toBe(code);
    }
  });

  it('has no meaning for a code outside the tables', () => {
    const vmCodes = new Set(vmRows.map(([code]) => code));
    const actionCodes = new Set(actionRows.map(([code]) => code));
    for (let code = -20; code <= 300; code++) {
      if (!vmCodes.has(displayExitCode(code))) expect(exitCodeMeaning(code), String(code)).toBeUndefined();
      if (!actionCodes.has(code)) expect(resultCodeMeaning(code), String(code)).toBeUndefined();
    }
    expect(exitCodeMeaning(1.5)).toBeUndefined();
    expect(exitCodeMeaning(65535)).toBeUndefined();
  });
});
