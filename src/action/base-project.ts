import type { RepoConfig, ValidationResult } from '../config/model.ts';
import { loadProject } from '../config/project.ts';
import { refFiles } from '../app/ref-files.ts';
import type { ActionEvent } from './event.ts';

/** The pull request's base commit loaded as stylesync sees it, or why it could not be. */
export type BaseProject = { ok: true; config: RepoConfig; result: ValidationResult; label: string } | { ok: false; reason: string };

/**
 * Reads the base commit once per run: its stylesync.yaml decides the service
 * settings of a pull request's plan (service-settings.ts), and its style
 * files are planned for the drift view (drift-view.ts).
 */
export async function loadBaseProject(options: {
  cwd: string;
  pullRequest: Extract<ActionEvent, { kind: 'pull_request' }>;
  target?: string;
  tempDir: string;
}): Promise<BaseProject> {
  const { pullRequest: pr } = options;
  if (pr.baseSha === undefined) return { ok: false, reason: 'the event names no base commit.' };
  const base = await refFiles(options.cwd, pr.baseSha, options.tempDir);
  if (!base.ok) return base;
  try {
    // Everything is read into memory here, so the files can go at once.
    const { config, result } = await loadProject({ cwd: base.cwd, ...(options.target === undefined ? {} : { target: options.target }) });
    return { ok: true, config, result, label: `${pr.baseRef ?? 'base'}, commit ${pr.baseSha.slice(0, 7)}` };
  } finally {
    await base.remove();
  }
}
