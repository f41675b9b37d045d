import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { askYes } from '../../src/cli/confirm.ts';

function ask(typed: (input: PassThrough) => void): { answer: Promise<boolean>; shown: () => string } {
  const input = new PassThrough();
  const output = new PassThrough();
  let shown = '';
  output.on('data', (chunk: Buffer) => (shown += chunk.toString()));
  const answer = askYes('Apply?', input, output);
  typed(input);
  return { answer, shown: () => shown };
}

describe('the apply prompt', () => {
  it('accepts only yes', async () => {
    const yes = ask((i) => i.write('yes\n'));
    expect(await yes.answer).toBe(true);
    expect(yes.shown()).toBe("Apply? Only 'yes' will be accepted: ");
    expect(await ask((i) => i.write('y\n')).answer).toBe(false);
    expect(await ask((i) => i.write('no\n')).answer).toBe(false);
  });

  it('takes input that ends (Ctrl+D) as no, instead of hanging or crashing', async () => {
    expect(await ask((i) => i.end()).answer).toBe(false);
  });
});
