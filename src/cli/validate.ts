import { Command, Option } from 'commander';
import { validateProject } from '../app/validate-project.ts';
import { diagnosticsOf } from '../config/validation-result.ts';
import { renderDiagnostics } from '../report/diagnostics.ts';
import { renderValidationJson } from '../report/validation-json.ts';
import { validationSummary } from '../report/validation-summary.ts';
import { makeStyle, wantsColor } from '../report/style.ts';
import { renderCoverageText } from '../report/coverage-text.ts';
import { terminalText } from '../report/user-text.ts';
import type { CommandContext } from './context.ts';
import { addTargetOptions, sessionOptions, type TargetFlags } from './target-flags.ts';

interface ValidateFlags extends TargetFlags {
  strict?: boolean;
  format: 'text' | 'json' | 'github';
  online?: boolean;
  refreshLanguages?: boolean;
  coverage?: boolean;
}

/** `stylesync validate [paths…]`: checks the style files without talking to the service (unless --online). */
export function validateCommand(ctx: CommandContext): Command {
  const command = new Command('validate')
    .description('check the style files: schema, catalog values, limits, extends and duplicates (offline unless --online)')
    .argument('[paths...]', 'style files or directories to check (default: the styles directory)')
    .option('--strict', 'rule groups missing from the local catalog are errors, not warnings (unknown rules always are)')
    .addOption(
      new Option('--format <format>', 'output format (GitHub annotations are added to text when GITHUB_ACTIONS=true)')
        .choices(['text', 'json', 'github'])
        .default('text'),
    )
    .option('--online', 'also check list, instruction and example languages against the service (needs the API key)')
    .option('--refresh-languages', 'with --online: read the languages from the service even when the 24-hour cache is fresh')
    .option('--coverage', 'also list the rules, instructions and glossary terms that no example exercises');
  // The target's styles_dir always; its service, key and timeout with --online.
  addTargetOptions(command, 'with --online: ');
  return command.action(async (paths: string[], flags: ValidateFlags) => {
      const { io } = ctx;
      const { result, coverage } = await validateProject({
        // Without --online nothing is sent, so the service's flags (--timeout among them) are not looked at.
        ...sessionOptions(ctx, flags.online ? flags : { ...flags, timeout: undefined }),
        command: 'validate --online',
        paths,
        strict: flags.strict ?? false,
        online: Boolean(flags.online),
        refreshLanguages: Boolean(flags.refreshLanguages),
        coverage: Boolean(flags.coverage),
        // validate prints its notes even under --quiet (the CLI's other commands do not).
        onEvent: (event) => {
          if (event.kind === 'note') io.stderr(`note: ${terminalText(event.text)}\n`);
        },
      });
      const diagnostics = diagnosticsOf(result).sort(
        (a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.col - b.col),
      );
      if (flags.format === 'json') {
        io.stdout(renderValidationJson(result, coverage));
      } else if (flags.format === 'github') {
        io.stdout(renderDiagnostics(diagnostics, { format: 'github', color: false }));
      } else {
        const color = wantsColor(io.isTTY, io.env);
        // --quiet: the errors and the summary line, no warnings.
        const shown = ctx.quiet?.() ? diagnostics.filter((d) => d.severity === 'error') : diagnostics;
        io.stdout(renderDiagnostics(shown, { format: 'text', color }));
        // Only with --coverage: a minimum's shortfall is an error above, with its figures.
        if (coverage !== undefined && flags.coverage) io.stdout(renderCoverageText(coverage, makeStyle(color)));
        io.stdout(`${validationSummary(result)}\n`);
        if (io.env.GITHUB_ACTIONS === 'true') io.stdout(renderDiagnostics(diagnostics, { format: 'github', color: false }));
      }
      ctx.conclude(result.ok ? 'ok' : 'error');
    });
}
