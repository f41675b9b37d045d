import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** How a Worker starts the advice's thread (config/advice-thread.ts): a file, or code to evaluate. */
export type AdviceWorkerEntry = { file: string | URL } | { code: string };

/**
 * Where the advice worker's code is, from the source (tsx: the tests, the bench scripts, `npm run stylesync`): Node 20
 * hands a worker no loader hooks, so a worker of a .ts file starts through tsx's require API. Each build puts its own
 * answer in place of this module (scripts/cli-build.mjs `adviceWorkerEntryPlugin`): dist/cli/advice-worker.cjs for the
 * CLI's, none for the Action's. Without tsx (not installed) there is none, and the advice stays on the main thread.
 */
export function adviceWorkerEntry(): AdviceWorkerEntry | undefined {
  let tsx: string;
  try {
    tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
  } catch {
    return undefined;
  }
  const worker = fileURLToPath(new URL('./advice-worker.ts', import.meta.url));
  return { code: `require(${JSON.stringify(tsx)}).require(${JSON.stringify(worker)}, ${JSON.stringify(tsx)});` };
}
