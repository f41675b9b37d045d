import { createInterface } from 'node:readline/promises';
import { run } from './main.ts';

const io = {
  stdout: (s: string) => void process.stdout.write(s),
  stderr: (s: string) => void process.stderr.write(s),
  env: process.env,
  cwd: process.cwd(),
  isTTY: Boolean(process.stdout.isTTY && process.stdin.isTTY),
  confirm: async (question: string) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    try {
      const answer = await rl.question(`${question} Only 'yes' will be accepted: `);
      return answer.trim() === 'yes';
    } finally {
      rl.close();
    }
  },
};

process.exitCode = await run(process.argv.slice(2), io);
