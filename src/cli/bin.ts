import { askYes } from './confirm.ts';
import { run } from './main.ts';

const io = {
  stdout: (s: string) => void process.stdout.write(s),
  stderr: (s: string) => void process.stderr.write(s),
  env: process.env,
  cwd: process.cwd(),
  isTTY: Boolean(process.stdout.isTTY && process.stdin.isTTY),
  confirm: (question: string) => askYes(question, process.stdin, process.stdout),
};

process.exitCode = await run(process.argv.slice(2), io);
