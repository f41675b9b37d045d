import { tmpdir } from 'node:os';
import type { Diagnostic, RepoConfig, ValidFiles } from '../config/model.ts';
import { loadProject } from '../config/project.ts';
import { StylesyncError } from '../errors.ts';
import { boundedText } from '../report/bounded-text.ts';
import { refFiles } from './ref-files.ts';
import { projectOptions, type SessionOptions } from './session.ts';

export type RefProjectOptions = Pick<SessionOptions, 'cwd' | 'configPath' | 'stylesDir' | 'target' | 'strict'>;

/**
 * The files at a git ref, loaded as they would be now, for `--since REF`
 * (guide, plan): the commit's files in a temporary directory (ref-files.ts,
 * the one way a ref is read; the Action reads its base commit the same way),
 * removed again. A ref that is not there, and files at the ref with errors,
 * are errors with a hint: a comparison against broken files would show
 * changes that are not. `unshown` ends the error: what this means for the run.
 */
export async function projectAtRef(options: RefProjectOptions, ref: string, unshown: string): Promise<{ config: RepoConfig; result: ValidFiles }> {
  // The ref as given, cut: it is echoed once, in the reason (and escaped where it is printed).
  const shown = boundedText(ref);
  const files = await refFiles(options.cwd, ref, tmpdir(), { name: `--since ${shown}`, fetch: 'Name a commit, branch or tag this clone has (git fetch it first), e.g. --since main.' });
  if (!files.ok) throw new StylesyncError(`Cannot read the files: ${files.reason}`, 'Give --since a commit, branch or tag of this repository.', { code: 'invalid-flag' });
  try {
    const { config, result } = await loadProject(projectOptions({ ...options, cwd: files.cwd }));
    if (!result.ok) {
      // The first error by name, so the user knows what to fix at the ref (or which commit to name instead).
      const [first] = result.errors as [Diagnostic, ...Diagnostic[]];
      throw new StylesyncError(
        `The files at ${shown} have errors (${result.errors.length}; the first: ${first.file}:${first.line}:${first.col}: ${first.message} [${first.code}]), so what changed since cannot be shown; ${unshown}.`,
        `Give --since a commit whose files were valid, or leave --since out. For that error: ${first.hint}`,
        { code: 'invalid-flag' },
      );
    }
    return { config, result };
  } finally {
    await files.remove();
  }
}
