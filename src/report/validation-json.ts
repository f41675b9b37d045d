import type { ValidationResult } from '../config/model.ts';
import type { Coverage } from '../config/validate-coverage.ts';
import { filesRead } from '../config/validation-result.ts';

/**
 * What validation found, for machines: `validate --format json`, and
 * `plan --format json` when the files are invalid (so a tool reading stdout
 * gets the diagnostics, not an empty document).
 */
export function renderValidationJson(result: ValidationResult, coverage?: Coverage): string {
  // `coverage` (with --coverage, or minimums in stylesync.yaml) is an added member.
  return `${JSON.stringify({ ...validationReport(result), ...(coverage === undefined ? {} : { coverage }) }, null, 2)}\n`;
}

function validationReport(result: ValidationResult) {
  // With errors, what could be read is shown as read: a tool sees which files the errors left out.
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
      warnings: result.warnings.length,
    },
    lists: read.lists.map((l) => ({
      file: l.file,
      name: l.name,
      language: l.language,
      state: l.state,
      ...(l.style_id === undefined ? {} : { style_id: l.style_id }),
      rules: Object.keys(l.ruleOrigins).length,
      instructions: l.custom_instructions.length,
      examples: l.examples.length,
      ...(l.glossaries === undefined ? {} : { glossaries: l.glossaries.map((g) => g.name) }),
    })),
    // Field names as the glossary files write them (source_language), not the wire's source_lang.
    glossaries: read.glossaries.map((g) => ({
      file: g.file,
      name: g.name,
      state: g.state,
      ...(g.glossary_id === undefined ? {} : { glossary_id: g.glossary_id }),
      dictionaries: g.dictionaries.map((d) => ({
        source_language: d.source_lang,
        target_language: d.target_lang,
        entries: d.entries.size,
        ...(d.entriesFile === undefined ? {} : { entries_file: d.entriesFile }),
      })),
    })),
    errors,
    warnings: result.warnings,
  };
}
