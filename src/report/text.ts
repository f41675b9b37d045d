import type { RuleChange } from '../catalog/canonical.ts';
import type { InstructionSpec, LiveList, Origin, RuleMap } from '../catalog/types.ts';
import { listKind } from '../plan/kinds.ts';
import { renameHintText } from './rename-hint-text.ts';
import { allProblems, planHasChanges } from '../plan/sections.ts';
import type { Change, ListPlan, Plan, PlanProblem, UnmanagedList } from '../plan/types.ts';
import { ACTION_MARK, ADOPT_WORDS, adoptedFirst } from './marks.ts';
import { formatOrigin } from './origin.ts';
import { makeStyle, type Style } from './style.ts';
import { INDENT as I, markStyle, textComment, textDeleteHead } from './text-parts.ts';
import { terminalQuoted, terminalText } from './user-text.ts';
import { unmanagedLines } from './unmanaged-lines.ts';
import { partialLine } from './partial-line.ts';
import { heldBack, heldBackWords, summaryLine } from './summary-line.ts';
import { renderGlossariesText } from './glossary-text.ts';
import { ruleInWords, ruleValueInWords, valueInWords } from '../catalog/rule-words.ts';
import { heldInWords, ruleEntries } from './list-content.ts';
import { needsSeparator, wordDiff } from './word-diff.ts';
import type { TermNoteChange } from '../plan/term-notes-diff.ts';
import { termNotesText } from './term-notes-text.ts';
import { type ChangeCause, instructionGoneWords, serviceWords } from './change-cause.ts';

export interface TextOptions {
  /** ANSI colour; only when the output is a terminal that wants it. */
  color: boolean;
  /** Rendered blocks (the plan-time checks) placed before the summary line, which stays last. */
  appendix?: string;
  /** `plan --since REF`: the terms whose notes changed in the glossary files alone, shown after the checks. */
  filesAlone?: { since: string; terms: readonly TermNoteChange[] };
  /** Which side moved, when the caller knows (change-cause.ts): the words for what the files lack follow it. */
  cause?: ChangeCause;
  /**
   * `plan --since REF`: the plan's changes apart (plan/drift.ts), those of the
   * files since REF first, then drift (the service against the files at REF),
   * each change in one of the two only. Problems and the summary line stay
   * the whole plan's: applying makes both.
   */
  split?: { since: string; own: Plan; drift: Plan };
}

/**
 * The plan for a person at a terminal, in the manner of `terraform plan`: one
 * block per list with its mark, where each change comes from, and the summary
 * line last.
 */
export function renderText(plan: Plan, options: TextOptions): string {
  const s = makeStyle(options.color);
  const out: string[] = [];
  const cause = options.cause ?? 'unknown';
  if (plan.target !== undefined) out.push(`Target: ${terminalQuoted(plan.target)}`, '');
  out.push(...(options.split === undefined ? changeBlocks(plan, s, cause) : splitBlocks(options.split, s)));
  const problems = allProblems(plan);
  if (problems.length > 0) out.push(...renderProblems(problems, s), '');
  if ((plan.alerts ?? []).length > 0) out.push(s.yellow(s.bold('warning: a protection is lifted in the same change that deletes:')), ...problemLines(plan.alerts ?? [], s, s.yellow('!')), '');
  const blocked = heldBack(plan);
  if (blocked.lists.length + blocked.glossaries.length > 0) out.push(...renderBlocked(blocked, problems.length > 0, s), '');
  if (options.appendix) out.push(options.appendix.trimEnd(), '');
  const alone = options.filesAlone === undefined ? [] : termNotesText(options.filesAlone.terms, options.filesAlone.since, s);
  if (alone.length > 0) out.push(...alone, '');
  const partial = partialLine(plan);
  if (partial !== undefined) out.push(s.yellow(terminalText(partial)));
  out.push(s.bold(summaryLine(plan)));
  return `${out.join('\n')}\n`;
}


