import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/config/outputs-schema.ts
var OUTPUTS_FORMAT_VERSION = 1;
var OUTPUTS_SCHEMA_FILE = "outputs.schema.json";
var OUTPUTS_MAX_GLOSSARY_IDS = 5;
var id = { type: ["string", "null"], minLength: 1 };
var named = (idKey) => ({ type: "object", required: ["name", idKey], additionalProperties: false, properties: { name: { type: "string" }, [idKey]: { type: "string" } } });
function buildOutputsSchema() {
  return {
    $schema: "http://json-schema.org/draft-07/schema#",
    title: "stylesync outputs",
    description: "The ids translation callers pass: `stylesync outputs`, `stylesync apply --outputs FILE`, the Action output `outputs-file`. See docs/plan-and-apply.md.",
    type: "object",
    required: ["format_version", "lists", "glossaries", "targets"],
    additionalProperties: false,
    properties: {
      format_version: { const: OUTPUTS_FORMAT_VERSION },
      lists: {
        type: "array",
        items: {
          type: "object",
          required: ["name", "file", "style_id", "language", "version"],
          additionalProperties: false,
          properties: {
            name: { type: "string" },
            file: { type: "string" },
            style_id: id,
            language: { type: "string" },
            version: { type: ["integer", "null"] },
            replaced: { type: "object", description: "This run replaced the list: callers switch from `from` to `to`.", required: ["from", "to"], additionalProperties: false, properties: { from: { type: "string" }, to: { type: "string" } } }
          }
        }
      },
      glossaries: {
        type: "array",
        items: {
          type: "object",
          required: ["name", "file", "glossary_id", "language_pairs"],
          additionalProperties: false,
          properties: {
            name: { type: "string" },
            file: { type: "string" },
            glossary_id: id,
            language_pairs: { type: "array", items: { type: "object", required: ["source_lang", "target_lang"], additionalProperties: false, properties: { source_lang: { type: "string" }, target_lang: { type: "string" } } } }
          }
        }
      },
      targets: {
        type: "object",
        description: "Per target language: `style_id` when exactly one list serves it, else null; per source language `glossary_ids` when at most 5 glossaries hold the pair, else null. Every candidate is listed; `notes` says why a field is null.",
        additionalProperties: {
          type: "object",
          required: ["style_id", "lists", "sources", "notes"],
          additionalProperties: false,
          properties: {
            style_id: id,
            lists: { type: "array", items: named("style_id") },
            sources: {
              type: "object",
              additionalProperties: {
                type: "object",
                required: ["glossary_ids", "glossaries"],
                additionalProperties: false,
                properties: {
                  glossary_ids: { type: ["array", "null"], maxItems: OUTPUTS_MAX_GLOSSARY_IDS, items: { type: "string" } },
                  glossaries: { type: "array", items: named("glossary_id") }
                }
              }
            },
            notes: { type: "array", items: { type: "string" } }
          }
        }
      }
    }
  };
}

export {
  OUTPUTS_FORMAT_VERSION,
  OUTPUTS_SCHEMA_FILE,
  OUTPUTS_MAX_GLOSSARY_IDS,
  buildOutputsSchema
};
