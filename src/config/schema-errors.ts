import type { ErrorObject } from 'ajv';
import { rootLanguage } from '../catalog/root-language.ts';
import { LIMITS, STYLE_LANGUAGES, codePointLength, type StyleLanguage } from '../catalog/types.ts';
import { LANGUAGE_NAMES } from '../catalog/language-markers.ts';
import { diagnostic, type DiagnosticAt } from './diagnostic.ts';
import type { Diagnostic } from './model.ts';
import { formatPath, locate, type DocPath, type PosNode } from './position.ts';
import { closest, orList, typoSuggestions } from './suggest.ts';
import { plural } from '../util/plural.ts';

export type DocumentKind = 'list' | 'fragment' | 'config' | 'glossary';

export interface SchemaErrorContext {
  file: string;
  kind: DocumentKind;
  data: unknown;
  pos: PosNode;
}

const LIST_ONLY_FIELDS = new Set(['name', 'language', 'style_id', 'state', 'protect', 'glossaries', 'note']);

/**
 * Turns ajv's errors into diagnostics a person can act on: the field, what is
 * wrong with it in words, and what to write instead. Errors that validation
 * reports better itself (unknown rule values, the instruction count after
 * `extends`) are left out here.
 */
export function translateSchemaErrors(errors: readonly ErrorObject[], ctx: SchemaErrorContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    const d = translate(error, ctx);
    if (!d) continue;
    // minLength and pattern on one empty value say the same thing once.
    const key = `${d.path}\u0000${d.code}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(d);
  }
  return out;
}

function translate(error: ErrorObject, ctx: SchemaErrorContext): Diagnostic | undefined {
  const path = toPath(error.instancePath, ctx.data);
  if (saidElsewhere(error, path, ctx.kind)) return undefined;
  const { file } = ctx;
  const at = (p: DocPath, where: 'value' | 'key' = 'value') => ({ file, pos: locate(ctx.pos, p, where), path: formatPath(p) });
  const value = valueAt(ctx.data, path);
  const field = String(path[path.length - 1] ?? '');
  const params = error.params as Record<string, unknown>;

  switch (error.keyword) {
    case 'required': {
      const missing = String(params.missingProperty);
      const whose = path.length === 0 ? '' : `${where(path)}: `;
      return diagnostic('error', 'missing-field', at(path), `${whose}\`${missing}\` is missing`, requiredHint(missing, path, ctx.kind));
    }
    case 'anyOf':
      return anyOfProblem(path, at(path), ctx.kind);
    case 'additionalProperties':
      return unknownField(String(params.additionalProperty), path, error, ctx);
    case 'type':
      return diagnostic(
        'error',
        'wrong-type',
        at(path),
        `${where(path)} must be ${article(String(params.type))}, not ${describe(value)}`,
        path[0] === 'configured_rules' && (ctx.kind === 'list' || ctx.kind === 'fragment') ? rulesShapeHint(path, value) : typeHint(String(params.type), value, field),
      );
    case 'enum':
      return enumProblem(field, value, params.allowedValues as unknown[], at(path), ctx.kind === 'glossary' ? 'glossary' : 'list');
    case 'minLength':
    case 'pattern':
      if (field === 'source_language' && typeof value === 'string' && value !== '') return sourceLanguage(value, at(path));
      if (field === 'guide_url' && typeof value === 'string' && value.trim() !== '') {
        // Links in plans and comments go there: an address of another kind (javascript:, http:) is refused, and said so.
        return diagnostic('error', 'invalid-guide-url', at(path), `${where(path)} must be an https address, not ${JSON.stringify(value.slice(0, 60))}`, 'Give the address the guide is published at, such as `guide_url: https://<owner>.github.io/<repository>` (GitHub Pages).');
      }
      return diagnostic('error', 'empty-value', at(path), `${where(path)} is empty`, emptyHint(field));
    case 'maxLength':
      return tooLong(field, value, Number(params.limit), path, at(path));
    case 'maxItems':
      return diagnostic(
        'error',
        'too-many-instructions',
        at(path),
        `${where(path)} has ${Array.isArray(value) ? value.length : '?'} instructions; a list may have at most ${LIMITS.instructionsPerList}`,
        'Split the instructions over several lists or fragments used by different lists.',
      );
    case 'minimum':
    case 'maximum':
      return diagnostic(
        'error',
        'out-of-range',
        at(path),
        `${where(path)} must be ${error.keyword === 'minimum' ? 'at least' : 'at most'} ${String(params.limit)}`,
        field === 'max_delete_percent' ? 'Give a percentage from 0 to 100.' : 'Give a whole number of 0 or more.',
      );
    case 'propertyNames':
      return diagnostic(
        'error',
        'invalid-name',
        at(path),
        `${where(path)}: \`${String(params.propertyName)}\` is not a valid target name`,
        'Use letters, digits, `_`, `-` and `.` only.',
      );
    default:
      return diagnostic('error', 'schema', at(path), `${where(path)} ${error.message ?? 'is invalid'}`, 'See docs/style-files.md for the file format.');
  }
}

