import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Command } from 'commander';
import { diagnostic, START } from '../config/diagnostic.ts';
import { capDiagnostics } from '../config/diagnostic-cap.ts';
import { parseYamlBytes, readStyleBytes } from '../config/load.ts';
import type { Diagnostic } from '../config/model.ts';
import { loadProject } from '../config/project.ts';
import { filesRead } from '../config/validation-result.ts';
import { StylesyncError } from '../errors.ts';
import { formatGlossaryText } from '../import/glossary-file.ts';
import { formatStyleText } from '../import/style-file.ts';
import { sameYaml } from '../import/yaml-format.ts';
import { renderDiagnostics } from '../report/diagnostics.ts';
import { wantsColor } from '../report/style.ts';
import { terminalText } from '../report/user-text.ts';
import type { CommandContext } from './context.ts';
import { addProjectFlags, type ProjectFlags, projectChoice } from './project-flags.ts';

interface FmtFlags extends ProjectFlags {
  check?: boolean;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * `stylesync fmt [paths…]`: rewrites style and glossary files in canonical
 * form, the form `import` writes (src/import/style-file.ts, glossary-file.ts).
 * Formats any file that parses as YAML, valid or not, like gofmt; `--check`
 * writes nothing and exits 1 when a file would change, for CI. The TSV and
 * CSV entries files beside glossary files are data a terminology tool
 * exports: fmt leaves them as they are.
 */
export function fmtCommand(ctx: CommandContext): Command {
  const command = new Command('fmt')
    .description('rewrite style and glossary files in canonical form (key order, sorted rules, indentation), keeping comments')
    .argument('[paths...]', 'style or glossary files, or directories (default: the styles directory, fragments and the glossaries directory)')
    .option('--check', 'write nothing; list the files that are not formatted and exit 1 if there are any');
  return addProjectFlags(command)
    .action(async (paths: string[], flags: FmtFlags) => {
      const { io } = ctx;
      const color = wantsColor(io.isTTY, io.env);
      const { config, result } = await loadProject({
        cwd: io.cwd,
        paths,
        ...projectChoice(flags),
      });
      // Problems with the paths themselves (a missing directory, a file that
      // is not YAML) leave nothing to format; anything inside the files is
      // validate's business, and a file that does not parse is reported below.
      const errors = result.ok ? [] : result.errors;
      const fatal = errors.filter((d) => d.file === '' || d.code === 'unknown-target' || d.code === 'config-not-found');
      if (fatal.length > 0) {
        io.stdout(renderDiagnostics(fatal, { format: 'text', color }));
        ctx.conclude('error');
        return;
      }

      // Files with errors are formatted too (those that parse): fmt goes by the files read, not by their validity.
      const read = filesRead(result);
      const formatters = new Map<string, Formatter>(read.files.map((file) => [file, formatStyleText]));
      for (const file of glossaryFilesNamed(read.glossaryFiles, config.root, io.cwd, paths)) formatters.set(file, formatGlossaryText);
      const files = [...formatters.keys()];
      // The loader refused these unread (a link out of the repository): fmt must neither read nor write through them.
      const refused = new Map(errors.filter((d) => d.code === 'link-outside-repository').map((d) => [d.file, d]));
      const unparsed: Diagnostic[] = [];
      const changed: string[] = [];
      for (const file of files) {
        const link = refused.get(file);
        const outcome = link ? [link] : await formatFile(path.resolve(config.root, file), file, formatters.get(file) as Formatter, Boolean(flags.check));
        if (outcome === 'changed') changed.push(file);
        else if (outcome !== 'formatted') unparsed.push(...outcome);
      }
      report(ctx, flags, { files, changed, unparsed, color });
    });
}

type Formatter = typeof formatStyleText;

/**
 * The glossary files (not their entries files) among those the loader read,
 * narrowed to the paths given: the loader reads every glossary file whatever
 * the paths, so that names resolve across files.
 */
function glossaryFilesNamed(read: readonly string[], root: string, cwd: string, paths: readonly string[]): string[] {
  const yaml = read.filter((file) => ['.yaml', '.yml'].includes(path.extname(file).toLowerCase()));
  if (paths.length === 0) return yaml;
  const named = paths.map((p) => path.resolve(cwd, p));
  return yaml.filter((file) => {
    const abs = path.resolve(root, file);
    return named.some((p) => abs === p || abs.startsWith(p.endsWith(path.sep) ? p : `${p}${path.sep}`));
  });
}

/** Formats one file (unless `check`): whether it was already formatted, changed, or why it could not be formatted. */
async function formatFile(abs: string, file: string, format: Formatter, check: boolean): Promise<'formatted' | 'changed' | Diagnostic[]> {
  const bytes = await readStyleBytes(abs, file);
  if (!(bytes instanceof Uint8Array)) return bytes.ok ? 'formatted' : bytes.diagnostics;
  // The loader decides what counts as readable YAML (encoding, syntax, alias bombs), with positions and hints.
  const loaded = parseYamlBytes(bytes, file);
  if (!loaded.ok) return loaded.diagnostics;
  const text = utf8.decode(bytes);
  const formatted = format(text);
  if (formatted.ok && formatted.text === text) return 'formatted';
  // Reordering must never change what a file says: the data is compared before anything is written.
  // It can fail only where reordering puts an alias before its anchor; such a file is left for a person.
  if (!formatted.ok || !sameYaml(formatted.text, text)) {
    return [
      diagnostic(
        'error',
        'fmt-would-change',
        { file, pos: START },
        'reordering this file would change what it says (an alias would come before its anchor), so fmt left it as it is',
        'Put the keys in the order fmt uses by hand, or replace the alias with the value it stands for.',
      ),
    ];
  }
  if (check) return 'changed';
  try {
    await writeFile(abs, formatted.text);
  } catch (error) {
    throw new StylesyncError(`Could not write ${terminalText(file)}: ${(error as Error).message}`, 'Check that the file is writable, then run fmt again.', {
      code: 'write-failed',
      cause: error,
    });
  }
  return 'changed';
}

/** The files changed (or to change), the ones that could not be formatted, and the line fmt ends with. */
function report(ctx: CommandContext, flags: FmtFlags, run: { files: readonly string[]; changed: readonly string[]; unparsed: readonly Diagnostic[]; color: boolean }): void {
  const { io } = ctx;
  const { files, changed, unparsed } = run;
  // --quiet keeps what --check fails on and the final line, not the files merely rewritten.
  const listChanged = flags.check || !(ctx.quiet?.() ?? false);
  if (listChanged) for (const file of changed) io.stdout(`${flags.check ? '!' : '~'} ${terminalText(file)}\n`);
  if (unparsed.length > 0) io.stdout(renderDiagnostics(capDiagnostics(unparsed), { format: 'text', color: run.color }));
  const n = (count: number) => `${count} ${count === 1 ? 'file' : 'files'}`;
  const broken = new Set(unparsed.map((d) => d.file)).size;
  const skipped = broken === 0 ? '' : ` ${n(broken)} could not be formatted (see above) and ${broken === 1 ? 'was left as it is' : 'were left as they are'}.`;
  if (flags.check) {
    io.stdout(
      changed.length === 0
        ? `${n(files.length)} checked: all formatted.${skipped}\n`
        : `${n(files.length)} checked: ${n(changed.length)} not formatted (marked !). Run \`stylesync fmt\` and commit the result.${skipped}\n`,
    );
  } else {
    io.stdout(`${n(files.length)} checked: ${changed.length === 0 ? 'all already formatted' : `${n(changed.length)} reformatted (marked ~)`}.${skipped}\n`);
  }
  ctx.conclude((flags.check && changed.length > 0) || unparsed.length > 0 ? 'error' : 'ok');
}
