import type { CheckMode, DerivedExpectation, ExampleResult, GlossaryCheck, GlossaryUse, ListCheck, PlanChecks, TranslationReport } from '../checks/types.ts';
import { billedText, UNDECIDED } from './checks-text.ts';
import type { Diagnostic } from '../config/model.ts';
import { coverageLine } from './coverage-line.ts';
import { diagnosticItem } from './diagnostics-markdown.ts';
import { markdownHtml, markdownMessage, markdownText } from './user-text.ts';
import type { Section } from './markdown-fit.ts';
import { markdownWordDiff } from './markdown-word-diff.ts';
import { PLAN_SIDES, type MarkdownSides } from './markdown-sides.ts';
import { formatOrigin } from './origin.ts';
import { plural } from '../util/plural.ts';

/**
 * The checks as comment sections, cut together with the plan's own sections
 * (markdown-fit.ts) so the whole comment stays under the limit: one block for
 * language problems, one line of cost, then a collapsible block per list with
 * its before/after table, the columns named by `sides`.
 */
export function checkSections(checks: PlanChecks, sides: MarkdownSides = PLAN_SIDES): Section[] {
  const sections: Section[] = [];
  const { languages } = checks;
  if (languages.skipped !== undefined) {
    sections.push({ head: [`**Language checks skipped:** ${markdownText(languages.skipped)}`, ''], body: [], tail: [] });
  } else if (languages.diagnostics.length > 0) {
    sections.push(languageSection(languages.diagnostics));
  }
  if (checks.translations) sections.push(...translationSections(checks.translations, sides, checks.coverage));
  return sections;
}

/**
 * The examples of these lists only, one collapsible block each, with the
 * columns named by `sides`: the drift section of a pull request shows its
 * lists' examples there (review-markdown.ts), not with the pull request's.
 */
export function listCheckSections(lists: readonly ListCheck[], sides: MarkdownSides): Section[] {
  return lists.map((list) => listSection(list, sides));
}

function languageSection(diagnostics: Diagnostic[]): Section {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const head = [`**Language checks:** ${plural(errors, 'error')}, ${plural(diagnostics.length - errors, 'warning')}`, ''];
  return { head, body: diagnostics.map(diagnosticItem), tail: [''] };
}

function translationSections(report: TranslationReport, sides: MarkdownSides, coverage: PlanChecks['coverage']): Section[] {
  const { estimate } = report;
  const cost = `estimated ${estimate.characters} billed characters for ${estimate.translations} translations (limit ${estimate.limit})`;
  if (report.refused !== undefined) {
    return [{ head: [`**Translate checks refused:** ${markdownMessage(report.refused.message)}<br>**Hint:** ${markdownMessage(report.refused.hint)}`, ''], body: [], tail: [] }];
  }
  if (report.skipped !== undefined) {
    const note = `**Translate checks skipped:** ${markdownText(report.skipped.message)}<br>**Hint:** ${markdownText(report.skipped.hint)}`;
    return [{ head: [note, `${cost}, ${billedText(report, markdownText)}.`, ''], body: [], tail: [] }];
  }
  const verdict = report.failures === 0 ? 'all passed' : `**${report.failures} failed**`;
  const head = [`**Translate checks:** ${verdict}; ${cost}, ${billedText(report, markdownText)}.`, ''];
  // No user text in the line: counts and fixed words.
  // Said to be the whole project's (a reviewer reads a comment as about the pull request), with where the rest is listed.
  if (coverage !== undefined) head.push(`${coverageLine(coverage)}${coverageWhere(coverage)}.`, '');
  for (const removed of report.leftovers_removed) {
    head.push(`- removed the leftover preview list ${markdownText(removed.name)} (style\\_id ${markdownText(removed.style_id)}), more than an hour old`);
  }
  for (const removed of report.glossary_leftovers_removed ?? []) {
    head.push(`- removed the leftover preview glossary ${markdownText(removed.name)} (glossary\\_id ${markdownText(removed.glossary_id)}), more than an hour old`);
  }
  // A copy that could not be deleted is said once here; one that could not be made shows on each example that needed it.
  for (const copy of report.glossary_previews ?? []) {
    if (copy.error !== undefined && copy.deleted === false) head.push(`- ❌ ${markdownText(copy.error)}`);
  }
  if (head.length > 2) head.push('');
  return [{ head, body: [], tail: [] }, ...report.lists.map((list) => listSection(list, sides)), ...(report.glossaries ?? []).map((g) => glossarySection(g, sides))];
}