/** A value that fits none of the shapes allowed: a coverage minimum, or a tombstone without a name. */
function anyOfProblem(path: DocPath, at: DiagnosticAt, kind: DocumentKind): Diagnostic {
  if (path[0] === 'coverage') {
    return diagnostic(
      'error',
      'invalid-coverage-minimum',
      at,
      `${where(path)} must be a percentage from 0% to 100%`,
      `Write the least share examples must exercise, e.g. \`${String(path[1])}: 80%\`.`,
    );
  }
  if (kind === 'glossary') {
    return diagnostic(
      'error',
      'missing-field',
      at,
      'a tombstone (state: absent) needs `name` or `glossary_id` to say which live glossary to delete',
      'Add the name of the live glossary (or its glossary_id), or remove `state: absent` to keep the glossary.',
    );
  }
  return diagnostic(
    'error',
    'missing-field',
    at,
    'a tombstone (state: absent) needs `name` or `style_id` to say which live list to delete',
    'Add the name of the live list (or its style_id), or remove `state: absent` to keep the list.',
  );
}

/** Errors a diagnostic elsewhere says better, or that another error of the same value already says. */
function saidElsewhere(error: ErrorObject, path: DocPath, kind: DocumentKind): boolean {
  if (error.keyword === 'if') return true;
  // The long form of a glossary entry: validate-glossary-long-form.ts says these with its own codes (the
  // service never sees a note, so "the service allows at most" would be wrong).
  if (kind === 'glossary' && path.includes('entries') && (error.keyword === 'maxLength' || (error.keyword === 'required' && error.schemaPath.includes('/then/')))) return true;
  if (error.keyword === 'enum' && path[0] === 'configured_rules') return true; // validate.ts: "did you mean"
  if (error.keyword === 'maxItems' && kind === 'list' && path[0] === 'custom_instructions' && path.length === 1) return true; // validate.ts counts after extends
  if (path[0] === 'coverage' && error.schemaPath.includes('/anyOf/')) return true; // the anyOf says it, in one message
  return error.keyword === 'required' && error.schemaPath.includes('/anyOf/'); // the anyOf says it
}

function tooLong(field: string, value: unknown, limit: number, path: DocPath, at: DiagnosticAt): Diagnostic {
  const length = typeof value === 'string' ? codePointLength(value) : 0;
  return diagnostic(
    'error',
    `${field}-too-long`,
    at,
    `${where(path)} is ${length} characters long; the service allows at most ${limit} (counted in Unicode code points)`,
    `Shorten the ${field} by ${plural(length - limit, 'character')}.`,
  );
}

function unknownField(name: string, path: DocPath, error: ErrorObject, ctx: SchemaErrorContext): Diagnostic {
  const full = [...path, name];
  const at = { file: ctx.file, pos: locate(ctx.pos, full, 'key'), path: formatPath(full) };
  if (ctx.kind === 'fragment' && path.length === 0 && LIST_ONLY_FIELDS.has(name)) {
    return diagnostic(
      'error',
      'fragment-field',
      at,
      `a fragment cannot set \`${name}\`: fragments hold only configured_rules, custom_instructions, examples and extends`,
      'Move it into the list files that extend this fragment, or, if this file is meant to be a list, rename it without the leading `_` (and out of the fragments directories).',
    );
  }
  if (ctx.kind === 'config' && /api_?key$/i.test(name)) {
    return diagnostic(
      'error',
      'key-in-config',
      at,
      `\`${name}\`: API keys never belong in stylesync.yaml`,
      'Remove it (and rotate the key if this file was committed); put the key in an environment variable and name that variable in `api_key_env`.',
    );
  }
  if (ctx.kind === 'glossary' && name === 'covers' && path[0] === 'examples') {
    return diagnostic(
      'error',
      'unknown-field',
      at,
      `unknown field \`covers\` in ${formatPath(path)}: a glossary file's examples run with no list, so they exercise no rule or instruction`,
      "Remove it: the glossary's terms count as exercised when the example's text holds them. `covers:` belongs in a style file's examples.",
    );
  }
  const allowed = Object.keys(((error.parentSchema as { properties?: object } | undefined)?.properties ?? {}) as object).filter(
    (k) => k !== '$schema',
  );
  const guesses = typoSuggestions(name, allowed);
  const hint = guesses.length > 0 ? `Did you mean ${orList(guesses.map((g) => `\`${g}\``))}?` : `Allowed here: ${allowed.join(', ')}.`;
  return diagnostic('error', 'unknown-field', at, `unknown field \`${name}\`${path.length > 0 ? ` in ${formatPath(path)}` : ''}`, hint);
}

