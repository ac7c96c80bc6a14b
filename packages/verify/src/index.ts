export { VerifyError, type VerifyErrorCode } from './verify-error.js';
export { VerificationService, type VerificationServiceOptions, type ContractInfo, type ContractSummary } from './verification-service.js';
export { Toolchains, type Toolchain } from './toolchains/toolchains.js';
export { DEFAULT_PROCESS_LIMITS, type ProcessLimits, type ProgramOutput } from './compile/process-runner.js';
export type { CompilePayload, CompileResult, SourceType } from './compile/compile-types.js';
export { sourcePathProblem } from './compile/source-tree.js';
export { PUBLISHED_PACKAGES, publishedContracts, codeHashOf, type PublishedContract } from './published/published-contracts.js';
export type { AccountBocReader } from './registry/account-code.js';
