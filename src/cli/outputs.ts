import path from 'node:path';
import { Command } from 'commander';
import { parseCount } from '../app/count.ts';
import { DEEPL_SYNC_FILE, syncDeeplFile } from '../app/deepl-sync.ts';
import { manifestJson, readOutputs, writeManifest } from '../app/outputs.ts';
import { renderDeeplSync } from '../report/deepl-sync-text.ts';
import { terminalText } from '../report/user-text.ts';
import type { CommandContext } from './context.ts';
import { openCliSession, reportDiagnostics } from './session.ts';
import { addTargetOptions, type TargetFlags } from './target-flags.ts';

interface OutputsFlags extends TargetFlags {
  out?: string;
  deeplSync?: string | true;
  concurrency: string;
}

/** `stylesync outputs`: the ids translation callers pass, read from the service (src/app/outputs.ts). Sends no write to the service. */
export function outputsCommand(ctx: CommandContext): Command {
  const command = new Command('outputs').description('print the ids translation callers pass (lists, glossaries, per target language) as JSON; reads the service, never writes to it');
  addTargetOptions(command, 'reads: ');
  return command
    .option('--out <file>', 'write the JSON to this file instead of stdout (schema/outputs.schema.json)')
    .option('--deepl-sync [file]', `set style_id and glossary in DeepL's CLI sync file (default ${DEEPL_SYNC_FILE} in the repository), keeping its comments and other keys`)
    .option('--concurrency <n>', 'page reads in flight at once', '4')
    .action(async (flags: OutputsFlags) => {
      const concurrency = parseCount('--concurrency', flags.concurrency, 1) as number;
      const opened = await openCliSession(ctx, flags);
      const session = reportDiagnostics(opened);
      if (session === undefined) {
        opened.err('error: the style files have errors; fix them first. Nothing was read or written.\n');
        ctx.conclude('error');
        return;
      }
      const manifest = await readOutputs(session, concurrency);
      if (flags.out === undefined && flags.deeplSync === undefined) session.final(manifestJson(manifest));
      if (flags.out !== undefined) {
        await writeManifest(path.resolve(ctx.io.cwd, flags.out), manifest, '--out', session.secrets);
        session.out(`Wrote ${terminalText(flags.out)}.\n`);
      }
      if (flags.deeplSync !== undefined) {
        const file = flags.deeplSync === true ? path.join(session.config.root, DEEPL_SYNC_FILE) : path.resolve(ctx.io.cwd, flags.deeplSync);
        const shown = path.relative(ctx.io.cwd, file) || file;
        const synced = await syncDeeplFile(file, manifest, session.secrets, { shown });
        session.final(renderDeeplSync(shown, synced));
      }
      ctx.conclude('ok');
    });
}