function enumProblem(
  field: string,
  value: unknown,
  allowed: unknown[],
  at: { file: string; pos: { line: number; col: number }; path: string },
  what: 'list' | 'glossary',
): Diagnostic {
  const options = allowed.map(String);
  if (field === 'language') {
    const text = String(value);
    const lower = text.toLowerCase();
    // People write en_US as often as en-US.
    const root = rootLanguage(lower.replaceAll('_', '-'));
    let hint: string;
    if (options.includes(lower)) hint = `Write it in lower case: \`${lower}\`.`;
    else if (root !== lower && options.includes(root)) hint = `Lists apply to root languages (\`${root}\` covers every ${root} variant): write \`${root}\`.`;
    else if (languageNamed(lower) !== undefined) hint = `Write the language code: \`${languageNamed(lower)}\`.`;
    else hint = `Style rule lists support ${orList(options)}${closestHint(text, options)}`;
    return diagnostic('error', 'invalid-language', at, `language \`${text}\` is not a style rule list language`, hint);
  }
  if (field === 'translate' && what === 'glossary') {
    return diagnostic(
      'error',
      'invalid-translate',
      at,
      `translate \`${String(value)}\` is not allowed; only \`translate: false\` is written (every term is translated unless it says so)`,
      'Write `translate: false` to keep the source term as it is (a product name), or remove `translate` and give a `target`.',
    );
  }
  if (field === 'state') {
    return diagnostic('error', 'invalid-state', at, `state \`${String(value)}\` is not present or absent`, `Write \`state: absent\` to delete the live ${what}, or leave \`state\` out to keep it.`);
  }
  return diagnostic('error', 'invalid-value', at, `${at.path} \`${String(value)}\` is not allowed`, `Use one of ${orList(options)}${closestHint(String(value), options)}`);
}

/** Language names people write instead of the code, in English and in the language itself. */
const NATIVE_NAMES: Record<string, StyleLanguage> = {
  deutsch: 'de',
  español: 'es',
  espanol: 'es',
  castellano: 'es',
  français: 'fr',
  francais: 'fr',
  italiano: 'it',
  日本語: 'ja',
  nihongo: 'ja',
  한국어: 'ko',
  中文: 'zh',
  mandarin: 'zh',
};

function languageNamed(text: string): StyleLanguage | undefined {
  const word = text.trim();
  const english = STYLE_LANGUAGES.find((code) => LANGUAGE_NAMES[code].toLowerCase() === word);
  return english ?? (Object.hasOwn(NATIVE_NAMES, word) ? NATIVE_NAMES[word] : undefined);
}

function closestHint(text: string, options: string[]): string {
  const near = closest(text, options, 1, 2);
  return near.length > 0 ? `; did you mean \`${near[0]}\`?` : '.';
}

function sourceLanguage(value: string, at: { file: string; pos: { line: number; col: number }; path: string }): Diagnostic {
  const lower = value.toLowerCase();
  if (lower !== value && new RegExp('^[a-z]{2,3}(-[a-z0-9]{1,8})*$').test(lower)) {
    return diagnostic(
      'error',
      'source-language-case',
      at,
      `source_language \`${value}\` must be lower case`,
      `Write \`${lower}\`: the service expects lower-case language codes.`,
    );
  }
  const named = languageNamed(lower);
  return diagnostic(
    'error',
    'invalid-source-language',
    at,
    `source_language \`${value}\` is not a language code`,
    named !== undefined
      ? `Write the language code: \`${named}\`.`
      : `Write a lower-case language code such as ${orList(STYLE_LANGUAGES.slice(0, 3).map((l) => `\`${l}\``))}.`,
  );
}

function requiredHint(missing: string, path: DocPath, kind: DocumentKind): string {
  switch (missing) {
    case 'name':
      return `Add \`name:\` with the name the ${kind === 'glossary' ? 'glossary' : 'list'} has (or should have) on the service.`;
    case 'dictionaries':
      return 'Add `dictionaries:` with one entry per language pair (source_language, target_language, and entries or entries_file); see docs/glossary-files.md.';
    case 'source_language':
    case 'target_language':
      return `Add \`${missing}\` with a base language code such as \`en\` or \`de\`.`;
    case 'language':
      return `Add \`language:\` with the target language: ${orList([...STYLE_LANGUAGES])}.`;
    case 'label':
    case 'prompt':
      return 'Every instruction needs `label` and `prompt` (`source_language`, e.g. `source_language: en`, is optional).';
    case 'text':
      return 'Every example needs the `text` to translate.';
    default:
      return `Add \`${missing}\`${path.length > 0 ? ` to ${formatPath(path)}` : ''}; see docs/style-files.md (${kind}).`;
  }
}

