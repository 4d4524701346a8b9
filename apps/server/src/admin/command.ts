import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';

/** Where the CLI writes: the console, or a test's buffer. */
export type AdminIo = { out: (line: string) => void; err: (line: string) => void };

/** A failure the operator can fix: printed as is, exit code 1. */
export class AdminError extends Error {}

export type Args = { positionals: string[]; options: Record<string, string | undefined> };
export type Context = { database: Database; publicUrl: string; config: Config; io: AdminIo };
export type Command = {
  usage: string;
  summary: string;
  positionals: number;
  options?: string[];
  required?: string[];
  run(context: Context, args: Args): Promise<void>;
};
