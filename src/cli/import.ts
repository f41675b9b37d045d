import { isAbsolute, relative } from 'node:path';
import { Command, Option } from 'commander';
import { importLists, type ImportedLists } from '../app/import-lists.ts';
import { ERROR_PREFIX } from '../report/describe-error.ts';
import { renderImportJson } from '../report/import-json.ts';
import { renderValidationJson } from '../report/validation-json.ts';
import { terminalQuoted, terminalText } from '../report/user-text.ts';
import type { CommandContext } from './context.ts';
import { type CliSession, openCliSession, reportDiagnostics } from './session.ts';
import { addTargetOptions, type TargetFlags } from './target-flags.ts';

interface ImportFlags extends TargetFlags {
  force?: boolean;
  format: 'text' | 'json';
}

export function importCommand(ctx: CommandContext): Command {
  const command = new Command('import').description('write a style file for every live list, so the files start out matching the service');
  addTargetOptions(command);
  command
    .option('--force', 'also rewrite the files of lists already managed, from the live state (extends are flattened)')
    .addOption(new Option('--format <format>', 'json: one JSON document on stdout (files written, lists and their style_id)').choices(['text', 'json']).default('text'))
    .action(async (flags: ImportFlags) => {
      const session = await openCliSession(ctx, flags);
      const json = flags.format === 'json';
      // With JSON on stdout, what a person reads goes to stderr.
      if (json && !session.quiet) session.out = session.err;
      // A broken file may manage a list the import would then write a second time.
      // A styles directory that does not exist yet is what a first import expects.
      if (!reportDiagnostics(session, ['styles-dir-missing', 'no-style-files'])) {
        if (json) session.final(renderValidationJson(session.result));
        session.err('The existing style files have errors; fix them first so import knows which lists they manage. Nothing was written.\n');
        ctx.conclude('error');
        return;
      }
      const imported = await importLists(session, { force: Boolean(flags.force) });
      if (imported.live.length === 0) {
        if (json) session.final(renderImportJson([], [], []));
        else session.final('The service holds no style rule lists; nothing to import.\n');
      } else {
        showImported(ctx, session, imported, json);
      }
      ctx.conclude(imported.refused.length > 0 ? 'error' : 'ok');
    });
  return command;
}

function showImported(ctx: CommandContext, session: CliSession, imported: ImportedLists, json: boolean): void {
  const { written, kept, twins, stylesDir } = imported;
  for (const file of written) {
    session.out(`${file.overwrites ? '~' : '+'} ${terminalText(file.shown)}  (${terminalText(file.list.name)}, style_id ${terminalText(file.list.style_id)})\n`);
  }
  for (const shown of imported.schemas) session.out(`+ ${terminalText(shown)}  (the JSON schema the files' $schema line points at)\n`);
  for (const file of kept) session.out(`= ${terminalText(file.shown)}  (${terminalText(file.list.name)}: already managed, not overwritten)\n`);
  for (const { message, hint } of imported.refused) session.err(`${ERROR_PREFIX}${terminalText(message)}\n  hint: ${hint}\n`);
  if (imported.extraRules !== undefined) session.err(`${terminalText(imported.extraRules)}\n`);
  const dir = relative(ctx.io.cwd, stylesDir) || '.';
  const count = `${written.length} ${written.length === 1 ? 'list' : 'lists'}`;
  let last = `${written.length === 0 ? 'Nothing new to import' : `Imported ${count} into ${terminalText(isAbsolute(dir) ? stylesDir : dir)}`}.`;
  if (kept.length > 0) last += ` ${kept.length} already managed (re-run with --force to rewrite ${kept.length === 1 ? 'its file' : 'their files'} from the live state).`;
  last += ' `stylesync plan` shows how the files compare with the service.\n';
  if (session.quiet && !json) session.final(last);
  else session.out(`\n${last}`);
  const twinWarning = (quoted: string) => `several live lists are named ${quoted}; validate refuses one name in two files, so rename one of them (and its file)`;
  // Warnings: not under --quiet.
  if (!session.quiet) for (const name of twins) session.err(`warning: ${twinWarning(terminalQuoted(name))}.\n`);
  if (json) session.final(renderImportJson(written, kept, twins.map((name) => twinWarning(JSON.stringify(name)))));
}
