import { allowedValues, CATALOG, catalogGroup } from '../catalog/catalog.ts';
import { isStyleLanguage, type Origin, type RuleMap } from '../catalog/types.ts';
import { diagnostic, type DiagnosticAt } from './diagnostic.ts';
import { MAX_DIAGNOSTICS_PER_FILE } from './diagnostic-cap.ts';
import type { DesiredInstruction, Diagnostic, Example, GlossaryRef, GuideText } from './model.ts';
import { formatPath, locate, type DocPath, type PosNode } from './position.ts';
import { schemaCheck } from './schema-check.ts';
import { adviceDiagnostics, instructionAdvice, type InstructionAdvice } from './validate-instructions.ts';
import { fittingSuggestions, orList, typoSuggestions, type Fit } from './suggest.ts';
import { groupsOneEditFrom, readAllowUnknown, type AllowUnknown } from './allow-unknown.ts';
import { ruleLanguages } from '../catalog/language-markers.ts';
import { isObject } from '../util/is-object.ts';
import { hiddenCharacter, type HiddenCharacter } from '../catalog/hidden-characters.ts';
import { fileNote } from './file-note.ts';
import { packSourceLanguageAt } from '../catalog/desired.ts';
import { DesiredInstructions } from '../catalog/desired-instructions.ts';

/** A reference in `extends`, as written. */
export interface ExtendsRef {
  ref: string;
  origin: Origin;
  path: string;
}

/** What one style file or fragment contributes, with the origin of everything; no YAML left. */
export interface DocumentContent {
  file: string;
  kind: 'list' | 'fragment';
  /** Whether the document itself had an error. */
  hasErrors: boolean;
  name?: string;
  language?: string;
  languageOrigin?: Origin;
  style_id?: string;
  state: 'present' | 'absent';
  /** `note:` of a list: the change in words for the guide's dated What's new (config/file-note.ts). */
  note?: string;
  /** `protect: true` of a list. */
  protect?: boolean;
  /** Where the name (else the style_id, else the document) is written. */
  origin: Origin;
  styleIdOrigin?: Origin;
  extendsRefs: ExtendsRef[];
  rules: RuleMap;
  ruleOrigins: Record<string, Origin>;
  /** In columns (catalog/desired-instructions.ts): a plan holds every list's to its end. */
  instructions: DesiredInstructions;
  /** Where `custom_instructions` is written, for messages about the whole list of them. */
  instructionsAt: { origin: Origin; path: string };
  examples: Example[];
  /** `glossaries:` of a list, by name. */
  glossaries?: GlossaryRef[];
  /** `guide:` of a list: free text for the readable guide. */
  guide?: GuideText;
}

export interface CheckOptions {
  /** Groups missing from the catalog are errors, not warnings. */
  strict: boolean;
  /**
   * `group.rule` names the repository declares in stylesync.yaml (`extra_rules`):
   * rules the service has and the local catalog lacks, accepted with any value.
   */
  extraRules?: ReadonlySet<string>;
  /**
   * The service's advice on each prompt is read later, elsewhere (config/advice-thread.ts, a second thread): the
   * prompts come back in `advice`, each with where its diagnostics go, for `withAdvice`.
   */
  deferAdvice?: boolean;
}

/**
 * The prompts of one document whose advice is read later, and where each one's diagnostics go: the advice of
 * `prompts[k]` comes before the document's diagnostic number `at[k]` (after all of them when it is their count),
 * so `withAdvice` puts every diagnostic where checking the prompt in place would have, and a capped listing keeps the
 * same ones (config/diagnostic-cap.ts keeps the first added).
 */
export interface DeferredAdvice {
  /** The list's language as written (undefined in a fragment), as instructionAdvice reads it. */
  language: string | undefined;
  prompts: string[];
  /** Each prompt's index in `custom_instructions`, for its diagnostics' path. */
  indexes: number[];
  at: number[];
  /**
   * Where each prompt is written, as numbers: the document's position tree is not kept while the advice is read (it
   * would outlive young-generation collections by the hundred, and be copied by each).
   */
  lines: number[];
  cols: number[];
}

/**
 * The service stores a rule it does not know without complaint, so a typo
 * would silently do nothing: unknown rules of known groups fail unless
 * stylesync.yaml vouches for them.
 */
const RULE_ESCAPE =
  'If the service has this rule and stylesync\'s catalog lacks it, list it under `extra_rules:` in stylesync.yaml';

