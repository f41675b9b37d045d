import { INSTRUCTION_SECTIONS } from '../catalog/guide-sections.ts';
import { fileNoteSchema } from '../catalog/file-note.ts';
import { examplesSchema, SOURCE_LANGUAGE_PATTERN } from '../catalog/example-schema.ts';
import { buildGlossarySchema, GLOSSARY_SCHEMA_FILE } from '../catalog/glossary-schema.ts';
import { buildOutputsSchema, OUTPUTS_SCHEMA_FILE } from './outputs-schema.ts';
import { buildConfiguredRulesSchema, JSON_SCHEMA_DRAFT } from '../catalog/schema.ts';
import { LANGUAGE_NAMES } from '../catalog/language-markers.ts';
import { buildRulesByLanguageSchema } from '../catalog/schema-by-language.ts';
import { LIMITS, STYLE_LANGUAGES } from '../catalog/types.ts';

/**
 * The JSON Schemas of the files stylesync reads, generated into schema/ by
 * `npm run schema` (editors use them through the `$schema` comment) and used
 * in memory by validation. Files reference each other by relative name, so
 * the YAML language server resolves them next to each other on disk.
 */

export const RULES_SCHEMA_FILE = 'configured-rules.schema.json';
export const RULES_BY_LANGUAGE_SCHEMA_FILE = 'configured-rules-by-language.schema.json';
export const STYLE_LIST_SCHEMA_FILE = 'style-list.schema.json';
export const FRAGMENT_SCHEMA_FILE = 'style-fragment.schema.json';
export const CONFIG_SCHEMA_FILE = 'stylesync.schema.json';

export { SOURCE_LANGUAGE_PATTERN };
/** Some non-space character (so also not empty). */
const NOT_BLANK = '\\S';

const docs = 'See docs/style-files.md.';

/**
 * The shape of configured_rules without values: groups of rules, each a string.
 * A list's own `configured_rules` is only this; the values come from
 * RULES_BY_LANGUAGE_SCHEMA_FILE, per the list's language (an editor completes
 * the union of all schemas that apply, so a full enum here would offer every
 * language's values again).
 */
export const RULES_SHAPE = {
  type: 'object',
  additionalProperties: { type: 'object', additionalProperties: { type: 'string' } },
};

function definitions(): Record<string, unknown> {
  return {
    extends: {
      description: 'Fragments to build on, relative to this file; later ones override earlier ones, and this file overrides them all.',
      type: ['string', 'array'],
      minLength: 1,
      items: { type: 'string', minLength: 1 },
    },
    instruction: {
      type: 'object',
      description: 'A free-text instruction; the service stores it verbatim.',
      properties: {
        label: {
          type: 'string',
          maxLength: LIMITS.labelMaxCodePoints,
          pattern: NOT_BLANK,
          description: `Short label, unique within the list; at most ${LIMITS.labelMaxCodePoints} characters (code points).`,
        },
        prompt: {
          type: 'string',
          maxLength: LIMITS.promptMaxCodePoints,
          pattern: NOT_BLANK,
          description: `The instruction, at most ${LIMITS.promptMaxCodePoints} characters (code points).`,
        },
        source_language: {
          type: 'string',
          pattern: SOURCE_LANGUAGE_PATTERN,
          description: 'Lower-case code of the source language the instruction applies to, e.g. en. Optional: without it the instruction names no source language, and matches a live instruction that has none.',
        },
        section: {
          type: 'string',
          enum: [...INSTRUCTION_SECTIONS],
          description: 'The section of the style guide (`stylesync guide`) the instruction is shown in: a section of the outline (date-format, punctuation, copy-rules, …) or a rule group (numbers), which stands for its section. Never sent to the service. Without it the instruction is shown under formality and tone.',
        },
      },
      required: ['label', 'prompt'],
      additionalProperties: false,
    },
    examples: examplesSchema({
      description: 'Sample translations `stylesync plan --check-translations` runs with the list, before and after the change.',
      targetDescription: "Target language code as the service names it (e.g. en-GB); the list's language when absent. Must share the list's root language.",
      covers: true,
    }),
  };
}

