import type { Origin } from '../catalog/types.ts';
import { instructionFile, sourceLanguageOrigin, type DesiredInstruction } from '../catalog/desired.ts';
import { instructionFields } from '../catalog/instruction-fields.ts';
import { diagnostic } from '../config/diagnostic.ts';
import { rootLanguage } from '../catalog/root-language.ts';
import type { DesiredList, Diagnostic, Example } from '../config/model.ts';
import { orList } from '../config/suggest.ts';
import type { LanguageEntry } from '../live/api.ts';
import type { LanguageSets } from './load-languages.ts';

/** Statuses that work but may change or go away. */
const PREVIEW_STATUSES = new Set(['beta', 'early_access']);

type Role = 'source' | 'target';

/**
 * The style files against the languages the account has: list languages
 * against resource `style_rules`, instruction and example languages against
 * `translate_text`. Codes are opaque: an entry's role comes only from
 * `usable_as_source`/`usable_as_target`, and codes are compared
 * case-insensitively because the service itself accepts either case.
 * Beta and early-access languages and features are warnings.
 */
export function checkLanguages(lists: readonly DesiredList[], sets: LanguageSets): Diagnostic[] {
  const out = new Map<string, Diagnostic>();
  // A fragment's value is checked once, however many lists extend it.
  const add = (d: Diagnostic) => out.set(`${d.file}:${d.line}:${d.col}:${d.code}`, d);
  const styleRules = index(sets.style_rules);
  const translate = index(sets.translate_text);
  const quiet = new Map<string, boolean>();

  for (const list of lists) {
    if (list.state !== 'present') continue;
    const at = list.languageOrigin ?? list.origin;
    checkCode(list.language, 'target', styleRules, sets.style_rules, { at, path: 'language', what: 'list language', resource: 'style rule lists' }, add);
    checkInstructionSources(list, translate, sets.translate_text, quiet, add);
    for (const example of list.examples) {
      const hasTarget = checkExampleCodes(example, sets.translate_text, add);
      if (!hasTarget) checkDefaultTarget(list, example.origin, example.path, sets.translate_text, add);
    }
  }
  return [...out.values()];
}

/**
 * Each instruction's source_language against resource `translate_text`. What a code's check says depends on the code
 * alone (its place only says where), so a code found fine once (`quiet`, shared by every list) is not checked again:
 * a plan of 5,000 lists × 100 instructions made half a million places and objects for one or two codes. The
 * instructions are read by field (catalog/desired-instructions.ts); the objects are made only for a list that has a
 * code not yet found fine.
 */
function checkInstructionSources(list: DesiredList, byCode: Map<string, LanguageEntry>, all: readonly LanguageEntry[], quiet: Map<string, boolean>, add: (d: Diagnostic) => void): void {
  const fields = instructionFields(list);
  let instructions: readonly DesiredInstruction[] | undefined;
  let fromFragments = 0;
  for (let n = 0; n < fields.length; n++) {
    const code = fields.sourceLanguage(n);
    if (code === undefined || quiet.get(code) === true) continue;
    if (instructions === undefined) {
      instructions = list.custom_instructions;
      fromFragments = instructions.filter((i) => instructionFile(i, list.file) !== list.file).length;
    }
    const instruction = instructions[n] as DesiredInstruction;
    const where = sourceLanguageOrigin(instruction, list.file);
    // The path is the index in the list's own file: its instructions come after its fragments' (config/merge.ts), in
    // the file's order, and a file that skipped an item has errors and is not checked here.
    const path = where.file === list.file ? `custom_instructions[${n - fromFragments}].source_language` : 'source_language';
    let told = 0;
    const tell = (d: Diagnostic) => {
      told++;
      add(d);
    };
    checkCode(code, 'source', byCode, all, { at: where, path, what: 'instruction source_language', resource: 'translation' }, tell);
    quiet.set(code, told === 0);
  }
}

/** An example's source_language and target_language against resource `translate_text`; false when it has no target_language. */
export function checkExampleCodes(example: Example, translateText: readonly LanguageEntry[], add: (d: Diagnostic) => void): boolean {
  const translate = index(translateText);
  if (example.source_language !== undefined) {
    const where = example.at.source_language ?? example.origin;
    checkCode(example.source_language, 'source', translate, translateText, { at: where, path: `${example.path}.source_language`, what: 'example source_language', resource: 'translation' }, add);
  }
  if (example.target_language === undefined) return false;
  const where = example.at.target_language ?? example.origin;
  checkCode(example.target_language, 'target', translate, translateText, { at: where, path: `${example.path}.target_language`, what: 'example target_language', resource: 'translation' }, add);
  return true;
}

/**
 * Without --check-translations the examples are not sent, so their
 * language problems cannot break anything yet: warnings, not errors.
 */
