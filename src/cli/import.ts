import { isAbsolute, relative, resolve } from 'node:path';
import { Command, Option } from 'commander';
import { StylesyncError } from '../errors.ts';
import { planImport, type ImportFile } from '../import/plan-import.ts';
import { withoutPreviews } from '../plan/preview.ts';
import { renderValidationJson } from '../report/validation-json.ts';
import { existingStems, writeImportFiles } from '../import/write-files.ts';
import { terminalQuoted, terminalText } from '../report/user-text.ts';
import type { CommandContext } from './context.ts';
import { addTargetOptions, openSession, reportDiagnostics, type TargetFlags } from './target.ts';

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
      const session = await openSession(ctx, flags);
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
      const { root } = session.config;
      const stylesDir = resolve(root, session.config.styles_dir);
      // Preview lists of a translate check running elsewhere are not the team's lists.
      const live = withoutPreviews((await session.api.listAll()).lists);
      if (live.length === 0) {
        if (json) session.final(renderImportJson([], [], []));
        else session.final('The service holds no style rule lists; nothing to import.\n');
        ctx.conclude('ok');
        return;
      }
      const planned = planImport({ live, desired: session.result.lists, stylesDir, root, taken: await existingStems(stylesDir) });
      // Without --force a file that already manages its list is left as it is: import adds, --force refreshes.
      const files = flags.force ? planned : planned.filter((f) => !f.overwrites);
      const kept = flags.force ? [] : planned.filter((f) => f.overwrites);
      try {
        await writeImportFiles(files, root);
      } catch (error) {
        if (error instanceof StylesyncError) throw error;
        throw new StylesyncError(`Could not write the style files: ${(error as Error).message}`, 'Check that the styles directory is writable, then run import again.', {
          cause: error,
        });
      }
      for (const file of files) {
        session.out(`${file.overwrites ? '~' : '+'} ${terminalText(file.shown)}  (${terminalText(file.list.name)}, style_id ${terminalText(file.list.style_id)})\n`);
      }
      for (const file of kept) session.out(`= ${terminalText(file.shown)}  (${terminalText(file.list.name)}: already managed, not overwritten)\n`);
      const dir = relative(ctx.io.cwd, stylesDir) || '.';
      const count = `${files.length} ${files.length === 1 ? 'list' : 'lists'}`;
      let last = `${files.length === 0 ? 'Nothing new to import' : `Imported ${count} into ${terminalText(isAbsolute(dir) ? stylesDir : dir)}`}.`;
      if (kept.length > 0) last += ` ${kept.length} already managed (re-run with --force to rewrite ${kept.length === 1 ? 'its file' : 'their files'} from the live state).`;
      last += ' `stylesync plan` shows how the files compare with the service.\n';
      if (session.quiet && !json) session.final(last);
      else session.out(`\n${last}`);
      const twins = duplicateNames(live.map((l) => l.name));
      const twinWarning = (quoted: string) => `several live lists are named ${quoted}; validate refuses one name in two files, so rename one of them (and its file)`;
      // Warnings: not under --quiet.
      if (!session.quiet) for (const name of twins) session.err(`warning: ${twinWarning(terminalQuoted(name))}.\n`);
      if (json) session.final(renderImportJson(files, kept, twins.map((name) => twinWarning(JSON.stringify(name)))));
      ctx.conclude('ok');
    });
  return command;
}

/** `import --format json`: every file written or left alone, with its list's name and style_id. */
function renderImportJson(written: readonly ImportFile[], kept: readonly ImportFile[], warnings: readonly string[]): string {
  const entry = (file: ImportFile, action: 'created' | 'overwritten' | 'kept') => ({ file: file.shown, name: file.list.name, style_id: file.list.style_id, action });
  const document = {
    imported: written.length,
    files: [...written.map((f) => entry(f, f.overwrites ? 'overwritten' : 'created')), ...kept.map((f) => entry(f, 'kept'))],
    files_written: written.map((f) => f.shown),
    warnings,
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

function duplicateNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const name of names) (seen.has(name) ? twice : seen).add(name);
  return [...twice];
}
