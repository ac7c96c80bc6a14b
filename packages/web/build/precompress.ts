import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser fetches; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map)$/;
/** Below this, the headers outweigh what compression saves. */
const MIN_BYTES = 1024;

/**
 * Writes a `.br` (brotli, best quality) and a `.gz` (gzip -9) beside each text file of the build, once, so that
 * the server sends compressed files without compressing them on every request.
 */
export function precompress(): Plugin {
  return {
    name: 'tvmscan-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = Object.values(bundle)
        .map((output) => ({ name: output.fileName, source: output.type === 'chunk' ? output.code : output.source }))
        .filter(({ name, source }) => COMPRESSIBLE.test(name) && byteLength(source) >= MIN_BYTES);
      await Promise.all(files.map(({ name, source }) => writeCompressed(path.join(outDir, name), Buffer.from(source))));
    },
  };
}

async function writeCompressed(file: string, content: Buffer): Promise<void> {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

function byteLength(source: string | Uint8Array): number {
  return typeof source === 'string' ? Buffer.byteLength(source) : source.byteLength;
}
