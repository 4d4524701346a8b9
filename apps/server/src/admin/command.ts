import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';

/** Where the CLI writes: the console, or a test's buffer. */
export type AdminIo = { out: (line: string) => void; err: (line: string) => void };

/** A failure the operator can fix: printed as is, exit code 1. */
export class AdminError extends Error {}

export type Args = { positionals: string[]; options: Record<string, string | undefined> };
export type Context = { database: Database; publicUrl: string; config: Config; io: AdminIo };
type Shape = {
  usage: string;
  summary: string;
  positionals: number;
  options?: string[];
  /** Options without a value (`--yes`): 'true' among the options when given. */
  flags?: string[];
  required?: string[];
};
/** A command on the database, which the CLI opens (and migrates) for it. */
export type DatabaseCommand = Shape & {
  withoutDatabase?: false;
  run(context: Context, args: Args): Promise<void>;
};
/** A command on DATA_DIR's folders that opens the database itself, if at all (backup, restore). */
export type DataDirCommand = Shape & {
  withoutDatabase: true;
  run(context: { config: Config; io: AdminIo }, args: Args): Promise<void>;
};
export type Command = DatabaseCommand | DataDirCommand;
