import * as core from '@actions/core';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { writeGuide } from '../app/guide.ts';
import { StylesyncError } from '../errors.ts';
import { validationSummary } from '../report/validation-summary.ts';

export interface GuideStepOptions {
  /** Where stylesync.yaml is (the working-directory input). */
  cwd: string;
  /** The workspace: the guide's directory must be inside it, reached through no link. */
  workspace: string;
  /** The `guide-dir` input, relative to the workspace. */
  dir: string;
  target?: string;
  strict: boolean;
  /** The run's secrets: a page that would hold one in any form is not written (src/live/redact.ts). */
  secrets: readonly string[];
  log(text: string): void;
}

/**
 * `guide: true`: the guide (src/app/guide.ts, as `stylesync guide --out`)
 * written after a run that succeeded, and its directory as the output
 * `guide-dir` for a Pages upload. Offline: it reads the checked-out files only.
 */
export async function guideStep(options: GuideStepOptions): Promise<void> {
  const dir = resolve(options.workspace, options.dir);
  const rel = relative(options.workspace, dir);
  if (rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) {
    throw new StylesyncError(`The input \`guide-dir\` (${options.dir}) is not a directory inside the workspace, so the guide was not written.`, 'Set `guide-dir` to a directory inside the repository, such as `_site` (the default, where actions/upload-pages-artifact looks).', {
      code: 'invalid-input',
    });
  }
  const outcome = await writeGuide({ cwd: options.cwd, out: dir, within: options.workspace, strict: options.strict, secrets: options.secrets, outSetting: 'guide-dir:', ...(options.target === undefined ? {} : { target: options.target }) });
  if (outcome.status === 'invalid') {
    // The run validated the files already; what is left is a glossary a list names that no file defines.
    throw new StylesyncError(`The guide was not written: ${validationSummary(outcome.result)}.`, 'Fix the errors (`stylesync validate` shows them), then run again.', { code: 'files-invalid' });
  }
  options.log(`Wrote the guide to ${outcome.dir}: ${outcome.written.length} pages (${outcome.guide.languages.map((l) => l.language).join(', ') || 'no language'}).`);
  core.setOutput('guide-dir', outcome.dir);
}
