import { isAbsolute, relative } from 'node:path';
import { Command, Option } from 'commander';
import { parseCount } from '../app/count.ts';
import { importGlossaries, type ImportedGlossaries } from '../app/import-glossaries.ts';
import { importLists, type ImportedLists } from '../app/import-lists.ts';
import { ERROR_PREFIX } from '../report/describe-error.ts';
import { renderImportJson } from '../report/import-json.ts';
import { renderValidationJson } from '../report/validation-json.ts';
import { terminalText } from '../report/user-text.ts';
import type { CommandContext } from './context.ts';
import { type CliSession, openCliSession, reportDiagnostics } from './session.ts';
import { addTargetOptions, type TargetFlags } from './target-flags.ts';
import { refuseTbxFlagsAlone, runTbxImport, type TbxImportFlags } from './import-tbx.ts';

interface ImportFlags extends TargetFlags {
  force?: boolean;
  only?: 'lists' | 'glossaries';
  concurrency: string;
  format: 'text' | 'json';
}

/**
 * `import` brings in style rule lists and glossaries, both by default: a
 * repository adopting stylesync wants the whole style guide, and a plan run
 * right after an import of one half would show the other half's files as
 * missing only once it has some. `--only` narrows it (a team that keeps its
 * terminology elsewhere says `--only lists`, and reads no glossary at all).
 */
export function importCommand(ctx: CommandContext): Command {
  const command = new Command('import').description('write a file for every live list and glossary, so the files start out matching the service');
  addTargetOptions(command);
  command
    .option('--force', 'also rewrite the files of lists and glossaries already managed, from the live state (extends are flattened)')
    .addOption(new Option('--only <kind>', 'import only style rule lists or only glossaries (default: both)').choices(['lists', 'glossaries']))
    .option('--concurrency <n>', 'glossary entries read at once (one request per dictionary)', '4')
    .addOption(new Option('--format <format>', 'json: one JSON document on stdout (files written, lists and glossaries with their ids)').choices(['text', 'json']).default('text'))
    .option('--tbx <file>', 'instead: write one new glossary file (long form) from this TBX termbase, offline')
    .option('--source-language <code>', "with --tbx: the termbase's language the dictionaries translate from (e.g. en)")
    .option('--name <name>', "with --tbx: the glossary's name (default: the termbase's title, else the TBX file's name)")
    .action(async (flags: ImportFlags & TbxImportFlags) => {
      if (flags.tbx !== undefined) return runTbxImport(ctx, { ...flags, tbx: flags.tbx });
      refuseTbxFlagsAlone(flags);
      const concurrency = parseCount('--concurrency', flags.concurrency, 1) as number;
      const opened = await openCliSession(ctx, flags, { command: 'import' });
      const json = flags.format === 'json';
      // With JSON on stdout, what a person reads goes to stderr.
      if (json && !opened.quiet) opened.out = opened.err;
      // A broken file may manage a list or glossary the import would then write a second time.
      // A styles directory that does not exist yet is what a first import expects.
      const session = reportDiagnostics(opened, ['styles-dir-missing', 'no-style-files']);
      if (session === undefined) {
        if (json) opened.final(renderValidationJson(opened.result));
        opened.err('The existing style and glossary files have errors; fix them first so import knows what they manage. Nothing was written.\n');
        ctx.conclude('error');
        return;
      }
      const force = Boolean(flags.force);
      const lists = flags.only === 'glossaries' ? undefined : await importLists(session, { force });
      const glossaries = flags.only === 'lists' ? undefined : await importGlossaries(session, { force, concurrency }).catch((error: unknown) => {
        // The lists' files are written by now: say so before the error, and how to leave glossaries out.
        if (lists && lists.written.length > 0) {
          session.err(`${lists.written.length} list ${lists.written.length === 1 ? 'file was' : 'files were'} written before the glossaries failed; \`stylesync import --only lists\` imports lists alone.\n`);
        }
        throw error;
      });
      if ((lists?.live.length ?? 0) + (glossaries?.live.length ?? 0) === 0) {
        if (json) session.final(renderImportJson([], [], [], glossaries && { written: [], kept: [] }));
        else session.final(`The service holds no ${flags.only === 'glossaries' ? 'glossaries' : flags.only === 'lists' ? 'style rule lists' : 'style rule lists and no glossaries'}; nothing to import.\n`);
      } else {
        showImported(ctx, session, { lists, glossaries }, json);
      }
      ctx.conclude((lists?.refused.length ?? 0) + (glossaries?.refused.length ?? 0) > 0 ? 'error' : 'ok');
    });
  return command;
}

