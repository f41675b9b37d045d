import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  INSTRUCTION_SECTIONS
} from "./chunk-3VYUPDIQ.js";
import {
  OUTPUTS_SCHEMA_FILE,
  buildOutputsSchema
} from "./chunk-YZB7WZ6R.js";
import {
  groupInWords,
  ruleInWords,
  valueInWords
} from "./chunk-FU4PBENL.js";
import {
  LANGUAGE_NAMES,
  TERM_NOTE_MAX_CHARS,
  codeUnitOrder,
  fileNoteSchema,
  languagesInWords,
  languagesNamedBy,
  ruleLanguages
} from "./chunk-WADOF54X.js";
import {
  CATALOG,
  GLOSSARY_LIMITS,
  LIMITS,
  STYLE_LANGUAGES
} from "./chunk-XKJFTXK7.js";

// src/catalog/example-schema.ts
var SOURCE_LANGUAGE_PATTERN = "^[a-z]{2,3}(-[a-z0-9]{1,8})*$";
var NOT_BLANK = "\\S";
function examplesSchema(options) {
  return {
    type: "array",
    description: options.description,
    items: {
      type: "object",
      properties: {
        text: { type: "string", pattern: NOT_BLANK, description: "Source text to translate." },
        source_language: {
          type: "string",
          pattern: SOURCE_LANGUAGE_PATTERN,
          description: options.sourceDescription ?? "Language of the text, e.g. en; detected by the service when absent."
        },
        target_language: { type: "string", minLength: 1, description: options.targetDescription },
        context: { type: "string", description: "Context sent with the text; not translated or billed." },
        expect: {
          type: "object",
          properties: {
            contains: { type: "array", items: { type: "string", minLength: 1 }, description: "Text the translation must contain." },
            not_contains: { type: "array", items: { type: "string", minLength: 1 }, description: "Text the translation must not contain." },
            matches: {
              type: "array",
              items: { type: "string", minLength: 1 },
              description: "Regular expressions (JavaScript syntax) the translation must match."
            }
          },
          additionalProperties: false
        },
        ...options.covers ? {
          covers: {
            type: "array",
            items: { type: "string", minLength: 1 },
            description: "Rule keys (group.rule, e.g. numbers.decimal_separator) and instruction labels this example exercises; counted by `stylesync validate --coverage`."
          }
        } : {}
      },
      required: ["text", ...options.required ?? []],
      additionalProperties: false
    }
  };
}