export function examplesAsWarnings(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return diagnostics.map((d) => (d.severity === 'error' && d.path.startsWith('examples[') ? { ...d, severity: 'warning' } : d));
}

interface Where {
  at: Origin;
  path: string;
  what: string;
  resource: string;
}

function index(entries: readonly LanguageEntry[]): Map<string, LanguageEntry> {
  return new Map(entries.map((e) => [e.lang.toLowerCase(), e]));
}

function usable(entry: LanguageEntry, role: Role): boolean {
  return role === 'source' ? entry.usable_as_source : entry.usable_as_target;
}

function checkCode(
  code: string,
  role: Role,
  byCode: Map<string, LanguageEntry>,
  all: readonly LanguageEntry[],
  where: Where,
  add: (d: Diagnostic) => void,
): void {
  const entry = byCode.get(code.toLowerCase());
  const pos = { file: where.at.file, pos: where.at, path: where.path };
  if (!entry || !usable(entry, role)) {
    const choices = all.filter((e) => usable(e, role)).map((e) => e.lang);
    const sameRoot = choices.filter((c) => rootLanguage(c) === rootLanguage(code));
    const why = entry ? `is a ${where.resource} language only as a ${role === 'source' ? 'target' : 'source'}` : `is not a ${where.resource} language of this account`;
    add(
      diagnostic(
        'error',
        `unsupported-${role}-language`,
        pos,
        `${where.what} \`${code}\` ${why}: the service reports it is not usable as a ${role}`,
        sameRoot.length > 0
          ? `Use ${codes(sameRoot)}.`
          : `Use one of the ${role} languages the service lists: ${shortList(choices)}. Run with --refresh-languages if the account gained it today.`,
      ),
    );
    return;
  }
  warnPreview(entry, code, where, add);
}

/**
 * The target an example without `target_language` translates into: the
 * list's language when the service lists it as a target, else the first
 * target of the same root language in the service's order (an `en` list
 * translates into `en-GB` when `en` alone is not a target). Undefined when
 * the service offers no target of that language.
 */
export function defaultTarget(listLanguage: string, translateText: readonly LanguageEntry[]): string | undefined {
  const own = translateText.find((e) => e.lang.toLowerCase() === listLanguage.toLowerCase());
  if (own?.usable_as_target) return listLanguage;
  return translateText.find((e) => e.usable_as_target && rootLanguage(e.lang) === rootLanguage(listLanguage))?.lang;
}

/** An example without target_language: say which target it gets when the list's language is not one itself. */
function checkDefaultTarget(list: DesiredList, at: Origin, path: string, all: readonly LanguageEntry[], add: (d: Diagnostic) => void): void {
  const chosen = defaultTarget(list.language, all);
  if (chosen === list.language) return;
  const variants = all.filter((e) => e.usable_as_target && rootLanguage(e.lang) === rootLanguage(list.language)).map((e) => e.lang);
  const pos = { file: at.file, pos: at, path };
  if (chosen === undefined) {
    add(
      diagnostic(
        'error',
        'unsupported-target-language',
        pos,
        `the example has no target_language, and the service offers no translation target of the list's language \`${list.language}\``,
        'Remove the example, or move it to a list whose language the service translates into.',
      ),
    );
    return;
  }
  add(
    diagnostic(
      'warning',
      'default-target-language',
      pos,
      `the example has no target_language and \`${list.language}\` is not a translation target on its own, so it is translated into \`${chosen}\``,
      `Set \`target_language\` on the example to choose: ${codes(variants)}.`,
    ),
  );
}

function warnPreview(entry: LanguageEntry, code: string, where: Where, add: (d: Diagnostic) => void): void {
  const pos = { file: where.at.file, pos: where.at, path: where.path };
  if (entry.status !== undefined && PREVIEW_STATUSES.has(entry.status)) {
    add(
      diagnostic(
        'warning',
        'preview-language',
        pos,
        `${where.what} \`${code}\` is in ${entry.status.replace('_', ' ')} for ${where.resource}: it works, but may change or be withdrawn`,
        'Keep it if that risk is acceptable; check the service changelog before relying on it in production.',
      ),
    );
  }
  for (const [feature, info] of Object.entries(entry.features)) {
    if (!PREVIEW_STATUSES.has(info.status)) continue;
    add(
      diagnostic(
        'warning',
        'preview-feature',
        pos,
        `feature ${feature} of ${where.what} \`${code}\` is in ${info.status.replace('_', ' ')} for ${where.resource}`,
        'It may change or be withdrawn; check the service changelog before relying on it.',
      ),
    );
  }
}

function codes(items: readonly string[]): string {
  return orList(items.map((i) => `\`${i}\``));
}

function shortList(items: readonly string[]): string {
  return items.length > 12 ? `${items.slice(0, 12).join(', ')}, …` : items.join(', ');
}
