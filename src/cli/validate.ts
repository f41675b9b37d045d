import { Command, Option } from 'commander';
import type { ValidationResult } from '../config/model.ts';
import { cacheDir } from '../checks/cache-dir.ts';
import { onlineLanguageChecks } from '../checks/online-languages.ts';
import { loadProject } from '../config/project.ts';
import { StylesyncError } from '../errors.ts';
import { renderDiagnostics } from '../report/diagnostics.ts';
import { renderValidationJson } from '../report/validation-json.ts';
import { wantsColor } from '../report/style.ts';
import { terminalText } from '../report/user-text.ts';
import type { CommandContext } from './context.ts';
import { clientFor, resolveTarget } from './target.ts';

interface ValidateFlags {
  strict?: boolean;
  format: 'text' | 'json' | 'github';
  config?: string;
  dir?: string;
  target?: string;
  online?: boolean;
  baseUrl?: string;
  authScheme?: string;
  timeout?: string;
  refreshLanguages?: boolean;
  verbose?: boolean;
}

/** `stylesync validate [paths…]`: checks the style files without talking to the service (unless --online). */
export function validateCommand(ctx: CommandContext): Command {
  return new Command('validate')
    .description('check the style files: schema, catalog values, limits, extends and duplicates (offline unless --online)')
    .argument('[paths...]', 'style files or directories to check (default: the styles directory)')
    .option('--strict', 'rule groups missing from the local catalog are errors, not warnings (unknown rules always are)')
    .addOption(
      new Option('--format <format>', 'output format (GitHub annotations are added to text when GITHUB_ACTIONS=true)')
        .choices(['text', 'json', 'github'])
        .default('text'),
    )
    .option('--config <path>', 'repository config file (default: stylesync.yaml in the current directory)')
    .option('--dir <dir>', "styles directory (else the target's or stylesync.yaml's styles_dir)")
    .option('--target <name>', 'use the styles_dir of this target of stylesync.yaml (and, with --online, its service)')
    .option('--online', 'also check list, instruction and example languages against the service (needs the API key)')
    .option('--base-url <url>', 'with --online: service address (else STYLESYNC_BASE_URL, else stylesync.yaml)')
    .option('--auth-scheme <word>', 'with --online: word before the key in the Authorization header')
    .option('--timeout <ms>', 'with --online: per-request timeout in milliseconds')
    .option('--refresh-languages', 'with --online: read the languages from the service even when the 24-hour cache is fresh')
    .option('-v, --verbose', 'with --online: print every request on stderr (never the key)')
    .action(async (paths: string[], flags: ValidateFlags) => {
      const { io } = ctx;
      const { config, result } = await loadProject({
        cwd: io.cwd,
        paths,
        strict: flags.strict ?? false,
        ...(flags.config === undefined ? {} : { configPath: flags.config }),
        ...(flags.dir === undefined ? {} : { stylesDir: flags.dir }),
        ...(flags.target === undefined ? {} : { target: flags.target }),
      });
      // Offline problems first: a file that does not parse has no languages worth asking about.
      if (flags.online && result.errors.length === 0) {
        const target = resolveTarget(config, flags, io.env, ctx.settingNames);
        const api = clientFor(ctx, target, Boolean(flags.verbose));
        const languages = await onlineLanguageChecks(result.lists, api, {
          baseUrl: target.baseUrl,
          cacheDir: cacheDir(io.env),
          refresh: Boolean(flags.refreshLanguages),
          now: new Date(),
        });
        for (const note of languages.notes) io.stderr(`note: ${terminalText(note)}\n`);
        if (languages.skipped !== undefined) throw new StylesyncError(`validate --online could not check languages: ${languages.skipped}`, 'Check the service address and key, or run validate without --online.');
        for (const d of languages.diagnostics) (d.severity === 'error' ? result.errors : result.warnings).push(d);
      }
      const diagnostics = [...result.errors, ...result.warnings].sort(
        (a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.col - b.col),
      );
      if (flags.format === 'json') {
        io.stdout(renderValidationJson(result));
      } else if (flags.format === 'github') {
        io.stdout(renderDiagnostics(diagnostics, { format: 'github', color: false }));
      } else {
        const color = wantsColor(io.isTTY, io.env);
        // --quiet: the errors and the summary line, no warnings.
        const shown = ctx.quiet?.() ? diagnostics.filter((d) => d.severity === 'error') : diagnostics;
        io.stdout(renderDiagnostics(shown, { format: 'text', color }));
        io.stdout(`${summary(result)}\n`);
        if (io.env.GITHUB_ACTIONS === 'true') io.stdout(renderDiagnostics(diagnostics, { format: 'github', color: false }));
      }
      ctx.conclude(result.errors.length === 0 ? 'ok' : 'error');
    });
}

/** "5 files, 4 lists: 0 errors, 1 warning" */
export function summary(result: ValidationResult): string {
  const tombstones = result.lists.filter((l) => l.state === 'absent').length;
  const lists = `${count(result.lists.length, 'list')}${tombstones > 0 ? ` (${count(tombstones, 'tombstone')})` : ''}`;
  return `${count(result.files?.length ?? 0, 'file')}, ${lists}: ${count(result.errors.length, 'error')}, ${count(result.warnings.length, 'warning')}`;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
