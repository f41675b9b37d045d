import { glossaryKind, listKind } from './kinds.ts';
import { PLAN_FORMAT_VERSION } from './types.ts';

/**
 * The JSON Schema of a saved plan (`plan --out FILE`, `plan --format json`),
 * shipped as schema/plan.schema.json by `npm run schema` for tools that read
 * plans, and compiled by the same run into the validator `apply plan.json`
 * checks a plan with (plan-validator.generated.js). It requires what apply
 * needs to execute a plan without tripping over a missing field, and types the
 * rest; fields it does not name are allowed (renderers' extras). Written by
 * hand beside types.ts rather than generated from it: the project has no
 * TypeScript-to-schema step, and the descriptions are for people.
 */

export const PLAN_SCHEMA_FILE = 'plan.schema.json';

type Schema = Record<string, unknown>;

const str = { type: 'string' };
const int = { type: 'integer' };
const bool = { type: 'boolean' };
const ref = (name: string) => ({ $ref: `#/definitions/${name}` });
const array = (items: Schema) => ({ type: 'array', items });
const record = (values: Schema) => ({ type: 'object', additionalProperties: values });
const oneOf = (...values: string[]) => ({ type: 'string', enum: values });
const nullable = (type: string) => ({ type: [type, 'null'] });

/** An object with these fields, those in `required` (all unless given) required. */
function object(properties: Record<string, Schema>, required: string[] = Object.keys(properties), extra: Schema = {}): Schema {
  return { type: 'object', required, properties, ...extra };
}

/**
 * A tagged union on `kind`: the tag is one of the known kinds, and each kind's
 * fields are checked by an if/then (plain draft-07, so any validator reads it,
 * and a wrong field is reported at its own path rather than as "no branch matched").
 */
function tagged(variants: Record<string, Schema>): Schema {
  return {
    type: 'object',
    required: ['kind'],
    properties: { kind: oneOf(...Object.keys(variants)) },
    allOf: Object.entries(variants).map(([kind, schema]) => ({ if: { properties: { kind: { const: kind } } }, then: schema })),
  };
}

const origin = object({ file: str, line: int, col: int });
const ruleMap = record(record(str));
const instruction = object({ label: str, prompt: str, source_language: str }, ['label', 'prompt']);
const pair = { source_lang: str, target_lang: str };
const termEntry = { type: 'array', description: 'A [source, target] pair of terms.', items: [str, str], minItems: 2, maxItems: 2 };
const entriesDictionary = object({ ...pair, entries: array(termEntry) });

function definitions(): Record<string, Schema> {
  return {
    origin: { ...origin, description: 'Where a value is written: file relative to the repository root, 1-based line and column.' },
    rules: { ...ruleMap, description: 'configured_rules: group → rule → value.' },
    instruction,
    problem: object({ code: str, message: str, hint: str, list: str, glossary: str, file: str }, ['code', 'message', 'hint']),
    change: {
      ...tagged({
        create_list: object(
          {
            body: object({ name: str, language: str, configured_rules: ref('rules'), custom_instructions: array(ref('instruction')) }),
            origin: ref('origin'),
            rule_origins: record(ref('origin')),
            instruction_origins: array(ref('origin')),
          },
          ['body'],
        ),
        rename_list: object({ from: str, to: str, origin: ref('origin') }, ['from', 'to']),
        replace_rules: object({
          before: ref('rules'),
          after: ref('rules'),
          rules: array(object({ group: str, rule: str, before: str, after: str }, ['group', 'rule'])),
          origins: record(ref('origin')),
        }),
        delete_instruction: object({ instruction_id: str, before: ref('instruction'), reason: oneOf('removed', 'duplicate_label') }, ['instruction_id', 'before']),
        update_instruction: object({ instruction_id: str, before: ref('instruction'), after: ref('instruction'), origin: ref('origin') }, ['instruction_id', 'before', 'after']),
        create_instruction: object({ after: ref('instruction'), origin: ref('origin') }, ['after']),
        delete_list: object(
          {
            reason: oneOf('absent', 'prune', 'replace', 'duplicate'),
            before: object({
              style_id: str,
              name: str,
              language: str,
              version: int,
              configured_rules: ref('rules'),
              custom_instructions: array(object({ id: str, label: str, prompt: str, source_language: str }, ['id', 'label', 'prompt'])),
            }),
            kept: str,
          },
          ['reason', 'before'],
        ),
      }),
      description: "One write to a list, in execution order within the list's `changes`.",
    },
    term_entry: termEntry,
    glossary_write: {
      ...tagged({
        create_glossary: object({ name: str, dictionaries: array(entriesDictionary) }),
        patch_glossary: object({ name: str, dictionary: entriesDictionary }, []),
        put_dictionary: object({ dictionary: entriesDictionary }),
        delete_dictionary: object(pair),
        delete_glossary: object({}),
      }),
      description: "One request to the glossaries API, in execution order within the glossary's `writes`.",
    },
  };
}

