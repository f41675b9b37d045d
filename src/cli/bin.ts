import { processInterrupts } from '../app/interrupt.ts';
import { EXIT_ERROR } from './exit.ts';
import { run } from './main.ts';

// `stylesync validate | head -1`: once the reader has gone, nothing more can be
// shown, so end quietly, as cat or grep do, rather than with an unhandled
// 'error' event and its stack. Other stream errors are left to Node.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(typeof process.exitCode === 'number' ? process.exitCode : 0);
  });
}

const io = {
  stdout: (s: string) => void process.stdout.write(s),
  stderr: (s: string) => void process.stderr.write(s),
  env: process.env,
  cwd: process.cwd(),
  isTTY: Boolean(process.stdout.isTTY && process.stdin.isTTY),
  // node:readline is imported only when a command asks (apply): every other start would parse it for nothing.
  confirm: async (question: string) => (await import('./confirm.ts')).askYes(question, process.stdin, process.stdout),
  // A second Ctrl+C is the user insisting: the process ends at once.
  onInterrupt: processInterrupts(() => process.exit(EXIT_ERROR)),
};

// No top-level await: validate's compiled script (scripts/cli-build.mjs) is this file built as CommonJS.
void run(process.argv.slice(2), io).then((code) => {
  process.exitCode = code;
});
