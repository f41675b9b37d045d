import type { Origin } from '../catalog/types.ts';
import type { PreviewLeft, PreviewsLeft } from '../checks/previews-on-service.ts';
import type { CheckMode, ExampleResult, GlossaryCheck, GlossaryUse, ListCheck, PlanChecks, TranslationReport } from '../checks/types.ts';
import { MAX_DERIVED_PER_EXAMPLE } from '../checks/derived-expectations.ts';
import { coverageLine } from './coverage-line.ts';
import { renderDiagnostics } from './diagnostics.ts';
import { formatOrigin } from './origin.ts';
import { makeStyle, type Style } from './style.ts';
import { renderWordDiff } from './text.ts';
import { terminalQuoted, terminalText } from './user-text.ts';

/** A `matches` pattern stopped past its time limit (checks/expectations.ts): what happened and what to do, for text and Markdown. */
export const UNDECIDED = 'the pattern could not be matched against the translation within 2 s (nested quantifiers such as (a+)+ backtrack without end), so it counts as not met: rewrite it without them';
import { plural } from '../util/plural.ts';

/** The checks below the plan at a terminal: language problems as file:line:col diagnostics, then each example before/after. */
export function renderChecksText(checks: PlanChecks, options: { color: boolean }): string {
  const s = makeStyle(options.color);
  const out: string[] = [];
  const { languages } = checks;
  if (languages.skipped !== undefined) {
    out.push(s.yellow(`Language checks skipped: ${terminalText(languages.skipped)}`), '');
  } else if (languages.diagnostics.length > 0) {
    const errors = languages.diagnostics.filter((d) => d.severity === 'error').length;
    out.push(s.bold(`Language checks: ${plural(errors, 'error')}, ${plural(languages.diagnostics.length - errors, 'warning')}`));
    out.push(renderDiagnostics(languages.diagnostics, { format: 'text', color: options.color }).trimEnd(), '');
  }
  if (checks.translations) out.push(...renderTranslations(checks.translations, s, checks.coverage), '');
  return out.length === 0 ? '' : `${out.join('\n')}\n`;
}

const I = '    ';

function renderTranslations(report: TranslationReport, s: Style, coverage: PlanChecks['coverage']): string[] {
  const { estimate } = report;
  const glossaries = report.glossaries ?? [];
  const examples = [...report.lists, ...glossaries].reduce((n, l) => n + l.examples.length, 0);
  const where = [plural(report.lists.length, 'list'), ...(glossaries.length > 0 ? [plural(glossaries.length, 'glossary file')] : [])].join(' and ');
  const lines = [
    s.bold(`Translate checks: ${plural(examples, 'example')} in ${where}`),
    `  cost: estimated ${estimate.characters} billed characters for ${plural(estimate.translations, 'translation')} (limit ${estimate.limit})` +
      (report.refused === undefined ? `, ${billedText(report, terminalText)}` : ''),
  ];
  if (coverage !== undefined) lines.push(`  ${coverageLine(coverage)}`);
  if (report.refused !== undefined) {
    lines.push(`  ${s.red('✗')} ${terminalText(report.refused.message)}`, `    ${s.bold('Hint:')} ${terminalText(report.refused.hint)}`);
    return lines;
  }
  if (report.skipped !== undefined) {
    lines.push(`  ${s.yellow('note:')} ${terminalText(report.skipped.message)}`, `    ${s.bold('Hint:')} ${terminalText(report.skipped.hint)}`);
    return lines;
  }
  for (const removed of report.leftovers_removed) {
    lines.push(`  ${s.dim('-')} removed the leftover preview list ${terminalQuoted(removed.name)} (style_id ${terminalText(removed.style_id)}), more than an hour old`);
  }
  for (const removed of report.glossary_leftovers_removed ?? []) {
    lines.push(`  ${s.dim('-')} removed the leftover preview glossary ${terminalQuoted(removed.name)} (glossary_id ${terminalText(removed.glossary_id)}), more than an hour old`);
  }
  // A copy that could not be deleted is said once here; one that could not be made shows on each example that needed it.
  for (const copy of report.glossary_previews ?? []) {
    if (copy.error !== undefined && !copy.deleted) lines.push(`  ${s.red('✗')} ${terminalText(copy.error)}`);
  }
  for (const list of report.lists) lines.push('', ...renderList(list, s));
  for (const glossary of glossaries) lines.push('', ...renderGlossary(glossary, s));
  lines.push('', report.failures === 0 ? s.green('All translate checks passed.') : s.red(s.bold(`${plural(report.failures, 'translate check')} failed.`)));
  return lines;
}

/**
 * What the service billed, and under which reporting tag the account's usage
 * report counts it: the sum of the translate answers' billed_characters
 * (show_billed_characters is asked on each). For text and Markdown.
 */
export function billedText(report: TranslationReport, escape: (text: string) => string): string {
  const tag = report.reporting_tag === undefined ? '' : ` under reporting tag ${escape(report.reporting_tag)}`;
  return `billed ${report.billed_characters}${tag}`;
}