type Doc = Record<string, unknown>;

/**
 * One parsed document against the schema and the rules that need no other
 * file: catalog values, duplicate labels, whitespace. Pure: no fs, no YAML.
 */
export function checkDocument(
  parsed: { file: string; data: unknown; pos: PosNode },
  kind: 'list' | 'fragment',
  options: CheckOptions,
): { content: DocumentContent; diagnostics: Diagnostic[]; advice?: DeferredAdvice } {
  const { file, data, pos } = parsed;
  const diagnostics = schemaCheck(kind, file, data, pos);
  const doc: Doc = isObject(data) ? data : {};
  const origin = (path: DocPath, at: 'value' | 'key' = 'value'): Origin => ({ file, ...locate(pos, path, at) });

  const name = str(doc.name);
  const style_id = str(doc.style_id);
  const content: DocumentContent = {
    file,
    kind,
    hasErrors: false,
    state: doc.state === 'absent' ? 'absent' : 'present',
    origin: origin(name !== undefined ? ['name'] : style_id !== undefined ? ['style_id'] : []),
    extendsRefs: extendsRefs(doc.extends, origin),
    rules: {},
    ruleOrigins: {},
    instructions: new DesiredInstructions(Array.isArray(doc.custom_instructions) ? doc.custom_instructions.length : 0),
    instructionsAt: { origin: origin(['custom_instructions'], 'key'), path: 'custom_instructions' },
    examples: [],
  };
  if (name !== undefined) content.name = name;
  if (doc.protect === true) content.protect = true;
  if (style_id !== undefined) {
    content.style_id = style_id;
    content.styleIdOrigin = origin(['style_id']);
  }
  const language = str(doc.language);
  if (language !== undefined) {
    content.language = language;
    content.languageOrigin = origin(['language']);
  }

  // Labels: control characters only for now (collectInstructions); names (the identity on the service and in every plan) refuse every hidden character.
  const nameHidden = name === undefined ? undefined : hiddenCharacter(name);
  if (nameHidden) diagnostics.push(hiddenCharacterDiagnostic('name', nameHidden, { file, pos: locate(pos, ['name']), path: 'name' }));
  else if (name !== undefined && name.trim() !== '' && name !== name.trim()) {
    diagnostics.push(
      diagnostic(
        'warning',
        'surrounding-whitespace',
        { file, pos: locate(pos, ['name']), path: 'name' },
        'name starts or ends with spaces; the service stores it verbatim, so it would not match the same name without them',
        'Remove the spaces.',
      ),
    );
  }
  checkRules(doc.configured_rules, content, pos, options, diagnostics, readAllowUnknown(doc.allow_unknown_rules));
  const deferred: DeferredAdvice | undefined = options.deferAdvice ? { language: content.language, prompts: [], indexes: [], at: [], lines: [], cols: [] } : undefined;
  collectInstructions(doc.custom_instructions, content, pos, options.strict, diagnostics, deferred);
  collectExamples(doc.examples, content, origin, diagnostics);
  const guide = guideText(doc.guide);
  if (guide !== undefined) content.guide = guide;
  const note = fileNote(doc.note, { file, pos: locate(pos, ['note']), path: 'note' });
  diagnostics.push(...note.diagnostics);
  if (note.note !== undefined) content.note = note.note;
  if (Array.isArray(doc.glossaries)) {
    content.glossaries = doc.glossaries.flatMap((name, i) => (typeof name === 'string' ? [{ name, origin: origin(['glossaries', i]), path: `glossaries[${i}]` }] : []));
  }

  if (kind === 'list' && content.state === 'absent') {
    for (const field of ['extends', 'configured_rules', 'custom_instructions', 'examples', 'glossaries']) {
      if (doc[field] === undefined) continue;
      diagnostics.push(
        diagnostic(
          'warning',
          'tombstone-content',
          { file, pos: locate(pos, [field], 'key'), path: field },
          `\`${field}\` is ignored: this file is a tombstone (state: absent), so the live list is deleted`,
          'Remove it, or remove `state: absent` to keep the list.',
        ),
      );
    }
  }
  content.hasErrors = diagnostics.some((d) => d.severity === 'error');
  return deferred !== undefined && deferred.prompts.length > 0 ? { content, diagnostics, advice: deferred } : { content, diagnostics };
}

/**
 * A document's diagnostics with the advice read for its deferred prompts (`advice[k]` for `deferred.prompts[k]`), in
 * the order checking each prompt in place gives; `content.hasErrors` then counts the advice too (errors under --strict).
 */
