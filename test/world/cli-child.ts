import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { World } from './world.ts';

// The bundled CLI (cli-bundle.ts) as a real child process in the world's
// repository: for signals (SIGINT, SIGKILL), which an in-process run cannot take.

export interface CliChild {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  ended: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `node BUNDLE ...argv` in the world, with its key and service and a cache inside its directory. */
export function cliChild(w: World, bundle: string, argv: string[]): CliChild {
  const child = spawn(process.execPath, [bundle, ...argv], {
    cwd: w.dir,
    env: { PATH: process.env.PATH, NO_COLOR: '1', XDG_CACHE_HOME: join(w.dir, '.cache'), ...w.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (s: string) => (out += s));
  child.stderr.setEncoding('utf8').on('data', (s: string) => (err += s));
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal }));
  });
  return { child, stdout: () => out, stderr: () => err, ended };
}

export interface Ended {
  stdout: string;
  stderr: string;
  /** How the child ended: killed, or exited by itself when the kill came too late. */
  signal: NodeJS.Signals | null;
  code: number | null;
}

/** `apply --yes --concurrency 2 --record RECORD`, the run the kill and interrupt suites stop part-way. */
export const applyArgv = (record: string): string[] => ['apply', '--yes', '--concurrency', '2', '--record', record];

/**
 * Starts apply and SIGKILLs it `extraMs` after `afterLines` of the lines
 * `progress` picks from its stdout have appeared: a random point, on purpose.
 */
export async function applyAndKill(w: World, bundle: string, record: string, kill: { afterLines: number; extraMs: number; progress: (stdout: string) => string[] }): Promise<Ended> {
  const run = cliChild(w, bundle, applyArgv(record));
  let armed = false;
  const arm = () => {
    if (armed) return;
    armed = true;
    setTimeout(() => run.child.kill('SIGKILL'), kill.extraMs);
  };
  if (kill.afterLines === 0) arm();
  run.child.stdout?.on('data', () => {
    if (kill.progress(run.stdout()).length >= kill.afterLines) arm();
  });
  const { code, signal } = await run.ended;
  return { stdout: run.stdout(), stderr: run.stderr(), signal, code };
}
