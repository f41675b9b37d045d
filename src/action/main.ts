import * as core from '@actions/core';
import { runAction } from './run-action.ts';

/**
 * The GitHub Action (actions/typescript-action's layout): index.ts calls
 * this, scripts/action-build.mjs bundles index.ts into dist/action.js, and
 * `npx @github/local-action run . src/action/main.ts .env` runs it from the
 * source.
 */
export async function run(): Promise<void> {
  // Before anything else: from here on the runner masks the key in every line of the log.
  // The apply key is not read here: only a run that applies reads it (run-action.ts), masking it first.
  const key = core.getInput('api-key');
  if (key) core.setSecret(key);
  // The preview key is read by pull request runs too (it cannot touch production): masked as early.
  const previewKey = core.getInput('preview-api-key');
  if (previewKey) core.setSecret(previewKey);
  await runAction(process.env, [key, previewKey]);
}