export function withAdvice(
  checked: { content: DocumentContent; diagnostics: readonly Diagnostic[] },
  deferred: DeferredAdvice,
  advice: readonly (readonly InstructionAdvice[])[],
  strict: boolean,
): Diagnostic[] {
  const { content, diagnostics } = checked;
  const out: Diagnostic[] = [];
  let next = 0;
  for (const [k, found] of advice.entries()) {
    if (found.length === 0) continue;
    const at = deferred.at[k] as number;
    while (next < at) out.push(diagnostics[next++] as Diagnostic);
    const where = { file: content.file, pos: { line: deferred.lines[k] as number, col: deferred.cols[k] as number }, path: `custom_instructions[${deferred.indexes[k]}].prompt` };
    out.push(...adviceDiagnostics(found, where, strict));
    if (strict) content.hasErrors = true;
  }
  while (next < diagnostics.length) out.push(diagnostics[next++] as Diagnostic);
  return out;
}

function extendsRefs(value: unknown, origin: (path: DocPath) => Origin): ExtendsRef[] {
  if (typeof value === 'string') return value === '' ? [] : [{ ref: value, origin: origin(['extends']), path: 'extends' }];
  if (!Array.isArray(value)) return [];
  const refs: ExtendsRef[] = [];
  value.forEach((item, index) => {
    if (typeof item === 'string' && item !== '') refs.push({ ref: item, origin: origin(['extends', index]), path: `extends[${index}]` });
  });
  return refs;
}

function checkRules(value: unknown, content: DocumentContent, pos: PosNode, options: CheckOptions, out: Diagnostic[], allow: AllowUnknown): void {
  if (!isObject(value)) return;
  const { file } = content;
  for (const [group, members] of Object.entries(value)) {
    if (!isObject(members)) continue;
    if (group === '__proto__' || Object.hasOwn(members, '__proto__')) {
      out.push(
        diagnostic(
          'error',
          'reserved-name',
          { file, pos: locate(pos, ['configured_rules', group], 'key'), path: formatPath(['configured_rules', group]) },
          '`__proto__` cannot be a rule group or rule name',
          'Remove it; no rule of the service has this name.',
        ),
      );
      continue;
    }
    const known = catalogGroup(group);
    if (!known && !allow.use(group)) {
      // Past the per-file cap a diagnostic is only counted ("and N more"): its did-you-mean would be thrown away,
      // and computing it for 20,000 unknown groups was most of what fmt and validate spent on such a file.
      const problem = unknownGroup(group, Object.keys(members), options, out.length < MAX_DIAGNOSTICS_PER_FILE);
      if (problem) out.push(diagnostic(problem.severity, problem.code, { file, pos: locate(pos, ['configured_rules', group], 'key'), path: formatPath(['configured_rules', group]) }, problem.message, problem.hint));
    }
    for (const [rule, choice] of Object.entries(members)) {
      if (typeof choice !== 'string') continue;
      const path = ['configured_rules', group, rule];
      if (!Object.hasOwn(content.rules, group)) content.rules[group] = {};
      (content.rules[group] as Record<string, string>)[rule] = choice;
      content.ruleOrigins[`${group}.${rule}`] = { file, ...locate(pos, path, 'key') };
      if (!known) continue;
      const allowed = allowedValues(group, rule);
      if (!allowed) {
        if (options.extraRules?.has(`${group}.${rule}`) || allow.use(`${group}.${rule}`)) continue;
        out.push(
          diagnostic(
            'error',
            'unknown-rule',
            { file, pos: locate(pos, path, 'key'), path: formatPath(path) },
            `rule \`${group}.${rule}\` is not in stylesync's catalog, so it is probably misspelt (the service would store it and ignore it)`,
            `${out.length < MAX_DIAGNOSTICS_PER_FILE ? unknownRuleHint(group, rule) : ''}${RULE_ESCAPE}: \`extra_rules: [${group}.${rule}]\` (or, for this file only, \`allow_unknown_rules: [${group}.${rule}]\`).`,
          ),
        );
        continue;
      }
      if (allowed.includes(choice)) continue;
      const guesses = out.length < MAX_DIAGNOSTICS_PER_FILE ? fittingSuggestions(choice, allowed, fitFor(rule, content.language)) : [];
      out.push(
        diagnostic(
          'error',
          'unknown-value',
          { file, pos: locate(pos, path), path: formatPath(path) },
          `\`${choice}\` is not an allowed value of ${group}.${rule}`,
          allowed.length <= 3
            ? `Allowed values: ${orList(allowed.map((v) => `\`${v}\``))}.`
            : `${guesses.length > 0 ? `Did you mean ${orList(guesses.map((g) => `\`${g}\``))}? ` : ''}(${allowed.length} values are allowed; see schema/configured-rules.schema.json.)`,
        ),
      );
    }
  }
  for (const d of allow.leftovers(file, pos)) out.push(d);
}

