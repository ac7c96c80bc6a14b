/** A source file picked for upload: its path inside the picked folder (the folder's own name removed) and its text. */
export interface PickedSource {
  path: string;
  content: string;
}

const KEPT = /\.t?sol$/i;

/**
 * Reads the Solidity files of a picked folder: only .sol files are kept (spec 001 §5), and .tsol, which the TVM
 * contracts of this family are written in. Rejects when a file cannot be read.
 */
export async function readPickedSources(files: Iterable<File>): Promise<PickedSource[]> {
  const kept = [...files].filter((file) => KEPT.test(file.name));
  const sources = await Promise.all(kept.map(async (file) => ({ path: withoutTopFolder(relativePath(file)), content: await readText(file) })));
  return sources.sort((a, b) => a.path.localeCompare(b.path));
}

function relativePath(file: File): string {
  return (file as File & { webkitRelativePath?: string }).webkitRelativePath || file.name;
}

function withoutTopFolder(path: string): string {
  const slash = path.indexOf('/');
  return slash < 0 ? path : path.slice(slash + 1);
}

function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(`cannot read ${file.name}`));
    reader.readAsText(file);
  });
}