interface Imported {
  lists: ImportedLists | undefined;
  glossaries: ImportedGlossaries | undefined;
}

function showImported(ctx: CommandContext, session: CliSession, imported: Imported, json: boolean): void {
  const { lists, glossaries } = imported;
  if (lists) showLists(session, lists);
  if (glossaries) showGlossaries(session, glossaries);
  const shownDir = (abs: string) => {
    const dir = relative(ctx.io.cwd, abs) || '.';
    return terminalText(isAbsolute(dir) ? abs : dir);
  };
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const parts = [
    lists && lists.written.length > 0 ? `${count(lists.written.length, 'list', 'lists')} into ${shownDir(lists.stylesDir)}` : '',
    glossaries && glossaries.written.length > 0 ? `${count(glossaries.written.length, 'glossary', 'glossaries')} into ${shownDir(glossaries.glossariesDir)}` : '',
  ].filter(Boolean);
  let last = `${parts.length === 0 ? 'Nothing new to import' : `Imported ${parts.join(' and ')}`}.`;
  const kept = (lists?.kept.length ?? 0) + (glossaries?.kept.length ?? 0);
  if (kept > 0) last += ` ${kept} already managed (re-run with --force to rewrite ${kept === 1 ? 'its file' : 'their files'} from the live state).`;
  last += ' `stylesync plan` shows how the files compare with the service.\n';
  if (session.quiet && !json) session.final(last);
  else session.out(`\n${last}`);
  // What import wrote differently from the service so that validate accepts the files (a twin's name, hidden characters,
  // a group validate takes for a slip): said on stderr (not under --quiet) and in the JSON's warnings.
  const notes = [...(lists?.notes ?? []), ...(glossaries?.notes ?? [])];
  if (!session.quiet) for (const note of notes) session.err(`note: ${terminalText(note)}\n`);
  if (json) session.final(renderImportJson(lists?.written ?? [], lists?.kept ?? [], notes, glossaries && { written: glossaries.written, kept: glossaries.kept }));
}

function showLists(session: CliSession, imported: ImportedLists): void {
  for (const file of imported.written) {
    session.out(`${file.overwrites ? '~' : '+'} ${terminalText(file.shown)}  (${terminalText(file.list.name)}, style_id ${terminalText(file.list.style_id)})\n`);
  }
  for (const shown of imported.schemas) session.out(`+ ${terminalText(shown)}  (the JSON schema the files' $schema line points at)\n`);
  for (const file of imported.kept) session.out(`= ${terminalText(file.shown)}  (${terminalText(file.list.name)}: already managed, not overwritten)\n`);
  for (const { message, hint } of imported.refused) session.err(`${ERROR_PREFIX}${terminalText(message)}\n  hint: ${hint}\n`);
  if (imported.extraRules !== undefined) session.err(`${terminalText(imported.extraRules)}\n`);
}

function showGlossaries(session: CliSession, imported: ImportedGlossaries): void {
  for (const file of imported.written) {
    const { glossary } = file;
    const dictionaries = `${glossary.entries.length} ${glossary.entries.length === 1 ? 'dictionary' : 'dictionaries'}`;
    session.out(`${file.overwrites ? '~' : '+'} ${terminalText(file.shown)}  (${terminalText(glossary.name)}, glossary_id ${terminalText(glossary.glossary_id)}, ${dictionaries})\n`);
    for (const tsv of file.entriesFiles) {
      const terms = `${tsv.entries.toLocaleString('en-US')} ${tsv.entries === 1 ? 'term' : 'terms'}`;
      session.out(`${tsv.overwrites ? '~' : '+'} ${terminalText(tsv.shown)}  (its ${terminalText(tsv.pair.source_lang)}→${terminalText(tsv.pair.target_lang)} entries, ${terms})\n`);
    }
  }
  for (const shown of imported.schemas) session.out(`+ ${terminalText(shown)}  (the JSON schema the files' $schema line points at)\n`);
  for (const { glossary, file } of imported.kept) session.out(`= ${terminalText(file)}  (${terminalText(glossary.name)}: already managed, not overwritten)\n`);
  for (const { message, hint } of imported.refused) session.err(`${ERROR_PREFIX}${terminalText(message)}\n  hint: ${hint}\n`);
}