const GROUPS = Object.keys(CATALOG);

/**
 * A group the catalog lacks. One edit away from a known group
 * (`date_and_times`) it is an error even without --strict: the service would
 * store the misspelt group and ignore it, and the plan would show the real
 * group's rules removed. Further away it may be a group the service added
 * since, so a warning (an error with --strict). Either way the file can opt
 * out with `allow_unknown_rules` (or stylesync.yaml's `extra_rules`, rule by rule).
 */
function unknownGroup(group: string, rules: readonly string[], options: CheckOptions, suggest: boolean): { severity: 'error' | 'warning'; code: string; message: string; hint: string } | undefined {
  if (rules.length > 0 && rules.every((rule) => options.extraRules?.has(`${group}.${rule}`))) return undefined;
  const optOut = `if the service really has this group, say so in this file with \`allow_unknown_rules: [${group}]\``;
  const near = groupsOneEditFrom(group);
  if (near.length > 0) {
    return {
      severity: 'error',
      code: 'misspelt-group',
      message: `rule group \`${group}\` is not in stylesync's catalog and is one edit away from ${orList(near.map((g) => `\`${g}\``))}: the service would store it and ignore it`,
      hint: `Fix the spelling (\`${near[0]}\`); ${optOut}.`,
    };
  }
  const guesses = suggest ? typoSuggestions(group, GROUPS) : [];
  return {
    severity: options.strict ? 'error' : 'warning',
    code: 'unknown-group',
    message: `rule group \`${group}\` is not in stylesync's catalog`,
    hint: `${guesses.length > 0 ? `Did you mean ${orList(guesses.map((g) => `\`${g}\``))}? ` : ''}The service's catalog is larger than any local copy and grows: ${optOut} (--strict accepts it then); otherwise fix the spelling.`,
  };
}

/** How a value fits a list of `language` (fragments have none: every value is neutral there). */
function fitFor(rule: string, language: string | undefined): (value: string) => Fit {
  if (!isStyleLanguage(language)) return () => 'neutral';
  return (value) => {
    const meant = ruleLanguages(rule, value);
    if (!meant) return 'neutral';
    return meant.has(language) ? 'own' : 'foreign';
  };
}

