/**
 * The second thread's side of config/advice-thread.ts: the service's advice (validate-instructions.ts) on each file's
 * prompts, answered in the order asked. Every build has it as an entry of its own (dist/cli/advice-worker.cjs,
 * scripts/cli-build.mjs); from the source, tsx compiles it (config/advice-worker-entry.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { adviceFindings, type AdviceFinding } from './validate-instructions.ts';

/**
 * One file's prompts, as advice-thread.ts sends them: one text and each prompt's length, which a message copies
 * faster than a string per prompt (bench:validate's 200,000 prompts; docs/performance.md, "Validate", seventh round).
 */
export interface AdviceQuestion {
  id: number;
  language: string | undefined;
  text: string;
  lengths: Int32Array;
}

/**
 * The findings of the prompts that have some: `at[k]` is the index of the prompt `findings[k]` is for (most have
 * none). Findings, not the advice's words: the main thread makes those (validate-instructions.ts adviceOf).
 */
export interface AdviceAnswer {
  id: number;
  at: number[];
  findings: AdviceFinding[][];
}

/**
 * Failures the tests inject, to hold the main thread's fallback to them (test/config/advice-thread.test.ts): the
 * entry throws as it loads, throws or exits at the batch numbered `at`, never answers from there, or answers nonsense.
 */
export interface AdviceWorkerFault {
  kind: 'throw-at-load' | 'throw' | 'exit' | 'hang' | 'garbage';
  at?: number;
}

function answer(question: AdviceQuestion): AdviceAnswer {
  const at: number[] = [];
  const findings: AdviceFinding[][] = [];
  let start = 0;
  for (const [k, length] of question.lengths.entries()) {
    const found = adviceFindings(question.text.slice(start, start + length), question.language);
    start += length;
    if (found.length === 0) continue;
    at.push(k);
    findings.push(found);
  }
  return { id: question.id, at, findings };
}

const fault = (workerData as { fault?: AdviceWorkerFault } | undefined)?.fault;
if (fault?.kind === 'throw-at-load') throw new Error('advice worker: injected failure at load');
let asked = 0;
// A batch of files' questions (advice-thread.ts BATCH_PROMPTS), answered in one message.
parentPort?.on('message', (batch: AdviceQuestion[]) => {
  if (fault !== undefined && asked++ >= (fault.at ?? 0)) {
    if (fault.kind === 'throw') throw new Error('advice worker: injected failure');
    // Nothing left to keep the thread alive: it ends without answering, and the main thread sees the exit.
    if (fault.kind === 'exit') parentPort?.close();
    if (fault.kind === 'hang') return;
    if (fault.kind === 'garbage') {
      parentPort?.postMessage(batch.map((q) => ({ id: q.id, at: [q.lengths.length + 5], findings: [[]] })));
      return;
    }
  }
  parentPort?.postMessage(batch.map(answer));
});
