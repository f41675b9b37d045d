import { spawn } from 'node:child_process';
import { StylesyncError } from '../errors.ts';

/**
 * The longest one git command may take. git is local, but not always quick:
 * a partial clone (actions/checkout with a filter) fetches a missing object
 * from its remote when asked for it, and a network that answers slowly or
 * never, a held lock or a hook would otherwise hold a CI job until the
 * runner's own limit. Five minutes leaves room for a large fetch.
 */
export const GIT_TIMEOUT_MS = 5 * 60_000;

export interface GitOptions {
  cwd: string;
  /** The most of git's output kept; more fails with ERR_CHILD_PROCESS_STDIO_MAXBUFFER. */
  maxBuffer?: number;
  /** Bytes written to git's input (`cat-file --batch`). */
  input?: string;
  timeoutMs?: number;
}

/**
 * Runs git and returns what it printed. Every git process of stylesync
 * (ref-files.ts, git-blobs.ts, guide-history.ts) goes through here, so none
 * runs unbounded in time or output. A command that takes longer than the
 * bound is killed and fails with code `git-timeout`, the bound named; any
 * other failure is git's own error (exit code, stderr) for the caller.
 */
export function git(args: readonly string[], options: GitOptions): Promise<Buffer> {
  const timeoutMs = options.timeoutMs ?? GIT_TIMEOUT_MS;
  const maxBuffer = options.maxBuffer ?? 16 * 2 ** 20;
  return new Promise((resolve, reject) => {
    // spawn, not execFile: git runs in a process group of its own, so a timeout kills what git started too (a hook,
    // the fetch of a partial clone); execFile kills git alone, and its callback then waits on the orphans' output.
    const child = spawn('git', [...args], { cwd: options.cwd, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let size = 0;
    let stderr = '';
    let failure: Error | undefined;
    const stop = (error: Error) => {
      failure ??= error;
      try {
        // eslint-disable-next-line no-restricted-properties -- a signal to git's own process group, not our exit
        process.kill(-(child.pid as number), 'SIGKILL');
      } catch {
        // already gone
      }
    };
    const timer = setTimeout(() => stop(gitTimeout(args, timeoutMs)), timeoutMs);
    child.stdout.on('data', (d: Buffer) => {
      size += d.length;
      if (size > maxBuffer) return stop(Object.assign(new Error(`git ${args[0] ?? ''} printed more than ${maxBuffer} bytes`), { code: 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER' }));
      out.push(d);
    });
    child.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString('utf8')).slice(-4096)));
    let exitCode: number | null | undefined;
    const finish = () => {
      clearTimeout(timer);
      if (failure !== undefined) reject(failure);
      else if (exitCode !== 0) reject(Object.assign(new Error(`git ${args[0] ?? ''} exited with ${exitCode}: ${stderr.trim()}`), { stderr }));
      else resolve(Buffer.concat(out));
    };
    // git not found: no exit follows.
    child.on('error', (error) => {
      failure ??= error;
      finish();
    });
    // Settled when git has exited and its output has ended. A grandchild that outlives git (a hook's) may hold the
    // output open: the timer still runs then, and stopping kills the whole group, which ends it.
    child.on('exit', (code) => {
      exitCode = code;
      if (child.stdout.readableEnded) finish();
    });
    child.stdout.on('end', () => {
      if (exitCode !== undefined) finish();
    });
    // git ending early (a broken repository) closes its input: its exit code says why, not an EPIPE.
    child.stdin.on('error', () => {});
    child.stdin.end(options.input ?? '');
  });
}

function gitTimeout(args: readonly string[], timeoutMs: number): StylesyncError {
  return new StylesyncError(
    `git ${args[0] ?? ''} did not finish within ${timeoutMs / 1000} s, the most stylesync waits for one git command, so it was stopped.`,
    'A partial clone fetches missing objects from its remote when they are read: fetch the commit with its files first (actions/checkout: fetch-depth: 0 and no filter), and check that no git lock or hook is waiting.',
    { code: 'git-timeout' },
  );
}
