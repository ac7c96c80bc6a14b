import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');

/** Every source file reachable through relative imports from `entry`. */
function importGraph(entry: string): Map<string, string> {
  const files = new Map<string, string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    const text = readFileSync(file, 'utf8');
    files.set(file, text);
    for (const [, target] of text.matchAll(/from '(\.{1,2}\/[^']+)\.js'/g)) {
      visit(path.resolve(path.dirname(file), `${target}.ts`));
    }
  };
  visit(entry);
  return files;
}

describe('the address module', () => {
  it('runs in browsers: no node: imports, no bare packages, no Buffer', () => {
    const files = importGraph(path.join(src, 'address/index.ts'));
    expect(files.size).toBeGreaterThan(5);
    for (const [file, text] of files) {
      expect(text, file).not.toMatch(/from '(?!\.)/);
      expect(text, file).not.toMatch(/\bBuffer\b|\bprocess\.|\brequire\(/);
    }
  });
});
