import path from 'node:path';
import type { CliIO } from '../../src/cli/io.ts';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** A CliIO that keeps what a command prints, for in-process `run()` tests. */
export function capture(
  options: { cwd?: string; env?: Record<string, string>; isTTY?: boolean } = {},
): CliIO & { out: string; err: string } {
  const io = {
    out: '',
    err: '',
    stdout(s: string) {
      io.out += s;
    },
    stderr(s: string) {
      io.err += s;
    },
    env: options.env ?? {},
    cwd: options.cwd ?? repoRoot,
    isTTY: options.isTTY ?? false,
  };
  return io;
}