/** The lists, the unmanaged lists, then the glossaries (with the unmanaged ones) of a plan. */
function changeBlocks(plan: Plan, s: Style, cause: ChangeCause): string[] {
  const out: string[] = [];
  // Adoptions first, above the updates: each overwrites a live list no file managed before.
  for (const list of adoptedFirst(plan.lists.items)) out.push(...renderList(list, s, cause), '');
  if (plan.lists.unmanaged.length > 0) out.push(...renderUnmanaged(plan.lists.unmanaged, s), '');
  if (plan.glossaries) out.push(...renderGlossariesText(plan.glossaries, s, cause));
  return out;
}

/** The changes of the files since a ref, then drift under its own line; nothing twice. */
function splitBlocks(split: NonNullable<TextOptions['split']>, s: Style): string[] {
  const { own, drift, since } = split;
  const out = changeBlocks(own, s, 'files');
  const driftGlossaries = drift.glossaries === undefined ? undefined : { ...drift.glossaries, unmanaged: [] };
  if (!planHasChanges(drift)) return out;
  const none = !planHasChanges(own);
  out.unshift(s.bold(none ? `No changes of the files since ${terminalText(since)}.` : `Changes of the files since ${terminalText(since)}:`), '');
  out.push(
    s.bold(`Drift: the service differs from the files at ${terminalText(since)}; applying makes these changes too:`),
    textComment('changed on the service, outside stylesync, or the files at that commit were never applied', s),
    '',
  );
  for (const list of drift.lists.items) out.push(...renderList(list, s, 'service'), '');
  if (driftGlossaries !== undefined) out.push(...renderGlossariesText(driftGlossaries, s, 'service'));
  return out;
}

function renderList(list: ListPlan, s: Style, cause: ChangeCause): string[] {
  const mark = markStyle(list.action, s)(ACTION_MARK[list.action]);
  // A replace's id and version belong to the old list, so its language goes with them; the new list has neither yet.
  const old = replacedList(list);
  const facts = [old?.language ?? list.language];
  if (list.style_id !== undefined) facts.push(`style_id ${list.style_id}`);
  if (list.live_version !== undefined) facts.push(`version ${list.live_version}`);
  if (old !== undefined) facts[facts.length - 1] += ` → ${list.language}, new style_id`;
  const head = `${mark} ${s.bold(`${list.adopted ? 'adopt' : list.action} ${terminalQuoted(list.name)}`)} (${terminalText(facts.join(', '))})`;
  const where = headOrigin(list) ?? list.file;
  const lines = [where ? `${head}  ${textComment(where, s)}` : head];
  if (list.adopted) lines.push(`${I}${s.yellow('!')} ${ADOPT_WORDS.list}`);
  for (const change of list.changes) lines.push(...renderChange(change, list, s, cause));
  if (list.rename_hint !== undefined) {
    const { message, hint } = renameHintText(listKind, list.file, list.rename_hint);
    lines.push(`${I}${s.yellow('!')} ${terminalText(message)}`, `${I}  ${s.bold('Hint:')} ${terminalText(hint)}`);
  }
  return lines;
}

function replacedList(list: ListPlan): LiveList | undefined {
  if (list.action !== 'replace') return undefined;
  for (const change of list.changes) if (change.kind === 'delete_list') return change.before;
  return undefined;
}

function headOrigin(list: ListPlan): string | undefined {
  for (const change of list.changes) if (change.kind === 'create_list' && change.origin) return formatOrigin(change.origin);
  return undefined;
}