function unknownRuleHint(group: string, rule: string): string {
  const elsewhere = Object.keys(CATALOG).filter((g) => g !== group && allowedValues(g, rule) !== undefined);
  if (elsewhere.length > 0) return `\`${rule}\` is a rule of the ${orList(elsewhere.map((g) => `\`${g}\``))} group. `;
  const guesses = typoSuggestions(rule, Object.keys(catalogGroup(group) ?? {}));
  return guesses.length > 0 ? `Did you mean ${orList(guesses.map((g) => `\`${g}\``))}? ` : '';
}

function collectInstructions(value: unknown, content: DocumentContent, pos: PosNode, strict: boolean, out: Diagnostic[], deferred: DeferredAdvice | undefined): void {
  if (!Array.isArray(value)) return;
  const { file } = content;
  const firstByLabel = new Map<string, number>();
  // Hot loop (200 per list, thousands of lists): no closures or path arrays unless there is a problem.
  const items = pos.map?.custom_instructions?.seq;
  for (let index = 0; index < value.length; index++) {
    const item: unknown = value[index];
    if (!isObject(item)) continue;
    const { label, prompt, source_language, section: written } = item;
    if (typeof label !== 'string' || typeof prompt !== 'string') continue;
    if (source_language !== undefined && typeof source_language !== 'string') continue;
    const first = firstByLabel.get(label);
    if (first !== undefined) {
      const firstAt = locate(pos, ['custom_instructions', first, 'label']);
      out.push(
        diagnostic(
          'error',
          'duplicate-label',
          fieldAt(file, pos, index, 'label'),
          `duplicate label \`${label}\`: custom_instructions[${first}] at line ${firstAt.line} has the same label`,
          'Labels identify instructions (plans match live instructions by label): rename one, or merge the two.',
        ),
      );
      continue;
    }
    firstByLabel.set(label, index);
    // Where a label or prompt is written is looked up only for a diagnostic: most instructions have none (bench:validate).
    const labelControl = controlIn(label);
    if (labelControl) out.push(hiddenCharacterDiagnostic('label', labelControl, fieldAt(file, pos, index, 'label')));
    else if (hasSurroundingSpace(label)) out.push(surroundingSpace(file, pos, index, 'label', label));
    if (hasSurroundingSpace(prompt)) out.push(surroundingSpace(file, pos, index, 'prompt', prompt));
    const itemAt = items?.[index];
    // The service's advice (validate-instructions.ts); a fragment's language is its lists', checked in validate.ts checkMerged.
    if (deferred !== undefined) {
      // locate(pos, ['custom_instructions', index, 'prompt']) without the path array, as fieldAt finds it.
      const promptNode = itemAt?.map !== undefined && Object.hasOwn(itemAt.map, 'prompt') ? itemAt.map.prompt : undefined;
      const { line, col } = promptNode ?? locate(pos, ['custom_instructions', index, 'prompt']);
      deferred.prompts.push(prompt);
      deferred.indexes.push(index);
      deferred.at.push(out.length);
      deferred.lines.push(line);
      deferred.cols.push(col);
    } else {
      const advice = instructionAdvice(prompt, content.language);
      if (advice.length > 0) out.push(...adviceDiagnostics(advice, fieldAt(file, pos, index, 'prompt'), strict));
    }
    // Where it is written as numbers on the instruction, not an Origin object each (catalog/desired.ts).
    const { line, col } = itemAt ?? pos;
    // The schema names a wrong section; the guide's outline is then read as if none were given.
    const section = typeof written === 'string' ? written : undefined;
    let instruction: DesiredInstruction;
    if (source_language === undefined) {
      // No source language: the same as a live instruction that has none (docs/style-files.md).
      instruction = section === undefined ? { label, prompt, line, col } : { label, prompt, line, col, section };
    } else {
      const languageNode = itemAt?.map !== undefined && Object.hasOwn(itemAt.map, 'source_language') ? itemAt.map.source_language : undefined;
      const at = languageNode ?? locate(pos, ['custom_instructions', index, 'source_language']);
      instruction = withSourceLanguage(label, prompt, source_language, line, col, at, section);
    }
    // A fragment's instruction names its file; a list's own has its list's (catalog/desired.ts). The object only carries
    // it into the columns, which keep files in a column made on first use (catalog/desired-instructions.ts).
    if (content.kind === 'fragment') instruction.file = file;
    content.instructions.push(instruction);
  }
}

/**
 * An instruction with its source language, made whole in one literal per shape: V8 gives a literal room for its
 * own fields only, so a field added afterwards (section) went to a store of its own, one more object per instruction.
 */
function withSourceLanguage(label: string, prompt: string, source_language: string, line: number, col: number, at: { line: number; col: number }, section: string | undefined): DesiredInstruction {
  const source_language_at = packSourceLanguageAt(line, at.line, at.col);
  if (source_language_at !== undefined) {
    return section === undefined ? { label, prompt, source_language, line, col, source_language_at } : { label, prompt, source_language, line, col, source_language_at, section };
  }
  const { line: source_language_line, col: source_language_col } = at;
  return section === undefined
    ? { label, prompt, source_language, line, col, source_language_line, source_language_col }
    : { label, prompt, source_language, line, col, source_language_line, source_language_col, section };
}

function fieldAt(file: string, pos: PosNode, index: number, field: string) {
  const path = ['custom_instructions', index, field];
  return { file, pos: locate(pos, path), path: formatPath(path) };
}

/**
 * A control character: U+0000–U+001F and U+007F–U+009F are exactly `\p{Cc}`, written as ranges so the pattern
 * needs no `u` flag, which V8 runs slower on the one-byte strings most labels are.
 */
const CONTROL = /[\x00-\x1f\x7f-\x9f]/;

function controlIn(text: string): HiddenCharacter | undefined {
  const found = CONTROL.exec(text);
  return found ? { ...(hiddenCharacter(found[0]) as HiddenCharacter), at: found.index + 1 } : undefined;
}

/**
 * A name or label with a control character (NUL, a line break, ESC...): it cannot be seen in a
 * plan or a pull-request comment, so a list or instruction could look like another one.
 */
