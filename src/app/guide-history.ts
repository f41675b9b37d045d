import { StylesyncError } from '../errors.ts';
import type { GuideCommit, GuideHistory } from '../report/guide-dated.ts';
import { type Guide, guideModel } from '../report/guide-model.ts';
import { git } from './git.ts';
import { projectAtRef, type RefProjectOptions } from './project-at-ref.ts';

/** Commits the dated "What's new" shows by default: a returning translator reads the last few. */
export const GUIDE_HISTORY_DEFAULT = 10;
/**
 * The most commits read for `--since REF`: each is loaded twice over (it and
 * its parent, shared with its neighbour), so a ref years back must not make
 * the guide read thousands of trees. Said on the page when it cuts.
 */
export const MAX_GUIDE_HISTORY = 100;
/** The most of `git log`'s answer read: ~100 short lines; a subject of megabytes is cut, not buffered. */
const MAX_LOG_BYTES = 4 * 1024 * 1024;

/**
 * The commits that touched the project's directory, newest first, each with
 * the guide of its files and of its first parent's files (ref-files.ts, via
 * projectAtRef: read from git objects into a fresh directory, never the
 * working tree). Undefined where there is no history to read (not a git
 * checkout, no commit yet): the guide is written without the table.
 */
export async function guideHistory(options: RefProjectOptions, since?: string): Promise<GuideHistory | undefined> {
  const limit = since === undefined ? GUIDE_HISTORY_DEFAULT : MAX_GUIDE_HISTORY;
  // The ref is an argument to git: projectAtRef has refused one starting with `-`; refused here too, on its own.
  if (since !== undefined && (since.startsWith('-') || since.includes('\0'))) return undefined;
  let log: string;
  try {
    const args = ['log', '--first-parent', '-z', '--format=%H%x1f%cs%x1f%P%x1f%s', `-n${limit + 1}`, since === undefined ? 'HEAD' : `${since}..HEAD`, '--', '.'];
    log = (await git(args, { cwd: options.cwd, maxBuffer: MAX_LOG_BYTES })).toString('utf8');
  } catch (error) {
    if (error instanceof StylesyncError) throw error; // git-timeout; any other failure means no history to read
    return undefined;
  }
  const entries = log.split('\0').filter((e) => e !== '').map((e) => e.split('\x1f'));
  // A shallow clone (actions/checkout's default) shows its oldest commit without parents: that is no root, its change is unknown.
  const shallow = (await git(['rev-parse', '--is-shallow-repository'], { cwd: options.cwd }).catch(() => 'false')).toString().trim() === 'true';
  const read = entries.slice(0, limit);
  const guides = new Map<string, Promise<Guide>>();
  const guideAt = (sha: string | undefined): Promise<Guide> => {
    if (sha === undefined) return Promise.resolve({ languages: [] });
    let guide = guides.get(sha);
    if (guide === undefined) {
      guide = projectAtRef(options, sha, 'nothing was written').then(({ config, result }) => guideModel(result.lists, result.glossaries, config.guide));
      guides.set(sha, guide);
    }
    return guide;
  };
  const commits: GuideCommit[] = [];
  // One commit after another: each reads a tree into a temporary directory, and the machine may be a small CI runner.
  let cutShallow = false;
  for (const [sha = '', date = '', parents = '', subject = ''] of read) {
    if (shallow && parents === '') {
      cutShallow = true;
      continue;
    }
    try {
      commits.push({ sha, date, subject, after: await guideAt(sha), before: await guideAt(parents.split(' ')[0] || undefined) });
    } catch (error) {
      // A commit whose files had errors is skipped: its row would compare broken files. Other failures are not ours to hide.
      if (!(error instanceof StylesyncError)) throw error;
    }
  }
  return { commits, limit, ...(since === undefined ? {} : { since }), ...(entries.length > limit ? { cut: true as const } : {}), ...(cutShallow ? { shallow: true as const } : {}) };
}
