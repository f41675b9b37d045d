import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdviceThreadEvent, AdviceThreadOptions } from '../../src/config/advice-thread.ts';
import { loadProject } from '../../src/config/project.ts';
import { instructionAdvice } from '../../src/config/validate-instructions.ts';
import { repoRoot } from '../cli/capture.ts';
import { adviceProject } from './advice-project.ts';

/**
 * The instruction advice on a second thread (config/advice-thread.ts) gives exactly what the main thread gives: the
 * same diagnostics in the same order, so the cap (100 a file, 1,000 in all) keeps the same ones, and the same
 * validity under --strict. Whatever becomes of the worker, the load ends with the main thread's answer.
 */
let dir: string;
let small: string;

beforeAll(async () => {
  // 40 lists of 60 prompts: past the total cap with the advice's warnings; list 7 and 31 past the cap of a file, list
  // 12 untidy (errors and warnings between its prompts' advice), list 20 broken.
  dir = await adviceProject({ files: 40, instructions: 60, loud: [7, 31], untidy: [12, 33], broken: [20] });
  small = await adviceProject({ files: 3, instructions: 40, untidy: [1] });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await rm(small, { recursive: true, force: true });
});

/** loadProject with the advice thread's `advice` options; the thread's events beside the result. */
async function load(cwd: string, advice: AdviceThreadOptions, strict = false) {
  const events: AdviceThreadEvent[] = [];
  const { result } = await loadProject({ cwd, strict, advice: { ...advice, onEvent: (e) => events.push(e) } });
  return { result, events, answered: events.filter((e) => e.kind === 'answered').length, failed: events.filter((e) => e.kind === 'failed') };
}

const MAIN: AdviceThreadOptions = { entry: null };

describe('the advice on a second thread', () => {
  for (const strict of [false, true]) {
    it(`gives the main thread's diagnostics, in order, with the caps' edges${strict ? ', and its validity under --strict' : ''}`, async () => {
      const main = await load(dir, MAIN, strict);
      // Every file's advice on the thread, and from the 500th prompt on (the first files on the main thread).
      // One file a message, and the messages of 2,000 prompts the loader sends.
      for (const [minPrompts, batchPrompts] of [[0, 1], [500, 1], [0, undefined]]) {
        const thread = await load(dir, { minPrompts, batchPrompts }, strict);
        expect(thread.failed).toEqual([]);
        expect(thread.answered).toBeGreaterThan(minPrompts === 0 ? 35 : 20);
        expect(thread.result).toEqual(main.result);
      }
      expect(main.answered).toBe(0);
      // The edges the listing is meant to cross: the total cap, files past their own, advice as errors under --strict.
      const all = [...main.result.warnings, ...(main.result.ok ? [] : main.result.errors)];
      expect(all.filter((d) => d.code === 'more-diagnostics').map((d) => d.file)).toEqual(expect.arrayContaining(['', 'styles/list-007.yaml']));
      expect(main.result.ok).toBe(false);
      const adviceErrors = main.result.ok ? [] : main.result.errors.filter((d) => d.code.startsWith('instruction-'));
      expect(adviceErrors.length > 0).toBe(strict);
    });
  }

  it('is not started with one core: it would only take the main thread\'s turns', async () => {
    const { events, result } = await load(dir, { minPrompts: 0, cores: 1 });
    expect(events).toEqual([]);
    expect(result).toEqual((await load(dir, MAIN)).result);
  });

  it('is not started for a small project: its prompts are fewer than the threshold', async () => {
    const { events, result } = await load(small, {});
    expect(events).toEqual([]);
    expect(result).toEqual((await load(small, MAIN)).result);
  });
});

/** A worker, as code, that answers every question with these prompt indexes and findings (JavaScript literals). */
function answering(at: string, findings: string): AdviceThreadOptions {
  const reply = `parentPort.postMessage(batch.map((q) => ({ id: q.id, at: ${at}, findings: ${findings} })))`;
  return { entry: { code: `const { parentPort } = require('node:worker_threads'); parentPort.on('message', (batch) => ${reply});` } };
}