function hiddenCharacterDiagnostic(field: 'name' | 'label', found: HiddenCharacter, at: DiagnosticAt): Diagnostic {
  const isControl = found.kind === 'a control character';
  return diagnostic(
    'error',
    isControl ? 'control-character' : 'hidden-character',
    at,
    `${field} holds ${found.kind} (${found.code} at character ${found.at}); a reviewer cannot see it in a plan or a pull-request comment`,
    isControl
      ? `Remove it: a ${field} is one line of visible text. In YAML, a quoted "\\0", "\\t" or "\\n" is a control character; write the ${field} plain or in single quotes.`
      : `Remove it: a ${field} is visible text, and this character changes what is shown (or hides text) without being seen. In YAML, look for a quoted "\\u202E"-style escape.`,
  );
}

function hasSurroundingSpace(text: string): boolean {
  if (text === '') return false;
  // Printable ASCII other than a space at both ends, the usual case: no one-character string and regex test each.
  const first = text.charCodeAt(0);
  const last = text.charCodeAt(text.length - 1);
  if (first > 0x20 && first < 0x7f && last > 0x20 && last < 0x7f) return false;
  return (/\s/.test(text[0] as string) || /\s/.test(text[text.length - 1] as string)) && text.trim() !== '';
}

function surroundingSpace(file: string, pos: PosNode, index: number, field: string, text: string): Diagnostic {
  const newline = text.endsWith('\n');
  return diagnostic(
    'warning',
    'surrounding-whitespace',
    fieldAt(file, pos, index, field),
    `${field} ${newline ? 'ends with a line break' : 'starts or ends with spaces'}; the service stores it verbatim`,
    newline ? 'Use `|-` or `>-` instead of `|` or `>` to drop the final line break.' : 'Remove the spaces.',
  );
}

/** The `examples:` of a style file, or of a glossary file (validate-glossary.ts): one shape, one reader. */
export function collectExamples(value: unknown, content: Pick<DocumentContent, 'examples'>, origin: (path: DocPath) => Origin, diagnostics: Diagnostic[]): void {
  if (!Array.isArray(value)) return;
  value.forEach((item, index) => {
    if (!isObject(item) || typeof item.text !== 'string') return;
    const at: Record<string, Origin> = {};
    const example: Example = { text: item.text, origin: origin(['examples', index]), path: `examples[${index}]`, at };
    for (const field of ['source_language', 'target_language', 'context'] as const) {
      const text = str(item[field]);
      if (text === undefined) continue;
      example[field] = text;
      at[field] = origin(['examples', index, field]);
    }
    const covers = strings(item.covers);
    if (covers) {
      example.covers = covers;
      covers.forEach((_, i) => (at[`covers[${i}]`] = origin(['examples', index, 'covers', i])));
    }
    if (isObject(item.expect)) {
      example.expect = {};
      for (const kind of ['contains', 'not_contains', 'matches'] as const) {
        const list = strings(item.expect[kind]);
        if (!list) continue;
        example.expect[kind] = list;
        list.forEach((entry, i) => {
          at[`expect.${kind}[${i}]`] = origin(['examples', index, 'expect', kind, i]);
          if (kind === 'matches') {
            const problem = regexProblem(entry);
            if (problem !== undefined) {
              const where = origin(['examples', index, 'expect', kind, i]);
              diagnostics.push(
                diagnostic(
                  'error',
                  'invalid-pattern',
                  { file: where.file, pos: where, path: `examples[${index}].expect.matches[${i}]` },
                  `expect.matches[${i}] is not a valid regular expression: ${problem}`,
                  'Write a JavaScript regular expression without slashes, e.g. `\\b15:00\\b`; escape `.`, `(` and `[` to match them literally.',
                ),
              );
            }
          }
        });
      }
    }
    content.examples.push(example);
  });
}

/** Why a `matches` pattern does not compile, or undefined when it does. */
function regexProblem(pattern: string): string | undefined {
  try {
    new RegExp(pattern, 'u');
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function strings(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as string[]) : undefined;
}

/** The `guide:` block's texts that are strings (the schema reports the rest); undefined when there are none. */
export function guideText(value: unknown): GuideText | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const block = value as Record<string, unknown>;
  const text: GuideText = {};
  if (typeof block.audience === 'string') text.audience = block.audience;
  if (typeof block.voice === 'string') text.voice = block.voice;
  return Object.keys(text).length > 0 ? text : undefined;
}