/** `, in all the files (…)`: the coverage line counts every file, not what the change touches. */
function coverageWhere(coverage: NonNullable<PlanChecks['coverage']>): string {
  const short = Object.values(coverage).some((count) => count.exercised < count.total);
  return short ? ' in all the files, not only those changed (`stylesync validate --coverage` lists what no example exercises)' : ' in all the files';
}

/** A glossary file's own examples, translated with that glossary alone: the same table as a list's. */
function glossarySection(check: GlossaryCheck, sides: MarkdownSides): Section {
  const failed = check.examples.filter((e) => e.status !== 'passed').length;
  const how = check.mode === 'unchanged' ? 'unchanged' : check.mode === 'changed' ? sides.how : 'new glossary';
  const head = [
    `<details${failed > 0 ? ' open' : ''}><summary>${failed === 0 ? '✅' : '❌'} Examples of glossary <b>${markdownHtml(check.name)}</b> (${how}): ${failed === 0 ? 'passed' : `${failed} failed`} · ${markdownHtml(check.file)}</summary>`,
    '',
  ];
  return { head, body: exampleTable(check.examples, check.mode, sides), tail: ['', '</details>', ''] };
}

/** `, with glossaries <b>Acme</b> (changed)`: which glossaries a list's examples were sent with, and how each took part. */
function glossariesNote(uses: readonly GlossaryUse[] | undefined): string {
  if (uses === undefined || uses.length === 0) return '';
  return `, with ${uses.length === 1 ? 'glossary' : 'glossaries'} ${uses.map((u) => `<b>${markdownHtml(u.name)}</b> (${u.mode === 'unusable' ? 'unusable' : u.mode})`).join(', ')}`;
}

function listSection(list: ListCheck, sides: MarkdownSides): Section {
  const failed = list.examples.filter((e) => e.status !== 'passed').length + (list.preview?.error === undefined ? 0 : 1) + (list.live_copy?.error === undefined ? 0 : 1);
  const outcome = failed === 0 ? 'passed' : `${failed} failed`;
  const open = failed > 0 ? ' open' : '';
  const how = list.mode === 'unchanged' ? 'unchanged' : list.mode === 'changed' ? sides.how : 'new list';
  const head = [
    `<details${open}><summary>${failed === 0 ? '✅' : '❌'} Examples of <b>${markdownHtml(list.name)}</b> (${markdownHtml(list.language)}, ${how}${glossariesNote(list.glossaries)}): ${outcome} · ${markdownHtml(list.file)}</summary>`,
    '',
  ];
  const body: string[] = [];
  if (list.preview?.error !== undefined) body.push(`> ${markdownText(list.preview.error)}`, '');
  if (list.live_copy?.error !== undefined) body.push(`> ${markdownText(list.live_copy.error)}`, '');
  body.push(...exampleTable(list.examples, list.mode, sides));
  return { head, body, tail: ['', '</details>', ''] };
}

/** The before/after table of some examples, then the expectations they missed and the derived ones. */
function exampleTable(examples: readonly ExampleResult[], mode: CheckMode, sides: MarkdownSides): string[] {
  const columns = mode === 'changed' ? ['Example', markdownText(sides.before), markdownText(sides.after)] : ['Example', mode === 'new' ? markdownText(sides.after) : 'Result'];
  const body = [`| ${columns.join(' | ')} |`, `|${columns.map(() => '---').join('|')}|`];
  const notes: string[] = [];
  for (const example of examples) {
    body.push(row(example, mode));
    notes.push(...exampleNotes(example, sides));
  }
  if (notes.length > 0) body.push('', ...notes);
  return body;
}