function renderList(list: ListCheck, s: Style): string[] {
  const how =
    list.mode === 'unchanged'
      ? `unchanged, translated with style_id ${list.style_id ?? '?'}`
      : list.mode === 'changed' && list.preview === undefined
        ? `a glossary it names changes: style_id ${list.style_id ?? '?'} on both sides`
        : list.mode === 'changed'
          ? `changed: before with style_id ${list.style_id ?? '?'}, after with a preview list`
          : 'new: after with a preview list';
  const lines = [`  ${s.bold(terminalQuoted(list.name))} (${terminalText(list.language)}, ${terminalText(how)})  ${s.dim(`# ${terminalText(list.file)}`)}`];
  if (list.glossaries !== undefined && list.glossaries.length > 0) lines.push(`${I}with ${list.glossaries.length === 1 ? 'glossary' : 'glossaries'} ${list.glossaries.map(glossaryUseText).join(', ')}`);
  if (list.preview?.error !== undefined) lines.push(`${I}${s.red('✗')} ${terminalText(list.preview.error)}`);
  if (list.live_copy?.error !== undefined) lines.push(`${I}${s.red('✗')} ${terminalText(list.live_copy.error)}`);
  for (const example of list.examples) lines.push(...renderExample(example, list.mode, s));
  return lines;
}

/** `"Acme Terms" (changed: before with glossary_id …, after with a preview copy)`. */
function glossaryUseText(use: GlossaryUse): string {
  const how =
    use.mode === 'unchanged'
      ? 'unchanged'
      : use.mode === 'changed'
        ? `changed: before with glossary_id ${use.glossary_id ?? '?'}, after with a preview copy`
        : use.mode === 'new'
          ? 'new: after with a preview copy'
          : 'cannot be used after this plan';
  return `${terminalQuoted(use.name)} (${terminalText(how)})`;
}

/** A glossary file's own examples, translated with that glossary alone. */
function renderGlossary(check: GlossaryCheck, s: Style): string[] {
  const how =
    check.mode === 'unchanged'
      ? `unchanged, translated with glossary_id ${check.glossary_id ?? '?'}`
      : check.mode === 'changed'
        ? `changed: before with glossary_id ${check.glossary_id ?? '?'}, after with a preview copy`
        : 'new: after with a preview copy';
  const lines = [`  glossary ${s.bold(terminalQuoted(check.name))} (${terminalText(how)})  ${s.dim(`# ${terminalText(check.file)}`)}`];
  for (const example of check.examples) lines.push(...renderExample(example, check.mode, s));
  return lines;
}

function renderExample(example: ExampleResult, mode: CheckMode, s: Style): string[] {
  const mark = example.status === 'passed' ? s.green('✓') : s.red('✗');
  const lines = [`${I}${mark} ${terminalQuoted(example.text)} → ${terminalText(example.target_language)}${where(example.origin, s)}`];
  if (example.status === 'error') {
    lines.push(`${I}${I}${s.red('translate failed:')} ${terminalText(example.error ?? '')}`);
    return lines;
  }
  if (mode === 'changed' && example.before !== undefined && example.after !== undefined) {
    lines.push(`${I}${I}before: ${terminalText(example.before)}`, `${I}${I}after:  ${terminalText(example.after)}`);
    lines.push(`${I}${I}diff:   ${example.before === example.after ? s.dim('(no difference)') : renderWordDiff(example.before, example.after, s)}`);
  } else if (example.after !== undefined) {
    lines.push(`${I}${I}${mode === 'new' ? 'after: ' : 'result:'} ${terminalText(example.after)}`);
  }
  for (const expectation of example.expectations) {
    if (expectation.met) continue;
    const what = expectation.kind === 'matches' ? 'does not match' : expectation.kind === 'contains' ? 'does not contain' : 'contains';
    const judged = expectation.undecided ? UNDECIDED : `the translation ${what} it`;
    lines.push(`${I}${I}${s.red('✗')} expect.${expectation.kind} ${terminalQuoted(expectation.value)}: ${judged}${where(expectation.origin, s)}`);
  }
  lines.push(...renderDerived(example, s));
  return lines;
}

/**
 * Every derived expectation, met or not, since no file shows it: a reviewer
 * sees `"sign in" → not "einloggen": before ✗, after ✓` on a real sentence.
 */
function renderDerived(example: ExampleResult, s: Style): string[] {
  const mark = (met: boolean) => (met ? s.green('✓') : s.red('✗'));
  const lines = (example.derived ?? []).map((d) => {
    const alternatives = (d.admitted ?? []).map(terminalQuoted);
    const what = `${d.kind === 'contains' ? 'contains' : 'not'} ${[terminalQuoted(d.value), ...alternatives].join(' or ')}`;
    const judged = d.met_before === undefined ? mark(d.met) : `before ${mark(d.met_before)}, after ${mark(d.met)}`;
    return `${I}${I}derived: ${terminalQuoted(d.term)} → ${what}: ${judged}  ${s.dim(`# glossary ${terminalQuoted(d.glossary)}, ${terminalText(formatOrigin(d.origin))}`)}`;
  });
  if (example.derived_omitted !== undefined) lines.push(`${I}${I}derived: ${plural(example.derived_omitted, 'more expectation')} not checked (at most ${MAX_DERIVED_PER_EXAMPLE} an example)`);
  return lines;
}

function where(origin: Origin, s: Style): string {
  return `  ${s.dim(`# ${terminalText(formatOrigin(origin))}`)}`;
}

/**
 * What a second Ctrl+C prints before the process ends: the preview lists and
 * glossary copies it had no time to delete, each with the id to delete it by
 * (or, for a create still in flight, that it may exist), and how to remove them.
 */
export function renderPreviewsLeft(left: PreviewsLeft): string {
  const named = (previews: readonly PreviewLeft[], idName: string) =>
    previews
      .map((p) => `${terminalQuoted(p.name)} (${p.id === undefined ? 'being created: it may or may not exist' : `${idName} ${terminalText(p.id)}`})`)
      .join(', ');
  const what = [
    left.lists.length > 0 ? `These preview lists are still on the service: ${named(left.lists, 'style_id')}.` : '',
    (left.glossaries ?? []).length > 0 ? `These preview glossaries are still on the service: ${named(left.glossaries ?? [], 'glossary_id')}.` : '',
  ].filter((line) => line !== '');
  return `\nTwo interrupts received: stopped at once, without deleting the previews. ${what.join('\n')}\n  hint: ${left.hint}\n`;
}
