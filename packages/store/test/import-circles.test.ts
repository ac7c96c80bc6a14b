import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SOURCE = fileURLToPath(new URL('../src/', import.meta.url));

/** Every TypeScript file of the store's source, relative to src/. */
function sourceFiles(): string[] {
  return readdirSync(SOURCE, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .sort();
}

/** The store files a file imports, type imports and re-exports included, relative to src/. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(join(SOURCE, file), 'utf8'), true, true);
  return importedFiles
    .map((imported) => imported.fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => relative(SOURCE, resolve(SOURCE, dirname(file), specifier)).replace(/\.js$/, '.ts'));
}

/** Groups of two or more files that import one another, directly or round a loop (Tarjan's strongly connected components). */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe("the store's imports", () => {
  const graph = new Map(sourceFiles().map((file) => [file, importsOf(file)]));

  it('are read with their type imports: schema.ts composes every data area', () => {
    expect(graph.get('schema.ts')).toEqual(
      expect.arrayContaining([
        'chain/chain-schema.ts',
        'tokens/token-schema.ts',
        'nfts/nft-schema.ts',
        'multi/multi-token-schema.ts',
        'registry/registry-schema.ts',
        'registry/token-asset-schema.ts',
        'token-lists/token-list-schema.ts',
        'verify/verify-schema.ts',
      ]),
    );
  });

  it('form no circle', () => {
    expect(circles(graph)).toEqual([]);
  });

  it('leave sql/ at the bottom: it knows no table and no data area', () => {
    const upward = [...graph]
      .filter(([file]) => file.startsWith('sql/'))
      .flatMap(([file, imports]) =>
        imports.filter((imported) => !imported.startsWith('sql/') && imported !== 'store-error.ts').map((imported) => `${file} -> ${imported}`),
      );
    expect(upward).toEqual([]);
  });
});