function row(example: ExampleResult, mode: CheckMode): string {
  const mark = example.status === 'passed' ? '✅' : '❌';
  const source = `${mark} ${markdownText(example.text)} → ${markdownText(example.target_language)} (${markdownText(formatOrigin(example.origin))})`;
  if (example.status === 'error') {
    const message = `translate failed: ${markdownText(example.error ?? '')}`;
    return mode === 'changed' ? `| ${source} | ${message} | |` : `| ${source} | ${message} |`;
  }
  if (mode === 'changed') {
    const before = markdownText(example.before ?? '');
    const after = example.before !== undefined && example.after !== undefined ? markdownWordDiff(example.before, example.after) : markdownText(example.after ?? '');
    return `| ${source} | ${before} | ${after} |`;
  }
  return `| ${source} | ${markdownText(example.after ?? '')} |`;
}

/** The written expectations an example missed, then its derived ones. */
function exampleNotes(example: ExampleResult, sides: MarkdownSides): string[] {
  return [...writtenFailures(example), ...derivedNotes(example, sides)];
}

/**
 * The derived expectations of an example, since no file shows them: each one
 * the translation misses on a line of its own, as a written one's
 * (`- ❌ derived from the glossary term "sign in" (…): the translation "…"
 * does not contain "anmelden"`), then one ✅ line of those met, grouped by
 * what the change did to them in the table's words and order: `live ❌ →
 * this pull request ✅: "sign in" → contains "anmelden"; both ✅: …`. A ✅
 * leading an item with a ❌ after it read as a failure, and five items each
 * with both marks and a file:line read as a wall.
 */
function derivedNotes(example: ExampleResult, sides: MarkdownSides): string[] {
  const derived = example.derived ?? [];
  if (derived.length === 0) return [];
  // An admitted alternative meets the term too: `"anmelden" or "Anmeldung"`.
  const value = (d: DerivedExpectation) => [d.value, ...(d.admitted ?? [])].map((v) => markdownText(JSON.stringify(v))).join(' or ');
  const what = (d: DerivedExpectation) => `${markdownText(JSON.stringify(d.term))} → ${d.kind === 'contains' ? 'contains' : 'not'} ${value(d)}`;
  const missed = derived
    .filter((d) => !d.met)
    .map((d) => {
      const fault = d.kind === 'contains' ? `does not contain ${value(d)}` : `contains ${value(d)}, a forbidden variant`;
      return `- ❌ derived from the glossary term ${markdownText(JSON.stringify(d.term))} (${markdownText(formatOrigin(d.origin))}): the translation ${markdownText(JSON.stringify(example.after ?? ''))} ${fault}`;
    });
  const met = derived.filter((d) => d.met);
  const [before, after] = sides.words.map(markdownText) as [string, string];
  const groups: string[] = [];
  const now = met.filter((d) => d.met_before === false);
  const both = met.filter((d) => d.met_before === true);
  const once = met.filter((d) => d.met_before === undefined);
  if (now.length > 0) groups.push(`${before} ❌ → ${after} ✅: ${now.map(what).join(', ')}`);
  if (both.length > 0) groups.push(`both ✅: ${both.map(what).join(', ')}`);
  if (once.length > 0) groups.push(once.map(what).join(', '));
  if (example.derived_omitted !== undefined) groups.push(`${example.derived_omitted} more not checked`);
  // The ✅ says what the line holds, met ones, whatever the ❌ lines above it say.
  const metLine = groups.length === 0 ? [] : [`- ✅ derived from glossary terms, ${markdownText(JSON.stringify(example.text))}: ${groups.join('; ')}`];
  return [...missed, ...metLine];
}

function writtenFailures(example: ExampleResult): string[] {
  return example.expectations
    .filter((e) => !e.met)
    .map((e) => {
      const what = e.kind === 'matches' ? 'does not match' : e.kind === 'contains' ? 'does not contain' : 'contains';
      const judged = e.undecided ? UNDECIDED : `the translation ${markdownText(JSON.stringify(example.after ?? ''))} ${what} it`;
      return `- ❌ \`expect.${e.kind}\` ${markdownText(JSON.stringify(e.value))} (${markdownText(formatOrigin(e.origin))}): ${judged}`;
    });
}