function renderChange(change: Change, list: ListPlan, s: Style, cause: ChangeCause): string[] {
  switch (change.kind) {
    case 'create_list': {
      const lines = [`${I}${s.green('+')} language: ${terminalText(change.body.language)}`];
      lines.push(...renderNewRules(change.body.configured_rules, change.rule_origins ?? {}, s));
      change.body.custom_instructions.forEach((instruction, i) => {
        lines.push(...renderNewInstruction(instruction, change.instruction_origins?.[i], s));
      });
      return lines;
    }
    case 'rename_list':
      return [`${I}${s.yellow('~')} name: ${terminalQuoted(change.from)} → ${terminalQuoted(change.to)}${originNote(change.origin, s)}`];
    case 'replace_rules':
      return [`${I}${s.yellow('~')} rules (replaced as a whole):`, ...change.rules.map((r) => renderRuleChange(r, change.origins, s, cause))];
    case 'delete_instruction': {
      const why = change.reason === 'duplicate_label' ? 'duplicate label in the live list: one copy is kept' : instructionGoneWords(cause);
      const head = `${I}${s.red('-')} instruction ${terminalQuoted(change.before.label)}  ${textComment(why, s)}`;
      // An adopted list's instructions were never in a file: the reviewer sees here what is lost.
      return list.adopted ? [head, `${I}${I}prompt: ${terminalText(change.before.prompt)}`] : [head];
    }
    case 'update_instruction': {
      const lines = [`${I}${s.yellow('~')} instruction ${terminalQuoted(change.after.label)}${originNote(change.origin, s)}`];
      if (change.before.prompt !== change.after.prompt) lines.push(`${I}${I}prompt: ${renderWordDiff(change.before.prompt, change.after.prompt, s)}`);
      if (change.before.source_language !== change.after.source_language) {
        lines.push(`${I}${I}source_language: ${sourceLanguage(change.before.source_language, s)} → ${sourceLanguage(change.after.source_language, s)}`);
      }
      return lines;
    }
    case 'create_instruction':
      return renderNewInstruction(change.after, change.origin, s);
    case 'delete_list':
      return renderDeleteList(change, list, s);
  }
}

function renderDeleteList(change: Extract<Change, { kind: 'delete_list' }>, list: ListPlan, s: Style): string[] {
  const before = change.before;
  switch (change.reason) {
    case 'absent':
    case 'prune':
      return [...textDeleteHead(listKind, change.reason, change.kept, s), ...renderLiveContent(before, 'With it go', s)];
    case 'duplicate':
      return textDeleteHead(listKind, change.reason, change.kept, s);
    case 'replace':
      return [
        `${I}${s.red('-')} deleted and created again: language ${terminalText(before.language)} → ${terminalText(list.language)} cannot be changed in place`,
        `${I}  ${s.bold(`The new list gets a NEW style_id: translation requests passing style_id ${terminalText(before.style_id)} must switch to it (${pinNote(list)}).`)}`,
        ...renderLiveContent(before, 'The old list goes with', s),
      ];
  }
}

/** What a delete takes away, as it is live now: the rules in words and the instruction labels. */
function renderLiveContent(live: LiveList, lead: string, s: Style): string[] {
  const rules = ruleEntries(live.configured_rules);
  const labels = live.custom_instructions.map((i) => i.label);
  if (rules.length === 0 && labels.length === 0) return [`${I}  The live list holds no rules and no instructions.`];
  return [
    `${I}  ${lead} its ${heldInWords(rules.length, labels.length)}, as they are live now:`,
    ...rules.map(([group, rule, value]) => `${I}${I}${s.red('-')} rule ${terminalText(ruleValueInWords(rule, value))}  ${textComment(`${group}.${rule}`, s)}`),
    ...labels.map((label) => `${I}${I}${s.red('-')} instruction ${terminalQuoted(label)}`),
  ];
}

function pinNote(list: ListPlan): string {
  return list.pinned && list.file !== undefined ? `and so must the style_id pin in ${terminalText(list.file)}` : 'and so must any style_id pin';
}

/** Rules in words (catalog/rule-words.ts); the identifier the file uses and where it is written, as a comment beside them. */
function renderNewRules(rules: RuleMap, origins: Record<string, Origin>, s: Style): string[] {
  return ruleEntries(rules).map(([group, rule, value]) => {
    const key = `${group}.${rule}`;
    return `${I}${s.green('+')} rule ${terminalText(ruleValueInWords(rule, value))}  ${textComment(whereRule(key, origins[key]), s)}`;
  });
}