// src/catalog/schema.ts
var JSON_SCHEMA_DRAFT = "http://json-schema.org/draft-07/schema#";
function groupDescription(group, rules) {
  return `${groupInWords(group)}: ${rules.map(ruleInWords).join("; ")}.`;
}
function ruleDescription(rule) {
  const meant = languagesNamedBy(rule);
  return `${ruleInWords(rule)}.${meant ? ` Meant for ${languagesInWords(meant)} lists.` : ""}`;
}
function valueDescriptions(rule, values) {
  return values.map((value) => {
    const words = valueInWords(rule, value);
    const meant = ruleLanguages(rule, value);
    const sentence = `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;
    return meant ? `${sentence} Meant for ${languagesInWords(meant)} lists.` : sentence;
  });
}
function buildConfiguredRulesSchema(catalog = CATALOG) {
  const groups = {};
  for (const group of Object.keys(catalog).sort()) {
    const rules = catalog[group] ?? {};
    const names = Object.keys(rules).sort();
    const properties = {};
    for (const rule of names) {
      const values = rules[rule] ?? [];
      properties[rule] = {
        description: ruleDescription(rule),
        type: "string",
        enum: [...values],
        enumDescriptions: valueDescriptions(rule, values)
      };
    }
    groups[group] = {
      description: groupDescription(group, names),
      type: "object",
      properties,
      additionalProperties: { type: "string" }
    };
  }
  return {
    $schema: JSON_SCHEMA_DRAFT,
    title: "Configured rules",
    description: "Groups of predefined rules of the style rules service, with the chosen option for each. A rule missing from a listed group is an error in `stylesync validate` unless stylesync.yaml lists it under extra_rules (the service would store a misspelt rule and ignore it); a group not listed here is a warning. Options meant for another language than the list's are a warning in `stylesync validate`.",
    type: "object",
    properties: groups,
    additionalProperties: { type: "object", additionalProperties: { type: "string" } }
  };
}

// src/catalog/glossary-schema.ts
var GLOSSARY_SCHEMA_FILE = "glossary.schema.json";
var docs = "See docs/glossary-files.md.";
function dictionary() {
  const language = (role) => ({
    type: "string",
    minLength: 1,
    description: `Base code of the ${role} language (en, de, pt; never a variant such as pt-BR: a glossary applies to every variant).`
  });
  return {
    type: "object",
    description: "The terms of one language pair; a glossary holds at most one dictionary per pair.",
    properties: {
      source_language: language("source"),
      target_language: language("target"),
      entries: {
        type: "object",
        description: "Source term \u2192 target term (`sign in: anmelden`), or the long form (`sign in: {target: anmelden, forbidden: [einloggen]}`). Each term: not empty, one line, no leading or trailing whitespace, at most 1024 UTF-8 bytes.",
        additionalProperties: { $ref: "#/definitions/entry" }
      },
      entries_file: {
        type: "string",
        minLength: 1,
        description: "A .tsv, .csv or .tbx file holding the entries instead, relative to this file and inside the repository (CSV in the service dialect; TBX as terminology tools export it, forbidden variants, definitions and notes included)."
      }
    },
    required: ["source_language", "target_language"],
    additionalProperties: false
  };
}
function entry() {
  const text = (what) => ({
    type: "string",
    minLength: 1,
    maxLength: TERM_NOTE_MAX_CHARS,
    description: `${what} For people, the guide and TBX; never sent to the service. At most ${TERM_NOTE_MAX_CHARS} characters.`
  });
  return {
    type: ["string", "object"],
    description: "The target term, or a mapping: target, admitted, forbidden, definition, note; or {translate: false}. See docs/glossary-files.md.",
    properties: {
      target: { type: "string", description: "The target term the service uses." },
      admitted: {
        type: "array",
        items: {
          // A plain term, or {term, note} when the alternative needs a word of its own ("only in legal texts").
          type: ["string", "object"],
          properties: {
            term: { type: "string", description: "The admitted alternative, a term by the same rules as the target." },
            note: text("When the alternative fits.")
          },
          required: ["term"],
          additionalProperties: false
        },
        description: "Target variants translators may use instead of the target (TBX admittedTerm): terms, or {term, note}; for people, the guide, TBX and the checks; never sent to the service."
      },
      forbidden: {
        type: "array",
        items: {
          // A plain term, or {term, note, status} when the variant needs a word of its own, or is an older term replaced (TBX supersededTerm).
          type: ["string", "object"],
          properties: {
            term: { type: "string", description: "The forbidden variant, a term by the same rules as the target." },
            note: text("Why it is forbidden."),
            status: { enum: ["superseded"], description: "superseded: an older term, replaced by the target (TBX supersededTerm); without it, deprecated (TBX deprecatedTerm)." }
          },
          required: ["term"],
          additionalProperties: false
        },
        description: "Target variants never to use (each a term by the same rules): terms, or {term, note, status: superseded}; for people, the guide, TBX and the checks; never sent to the service."
      },
      definition: text("What the term means."),
      note: text("Usage advice for translators."),
      translate: { enum: [false], description: "false: do not translate the term; its target is the source term itself." }
    },
    additionalProperties: false,
    // A long-form entry needs a target unless it says `translate: false`.
    if: { not: { required: ["translate"] } },
    then: { required: ["target"] }
  };
}
function buildGlossarySchema() {
  return {
    $schema: JSON_SCHEMA_DRAFT,
    title: "stylesync glossary",
    description: `One glossary of the service (terminology: dictionaries of source \u2192 target terms per language pair), kept as code. ${docs}`,
    type: "object",
    properties: {
      $schema: { type: "string" },
      name: {
        type: "string",
        pattern: "\\S",
        description: `Name of the glossary on the service; unique across the glossary files; at most ${GLOSSARY_LIMITS.nameMaxBytes} UTF-8 bytes.`
      },
      glossary_id: { type: "string", minLength: 1, description: "Optional pin to an existing live glossary: adopts it and lets the name change." },
      state: { type: "string", enum: ["present", "absent"], default: "present", description: "absent deletes the live glossary (a tombstone)." },
      protect: {
        type: "boolean",
        default: false,
        description: "true: no plan may delete this glossary or remove one of its dictionaries, whatever the flags. Remove it in a change of its own first. See docs/plan-and-apply.md."
      },
      note: fileNoteSchema(),
      dictionaries: { type: "array", items: { $ref: "#/definitions/dictionary" } },
      examples: examplesSchema({
        description: "Sample translations `stylesync plan --check-translations` runs with this glossary alone (no style list), before and after the change. See docs/checks.md.",
        sourceDescription: "Language of the text, e.g. en; required, since the service translates with a glossary only when the source language is given.",
        targetDescription: "Target language code as the service names it (e.g. de, en-GB, pt-BR); the glossary must hold a dictionary for its base language.",
        required: ["source_language", "target_language"]
      })
    },
    additionalProperties: false,
    // A tombstone only has to say which glossary to delete.
    if: { properties: { state: { const: "absent" } }, required: ["state"] },
    then: { anyOf: [{ required: ["name"] }, { required: ["glossary_id"] }] },
    else: { required: ["name", "dictionaries"] },
    definitions: { dictionary: dictionary(), entry: entry() }
  };
}

// src/catalog/schema-by-language.ts
function buildRulesByLanguageSchema(catalog = CATALOG) {
  const classes = classify(catalog);
  const definitions2 = {};
  const branches = [];
  for (const language of STYLE_LANGUAGES) {
    definitions2[language] = rulesFor(language, catalog, classes);
    branches.push({
      if: { properties: { language: { const: language } }, required: ["language"] },
      then: { properties: { configured_rules: { $ref: `#/definitions/${language}` } } }
    });
  }
  branches.push({
    if: { properties: { language: { enum: [...STYLE_LANGUAGES] } }, required: ["language"] },
    else: { properties: { configured_rules: { $ref: local("all") } } }
  });
  return {
    $schema: JSON_SCHEMA_DRAFT,
    title: "Configured rules for the list language",
    description: "The configured rules a style list is offered in the editor: the options meant for the list's language or for any. stylesync validate does not read this file; it warns about a value meant for another language (foreign-language-value).",
    allOf: branches,
    // The whole configured-rules schema again, not a reference to configured-rules.schema.json: the
    // language server indexes a referenced file anew for each of the hundreds of references into it,
    // which took its first check of a list from under a second to 2.2 s.
    definitions: { ...definitions2, ...shared(catalog, classes), ...refusals(classes), all: withoutDraft(buildConfiguredRulesSchema(catalog)) }
  };
}
function classify(catalog) {
  const out = /* @__PURE__ */ new Map();
  for (const [group, rules] of Object.entries(catalog)) {
    const byRule = /* @__PURE__ */ new Map();
    for (const [rule, values] of Object.entries(rules)) {
      const byKey = /* @__PURE__ */ new Map();
      for (const value of values) {
        const languages = [...ruleLanguages(rule, value) ?? []];
        const key = languages.join("-");
        let entry2 = byKey.get(key);
        if (!entry2) {
          entry2 = { languages, values: [], name: `${group}.${rule}.${key || "any"}` };
          byKey.set(key, entry2);
        }
        entry2.values.push(value);
      }
      byRule.set(rule, [...byKey.values()]);
    }
    out.set(group, byRule);
  }
  return out;
}
var neutral = (classes) => classes.every((c) => c.languages.length === 0);
function shared(catalog, classes) {
  const out = {};
  for (const group of Object.keys(catalog).sort()) {
    const properties = {};
    for (const [rule, ruleClasses] of [...classes.get(group) ?? []].sort(([a], [b]) => codeUnitOrder(a, b))) {
      if (neutral(ruleClasses)) {
        properties[rule] = { $ref: baseRule(group, rule) };
        continue;
      }
      for (const c of ruleClasses) {
        const descriptions = valueDescriptions(rule, c.values);
        out[`values.${c.name}`] = { enum: c.values };
        out[`offer.${c.name}`] = {
          defaultSnippets: c.values.map((value, k) => ({
            label: value,
            description: descriptions[k],
            body: value,
            // Values meant for a language come first in a list of that language (other labels sort
            // by themselves, and none starts with "0 "); a class only reaches the lists it is meant for.
            ...c.languages.length > 0 ? { sortText: `0 ${value}` } : {}
          }))
        };
      }
    }
    out[`common.${group}`] = { properties };
  }
  return out;
}
function rulesFor(language, catalog, classes) {
  const groups = {};
  for (const group of Object.keys(catalog).sort()) {
    const names = Object.keys(catalog[group] ?? {}).sort();
    const properties = {};
    for (const rule of names) {
      const ruleClasses = classes.get(group)?.get(rule) ?? [];
      if (!neutral(ruleClasses)) properties[rule] = ruleFor(language, rule, ruleClasses, baseRule(group, rule));
    }
    groups[group] = {
      description: groupDescription(group, names),
      type: "object",
      allOf: [{ $ref: local(`common.${group}`) }],
      properties,
      additionalProperties: { type: "string" }
    };
  }
  return {
    description: `Configured rules of a ${inWords(language)} list: the options meant for ${LANGUAGE_NAMES[language]} or for any language.`,
    type: "object",
    properties: groups,
    additionalProperties: { type: "object", additionalProperties: { type: "string" } }
  };
}
function ruleFor(language, rule, classes, base) {
  const head = { description: ruleDescription(rule), type: "string" };
  const fits = (c) => c.languages.length === 0 || c.languages.includes(language);
  const offered = classes.filter(fits);
  const foreign = classes.filter((c) => !fits(c));
  if (offered.length === 0) {
    const meant = [...new Set(foreign.flatMap((c) => c.languages))];
    return { ...head, deprecationMessage: `${ruleInWords(rule)} is meant for ${languagesInWords(meant)} lists, ${refusal(language)}` };
  }
  let chain = { $ref: base };
  for (const c of [...foreign].reverse()) {
    chain = { if: { $ref: local(`values.${c.name}`) }, then: { $ref: local(refusedName(language, c.languages)) }, else: chain };
  }
  return { ...head, allOf: offered.map((c) => ({ $ref: local(`offer.${c.name}`) })), ...chain };
}
function refused(language, meant) {
  return { pattern: "^$", patternErrorMessage: `This value is meant for ${languagesInWords(meant)} lists, ${refusal(language)}` };
}
var refusedName = (language, meant) => `refused.${language}.${meant.join("-")}`;
function refusals(classes) {
  const out = {};
  for (const language of STYLE_LANGUAGES) {
    for (const rules of classes.values()) {
      for (const c of [...rules.values()].flat()) {
        if (c.languages.length > 0 && !c.languages.includes(language)) out[refusedName(language, c.languages)] = refused(language, c.languages);
      }
    }
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => codeUnitOrder(a, b)));
}
var inWords = (language) => `${LANGUAGE_NAMES[language]} (${language})`;
var refusal = (language) => `but this list is ${inWords(language)}: choose one meant for ${LANGUAGE_NAMES[language]} or for any language, or remove the rule (stylesync validate warns: foreign-language-value).`;
var local = (definition) => pointer(["definitions", definition]);
var baseRule = (group, rule) => pointer(["definitions", "all", "properties", group, "properties", rule]);
function withoutDraft(schema) {
  const { $schema: _draft, ...rest } = schema;
  return rest;
}
function pointer(segments) {
  return `#/${segments.map((s) => encodeURIComponent(s.replace(/~/g, "~0").replace(/\//g, "~1"))).join("/")}`;
}

