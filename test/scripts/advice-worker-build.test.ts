import { spawnSync } from 'node:child_process';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVICE_THREAD_MIN_PROMPTS } from '../../src/config/advice-thread.ts';
import { run } from '../../src/cli/main.ts';
import { adviceWorkerBuildOptions, cliBuildOptions, commandScriptBuildOptions } from '../../scripts/cli-build.mjs';
import { capture, repoRoot } from '../cli/capture.ts';
import { adviceProject } from '../config/advice-project.ts';

/**
 * The instruction advice's second thread in the CLI's builds (scripts/cli-build.mjs): validate's CommonJS script and
 * the ES module chunks each start dist/cli/advice-worker.cjs, found beside them, for a project past the threshold;
 * they print what the source prints, and the process ends by itself. Built fresh, as `npm run bundle` builds them
 * (dist/ may be stale in a working tree).
 */
let project: string;
let dist: string;
let marks: string;

/** node ARGS in the project, with no inherited environment; bounded, so a process the worker kept alive fails the test. */
function node(args: string[]) {
  const child = spawnSync(process.execPath, args, { cwd: project, env: { NO_COLOR: '1' }, encoding: 'utf8', timeout: 120_000 });
  return { code: child.status, stdout: child.stdout, stderr: child.stderr };
}

const throughScript = (argv: string[]) =>
  node(['-e', `process.argv.splice(1, 0, 'bin'); require(${JSON.stringify(path.join(repoRoot, 'bin', 'run-script.js'))}).runCommandScript(${JSON.stringify(path.join(dist, 'cli', 'validate.cjs'))})`, '--', ...argv]);
const throughChunks = (argv: string[]) => node([path.join(dist, 'stylesync.js'), ...argv]);

async function throughSource(argv: string[]) {
  const io = capture({ cwd: project });
  const code = await run(argv, io);
  return { code, stdout: io.out, stderr: io.err };
}

/** How many workers started since the last call: the built worker, wrapped so that each start leaves a line. */
async function workersStarted(): Promise<number> {
  const text = await readFile(marks, 'utf8').catch(() => '');
  await writeFile(marks, '');
  return text.split('\n').filter((line) => line === 'started').length;
}

beforeAll(async () => {
  // 60 lists of 200 prompts: past the threshold, with lists past the cap of a file and the total cap.
  project = await adviceProject({ files: 60, instructions: 200, loud: [3], untidy: [40] });
  expect(60 * 200).toBeGreaterThan(ADVICE_THREAD_MIN_PROMPTS);
  dist = path.join(project, 'built');
  marks = path.join(project, 'workers.txt');
  await build({ ...cliBuildOptions, outdir: dist, logLevel: 'silent' });
  await build({ ...commandScriptBuildOptions('validate'), outdir: dist, logLevel: 'silent' });
  await build({ ...adviceWorkerBuildOptions, outdir: dist, logLevel: 'silent' });
  const worker = path.join(dist, 'cli', 'advice-worker.cjs');
  await rename(worker, path.join(dist, 'cli', 'advice-worker-built.cjs'));
  await writeFile(worker, `require('node:fs').appendFileSync(${JSON.stringify(marks)}, 'started\\n');\nrequire('./advice-worker-built.cjs');\n`);
}, 120_000);

afterAll(async () => {
  await rm(project, { recursive: true, force: true });
});

describe("the advice's worker in the CLI's builds", () => {
  it("validate's script and the ES module chunks start it and print what the source prints (the same capped warnings and errors, the same exit code)", async () => {
    const expected = await throughSource(['validate']);
    expect(expected.code).toBe(1);
    expect(expected.stdout).toContain('more problems in other files not shown');
    await workersStarted();
    expect(throughScript(['validate'])).toEqual(expected);
    expect(await workersStarted()).toBe(1);
    expect(throughChunks(['validate'])).toEqual(expected);
    expect(await workersStarted()).toBe(1);
    // --strict: the advice's findings are errors.
    const strict = await throughSource(['validate', '--strict']);
    expect(strict.stdout).not.toEqual(expected.stdout);
    expect(throughScript(['validate', '--strict'])).toEqual(strict);
  });

  it('without its worker (a damaged install) each build reads the advice on the main thread: the same output', async () => {
    const expected = await throughSource(['validate']);
    const worker = path.join(dist, 'cli', 'advice-worker.cjs');
    const kept = await readFile(worker);
    await workersStarted();
    await rm(worker);
    try {
      expect(throughScript(['validate'])).toEqual(expected);
      expect(throughChunks(['validate'])).toEqual(expected);
    } finally {
      await writeFile(worker, kept);
    }
    expect(await workersStarted()).toBe(0);
  });
});