describe('a worker that fails leaves the advice to the main thread, with the same result', () => {
  let expected: Awaited<ReturnType<typeof load>>['result'];
  beforeAll(async () => {
    expected = (await load(dir, MAIN, true)).result;
  });

  const cases: [string, AdviceThreadOptions, RegExp][] = [
    ['throws as it loads', { fault: { kind: 'throw-at-load' } }, /failed: .*injected failure at load/],
    ['throws at its third file', { fault: { kind: 'throw', at: 2 } }, /failed: .*injected failure/],
    ['ends at its third file', { fault: { kind: 'exit', at: 2 } }, /ended \(exit code 0\)/],
    ['answers nonsense', { fault: { kind: 'garbage', at: 1 } }, /answered out of turn/],
    ['stops answering (the wait is bounded)', { fault: { kind: 'hang', at: 3 }, waitMs: 50 }, /no answer within 50 ms/],
    ['cannot start: its file is missing (a damaged install)', { entry: { file: path.join(import.meta.dirname, 'no-such-advice-worker.cjs') } }, /failed: .*no-such-advice-worker/],
    // A worker of another build (a damaged or mixed install) answering in turn, with findings this build cannot word.
    ['answers a finding this build has no words for', answering('[0]', "[[{ code: 'instruction-renamed-later' }]]"), /answered out of turn/],
    ['answers a language finding without its languages', answering('[0]', "[[{ code: 'instruction-language', written: 5 }]]"), /answered out of turn/],
    // The fragment is read first: its list's language is not known there, so no language finding is.
    ['answers a language finding for a fragment', answering('[0]', "[[{ code: 'instruction-language', written: ['ja'] }]]"), /answered out of turn/],
    ['answers one prompt twice', answering('[0, 0]', "[[{ code: 'instruction-negative' }], [{ code: 'instruction-negative' }]]"), /answered out of turn/],
    // Messages that answer nothing must not hold the wait open: the bound is on answers, not on messages.
    [
      'sends empty answers instead of answering',
      { waitMs: 1_000, entry: { code: "const { parentPort } = require('node:worker_threads'); parentPort.on('message', () => undefined); setInterval(() => parentPort.postMessage([]), 10);" } },
      /answered out of turn/,
    ],
  ];
  for (const [name, options, reason] of cases) {
    it(`the worker ${name}`, async () => {
      const { result, failed } = await load(dir, { minPrompts: 0, batchPrompts: 1, ...options }, true);
      expect(failed.map((e) => (e.kind === 'failed' ? e.reason : ''))).toEqual([expect.stringMatching(reason)]);
      expect(result).toEqual(expected);
    });
  }
});

describe('the process ends by itself after a load that used the thread', () => {
  // A child that loads and returns, with no process.exit: a worker left running (or referenced) would keep it alive
  // until the bound below, and the test would fail.
  const child = (advice: AdviceThreadOptions) => {
    const code = [
      `const { loadProject } = await import(${JSON.stringify(path.join(repoRoot, 'src/config/project.ts'))});`,
      `const events = [];`,
      `const { result } = await loadProject({ cwd: ${JSON.stringify(dir)}, advice: { ...${JSON.stringify(advice)}, onEvent: (e) => events.push(e.kind) } });`,
      `console.log(JSON.stringify({ warnings: result.warnings.length, started: events.includes('started'), failed: events.includes('failed') }));`,
    ].join('\n');
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { cwd: repoRoot, encoding: 'utf8', timeout: 120_000 });
    return { status: run.status, signal: run.signal, stderr: run.stderr, out: run.stdout.trim() };
  };

  it('when the worker answered every file', () => {
    const ended = child({ minPrompts: 0 });
    expect(ended.stderr).toBe('');
    expect({ status: ended.status, signal: ended.signal }).toEqual({ status: 0, signal: null });
    expect(JSON.parse(ended.out)).toMatchObject({ started: true, failed: false });
  });

  it('when the worker stopped answering (the wait ran out, the worker is ended)', () => {
    const ended = child({ minPrompts: 0, fault: { kind: 'hang' }, waitMs: 200 });
    expect({ status: ended.status, signal: ended.signal }).toEqual({ status: 0, signal: null });
    expect(JSON.parse(ended.out)).toMatchObject({ started: true, failed: true });
  });

  it('when the thread was left open after its answers: an idle worker holds nothing', () => {
    const PROMPT = 'Never translate names, and keep them short.';
    // No close(): the worker answered and waits for more. Only a question awaiting its answer may keep the process
    // (the wait's timer, above); an idle worker that did would leave the process running until the bound below.
    const code = [
      `const { AdviceThread } = await import(${JSON.stringify(path.join(repoRoot, 'src/config/advice-thread.ts'))});`,
      `const thread = new AdviceThread({ minPrompts: 0, onEvent: (e) => e.kind === 'failed' && console.error(e.reason) });`,
      `thread.takes(0);`,
      `const advice = thread.advise(${JSON.stringify([PROMPT])}, 'de');`,
      `thread.flush();`,
      `console.log(JSON.stringify((await advice).map((found) => found.map((a) => a.code))));`,
    ].join('\n');
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { cwd: repoRoot, encoding: 'utf8', timeout: 60_000 });
    expect(run.stderr).toBe('');
    expect({ status: run.status, signal: run.signal }).toEqual({ status: 0, signal: null });
    // The thread's answer, as the main thread reads it.
    expect(JSON.parse(run.stdout)).toEqual([instructionAdvice(PROMPT, 'de').map((a) => a.code)]);
  });
});
