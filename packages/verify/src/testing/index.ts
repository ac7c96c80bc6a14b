export { installTestCompiler, TEST_ABI, TEST_CODE_HASH, TEST_COMPILER_VERSION } from './test-compiler.js';
