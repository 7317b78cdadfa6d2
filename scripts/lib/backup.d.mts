import type { Client } from 'pg';

export class BackupError extends Error {}
export function serverMajor(client: Client): Promise<number>;
export function majorOf(versionText: string): number | null;
export function candidateDirs(env?: NodeJS.ProcessEnv): string[];
export function findTool(tool: 'pg_dump' | 'pg_restore', major: number, options?: { dirs?: string[]; purpose?: string }): Promise<string>;
export interface ArchiveHeader {
  archiveVersion: string;
  database: string | null;
  serverVersion: string | null;
  serverMajor: number | null;
  pgDumpVersion: string | null;
  pgDumpMajor: number | null;
}
export function readArchiveHeader(file: string): ArchiveHeader;
export function timestamp(date?: Date): string;
export function backup(options: {
  url: string;
  dir: string;
  legacyAvatarDir?: string;
  dirs?: string[];
  log?: (msg: string) => void;
}): Promise<{ file: string; bytes: number; serverMajor: number; pgDump: string }>;
export function restore(options: {
  url: string;
  file: string;
  replace?: boolean;
  dirs?: string[];
  log?: (msg: string) => void;
}): Promise<{ database: string; header: ArchiveHeader; serverMajor: number; pgRestore: string; replaced: number }>;
export function describeError(error: unknown): string;