function contentProperties(rules: Record<string, unknown>): Record<string, unknown> {
  return {
    $schema: { type: 'string' },
    extends: { $ref: '#/definitions/extends' },
    allow_unknown_rules: {
      type: 'array',
      items: { type: 'string', pattern: '^[^.\\s]+(\\.[^.\\s]+)?$' },
      description:
        "Rule groups (`date_and_times`) and rules (`numbers.new_rule`) of this file's configured_rules that stylesync's catalog lacks and that you mean to send anyway: the service has them. Without it a group one edit away from a known one is an error, another unknown group a warning (an error with --strict), an unknown rule of a known group an error.",
    },
    configured_rules: rules,
    custom_instructions: {
      type: 'array',
      maxItems: LIMITS.instructionsPerList,
      items: { $ref: '#/definitions/instruction' },
    },
    examples: { $ref: '#/definitions/examples' },
  };
}

export function buildStyleListSchema(): Record<string, unknown> {
  return {
    $schema: JSON_SCHEMA_DRAFT,
    title: 'stylesync style rule list',
    description: `One style rule list of the style rules service, kept as code. ${docs}`,
    type: 'object',
    properties: {
      name: { type: 'string', pattern: NOT_BLANK, description: 'Name of the list on the service; unique across the style files.' },
      language: {
        type: 'string',
        enum: [...STYLE_LANGUAGES],
        enumDescriptions: STYLE_LANGUAGES.map((l) => LANGUAGE_NAMES[l]),
        description: 'Target language the rules apply to; the editor offers the rule values meant for it.',
      },
      style_id: {
        type: 'string',
        minLength: 1,
        description: 'Optional pin to an existing live list: adopts it and lets the name change.',
      },
      state: {
        type: 'string',
        enum: ['present', 'absent'],
        default: 'present',
        description: 'absent deletes the live list (a tombstone).',
      },
      protect: {
        type: 'boolean',
        default: false,
        description:
          'true: no plan may delete or replace this list (a tombstone, --prune once the file is gone, a language change), whatever the flags. Remove it in a change of its own first. See docs/plan-and-apply.md.',
      },
      guide: guideBlock('this list'),
      note: fileNoteSchema(),
      glossaries: {
        type: 'array',
        items: { type: 'string', pattern: NOT_BLANK },
        description:
          'Names of the glossaries (from the glossary files, or on the service) that translations with this list use; the translate examples run with them. See docs/glossary-files.md.',
      },
      ...contentProperties({
        description: "Groups of predefined rules of the style rules service, with the chosen option for each; the editor offers the options meant for the list's language.",
        ...RULES_SHAPE,
      }),
    },
    additionalProperties: false,
    // A tombstone only has to say which list to delete.
    if: { properties: { state: { const: 'absent' } }, required: ['state'] },
    then: { anyOf: [{ required: ['name'] }, { required: ['style_id'] }] },
    else: { required: ['name', 'language'] },
    allOf: [{ $ref: RULES_BY_LANGUAGE_SCHEMA_FILE }],
    definitions: definitions(),
  };
}

export function buildFragmentSchema(): Record<string, unknown> {
  return {
    $schema: JSON_SCHEMA_DRAFT,
    title: 'stylesync style fragment',
    description: `Shared rules, instructions and examples that style lists pull in with \`extends\`; never synced on its own. ${docs}`,
    type: 'object',
    properties: contentProperties({ $ref: RULES_SCHEMA_FILE }),
    additionalProperties: false,
    definitions: definitions(),
  };
}

