// The verification service
export { VerificationService, type VerificationServiceOptions, type ContractInfo, type ContractSummary } from './verification-service.js';
export { VerifyError, type VerifyErrorCode } from './verify-error.js';
export { Toolchains, type Toolchain } from './toolchains/toolchains.js';
export type { ProcessLimits, ProgramOutput } from './compile/process-runner.js';
export type { CompilePayload, CompileResult, SourceType } from './compile/compile-types.js';
export type { AccountBocReader } from './registry/account-code.js';

// Contracts published with their sources
export { PUBLISHED_PACKAGES, publishedContracts, codeHashOf, type PublishedContract } from './published/published-contracts.js';

// Running and decoding calls of verified contracts
export type { RunLocalRequest, RunLocalResult } from './execute/run-local.js';
export type { MessageCall, ParsedMessage, ParsedTransaction } from './decode/chain-decoding.js';
export type { MethodCallType } from './decode/abi-reading.js';

// Emulating a message before it is sent
export {
  MessageEmulation,
  EMULATION_LIMITS,
  type MessageEmulationOptions,
  type EmulationResult,
  type EmulatedTransaction,
  type EmulationRejection,
} from './emulate/message-emulation.js';
export type { MessageExecutor, MessageExecution, MessageOutcome } from './emulate/message-executor.js';
export type { TokenBalanceChange } from './emulate/token-facts.js';
export type { WalletSendRequest } from './emulate/wallet-send.js';
export type { ExternalCallRequest } from './emulate/external-call.js';
