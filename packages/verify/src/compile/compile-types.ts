import type { ProgramOutput } from './process-runner.js';

export type SourceType = 'CompileTarget' | 'VerifyTarget' | 'Dependency';

/** The compile call's payload (spec 001 §3 Verification compile payload). */
export interface CompilePayload {
  readonly license: string;
  readonly audit_url: string | null;
  readonly project_link: string | null;
  readonly compiler: { readonly flags: readonly string[]; readonly version: string };
  readonly linker: { readonly version: string };
  readonly sources: readonly { readonly path: string; readonly content: string; readonly source_type: SourceType }[];
}

/** The compile call's answer: what compiled (and is now verified), what was verified already, or why it failed. */
export type CompileResult =
  | {
      readonly compiled: { contract_name: string; code_hash: string }[];
      readonly already_verified: Record<string, string>;
    }
  | { readonly failed_to_verify: { compiler_output: ProgramOutput; linker_output: ProgramOutput } };
