import { createInterface } from 'node:readline/promises';
import type { Readable, Writable } from 'node:stream';

/**
 * Asks on a terminal and accepts only `yes`, as Terraform does. Ctrl+D (or
 * input that ends) is a "no", not a crash: readline rejects with an
 * AbortError on a terminal and never answers on a closed stream.
 */
export async function askYes(question: string, input: Readable, output: Writable): Promise<boolean> {
  const rl = createInterface({ input, output });
  const closed = new Promise<undefined>((resolve) => rl.once('close', () => resolve(undefined)));
  const asked = rl.question(`${question} Only 'yes' will be accepted: `).catch((error: unknown) => {
    if (error instanceof Error && error.name === 'AbortError') return undefined;
    throw error;
  });
  try {
    const answer = await Promise.race([asked, closed]);
    return answer?.trim() === 'yes';
  } finally {
    rl.close();
  }
}