function renderRuleChange(rule: RuleChange, origins: Record<string, Origin>, s: Style, cause: ChangeCause): string {
  const key = `${rule.group}.${rule.rule}`;
  const mark = rule.before === undefined ? s.green('+') : rule.after === undefined ? s.red('-') : s.yellow('~');
  const before = rule.before === undefined ? s.dim('(unset)') : s.red(terminalText(valueInWords(rule.rule, rule.before)));
  const after = rule.after === undefined ? s.dim('(unset)') : s.green(terminalText(valueInWords(rule.rule, rule.after)));
  const how = serviceWords(cause, rule.before, rule.after, 'style files');
  return `${I}${I}${mark} ${terminalText(ruleInWords(rule.rule))}: ${before} → ${after}  ${textComment(how === undefined ? whereRule(key, origins[key]) : `${whereRule(key, origins[key])}; ${how}`, s)}`;
}

function whereRule(key: string, origin: Origin | undefined): string {
  return origin ? `${key}, ${formatOrigin(origin)}` : key;
}

function renderNewInstruction(instruction: InstructionSpec, origin: Origin | undefined, s: Style): string[] {
  return [
    `${I}${s.green('+')} instruction ${terminalQuoted(instruction.label)}${originNote(origin, s)}`,
    `${I}${I}prompt: ${terminalText(instruction.prompt)}`,
    `${I}${I}source_language: ${sourceLanguage(instruction.source_language, s)}`,
  ];
}

/** An instruction without a source language shows as `(unset)`, like a rule without a value. */
function sourceLanguage(code: string | undefined, s: Style): string {
  return code === undefined ? s.dim('(unset)') : terminalText(code);
}

/**
 * Removed words in red and added in green, a space apart where one replaces
 * the other (colour alone would run them together, and not every reader tells
 * red from green); without colour, git's plain word-diff marks, which
 * separate them already.
 */
export function renderWordDiff(before: string, after: string, s: Style): string {
  const parts = wordDiff(before, after);
  return parts
    .map((part, i) => {
      const text = terminalText(part.text);
      if (part.kind === 'same') return text;
      const gap = s.color && needsSeparator(parts[i - 1], part) ? ' ' : '';
      if (part.kind === 'removed') return s.color ? gap + s.red(text) : `[-${text}-]`;
      return s.color ? gap + s.green(text) : `{+${text}+}`;
    })
    .join('');
}

function renderUnmanaged(unmanaged: UnmanagedList[], s: Style): string[] {
  return unmanagedLines('Lists no style file manages (left alone):', unmanaged, (list) => {
    const why = list.ignored ? 'matches an ignore pattern' : '--prune would delete it';
    return `  ${s.dim('?')} ${terminalQuoted(list.name)} (${terminalText(list.language)}, style_id ${terminalText(list.style_id)})  ${textComment(why, s)}`;
  });
}

/** A problem of a list or of a glossary: both shapes carry these. */
type Problem = Pick<PlanProblem, 'code' | 'message' | 'hint' | 'file'>;

function renderProblems(problems: Problem[], s: Style): string[] {
  const count = problems.length === 1 ? '1 problem stops' : `${problems.length} problems stop`;
  return [s.red(s.bold(`error: ${count} this plan from being applied:`)), ...problemLines(problems, s)];
}

/** `stopped`: a problem stops the whole plan too, so "the rest can be applied" would not be true. */
function renderBlocked(blocked: { lists: Problem[]; glossaries: Problem[] }, stopped: boolean, s: Style): string[] {
  const problems = [...blocked.lists, ...blocked.glossaries];
  const rest = stopped ? ' as well' : '; the rest of the plan can be applied';
  return [s.red(s.bold(`error: ${heldBackWords(blocked.lists.length, blocked.glossaries.length)} held back${rest}:`)), ...problemLines(problems, s)];
}

function problemLines(problems: Problem[], s: Style, mark = s.red('✗')): string[] {
  const lines: string[] = [];
  for (const problem of problems) {
    const where = problem.file !== undefined ? ` (${terminalText(problem.file)})` : '';
    lines.push('', `  ${mark} ${terminalText(problem.message)}${s.dim(` [${problem.code}]`)}${where}`, `    ${s.bold('Hint:')} ${terminalText(problem.hint)}`);
  }
  return lines;
}

function originNote(origin: Origin | undefined, s: Style): string {
  return origin ? `  ${textComment(formatOrigin(origin), s)}` : '';
}