export function buildRepoConfigSchema(): Record<string, unknown> {
  const baseUrl = { type: 'string', pattern: '^https?://', description: 'Service address; https unless it is a loopback address.' };
  const authScheme = {
    type: 'string',
    pattern: "^[A-Za-z0-9!#$%&'*+.^_`|~-]+$",
    description: 'The word before the key in the Authorization header (default Service-Auth-Key).',
  };
  const stylesDir = { type: 'string', minLength: 1, description: 'Directory of the style files, relative to this file.' };
  const glossariesDir = { type: 'string', minLength: 1, description: 'Directory of the glossary files, relative to this file (docs/glossary-files.md).' };
  return {
    $schema: JSON_SCHEMA_DRAFT,
    title: 'stylesync repository config',
    description: `stylesync.yaml at the repository root. ${docs}`,
    type: 'object',
    properties: {
      $schema: { type: 'string' },
      styles_dir: { ...stylesDir, default: 'styles' },
      glossaries_dir: { ...glossariesDir, default: 'glossaries' },
      fragments: {
        type: 'array',
        items: { type: 'string', minLength: 1 },
        description: 'Directories whose files are fragments, relative to this file.',
      },
      base_url: baseUrl,
      auth_scheme: authScheme,
      reporting_tag: REPORTING_TAG,
      prune: { type: 'boolean', default: false, description: 'Delete live lists that no style file declares.' },
      ignore: {
        type: 'array',
        items: { type: 'string', minLength: 1 },
        description: 'Names of live lists that prune never deletes; `*` matches any run of characters.',
      },
      ...protectAndAdoptProperties(),
      extra_rules: {
        type: 'array',
        items: { type: 'string', pattern: '^[^.\\s]+\\.[^.\\s]+$' },
        description:
          "Rules the service has and stylesync's catalog lacks, as group.rule (e.g. numbers.new_rule): accepted with any value. " +
          'Any other rule missing from the catalog is an error, because the service would store a misspelt rule and ignore it.',
      },
      ...repoGuideProperties(),
      coverage: coverageSchema(),
      thresholds: THRESHOLDS,
      preview: previewSchema(baseUrl),
      targets: {
        type: 'object',
        description: 'Named services (staging, production...) chosen with --target.',
        propertyNames: { pattern: '^[A-Za-z0-9_.-]+$' },
        additionalProperties: {
          type: 'object',
          properties: {
            base_url: baseUrl,
            api_key_env: {
              type: 'string',
              pattern: '^[A-Za-z_][A-Za-z0-9_]*$',
              description: 'Name of the environment variable that holds this target\'s key (never the key itself).',
            },
            styles_dir: stylesDir,
            glossaries_dir: glossariesDir,
            auth_scheme: authScheme,
          },
          additionalProperties: false,
        },
      },
    },
    additionalProperties: false,
  };
}

/** `thresholds:`: the delete guards (plan/safety.ts). */
const THRESHOLDS = {
  type: 'object',
  properties: {
    max_deletes: { type: 'integer', minimum: 0, default: 10, description: 'Refuse plans that delete more lists than this.' },
    max_delete_percent: {
      type: 'number',
      minimum: 0,
      maximum: 100,
      default: 25,
      description: 'Refuse plans that delete more than this percentage of the live lists (checked when there are at least 10).',
    },
  },
  additionalProperties: false,
};

/** `preview:`: the service the translate previews are made on (src/app/target.ts resolvePreview). */
function previewSchema(baseUrl: Record<string, unknown>): Record<string, unknown> {
  return {
    type: 'object',
    description:
      'Where plan --check-translations makes its preview copies (a second account or service): the before and after lists and glossaries are copied there, ' +
      'so the plan key needs only read scopes on production.',
    properties: {
      base_url: { ...baseUrl, description: "The preview service's address; the target's address when absent (a second account on the same service)." },
      api_key_env: {
        type: 'string',
        pattern: '^[A-Za-z_][A-Za-z0-9_]*$',
        description: "Name of the environment variable that holds the preview service's key (never the key itself).",
      },
    },
    required: ['api_key_env'],
    additionalProperties: false,
  };
}

/** Checked beyond the schema by config/repo-config.ts (the service's rules apply after it trims and lower-cases). */
const REPORTING_TAG = {
  type: 'string',
  default: 'stylesync-preview',
  description:
    "Sent as X-DeepL-Reporting-Tag on every translation stylesync asks for (translate previews, guide --translate), so the account's usage report shows what they cost; " +
    'never on other calls. The service trims and lower-cases it; then at most 100 characters, ASCII, no whitespace inside, no control characters.',
};

