import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run } from '../../src/cli/main.ts';
import { capture } from '../cli/capture.ts';

/** A throwaway repository: styles/ plus whatever files a test writes. */
export async function tempRepo(files: Record<string, string> = {}): Promise<{ root: string; write(file: string, text: string): Promise<void>; link(file: string, target: string): Promise<void>; cleanup(): Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), 'stylesync-hostile-'));
  await mkdir(path.join(root, 'styles'));
  const write = async (file: string, text: string) => {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  };
  for (const [file, text] of Object.entries(files)) await write(file, text);
  return {
    root,
    write,
    link: async (file, target) => {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await symlink(target, path.join(root, file));
    },
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
}

/** Runs the CLI in-process in `cwd`; what it printed, and its exit code. */
export async function cli(cwd: string, args: string[], env: Record<string, string> = {}) {
  const io = capture({ cwd, env });
  const code = await run(args, io);
  return { code, out: io.out, err: io.err, all: io.out + io.err };
}

/** What a crash looks like: the CLI's "this is a bug" line or a stack trace. */
export const CRASH = /this is a bug|\n\s+at .+:\d+:\d+\)?\n/;