/**
 * One kind's section: the same outline for every kind (types.ts PlanSection).
 * An item has a name, a file, one of the kind's actions and its live id, then
 * the fields of `item`; the summary counts each action. The actions are the
 * kind's own (plan/kinds.ts), so the schema cannot miss one the planner makes.
 */
function section(kind: { idField: string; actions: readonly string[] }, description: string, item: Schema, unmanaged: Schema, fingerprint: Schema, extra: Record<string, Schema> = {}): Schema {
  const itemSchema = { ...item, properties: { name: str, file: str, action: oneOf(...kind.actions), [kind.idField]: str, ...(item.properties as Schema) } };
  const properties = {
    items: { ...array(itemSchema), description: 'Only items with at least one change.' },
    unchanged: { ...array(str), description: 'Managed items that already match.' },
    unmanaged: array(unmanaged),
    summary: object(Object.fromEntries(kind.actions.map((a) => [a, int]))),
    fingerprint: { ...fingerprint, description: 'What the plan assumed of the live state; `apply plan.json` refuses when it moved.' },
    problems: array(ref('problem')),
    blocked: { ...array(ref('problem')), description: 'Problems that hold back one item only.' },
    ...extra,
  };
  return object(properties, Object.keys(properties).filter((k) => k !== 'blocked'), { description });
}

function listSection(): Schema {
  return section(
    listKind,
    'The style rule lists.',
    object(
      {
        live_version: int,
        pinned: bool,
        language: str,
        changes: array(ref('change')),
        rename_hint: object({ style_id: str, name: str, shared: int, total: int, pruned: bool }),
        adopted: { const: true },
      },
      ['name', 'action', 'language', 'changes'],
    ),
    object({ style_id: str, name: str, language: str, ignored: bool }),
    object({ versions: { ...record(int), description: 'style_id → the live version the plan was made against.' }, absent_names: array(str) }),
  );
}

function glossarySection(): Schema {
  const dictionaryPlan = object({
    ...pair,
    action: oneOf('create', 'update', 'delete'),
    added: array(ref('term_entry')),
    changed: array(object({ source: str, before: str, after: str })),
    removed: array(ref('term_entry')),
    entry_count_before: int,
    entry_count_after: int,
  });
  return section(
    glossaryKind,
    'The glossaries; present when the project has glossary files.',
    object(
      {
        pinned: bool,
        rename: object({ from: str, to: str }),
        reason: oneOf('absent', 'prune', 'duplicate'),
        kept: str,
        rename_hint: object({ glossary_id: str, name: str, pruned: bool }),
        adopted: { const: true },
        dictionaries: array(dictionaryPlan),
        writes: array(ref('glossary_write')),
      },
      ['name', 'action', 'dictionaries', 'writes'],
    ),
    object({ glossary_id: str, name: str, ignored: bool }),
    object({ hashes: { ...record(record(str)), description: 'glossary_id → language pair → hash of its entries as read.' }, absent_names: array(str) }),
    { requests: { ...int, description: 'How many requests the writes send.' } },
  );
}

export function buildPlanSchema(): Schema {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'stylesync saved plan',
    description: `A plan as \`stylesync plan --out FILE\` saves it and \`stylesync apply FILE\` reads it back (also \`plan --format json\`), format_version ${PLAN_FORMAT_VERSION}. See docs/plan-and-apply.md.`,
    definitions: definitions(),
    ...object(
      {
        format_version: { const: PLAN_FORMAT_VERSION },
        target: str,
        applies_to: object({ target: nullable('string'), base_url: str, styles_dir: str }),
        planned_with: object({ prune: bool, allow_replace: bool, allow_deletes: nullable('integer') }),
        partial: object({ paths: array(str), lists: array(str) }),
        lists: listSection(),
        desired_checksum: str,
        glossaries: glossarySection(),
        alerts: array(ref('problem')),
      },
      ['format_version', 'applies_to', 'planned_with', 'lists', 'desired_checksum'],
    ),
  };
}
