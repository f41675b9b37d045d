import { isObject } from '../util/is-object.ts';

/**
 * Checks that parsed JSON has the shape of a saved plan, deeply enough that apply
 * can execute it without tripping over a missing field. Returns the path and
 * the complaint of the first mismatch, or undefined when the shape is right.
 */
export function planShapeError(value: unknown): string | undefined {
  return planShape(value, '');
}

type Shape = (value: unknown, path: string) => string | undefined;

const str: Shape = (v, p) => (typeof v === 'string' ? undefined : `${p || 'value'} should be a string`);
const bool: Shape = (v, p) => (typeof v === 'boolean' ? undefined : `${p} should be true or false`);
const int: Shape = (v, p) => (Number.isInteger(v) ? undefined : `${p} should be an integer`);

const optional =
  (shape: Shape): Shape =>
  (v, p) =>
    v === undefined ? undefined : shape(v, p);

const oneOf =
  (...allowed: string[]): Shape =>
  (v, p) =>
    typeof v === 'string' && allowed.includes(v) ? undefined : `${p} should be one of ${allowed.join(', ')}`;

const array =
  (item: Shape): Shape =>
  (v, p) => {
    if (!Array.isArray(v)) return `${p} should be an array`;
    for (let i = 0; i < v.length; i++) {
      const error = item(v[i], `${p}[${i}]`);
      if (error) return error;
    }
    return undefined;
  };

const record =
  (item: Shape): Shape =>
  (v, p) => {
    if (!isObject(v)) return `${p} should be an object`;
    for (const [k, x] of Object.entries(v)) {
      const error = item(x, `${p}.${k}`);
      if (error) return error;
    }
    return undefined;
  };

const object =
  (fields: Record<string, Shape>): Shape =>
  (v, p) => {
    if (!isObject(v)) return `${p || 'the plan'} should be an object`;
    for (const [k, shape] of Object.entries(fields)) {
      const error = shape(v[k], p ? `${p}.${k}` : k);
      if (error) return error;
    }
    return undefined;
  };

const origin = object({ file: str, line: int, col: int });
const ruleMap = record(record(str));
const instruction = object({ label: str, prompt: str, source_language: optional(str) });
const liveList = object({
  style_id: str,
  name: str,
  language: str,
  version: int,
  configured_rules: ruleMap,
  custom_instructions: array(object({ id: str, label: str, prompt: str, source_language: optional(str) })),
});

const changeShapes: Record<string, Shape> = {
  create_list: object({
    body: object({ name: str, language: str, configured_rules: ruleMap, custom_instructions: array(instruction) }),
    origin: optional(origin),
  }),
  rename_list: object({ from: str, to: str, origin: optional(origin) }),
  replace_rules: object({ before: ruleMap, after: ruleMap, rules: array(object({ group: str, rule: str })), origins: record(origin) }),
  delete_instruction: object({ instruction_id: str, before: instruction }),
  update_instruction: object({ instruction_id: str, before: instruction, after: instruction, origin: optional(origin) }),
  create_instruction: object({ after: instruction, origin: optional(origin) }),
  delete_list: object({ reason: oneOf('absent', 'prune', 'replace', 'duplicate'), before: liveList, kept: optional(str) }),
};

const change: Shape = (v, p) => {
  if (!isObject(v)) return `${p} should be an object`;
  const shape = typeof v.kind === 'string' ? changeShapes[v.kind] : undefined;
  if (!shape) return `${p}.kind should be one of ${Object.keys(changeShapes).join(', ')}`;
  return shape(v, p);
};

const nullable =
  (shape: Shape): Shape =>
  (v, p) =>
    v === null ? undefined : shape(v, p);

const problem = object({ code: str, message: str, hint: str, list: optional(str), glossary: optional(str), file: optional(str) });

// Glossaries (issue #19): entries are [source, target] pairs, so a 10,000-term PUT is checked term by term like the rest.
const pair = { source_lang: str, target_lang: str };
const termEntry: Shape = (v, p) => (Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' && typeof v[1] === 'string' ? undefined : `${p} should be a [source, target] pair of strings`);
const entriesDictionary = object({ ...pair, entries: array(termEntry) });
const glossaryWriteShapes: Record<string, Shape> = {
  create_glossary: object({ name: str, dictionaries: array(entriesDictionary) }),
  patch_glossary: object({ name: optional(str), dictionary: optional(entriesDictionary) }),
  put_dictionary: object({ dictionary: entriesDictionary }),
  delete_dictionary: object(pair),
  delete_glossary: object({}),
};
const glossaryWrite: Shape = (v, p) => {
  if (!isObject(v)) return `${p} should be an object`;
  const shape = typeof v.kind === 'string' ? glossaryWriteShapes[v.kind] : undefined;
  if (!shape) return `${p}.kind should be one of ${Object.keys(glossaryWriteShapes).join(', ')}`;
  return shape(v, p);
};
const dictionaryPlan = object({
  ...pair,
  action: oneOf('create', 'update', 'delete'),
  added: array(termEntry),
  changed: array(object({ source: str, before: str, after: str })),
  removed: array(termEntry),
  entry_count_before: int,
  entry_count_after: int,
});
/** One kind's section: the same outline for every kind (types.ts PlanSection). */
const section = (item: Shape, unmanaged: Shape, summary: Shape, fingerprint: Shape, extra: Record<string, Shape> = {}): Shape =>
  object({ items: array(item), unchanged: array(str), unmanaged: array(unmanaged), summary, fingerprint, problems: array(problem), blocked: optional(array(problem)), ...extra });

const listSection = section(
  object({
    name: str,
    file: optional(str),
    action: oneOf('create', 'update', 'delete', 'replace'),
    style_id: optional(str),
    live_version: optional(int),
    pinned: optional(bool),
    language: str,
    changes: array(change),
  }),
  object({ style_id: str, name: str, language: str, ignored: bool }),
  object({ create: int, update: int, delete: int, replace: int }),
  object({ versions: record(int), absent_names: array(str) }),
);

const glossarySection = section(
  object({
    name: str,
    file: optional(str),
    action: oneOf('create', 'update', 'delete'),
    glossary_id: optional(str),
    pinned: optional(bool),
    rename: optional(object({ from: str, to: str })),
    reason: optional(oneOf('absent', 'prune', 'duplicate')),
    kept: optional(str),
    dictionaries: array(dictionaryPlan),
    writes: array(glossaryWrite),
  }),
  object({ glossary_id: str, name: str, ignored: bool }),
  object({ create: int, update: int, delete: int }),
  object({ hashes: record(record(str)), absent_names: array(str) }),
  { requests: int },
);

const planShape: Shape = object({
  target: optional(str),
  applies_to: object({ target: nullable(str), base_url: str, styles_dir: str }),
  planned_with: object({ prune: bool, allow_replace: bool, allow_deletes: nullable(int) }),
  partial: optional(object({ paths: array(str), lists: array(str) })),
  lists: listSection,
  desired_checksum: str,
  glossaries: optional(glossarySection),
});
