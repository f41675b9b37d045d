import type { Worker } from 'node:worker_threads';
import { adviceWorkerEntry, type AdviceWorkerEntry } from './advice-worker-entry.ts';
import type { AdviceAnswer, AdviceQuestion, AdviceWorkerFault } from './advice-worker.ts';
import { adviceOf, isAdviceFinding, type InstructionAdvice } from './validate-instructions.ts';
import type { Advisor } from './validate.ts';

/**
 * Prompts checked on the main thread before the rest go to the second thread: a worker costs a thread and a Node
 * environment of its own (about 30–60 ms on the other core, and the main thread's share of starting it), which the
 * advice of fewer prompts does not repay (about 1 µs each; docs/performance.md, "Validate", seventh round). A
 * one-file `validate` (at most a few hundred prompts) never starts one.
 */
export const ADVICE_THREAD_MIN_PROMPTS = 10_000;

/** How long the main thread waits for an answer before it reads the advice itself (from the last answer, or the first question). */
export const ADVICE_THREAD_WAIT_MS = 10_000;

/**
 * Prompts sent to the thread in one message: each message wakes the worker, and on two busy cores the wake-up took
 * the main thread's core from it (docs/performance.md, "Validate", seventh round); ten files of 200 go together.
 */
const BATCH_PROMPTS = 2_000;

/** How many files may wait for their advice before the loader waits for the thread: the files' positions are kept until then. */
export const ADVICE_THREAD_MAX_WAITING = 256;

/** The thread's heap: a file's prompts and answers are small, and a thread that grows past this is ended (and the advice read on the main thread). */
const WORKER_HEAP_MB = 256;

export type AdviceThreadEvent = { kind: 'started' } | { kind: 'answered'; prompts: number } | { kind: 'failed'; reason: string };

export interface AdviceThreadOptions {
  /** See ADVICE_THREAD_MIN_PROMPTS. */
  minPrompts?: number;
  /** See ADVICE_THREAD_WAIT_MS. */
  waitMs?: number;
  /** Prompts sent in one message (BATCH_PROMPTS). */
  batchPrompts?: number;
  /** The worker's code (config/advice-worker-entry.ts); null: none, the advice stays on the main thread. */
  entry?: AdviceWorkerEntry | null;
  /** The cores the process may use (os.availableParallelism); with one, a second thread only takes the main thread's turns. */
  cores?: number;
  /** A failure for the worker to stage (tests). */
  fault?: AdviceWorkerFault;
  /** Told when the thread starts, answers or fails (tests; nothing is printed). */
  onEvent?(event: AdviceThreadEvent): void;
}

interface Question {
  id: number;
  count: number;
  language: string | undefined;
  resolve(advice: readonly (readonly InstructionAdvice[])[]): void;
  reject(error: Error): void;
}

const NONE: readonly InstructionAdvice[] = Object.freeze([]);

/**
 * The instruction advice (config/validate-instructions.ts, about a quarter of the main thread's work on a large
 * project) on a second thread, `node:worker_threads`: the validator hands it each file's prompts and goes on parsing;
 * the answers come back in file order, and the validator puts them where they belong (config/validate.ts). Any failure
 * (the worker cannot start, throws, ends, answers out of turn or not within `waitMs`) ends the thread, and every
 * question open or to come is refused: the validator then reads that advice on the main thread, so the output is the
 * same, only slower. With one core there is no thread: its CPU time, more than the advice's on the main thread, would
 * only be taken from the main thread's. An idle worker never holds the process open (unref): while an answer is awaited,
 * the bound on the wait (its timer) does. The worker gets no environment (the API key stays out of it) and prints
 * nowhere (its stdout and stderr are piped to nothing).
 */
export class AdviceThread implements Advisor {
  private readonly minPrompts: number;
  private readonly waitMs: number;
  private readonly batchPrompts: number;
  /** Looked up at the first file past a quarter of minPrompts: most loads never need it. */
  private entry: AdviceWorkerEntry | null | undefined;
  private readonly options: AdviceThreadOptions;
  private worker: Promise<Worker> | undefined;
  private ended = false;
  private readonly open: Question[] = [];
  private nextId = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Questions not sent yet, and their prompts' count (BATCH_PROMPTS). */
  private batch: AdviceQuestion[] = [];
  private batched = 0;

  constructor(options: AdviceThreadOptions = {}) {
    this.options = options;
    this.minPrompts = options.minPrompts ?? ADVICE_THREAD_MIN_PROMPTS;
    this.waitMs = options.waitMs ?? ADVICE_THREAD_WAIT_MS;
    this.batchPrompts = options.batchPrompts ?? BATCH_PROMPTS;
    this.entry = options.entry;
  }

  takes(seen: number): boolean {
    if (this.ended || seen < this.minPrompts / 4) return false;
    this.entry ??= adviceWorkerEntry() ?? null;
    if (this.entry === null) return false;
    // Started at a quarter of the threshold, so it is ready when the files past it come: a worker's start takes tens
    // of ms on a quiet machine and hundreds on a busy one, and the loader waits for it once
    // ADVICE_THREAD_MAX_WAITING files are waiting (docs/performance.md, "Validate", seventh round).
    this.started().catch(() => undefined);
    return seen >= this.minPrompts;
  }

