// The GitHub Action's entry point (bundled to dist/action.js by scripts/build.mjs).
import * as core from '@actions/core';
import { runAction } from './run-action.ts';

// Before anything else: from here on the runner masks the key in every line of the log.
const key = core.getInput('api-key');
if (key) core.setSecret(key);

await runAction(process.env, [key]);
