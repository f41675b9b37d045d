// The Action's entry point, bundled to dist/action.js (scripts/action-build.mjs), which action.yml runs.
import { run } from './main.ts';

await run();
