import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Command } from 'commander';
import { parseRecord } from '../apply/record-file.ts';
import { StylesyncError } from '../errors.ts';
import { terminalText } from '../report/user-text.ts';
import type { CommandContext } from './context.ts';

/**
 * `stylesync record FILE`: the JSON Lines record of `apply --record` as one
 * JSON document (an array of entries, in the order the writes completed), for
 * tools that want a single document rather than a line per write.
 */
export function recordCommand(ctx: CommandContext): Command {
  return new Command('record')
    .description('print the record written by `apply --record FILE` as one JSON array')
    .argument('<file>', 'the record file (JSON Lines, one write per line)')
    .action(async (file: string) => {
      let text: string;
      try {
        text = await readFile(resolve(ctx.io.cwd, file), 'utf8');
      } catch (error) {
        throw new StylesyncError(`Cannot read the record ${terminalText(file)}: ${terminalText((error as Error).message)}`, 'Give the path passed to `stylesync apply --record FILE`.', { code: 'record-unreadable',
          cause: error,
        });
      }
      const { entries, torn } = parseRecord(text, file);
      ctx.io.stdout(`${JSON.stringify(entries, null, 2)}\n`);
      if (torn !== undefined) {
        ctx.io.stderr(
          `Warning: the last line of ${terminalText(file)} is cut short (the run was stopped while writing it) and was left out.\n` +
            '  hint: Run `stylesync plan` to see whether that write reached the service.\n',
        );
      }
      ctx.conclude('ok');
    });
}
