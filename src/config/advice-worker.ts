/**
 * The second thread's side of config/advice-thread.ts: the service's advice (validate-instructions.ts) on each file's
 * prompts, answered in the order asked. Every build has it as an entry of its own (dist/cli/advice-worker.cjs,
 * scripts/cli-build.mjs); from the source, tsx compiles it (config/advice-worker-entry.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { instructionAdvice, type InstructionAdvice } from './validate-instructions.ts';

/** One file's prompts, as advice-thread.ts sends them. */
export interface AdviceQuestion {
  id: number;
  language: string | undefined;
  prompts: string[];
}

/** The advice of the prompts that have some: `at[k]` is the index of the prompt `advice[k]` is for (most have none). */
export interface AdviceAnswer {
  id: number;
  at: number[];
  advice: InstructionAdvice[][];
}

/**
 * Failures the tests inject, to hold the main thread's fallback to them (test/config/advice-thread.test.ts): the
 * entry throws as it loads, throws or exits at the file numbered `at`, never answers from there, or answers nonsense.
 */
export interface AdviceWorkerFault {
  kind: 'throw-at-load' | 'throw' | 'exit' | 'hang' | 'garbage';
  at?: number;
}

function answer(question: AdviceQuestion): AdviceAnswer {
  const at: number[] = [];
  const advice: InstructionAdvice[][] = [];
  for (const [k, prompt] of question.prompts.entries()) {
    const found = instructionAdvice(prompt, question.language);
    if (found.length === 0) continue;
    at.push(k);
    advice.push(found);
  }
  return { id: question.id, at, advice };
}

const fault = (workerData as { fault?: AdviceWorkerFault } | undefined)?.fault;
if (fault?.kind === 'throw-at-load') throw new Error('advice worker: injected failure at load');
let asked = 0;
parentPort?.on('message', (question: AdviceQuestion) => {
  if (fault !== undefined && asked++ >= (fault.at ?? 0)) {
    if (fault.kind === 'throw') throw new Error('advice worker: injected failure');
    // Nothing left to keep the thread alive: it ends without answering, and the main thread sees the exit.
    if (fault.kind === 'exit') parentPort?.close();
    if (fault.kind === 'hang') return;
    if (fault.kind === 'garbage') {
      parentPort?.postMessage({ id: question.id, at: [question.prompts.length + 5], advice: [[]] });
      return;
    }
  }
  parentPort?.postMessage(answer(question));
});
