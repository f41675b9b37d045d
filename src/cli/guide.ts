import path from 'node:path';
import { Command } from 'commander';
import { parseCount } from '../app/count.ts';
import { writeGuide } from '../app/guide.ts';
import { translateForGuide } from '../app/guide-translate.ts';
import { STOPPED } from '../checks/send.ts';
import { DEFAULT_MAX_CHECK_CHARACTERS } from '../checks/plan-checks.ts';
import { renderDiagnostics } from '../report/diagnostics.ts';
import { wantsColor } from '../report/style.ts';
import { terminalText } from '../report/user-text.ts';
import { StylesyncError } from '../errors.ts';
import { validationSummary } from '../report/validation-summary.ts';
import { plural } from '../util/plural.ts';
import type { CommandContext } from './context.ts';
import { projectChoice } from './project-flags.ts';
import { openCliSession, reportDiagnostics, showEvent } from './session.ts';
import { addTargetOptions, type TargetFlags } from './target-flags.ts';

interface GuideFlags extends TargetFlags {
  out: string;
  since?: string;
  translate?: boolean;
  maxCheckCharacters: string;
  concurrency: string;
}

/**
 * `stylesync guide --out DIR`: the style guide for people, from the same
 * files as the service's configuration (src/app/guide.ts). Offline, unless
 * `--translate` asks for fresh sample translations first.
 */
export function guideCommand(ctx: CommandContext): Command {
  const command = new Command('guide')
    .description('write the style guide for translators: one page per target language (Markdown and HTML) from the style and glossary files')
    .requiredOption('--out <dir>', 'directory to write (new, empty, or one an earlier guide wrote)')
    .option('--since <ref>', "open each page with what changed since this git commit, branch or tag (the files there against the files now)")
    .option('--translate', "translate the examples first, as plan --check-translations does, for the sample translations (billed; needs the key)")
    .option('--max-check-characters <n>', 'with --translate: refuse translations that would bill more characters than this', String(DEFAULT_MAX_CHECK_CHARACTERS))
    .option('--concurrency <n>', 'with --translate: requests in flight at once', '4');
  return addTargetOptions(command, 'with --translate: ').action(async (flags: GuideFlags) => {
    const { io } = ctx;
    const translated = flags.translate ? await translate(ctx, flags) : 'done';
    if (translated === 'stop') return;
    const outcome = await writeGuide({
      cwd: io.cwd,
      secrets: ctx.secrets(),
      out: flags.out,
      ...(flags.since === undefined ? {} : { since: flags.since }),
      ...projectChoice(flags),
    });
    if (outcome.status === 'invalid') {
      io.stdout(renderDiagnostics(outcome.result.errors, { format: 'text', color: wantsColor(io.isTTY, io.env) }));
      io.stderr(`error: ${validationSummary(outcome.result)}; no guide was written.\nhint: Fix the errors above (\`stylesync validate\` shows warnings too), then run guide again.\n`);
      ctx.conclude('error');
      return;
    }
    for (const note of outcome.notes) io.stderr(`note: ${terminalText(note)}\n`);
    const shown = terminalText(path.relative(io.cwd, outcome.dir) || '.');
    const languages = outcome.guide.languages;
    const removed = outcome.removed.length > 0 ? `; removed ${outcome.removed.map(terminalText).join(', ')} (no list writes that language now)` : '';
    io.stdout(`Wrote the guide to ${shown}: ${plural(languages.length, 'language')} (${languages.map((l) => terminalText(l.language)).join(', ') || 'none'}), ${plural(outcome.written.length, 'page')}; open ${shown}/index.html${removed}.\n`);
    // An interrupted --translate still writes the guide from what it has, but the run did not do what it was asked: exit 1, as plan does.
    ctx.conclude(translated === 'interrupted' ? 'error' : 'ok');
  });
}

/**
 * `--translate`: the examples translated and recorded before the guide is
 * written. Invalid files, a refusal (budget, language errors) stop with an
 * error and write no guide; examples that fail their expectations are left
 * out of the guide, with a note.
 */
async function translate(ctx: CommandContext, flags: GuideFlags): Promise<'done' | 'interrupted' | 'stop'> {
  const concurrency = parseCount('--concurrency', flags.concurrency, 1) as number;
  const opened = await openCliSession(ctx, flags, { concurrency, command: 'guide --translate' });
  const session = reportDiagnostics(opened);
  if (session === undefined) {
    opened.err('error: The style files have errors; no guide was written.\nhint: Fix the errors above, then run guide again.\n');
    ctx.conclude('error');
    return 'stop';
  }
  const { report, languageErrors } = await translateForGuide(session, {
    checks: { maxCheckCharacters: parseCount('--max-check-characters', flags.maxCheckCharacters, 0) as number, failOnCheck: true, refreshLanguages: false, concurrency },
    env: ctx.io.env,
    onEvent: (event) => showEvent(session, event),
    ...(ctx.io.onInterrupt === undefined ? {} : { onInterrupt: ctx.io.onInterrupt }),
  });
  if (languageErrors.length > 0) session.err(renderDiagnostics(languageErrors, { format: 'text', color: session.color }));
  if (report?.refused !== undefined) {
    // Thrown as plan's own refusal is, so it reads (and exits) like every other error.
    const code = languageErrors.length > 0 ? 'language-check-failed' : 'over-budget';
    throw new StylesyncError(`${report.refused.message} No guide was written.`, report.refused.hint, { code });
  }
  // plan goes on without its previews; guide --translate exists for them, so it stops.
  if (report?.skipped !== undefined) throw new StylesyncError(`${report.skipped.message} No guide was written.`, report.skipped.hint, { code: 'missing-scope' });
  const all = (report?.lists ?? []).flatMap((l) => l.examples);
  const notSent = all.filter((e) => e.status === 'error' && e.error?.includes(STOPPED) === true).length;
  const failed = all.filter((e) => e.status !== 'passed').length - notSent;
  const tag = report?.reporting_tag === undefined ? '' : ` under reporting tag ${terminalText(report.reporting_tag)}`;
  const cost = report === undefined ? '' : `, billed ${report.billed_characters} characters${tag} (limit ${report.estimate.limit})`;
  session.err(`Translated ${plural(all.length - notSent, 'example')} for the sample translations${cost}.\n`);
  if (failed > 0) session.err(`note: ${plural(failed, 'example')} failed (a request or an expectation) and ${failed === 1 ? 'is' : 'are'} not shown; \`stylesync plan --check-translations\` shows why.\n`);
  if (notSent === 0) return 'done';
  session.err(`note: ${plural(notSent, 'example')} ${notSent === 1 ? 'was' : 'were'} not sent (interrupted); the guide shows ${notSent === 1 ? 'its' : 'their'} earlier sample, if any. Run guide --translate again to translate ${notSent === 1 ? 'it' : 'them'}.\n`);
  return 'interrupted';
}
