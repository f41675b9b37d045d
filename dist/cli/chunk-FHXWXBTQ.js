import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  filesRead
} from "./chunk-UG6R5WR7.js";

// src/report/validation-json.ts
function renderValidationJson(result, coverage) {
  return `${JSON.stringify({ ...validationReport(result), ...coverage === void 0 ? {} : { coverage } }, null, 2)}
`;
}
function validationReport(result) {
  const read = filesRead(result);
  const errors = result.ok ? [] : result.errors;
  return {
    valid: result.ok,
    summary: {
      files: read.files.length,
      lists: read.lists.length,
      glossaries: read.glossaries.length,
      glossary_files: read.glossaryFiles.length,
      errors: errors.length,
      warnings: result.warnings.length
    },
    lists: read.lists.map((l) => ({
      file: l.file,
      name: l.name,
      language: l.language,
      state: l.state,
      ...l.style_id === void 0 ? {} : { style_id: l.style_id },
      rules: Object.keys(l.ruleOrigins).length,
      instructions: l.custom_instructions.length,
      examples: l.examples.length,
      ...l.glossaries === void 0 ? {} : { glossaries: l.glossaries.map((g) => g.name) }
    })),
    // Field names as the glossary files write them (source_language), not the wire's source_lang.
    glossaries: read.glossaries.map((g) => ({
      file: g.file,
      name: g.name,
      state: g.state,
      ...g.glossary_id === void 0 ? {} : { glossary_id: g.glossary_id },
      dictionaries: g.dictionaries.map((d) => ({
        source_language: d.source_lang,
        target_language: d.target_lang,
        entries: d.entries.size,
        ...d.entriesFile === void 0 ? {} : { entries_file: d.entriesFile }
      }))
    })),
    errors,
    warnings: result.warnings
  };
}

export {
  renderValidationJson
};