  advise(prompts: readonly string[], language: string | undefined): Promise<readonly (readonly InstructionAdvice[])[]> {
    if (this.ended) return Promise.reject(new Error('the advice thread has ended'));
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.open.push({ id, count: prompts.length, language, resolve, reject });
      const lengths = new Int32Array(prompts.length);
      for (const [k, prompt] of prompts.entries()) lengths[k] = prompt.length;
      this.batch.push({ id, language, text: prompts.join(''), lengths });
      this.batched += prompts.length;
      if (this.batched >= this.batchPrompts) this.flush();
    });
  }

  /** Sends the questions held for a batch: the validator is about to wait for their answers. */
  flush(): void {
    if (this.ended || this.batch.length === 0) return;
    const batch = this.batch;
    this.batch = [];
    this.batched = 0;
    this.arm();
    // Started once; the batches are posted in the order asked, as the answers come back.
    this.started().then(
      (worker) => {
        if (!this.ended) worker.postMessage(batch, batch.map((q) => q.lengths.buffer as ArrayBuffer));
      },
      () => undefined, // failed: these questions are refused with every other
    );
  }

  /** Ends the thread (once every answer is in, or to give up on it). */
  close(): void {
    this.end('was closed');
  }

  private started(): Promise<Worker> {
    this.worker ??= this.start().catch((error: unknown) => {
      this.fail(`could not start: ${String(error)}`);
      throw error;
    });
    return this.worker;
  }

  private async start(): Promise<Worker> {
    // Loaded only here: node:worker_threads costs about 2 ms of a start that never needs it (a one-file validate).
    const [{ Worker }, { availableParallelism }] = await Promise.all([import('node:worker_threads'), import('node:os')]);
    // One core: the worker's CPU time (more than the advice's on the main thread) would be the main thread's wait.
    // Not a failure: the thread is given up before any file is handed to it (this runs at a quarter of the threshold).
    if ((this.options.cores ?? availableParallelism()) < 2) {
      this.end('has one core');
      throw new Error('one core');
    }
    const entry = this.entry as AdviceWorkerEntry;
    // No flags of the main thread's (`--input-type=module` would make the tsx start, CommonJS, a module it cannot run;
    // the worker needs none), and no environment.
    const options = { workerData: { fault: this.options.fault }, execArgv: [], env: {}, stdout: true, stderr: true, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } };
    const worker = 'code' in entry ? new Worker(entry.code, { ...options, eval: true }) : new Worker(entry.file, options);
    worker.on('message', (message: unknown) => this.answered(message));
    worker.on('messageerror', (error) => this.fail(`unreadable answer: ${String(error)}`));
    worker.on('error', (error) => this.fail(`failed: ${String(error)}`));
    worker.on('exit', (code) => this.fail(`ended (exit code ${code})`));
    // After the listeners: Node refs a worker's port again when a 'message' listener is added, so an unref() before
    // them holds nothing back, and the idle worker would keep the process alive.
    worker.unref();
    this.options.onEvent?.({ kind: 'started' });
    return worker;
  }

  /** A batch's answers, in the order asked. */
  private answered(message: unknown): void {
    if (this.ended) return;
    // Every message answers at least one question (a batch is never empty): an empty one would re-arm the bound on
    // the wait without answering anything, and a worker sending them could hold the validator forever.
    if (!Array.isArray(message) || message.length === 0) {
      this.fail('answered out of turn');
      return;
    }
    for (const answer of message as AdviceAnswer[]) {
      const question = this.open[0];
      const advice = question !== undefined ? adviceIn(answer, question) : undefined;
      if (question === undefined || advice === undefined) {
        this.fail('answered out of turn');
        return;
      }
      this.open.shift();
      this.options.onEvent?.({ kind: 'answered', prompts: question.count });
      question.resolve(advice);
    }
    this.disarm();
    this.arm();
  }

  /**
   * The bound on waiting: no answer within waitMs of the last one (or of the first question) ends the thread. Armed
   * only while a question sent is unanswered, and not unref'd: with the worker unref'd, it is what keeps the process
   * alive while the validator waits for an answer (else the event loop could empty, and validate end with no output).
   */
  private arm(): void {
    if (this.timer !== undefined || this.open.length === this.batch.length) return;
    this.timer = setTimeout(() => this.fail(`no answer within ${this.waitMs} ms`), this.waitMs);
  }

  private disarm(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private fail(reason: string): void {
    if (this.ended) return;
    this.options.onEvent?.({ kind: 'failed', reason });
    this.end(reason);
  }

  /** Ends the thread, and refuses every question it has (sent or held): the validator reads those itself. */
  private end(reason: string): void {
    if (this.ended) return;
    this.ended = true;
    this.disarm();
    this.batch = [];
    for (const q of this.open.splice(0)) q.reject(new Error(`the advice thread ${reason}`));
    this.worker?.then(
      (worker) => void worker.terminate(),
      () => undefined,
    );
  }
}

/** The answer as one advice list per prompt, its words made here, or undefined when it is not the answer to `question`. */
function adviceIn(answer: AdviceAnswer, question: Question): (readonly InstructionAdvice[])[] | undefined {
  if (typeof answer !== 'object' || answer === null || answer.id !== question.id) return undefined;
  const { at, findings } = answer;
  if (!Array.isArray(at) || !Array.isArray(findings) || at.length !== findings.length) return undefined;
  const out: (readonly InstructionAdvice[])[] = new Array(question.count).fill(NONE);
  let previous = -1;
  for (const [k, index] of at.entries()) {
    const found: unknown = findings[k];
    // Each prompt once, in order, as the worker finds them, and only findings this build has words for.
    if (!Number.isInteger(index) || index <= previous || index >= question.count) return undefined;
    if (!Array.isArray(found) || !found.every((f) => isAdviceFinding(f, question.language))) return undefined;
    previous = index;
    out[index] = found.map((f) => adviceOf(f, question.language));
  }
  return out;
}