// src/config/schemas.ts
var RULES_SCHEMA_FILE = "configured-rules.schema.json";
var RULES_BY_LANGUAGE_SCHEMA_FILE = "configured-rules-by-language.schema.json";
var STYLE_LIST_SCHEMA_FILE = "style-list.schema.json";
var FRAGMENT_SCHEMA_FILE = "style-fragment.schema.json";
var CONFIG_SCHEMA_FILE = "stylesync.schema.json";
var NOT_BLANK2 = "\\S";
var docs2 = "See docs/style-files.md.";
var RULES_SHAPE = {
  type: "object",
  additionalProperties: { type: "object", additionalProperties: { type: "string" } }
};
function definitions() {
  return {
    extends: {
      description: "Fragments to build on, relative to this file; later ones override earlier ones, and this file overrides them all.",
      type: ["string", "array"],
      minLength: 1,
      items: { type: "string", minLength: 1 }
    },
    instruction: {
      type: "object",
      description: "A free-text instruction; the service stores it verbatim.",
      properties: {
        label: {
          type: "string",
          maxLength: LIMITS.labelMaxCodePoints,
          pattern: NOT_BLANK2,
          description: `Short label, unique within the list; at most ${LIMITS.labelMaxCodePoints} characters (code points).`
        },
        prompt: {
          type: "string",
          maxLength: LIMITS.promptMaxCodePoints,
          pattern: NOT_BLANK2,
          description: `The instruction, at most ${LIMITS.promptMaxCodePoints} characters (code points).`
        },
        source_language: {
          type: "string",
          pattern: SOURCE_LANGUAGE_PATTERN,
          description: "Lower-case code of the source language the instruction applies to, e.g. en. Optional: without it the instruction names no source language, and matches a live instruction that has none."
        },
        section: {
          type: "string",
          enum: [...INSTRUCTION_SECTIONS],
          description: "The section of the style guide (`stylesync guide`) the instruction is shown in: a section of the outline (date-format, punctuation, copy-rules, \u2026) or a rule group (numbers), which stands for its section. Never sent to the service. Without it the instruction is shown under formality and tone."
        }
      },
      required: ["label", "prompt"],
      additionalProperties: false
    },
    examples: examplesSchema({
      description: "Sample translations `stylesync plan --check-translations` runs with the list, before and after the change.",
      targetDescription: "Target language code as the service names it (e.g. en-GB); the list's language when absent. Must share the list's root language.",
      covers: true
    })
  };
}
function contentProperties(rules) {
  return {
    $schema: { type: "string" },
    extends: { $ref: "#/definitions/extends" },
    allow_unknown_rules: {
      type: "array",
      items: { type: "string", pattern: "^[^.\\s]+(\\.[^.\\s]+)?$" },
      description: "Rule groups (`date_and_times`) and rules (`numbers.new_rule`) of this file's configured_rules that stylesync's catalog lacks and that you mean to send anyway: the service has them. Without it a group one edit away from a known one is an error, another unknown group a warning (an error with --strict), an unknown rule of a known group an error."
    },
    configured_rules: rules,
    custom_instructions: {
      type: "array",
      maxItems: LIMITS.instructionsPerList,
      items: { $ref: "#/definitions/instruction" }
    },
    examples: { $ref: "#/definitions/examples" }
  };
}
function buildStyleListSchema() {
  return {
    $schema: JSON_SCHEMA_DRAFT,
    title: "stylesync style rule list",
    description: `One style rule list of the style rules service, kept as code. ${docs2}`,
    type: "object",
    properties: {
      name: { type: "string", pattern: NOT_BLANK2, description: "Name of the list on the service; unique across the style files." },
      language: {
        type: "string",
        enum: [...STYLE_LANGUAGES],
        enumDescriptions: STYLE_LANGUAGES.map((l) => LANGUAGE_NAMES[l]),
        description: "Target language the rules apply to; the editor offers the rule values meant for it."
      },
      style_id: {
        type: "string",
        minLength: 1,
        description: "Optional pin to an existing live list: adopts it and lets the name change."
      },
      state: {
        type: "string",
        enum: ["present", "absent"],
        default: "present",
        description: "absent deletes the live list (a tombstone)."
      },
      protect: {
        type: "boolean",
        default: false,
        description: "true: no plan may delete or replace this list (a tombstone, --prune once the file is gone, a language change), whatever the flags. Remove it in a change of its own first. See docs/plan-and-apply.md."
      },
      guide: guideBlock("this list"),
      note: fileNoteSchema(),
      glossaries: {
        type: "array",
        items: { type: "string", pattern: NOT_BLANK2 },
        description: "Names of the glossaries (from the glossary files, or on the service) that translations with this list use; the translate examples run with them. See docs/glossary-files.md."
      },
      ...contentProperties({
        description: "Groups of predefined rules of the style rules service, with the chosen option for each; the editor offers the options meant for the list's language.",
        ...RULES_SHAPE
      })
    },
    additionalProperties: false,
    // A tombstone only has to say which list to delete.
    if: { properties: { state: { const: "absent" } }, required: ["state"] },
    then: { anyOf: [{ required: ["name"] }, { required: ["style_id"] }] },
    else: { required: ["name", "language"] },
    allOf: [{ $ref: RULES_BY_LANGUAGE_SCHEMA_FILE }],
    definitions: definitions()
  };
}
function buildFragmentSchema() {
  return {
    $schema: JSON_SCHEMA_DRAFT,
    title: "stylesync style fragment",
    description: `Shared rules, instructions and examples that style lists pull in with \`extends\`; never synced on its own. ${docs2}`,
    type: "object",
    properties: contentProperties({ $ref: RULES_SCHEMA_FILE }),
    additionalProperties: false,
    definitions: definitions()
  };
}
function buildRepoConfigSchema() {
  const baseUrl = { type: "string", pattern: "^https?://", description: "Service address; https unless it is a loopback address." };
  const authScheme = {
    type: "string",
    pattern: "^[A-Za-z0-9!#$%&'*+.^_`|~-]+$",
    description: "The word before the key in the Authorization header (default Service-Auth-Key)."
  };
  const stylesDir = { type: "string", minLength: 1, description: "Directory of the style files, relative to this file." };
  const glossariesDir = { type: "string", minLength: 1, description: "Directory of the glossary files, relative to this file (docs/glossary-files.md)." };
  return {
    $schema: JSON_SCHEMA_DRAFT,
    title: "stylesync repository config",
    description: `stylesync.yaml at the repository root. ${docs2}`,
    type: "object",
    properties: {
      $schema: { type: "string" },
      styles_dir: { ...stylesDir, default: "styles" },
      glossaries_dir: { ...glossariesDir, default: "glossaries" },
      fragments: {
        type: "array",
        items: { type: "string", minLength: 1 },
        description: "Directories whose files are fragments, relative to this file."
      },
      base_url: baseUrl,
      auth_scheme: authScheme,
      reporting_tag: REPORTING_TAG,
      prune: { type: "boolean", default: false, description: "Delete live lists that no style file declares." },
      ignore: {
        type: "array",
        items: { type: "string", minLength: 1 },
        description: "Names of live lists that prune never deletes; `*` matches any run of characters."
      },
      ...protectAndAdoptProperties(),
      extra_rules: {
        type: "array",
        items: { type: "string", pattern: "^[^.\\s]+\\.[^.\\s]+$" },
        description: "Rules the service has and stylesync's catalog lacks, as group.rule (e.g. numbers.new_rule): accepted with any value. Any other rule missing from the catalog is an error, because the service would store a misspelt rule and ignore it."
      },
      ...repoGuideProperties(),
      coverage: coverageSchema(),
      thresholds: THRESHOLDS,
      preview: previewSchema(baseUrl),
      targets: {
        type: "object",
        description: "Named services (staging, production...) chosen with --target.",
        propertyNames: { pattern: "^[A-Za-z0-9_.-]+$" },
        additionalProperties: {
          type: "object",
          properties: {
            base_url: baseUrl,
            api_key_env: {
              type: "string",
              pattern: "^[A-Za-z_][A-Za-z0-9_]*$",
              description: "Name of the environment variable that holds this target's key (never the key itself)."
            },
            styles_dir: stylesDir,
            glossaries_dir: glossariesDir,
            auth_scheme: authScheme
          },
          additionalProperties: false
        }
      }
    },
    additionalProperties: false
  };
}
var THRESHOLDS = {
  type: "object",
  properties: {
    max_deletes: { type: "integer", minimum: 0, default: 10, description: "Refuse plans that delete more lists than this." },
    max_delete_percent: {
      type: "number",
      minimum: 0,
      maximum: 100,
      default: 25,
      description: "Refuse plans that delete more than this percentage of the live lists (checked when there are at least 10)."
    }
  },
  additionalProperties: false
};
function previewSchema(baseUrl) {
  return {
    type: "object",
    description: "Where plan --check-translations makes its preview copies (a second account or service): the before and after lists and glossaries are copied there, so the plan key needs only read scopes on production.",
    properties: {
      base_url: { ...baseUrl, description: "The preview service's address; the target's address when absent (a second account on the same service)." },
      api_key_env: {
        type: "string",
        pattern: "^[A-Za-z_][A-Za-z0-9_]*$",
        description: "Name of the environment variable that holds the preview service's key (never the key itself)."
      }
    },
    required: ["api_key_env"],
    additionalProperties: false
  };
}
var REPORTING_TAG = {
  type: "string",
  default: "stylesync-preview",
  description: "Sent as X-DeepL-Reporting-Tag on every translation stylesync asks for (translate previews, guide --translate), so the account's usage report shows what they cost; never on other calls. The service trims and lower-cases it; then at most 100 characters, ASCII, no whitespace inside, no control characters."
};
function protectAndAdoptProperties() {
  return {
    protect: {
      type: "array",
      items: { type: "string", minLength: 1 },
      description: "Names of lists and glossaries no plan may delete or replace (nor remove a dictionary of), whatever the flags; `*` matches any run of characters. See docs/plan-and-apply.md."
    },
    adopt: {
      type: "string",
      enum: ["warn", "refuse"],
      default: "warn",
      description: "A new file without a pin whose name matches a live list or glossary the base did not manage adopts it: `warn` shows it as adopt, `refuse` makes it an error (use `stylesync import` or a pin)."
    }
  };
}
function repoGuideProperties() {
  return {
    guide: guideBlock("every page"),
    guide_url: {
      type: "string",
      pattern: "^https://",
      description: "Where the guide (`stylesync guide`) is published, e.g. on GitHub Pages: the address its pages and anchors are linked from."
    }
  };
}
function guideBlock(where) {
  const text = (what) => ({ type: "string", pattern: NOT_BLANK2, description: `${what}, shown on ${where} of the style guide as written (plain text; line breaks kept).` });
  return {
    type: "object",
    description: `Text for the readable style guide (\`stylesync guide\`) on ${where}; the service never sees it.`,
    properties: { audience: text("Who the translations are for"), voice: text("The voice and tone to write in") },
    additionalProperties: false
  };
}
function buildAllSchemas() {
  return {
    [RULES_SCHEMA_FILE]: buildConfiguredRulesSchema(),
    [RULES_BY_LANGUAGE_SCHEMA_FILE]: buildRulesByLanguageSchema(),
    [STYLE_LIST_SCHEMA_FILE]: buildStyleListSchema(),
    [FRAGMENT_SCHEMA_FILE]: buildFragmentSchema(),
    [CONFIG_SCHEMA_FILE]: buildRepoConfigSchema(),
    [GLOSSARY_SCHEMA_FILE]: buildGlossarySchema(),
    [OUTPUTS_SCHEMA_FILE]: buildOutputsSchema()
  };
}
function serializeSchema(schema) {
  return `${JSON.stringify(schema, null, 2)}
`;
}
function coverageSchema() {
  return {
    type: "object",
    description: "The least share of terms, rules and instructions that examples must exercise, else `stylesync validate` fails (see `validate --coverage`).",
    properties: {
      terms: coverageMinimum("glossary terms (per dictionary) that an example text running with the glossary contains"),
      rules: coverageMinimum("lists' rules that an example names in `covers:`"),
      instructions: coverageMinimum("lists' instructions that an example names (by label) in `covers:`")
    },
    additionalProperties: false
  };
}
function coverageMinimum(what) {
  return {
    description: `Minimum share, in percent, of the ${what}; e.g. 80%.`,
    anyOf: [
      { type: "string", pattern: "^(100|[0-9]{1,2})(\\.[0-9]+)?%$" },
      { type: "number", minimum: 0, maximum: 100 }
    ]
  };
}

export {
  GLOSSARY_SCHEMA_FILE,
  STYLE_LIST_SCHEMA_FILE,
  CONFIG_SCHEMA_FILE,
  buildAllSchemas,
  serializeSchema
};
