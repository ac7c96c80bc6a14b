import { lstat, mkdir, realpath, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { VerifyError } from '../verify-error.js';

/** The folder of the work folder the sources are placed under, as the spec's fixed contracts source folder. */
export const SOURCE_FOLDER = 'contracts';
const MAX_PATH_LENGTH = 512;
const SOURCE_EXTENSIONS = /\.t?sol$/;

/**
 * Why `path` cannot be a source path, or undefined when it can: a relative path of plain segments, ending in
 * .sol or .tsol. `../`, absolute paths, backslashes, empty and `.` segments are refused before anything is written.
 */
function sourcePathProblem(path: string): string | undefined {
  if (path.length === 0 || path.length > MAX_PATH_LENGTH) return `must be 1 to ${MAX_PATH_LENGTH} characters`;
  if (path.includes('\0') || path.includes('\\')) return 'must not contain NUL or backslash characters';
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) return 'must be relative, not absolute';
  const segments = path.split('/');
  if (segments.some((segment) => segment === '..')) return 'must not leave the project folder (..)';
  if (segments.some((segment) => segment === '' || segment === '.')) return 'must not contain empty or . segments';
  if (!SOURCE_EXTENSIONS.test(path)) return 'must end in .sol or .tsol';
  return undefined;
}

/**
 * Writes the sources under `<workDir>/contracts`, each at its own path. A path is checked again where it lands: its
 * folder must resolve (symbolic links followed) inside the source folder, and no file is written over, nor through
 * a link, that is already there.
 */
export async function writeSourceTree(workDir: string, files: readonly { path: string; content: string }[]): Promise<string> {
  const root = join(workDir, SOURCE_FOLDER);
  await mkdir(root, { recursive: true });
  const realRoot = await realpath(root);
  for (const [index, file] of files.entries()) {
    const problem = sourcePathProblem(file.path);
    if (problem) throw new VerifyError('compile-input', `sources[${index}].path ${problem}`, { field: `sources[${index}].path` });
    const target = join(root, ...file.path.split('/'));
    await refuseLinks(root, dirname(target), index);
    await mkdir(dirname(target), { recursive: true });
    const realFolder = await realpath(dirname(target));
    if (realFolder !== realRoot && !realFolder.startsWith(realRoot + sep)) throw leaves(index);
    try {
      await writeFile(target, file.content, { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
        throw new VerifyError('compile-input', `sources[${index}].path names a file given twice`, { field: `sources[${index}].path` });
      }
      throw error;
    }
  }
  return root;
}

/** Refuses a path whose existing folders, from the source folder down, include a symbolic link. */
async function refuseLinks(root: string, folder: string, index: number): Promise<void> {
  let current = root;
  for (const segment of relative(root, folder)
    .split(sep)
    .filter((part) => part.length > 0)) {
    current = join(current, segment);
    const stat = await lstat(current).catch(() => undefined);
    if (stat === undefined) return;
    if (stat.isSymbolicLink()) throw leaves(index);
  }
}

function leaves(index: number): VerifyError {
  return new VerifyError('compile-input', `sources[${index}].path leaves the work folder through a symbolic link`, {
    field: `sources[${index}].path`,
  });
}
