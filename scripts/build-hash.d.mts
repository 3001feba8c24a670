export interface SourceFile {
  path: string;
  contents: string | Uint8Array;
}
export interface BuildRecord {
  hash: string;
  sources: string;
  settings: [name: string, valueHash: string][];
}
export const ENV_FILES: string[];
export function buildSettings(env: Record<string, string | undefined>): [name: string, value: string | undefined][];
export function hashFiles(files: Iterable<SourceFile>): string;
export function buildRecord(files: Iterable<SourceFile>, env: Record<string, string | undefined>): BuildRecord;
export function formatRecord(record: BuildRecord): string;
export function parseRecord(text: string): BuildRecord | undefined;
export function staleReason(previous: BuildRecord | undefined, current: BuildRecord): string | undefined;
export function listSourceFiles(root?: string): string[];
export function collectBuildInputs(root?: string): SourceFile[];
