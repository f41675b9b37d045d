import { execFileSync } from 'node:child_process';
import type { World } from './world.ts';

// The world's repository under git, for `plan --since REF` and the guide's dates.

/** Runs git in the world's repository and answers its trimmed output. */
export function git(w: World, ...args: string[]): string {
  return execFileSync('git', args, { cwd: w.dir, encoding: 'utf8' }).trim();
}

/** Commits every file of the world's repository (made a repository first when it is not one yet). */
export function commitAll(w: World, message: string): void {
  git(w, 'init', '-q');
  git(w, 'add', '.');
  git(w, '-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', message);
}