function emptyHint(field: string): string {
  switch (field) {
    case 'label':
      return 'Give the instruction a short label that says what it is about (it identifies the instruction in plans).';
    case 'prompt':
      return 'Write the instruction, or remove the entry.';
    case 'name':
      return 'Give the list its name on the service.';
    default:
      return `Give \`${field}\` a value or remove it.`;
  }
}

/**
 * configured_rules has one shape, a mapping of group → rule → value; a list
 * (`- numbers: …`), a rule written straight under configured_rules, or a
 * value given as a list or a number is that shape got wrong, not a quoting
 * problem, so the hint shows the shape, with the names the file used where
 * it has them.
 */
function rulesShapeHint(path: DocPath, value: unknown): string {
  const [, group, rule] = path;
  const named = (v: unknown, fallback: string) => (typeof v === 'string' && v !== '' && !/\s/.test(v) && v.length <= 60 ? v : fallback);
  const example = `\`configured_rules:\` ↵ \`  ${named(group, 'numbers')}:\` ↵ \`    ${named(rule, 'decimal_separator')}: ${path.length >= 3 ? 'one_allowed_value' : 'use_comma_as_decimal_separator'}\``;
  const what =
    path.length >= 3
      ? `A rule takes one value, a single word from the catalog${Array.isArray(value) ? ', not a list' : ''}`
      : path.length === 2
        ? `A group holds its rules as \`rule: value\` lines${Array.isArray(value) ? ', without `- `' : ''}`
        : `configured_rules is a mapping of rule group → rule → value${Array.isArray(value) ? ', without `- `' : ''}`;
  return `${what}: ${example} (see docs/style-files.md).`;
}

function typeHint(expected: string, value: unknown, field: string): string {
  if ((expected === 'string' || expected === 'string,object') && (typeof value === 'number' || typeof value === 'boolean' || value === null)) {
    return value === null
      ? `Give \`${field}\` a value, or remove the line.`
      : `Put the value in quotes, e.g. ${field}: "${String(value)}" (YAML reads it as a ${typeof value} otherwise).`;
  }
  if (expected === 'string,object') return 'Write the target term (`sign in: anmelden`), or the long form (`sign in: {target: anmelden, forbidden: [einloggen]}`); see docs/glossary-files.md.';
  if (expected === 'object') return 'Write it as a mapping of `key: value` lines, indented under the field.';
  if (expected === 'array') return 'Write it as a list: one `- item` line per entry, indented under the field.';
  if (expected.includes('array')) return 'Write one path, or a list of paths (`- ./_fragment.yaml`).';
  if (expected === 'boolean') return 'Write true or false.';
  if (expected === 'integer' || expected === 'number') return 'Write a number without quotes.';
  return 'See docs/style-files.md for the file format.';
}

function where(path: DocPath): string {
  return path.length === 0 ? 'the document' : `\`${formatPath(path)}\``;
}

function article(type: string): string {
  const words: Record<string, string> = {
    string: 'a string',
    object: 'a mapping (key: value lines)',
    array: 'a list',
    boolean: 'true or false',
    integer: 'a whole number',
    number: 'a number',
    'string,array': 'a path or a list of paths',
    'string,object': 'a target term or a mapping (target, forbidden, definition, note)',
  };
  return words[type] ?? type;
}

export function describe(value: unknown): string {
  if (value === null || value === undefined) return 'empty';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'string') return `the text "${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  return `the ${typeof value} ${String(value)}`;
}

/** `/custom_instructions/3/label` → ['custom_instructions', 3, 'label'], numbers where the data is a list. */
function toPath(pointer: string, data: unknown): (string | number)[] {
  if (pointer === '') return [];
  const out: (string | number)[] = [];
  let node = data;
  for (const raw of pointer.slice(1).split('/')) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(node)) {
      const index = Number(segment);
      out.push(index);
      node = node[index];
    } else {
      out.push(segment);
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined;
    }
  }
  return out;
}

function valueAt(data: unknown, path: DocPath): unknown {
  let node = data;
  for (const segment of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[segment];
  }
  return node;
}
