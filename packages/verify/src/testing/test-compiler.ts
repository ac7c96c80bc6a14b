import { chmod, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, encodeBase64, writeBoc } from '@tvmscan/tvm';

/** The version folder the test compiler is installed under. */
export const TEST_COMPILER_VERSION = '0.0.0-test-compiler';

/** The code every successful run of the test compiler writes, and its hash. */
const TEST_CODE = new Builder().storeUint(0x7e57c0de, 32).endCell();
export const TEST_CODE_HASH = TEST_CODE.hashHex();

const TEST_TVC = encodeBase64(
  writeBoc(new Builder().storeBit(0).storeBit(0).storeMaybeRef(TEST_CODE).storeMaybeRef(new Builder().endCell()).storeBit(0).endCell()),
);
export const TEST_ABI = {
  'ABI version': 2,
  version: '2.3',
  header: [],
  functions: [{ name: 'ping', inputs: [], outputs: [] }],
  events: [],
  fields: [],
};

/**
 * A stand-in for `sold`, for tests only (the product never ships or runs it): a shell script taking
 * `[flags] --output-dir DIR FILE`. It looks for a marker in the file: `test-compiler: fail` prints errors and
 * fails, `test-compiler: hang` never ends, `test-compiler: symlink` writes its output as links to a file outside,
 * `test-compiler: limits` prints its memory limit and writes nothing; anything else writes `<file name>.tvc`
 * holding TEST_CODE and its ABI.
 */
const SCRIPT = `#!/bin/sh
out=""; file=""
while [ $# -gt 0 ]; do
  case "$1" in
    --output-dir) out="$2"; shift 2 ;;
    -*) echo "flag $1"; shift ;;
    *) file="$1"; shift ;;
  esac
done
name=$(basename "$file"); name="\${name%.*}"
if grep -q "test-compiler: fail" "$file"; then echo "$file:1:1: Error: the test compiler was told to fail" >&2; exit 1; fi
if grep -q "test-compiler: hang" "$file"; then exec sleep 600; fi
if grep -q "test-compiler: limits" "$file"; then echo "memory limit $(ulimit -v)"; exit 0; fi
if grep -q "test-compiler: symlink" "$file"; then ln -s /etc/hostname "$out/$name.tvc"; ln -s /etc/hostname "$out/$name.abi.json"; exit 0; fi
echo "${TEST_TVC}" | base64 -d > "$out/$name.tvc"
echo '${JSON.stringify(TEST_ABI)}' > "$out/$name.abi.json"
echo "compiled $name"
`;

/** A toolchain folder holding only the test compiler, as `sold` of TEST_COMPILER_VERSION. */
export async function installTestCompiler(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'tvmscan-test-toolchains-'));
  await mkdir(join(dir, TEST_COMPILER_VERSION));
  const sold = join(dir, TEST_COMPILER_VERSION, 'sold');
  await writeFile(sold, SCRIPT);
  await chmod(sold, 0o755);
  return dir;
}
