import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';

export type RunResult = {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: Buffer;
  stderr: string;
};

/**
 * Starts a command in its own process group, so that a timeout or an abort kills it and every
 * process it started (LibreOffice forks; killing only the first one leaves the rest running).
 */
export function spawnGroup(command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  return spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options, detached: true });
}

export function killGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

export class CommandTimeout extends Error {
  override readonly name = 'CommandTimeout';
}

/** Runs a command to its end and collects its output; kills its process group after `timeoutMs`. */
export function run(
  command: string,
  args: string[],
  options: SpawnOptions & { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<RunResult> {
  const { timeoutMs, signal, ...spawnOptions } = options;
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const child = spawnGroup(command, args, spawnOptions);
    const stdout: Buffer[] = [];
    let stderr = '';
    let failure: Error | undefined;
    child.stdout?.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => {
      if (stderr.length < 64_000) stderr += chunk.toString('utf8');
    });
    const stop = (error: Error) => {
      failure ??= error;
      killGroup(child);
    };
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => stop(new CommandTimeout(`${command} ran longer than ${timeoutMs} ms`)), timeoutMs);
    const onAbort = () => stop(signal?.reason ?? new Error('aborted'));
    signal?.addEventListener('abort', onAbort, { once: true });
    child.once('error', (error) => {
      failure ??= error;
    });
    child.once('close', (code, exitSignal) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (failure) reject(failure);
      else resolve({ code, signal: exitSignal, stdout: Buffer.concat(stdout), stderr });
    });
  });
}

/** True when `command args` starts and exits with code 0 (used to detect optional tools). */
export async function commandWorks(command: string, args: string[]): Promise<boolean> {
  try {
    const result = await run(command, args, { timeoutMs: 10_000 });
    return result.code === 0;
  } catch {
    return false;
  }
}
