import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ACTION_RESULT_CODES,
  VM_EXIT_CODES,
  displayExitCode,
  exitCodeMeaning,
  resultCodeMeaning,
} from '../../src/error-catalogue/index.js';

/** The rows of the spec's §8 tables, in its order. */
const VM_ROWS: [number, string][] = [
  [2, 'Stack underflow'],
  [3, 'Stack overflow'],
  [4, 'Integer overflow or division by zero'],
  [5, 'Integer out of range'],
  [6, 'Invalid opcode'],
  [7, 'Type check error'],
  [8, 'Cell overflow'],
  [9, 'Cell underflow'],
  [10, 'Dictionary error'],
  [11, 'Unknown error'],
  [12, 'Impossible situation'],
  [13, 'Out of gas (negative gas)'],
  [40, 'Invalid external message signature'],
  [50, 'Array index out of range'],
  [51, 'Constructor already called'],
  [52, 'Replay protection'],
  [53, 'Address unpack'],
  [54, 'Pop on empty array'],
  [55, 'Insert pubkey'],
  [57, 'External message expired'],
  [58, 'No signature but has public key'],
  [60, 'Wrong function id'],
  [61, 'Deploy without public key'],
  [62, 'Reserved'],
  [63, 'Optional get'],
  [64, 'buildExtMsg wrong parameters'],
  [65, 'Unassigned function variable'],
  [66, 'Format width too small'],
  [67, 'gasToValue and valueToGas'],
  [68, 'No config parameter 20 or 21'],
  [69, 'Zero to the power of zero'],
  [70, 'Substr too long'],
  [71, 'externalMsg function called internally'],
  [72, 'internalMsg function called externally'],
  [73, 'Enum conversion'],
  [74, 'Wrong source address'],
  [75, 'Wrong answer function id'],
  [76, 'Public function called before constructor'],
  [77, 'Variant conversion'],
  [78, 'No private function with the id'],
  [79, 'Upgrade-only contract'],
];

const ACTION_ROWS: [number, string][] = [
  [32, 'Message serialization error'],
  [33, 'Too many actions (maximum 255)'],
  [34, 'Binary serialization error or invalid flags'],
  [35, 'Wrong source address'],
  [36, 'Incorrect destination'],
  [37, 'Insufficient balance'],
  [38, 'Extra-token balance insufficient'],
  [40, 'Reserve error or outgoing message too big'],
  [41, 'SetCode or ChangeLib error'],
  [50, 'Anycast destination unsupported'],
  [51, 'Not-found-license code'],
  [-1, 'SendMsg has incorrect flags'],
];

const specFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../shared/spec/000_587f5849dbf37b8e.txt',
);

function specTable(spec: string, heading: string): [number, string][] {
  const section = spec.slice(spec.indexOf(heading)).split('\n### ')[0].split('\n## ')[0];
  return [...section.matchAll(/^\| (-?\d+) \| (.+) \|$/gm)].map(([, code, meaning]) => [Number(code), meaning]);
}

describe('the error catalogue', () => {
  it('has every VM exit code row, worded as the spec', () => {
    expect([...VM_EXIT_CODES]).toEqual(VM_ROWS);
    for (const [code, meaning] of VM_ROWS) expect(exitCodeMeaning(code)).toBe(meaning);
  });

  it('has every action phase result code row, worded as the spec', () => {
    expect([...ACTION_RESULT_CODES]).toEqual(ACTION_ROWS);
    for (const [code, meaning] of ACTION_ROWS) expect(resultCodeMeaning(code)).toBe(meaning);
  });

  it('displays -3..-14 as 2..13 and every other code as is', () => {
    for (let code = -3; code >= -14; code--) {
      expect(displayExitCode(code)).toBe(-code - 1);
      expect(exitCodeMeaning(code)).toBe(VM_EXIT_CODES.get(-code - 1));
    }
    expect(exitCodeMeaning(-14)).toBe('Out of gas (negative gas)');
    expect(exitCodeMeaning(-3)).toBe('Stack underflow');
    for (const code of [-15, -2, -1, 0, 1, 2, 13, 40, 79, 1000]) expect(displayExitCode(code)).toBe(code);
  });

  it('has no meaning for codes outside the tables', () => {
    for (const code of [-15, -2, -1, 0, 1, 14, 39, 56, 59, 80, 65535, 1.5]) {
      expect(exitCodeMeaning(code), String(code)).toBeUndefined();
    }
    for (const code of [-2, 0, 1, 2, 31, 39, 42, 49, 52]) expect(resultCodeMeaning(code), String(code)).toBeUndefined();
  });

  it.skipIf(!existsSync(specFile) && process.env.CI !== 'true')('matches the tables in the spec file itself', () => {
    const spec = readFileSync(specFile, 'utf8');
    expect([...VM_EXIT_CODES]).toEqual(specTable(spec, '### Virtual machine exit codes'));
    expect([...ACTION_RESULT_CODES]).toEqual(specTable(spec, '### Action phase result codes'));
  });
});