/** stylesync.yaml's `protect:` and `adopt:` (issue #29, docs/plan-and-apply.md). */
function protectAndAdoptProperties(): Record<string, unknown> {
  return {
    protect: {
      type: 'array',
      items: { type: 'string', minLength: 1 },
      description:
        'Names of lists and glossaries no plan may delete or replace (nor remove a dictionary of), whatever the flags; `*` matches any run of characters. See docs/plan-and-apply.md.',
    },
    adopt: {
      type: 'string',
      enum: ['warn', 'refuse'],
      default: 'warn',
      description:
        'A new file without a pin whose name matches a live list or glossary the base did not manage adopts it: `warn` shows it as adopt, `refuse` makes it an error (use `stylesync import` or a pin).',
    },
  };
}

/** stylesync.yaml's guide settings: the text on every page, and where the guide is published. */
function repoGuideProperties(): Record<string, unknown> {
  return {
    guide: guideBlock('every page'),
    guide_url: {
      type: 'string',
      pattern: '^https://',
      description: 'Where the guide (`stylesync guide`) is published, e.g. on GitHub Pages: the address its pages and anchors are linked from.',
    },
  };
}

/** The guide's free text (`stylesync guide`, docs/guide.md): for people, never sent to the service. */
function guideBlock(where: string): Record<string, unknown> {
  const text = (what: string) => ({ type: 'string', pattern: NOT_BLANK, description: `${what}, shown on ${where} of the style guide as written (plain text; line breaks kept).` });
  return {
    type: 'object',
    description: `Text for the readable style guide (\`stylesync guide\`) on ${where}; the service never sees it.`,
    properties: { audience: text('Who the translations are for'), voice: text('The voice and tone to write in') },
    additionalProperties: false,
  };
}

/** Every generated schema file, by name under schema/. */
export function buildAllSchemas(): Record<string, Record<string, unknown>> {
  return {
    [RULES_SCHEMA_FILE]: buildConfiguredRulesSchema(),
    [RULES_BY_LANGUAGE_SCHEMA_FILE]: buildRulesByLanguageSchema(),
    [STYLE_LIST_SCHEMA_FILE]: buildStyleListSchema(),
    [FRAGMENT_SCHEMA_FILE]: buildFragmentSchema(),
    [CONFIG_SCHEMA_FILE]: buildRepoConfigSchema(),
    [GLOSSARY_SCHEMA_FILE]: buildGlossarySchema(),
    [OUTPUTS_SCHEMA_FILE]: buildOutputsSchema(),
  };
}

/** The exact bytes written to schema/<name>. */
export function serializeSchema(schema: unknown): string {
  return `${JSON.stringify(schema, null, 2)}\n`;
}

/** `coverage:` of stylesync.yaml: the minimums below which validate fails. */
function coverageSchema(): Record<string, unknown> {
  return {
    type: 'object',
    description: 'The least share of terms, rules and instructions that examples must exercise, else `stylesync validate` fails (see `validate --coverage`).',
    properties: {
      terms: coverageMinimum('glossary terms (per dictionary) that an example text running with the glossary contains'),
      rules: coverageMinimum("lists' rules that an example names in `covers:`"),
      instructions: coverageMinimum("lists' instructions that an example names (by label) in `covers:`"),
    },
    additionalProperties: false,
  };
}

/** A percentage as `stylesync.yaml` writes it: `80%` (YAML reads it as text) or a number. */
function coverageMinimum(what: string): Record<string, unknown> {
  return {
    description: `Minimum share, in percent, of the ${what}; e.g. 80%.`,
    anyOf: [
      { type: 'string', pattern: '^(100|[0-9]{1,2})(\\.[0-9]+)?%$' },
      { type: 'number', minimum: 0, maximum: 100 },
    ],
  };
}
