import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  isGlossaryRecord
} from "./chunk-ZO4YGO5I.js";
import {
  ruleInWords,
  ruleValueInWords,
  valueInWords
} from "./chunk-5UXTJFUM.js";
import {
  openSession
} from "./chunk-UUY3LBWI.js";
import {
  oneLine,
  stableJson
} from "./chunk-B544PDFQ.js";
import {
  coverageLine,
  formatOrigin,
  sessionOptions,
  termIndex,
  termsIn
} from "./chunk-GUSFDRH7.js";
import {
  makeStyle,
  renderDiagnostics,
  wantsColor
} from "./chunk-HYTBYW7E.js";
import {
  terminalQuoted,
  terminalText
} from "./chunk-BOGGWB4Y.js";
import {
  codeUnitOrder
} from "./chunk-O6LHGIPT.js";
import {
  excusing
} from "./chunk-N3KGONKP.js";
import {
  pairKey,
  plural
} from "./chunk-J574JDD5.js";
import {
  canonicalRules,
  sameContent
} from "./chunk-UEI424LT.js";
import {
  containsTerm
} from "./chunk-A3C6QQL2.js";
import {
  StylesyncError
} from "./chunk-MADRQNID.js";

// src/plan/plan-validator.generated.js
var plan = validate10;
var schema11 = { "$schema": "http://json-schema.org/draft-07/schema#", "title": "stylesync saved plan", "description": "A plan as `stylesync plan --out FILE` saves it and `stylesync apply FILE` reads it back (also `plan --format json`), format_version 4. See docs/plan-and-apply.md.", "definitions": { "origin": { "type": "object", "required": ["file", "line", "col"], "properties": { "file": { "type": "string" }, "line": { "type": "integer" }, "col": { "type": "integer" } }, "description": "Where a value is written: file relative to the repository root, 1-based line and column." }, "rules": { "type": "object", "additionalProperties": { "type": "object", "additionalProperties": { "type": "string" } }, "description": "configured_rules: group \u2192 rule \u2192 value." }, "instruction": { "type": "object", "required": ["label", "prompt"], "properties": { "label": { "type": "string" }, "prompt": { "type": "string" }, "source_language": { "type": "string" } } }, "problem": { "type": "object", "required": ["code", "message", "hint"], "properties": { "code": { "type": "string" }, "message": { "type": "string" }, "hint": { "type": "string" }, "list": { "type": "string" }, "glossary": { "type": "string" }, "file": { "type": "string" } } }, "change": { "type": "object", "required": ["kind"], "properties": { "kind": { "type": "string", "enum": ["create_list", "rename_list", "replace_rules", "delete_instruction", "update_instruction", "create_instruction", "delete_list"] } }, "allOf": [{ "if": { "properties": { "kind": { "const": "create_list" } } }, "then": { "type": "object", "required": ["body"], "properties": { "body": { "type": "object", "required": ["name", "language", "configured_rules", "custom_instructions"], "properties": { "name": { "type": "string" }, "language": { "type": "string" }, "configured_rules": { "$ref": "#/definitions/rules" }, "custom_instructions": { "type": "array", "items": { "$ref": "#/definitions/instruction" } } } }, "origin": { "$ref": "#/definitions/origin" }, "rule_origins": { "type": "object", "additionalProperties": { "$ref": "#/definitions/origin" } }, "instruction_origins": { "type": "array", "items": { "$ref": "#/definitions/origin" } } } } }, { "if": { "properties": { "kind": { "const": "rename_list" } } }, "then": { "type": "object", "required": ["from", "to"], "properties": { "from": { "type": "string" }, "to": { "type": "string" }, "origin": { "$ref": "#/definitions/origin" } } } }, { "if": { "properties": { "kind": { "const": "replace_rules" } } }, "then": { "type": "object", "required": ["before", "after", "rules", "origins"], "properties": { "before": { "$ref": "#/definitions/rules" }, "after": { "$ref": "#/definitions/rules" }, "rules": { "type": "array", "items": { "type": "object", "required": ["group", "rule"], "properties": { "group": { "type": "string" }, "rule": { "type": "string" }, "before": { "type": "string" }, "after": { "type": "string" } } } }, "origins": { "type": "object", "additionalProperties": { "$ref": "#/definitions/origin" } } } } }, { "if": { "properties": { "kind": { "const": "delete_instruction" } } }, "then": { "type": "object", "required": ["instruction_id", "before"], "properties": { "instruction_id": { "type": "string" }, "before": { "$ref": "#/definitions/instruction" }, "reason": { "type": "string", "enum": ["removed", "duplicate_label"] } } } }, { "if": { "properties": { "kind": { "const": "update_instruction" } } }, "then": { "type": "object", "required": ["instruction_id", "before", "after"], "properties": { "instruction_id": { "type": "string" }, "before": { "$ref": "#/definitions/instruction" }, "after": { "$ref": "#/definitions/instruction" }, "origin": { "$ref": "#/definitions/origin" } } } }, { "if": { "properties": { "kind": { "const": "create_instruction" } } }, "then": { "type": "object", "required": ["after"], "properties": { "after": { "$ref": "#/definitions/instruction" }, "origin": { "$ref": "#/definitions/origin" } } } }, { "if": { "properties": { "kind": { "const": "delete_list" } } }, "then": { "type": "object", "required": ["reason", "before"], "properties": { "reason": { "type": "string", "enum": ["absent", "prune", "replace", "duplicate"] }, "before": { "type": "object", "required": ["style_id", "name", "language", "version", "configured_rules", "custom_instructions"], "properties": { "style_id": { "type": "string" }, "name": { "type": "string" }, "language": { "type": "string" }, "version": { "type": "integer" }, "configured_rules": { "$ref": "#/definitions/rules" }, "custom_instructions": { "type": "array", "items": { "type": "object", "required": ["id", "label", "prompt"], "properties": { "id": { "type": "string" }, "label": { "type": "string" }, "prompt": { "type": "string" }, "source_language": { "type": "string" } } } } } }, "kept": { "type": "string" } } } }], "description": "One write to a list, in execution order within the list's `changes`." }, "term_entry": { "type": "array", "description": "A [source, target] pair of terms.", "items": [{ "type": "string" }, { "type": "string" }], "minItems": 2, "maxItems": 2 }, "glossary_write": { "type": "object", "required": ["kind"], "properties": { "kind": { "type": "string", "enum": ["create_glossary", "patch_glossary", "put_dictionary", "delete_dictionary", "delete_glossary"] } }, "allOf": [{ "if": { "properties": { "kind": { "const": "create_glossary" } } }, "then": { "type": "object", "required": ["name", "dictionaries"], "properties": { "name": { "type": "string" }, "dictionaries": { "type": "array", "items": { "type": "object", "required": ["source_lang", "target_lang", "entries"], "properties": { "source_lang": { "type": "string" }, "target_lang": { "type": "string" }, "entries": { "type": "array", "items": { "type": "array", "description": "A [source, target] pair of terms.", "items": [{ "type": "string" }, { "type": "string" }], "minItems": 2, "maxItems": 2 } } } } } } } }, { "if": { "properties": { "kind": { "const": "patch_glossary" } } }, "then": { "type": "object", "required": [], "properties": { "name": { "type": "string" }, "dictionary": { "type": "object", "required": ["source_lang", "target_lang", "entries"], "properties": { "source_lang": { "type": "string" }, "target_lang": { "type": "string" }, "entries": { "type": "array", "items": { "type": "array", "description": "A [source, target] pair of terms.", "items": [{ "type": "string" }, { "type": "string" }], "minItems": 2, "maxItems": 2 } } } } } } }, { "if": { "properties": { "kind": { "const": "put_dictionary" } } }, "then": { "type": "object", "required": ["dictionary"], "properties": { "dictionary": { "type": "object", "required": ["source_lang", "target_lang", "entries"], "properties": { "source_lang": { "type": "string" }, "target_lang": { "type": "string" }, "entries": { "type": "array", "items": { "type": "array", "description": "A [source, target] pair of terms.", "items": [{ "type": "string" }, { "type": "string" }], "minItems": 2, "maxItems": 2 } } } } } } }, { "if": { "properties": { "kind": { "const": "delete_dictionary" } } }, "then": { "type": "object", "required": ["source_lang", "target_lang"], "properties": { "source_lang": { "type": "string" }, "target_lang": { "type": "string" } } } }, { "if": { "properties": { "kind": { "const": "delete_glossary" } } }, "then": { "type": "object", "required": [], "properties": {} } }], "description": "One request to the glossaries API, in execution order within the glossary's `writes`." } }, "type": "object", "required": ["format_version", "applies_to", "planned_with", "lists", "desired_checksum"], "properties": { "format_version": { "const": 4 }, "target": { "type": "string" }, "applies_to": { "type": "object", "required": ["target", "base_url", "styles_dir"], "properties": { "target": { "type": ["string", "null"] }, "base_url": { "type": "string" }, "styles_dir": { "type": "string" } } }, "planned_with": { "type": "object", "required": ["prune", "allow_replace", "allow_deletes"], "properties": { "prune": { "type": "boolean" }, "allow_replace": { "type": "boolean" }, "allow_deletes": { "type": ["integer", "null"] } } }, "partial": { "type": "object", "required": ["paths", "lists"], "properties": { "paths": { "type": "array", "items": { "type": "string" } }, "lists": { "type": "array", "items": { "type": "string" } } } }, "lists": { "type": "object", "required": ["items", "unchanged", "unmanaged", "summary", "fingerprint", "problems"], "properties": { "items": { "type": "array", "items": { "type": "object", "required": ["name", "action", "language", "changes"], "properties": { "name": { "type": "string" }, "file": { "type": "string" }, "action": { "type": "string", "enum": ["create", "update", "delete", "replace"] }, "style_id": { "type": "string" }, "live_version": { "type": "integer" }, "pinned": { "type": "boolean" }, "language": { "type": "string" }, "changes": { "type": "array", "items": { "$ref": "#/definitions/change" } }, "rename_hint": { "type": "object", "required": ["style_id", "name", "shared", "total", "pruned"], "properties": { "style_id": { "type": "string" }, "name": { "type": "string" }, "shared": { "type": "integer" }, "total": { "type": "integer" }, "pruned": { "type": "boolean" } } }, "adopted": { "const": true } } }, "description": "Only items with at least one change." }, "unchanged": { "type": "array", "items": { "type": "string" }, "description": "Managed items that already match." }, "unmanaged": { "type": "array", "items": { "type": "object", "required": ["style_id", "name", "language", "ignored"], "properties": { "style_id": { "type": "string" }, "name": { "type": "string" }, "language": { "type": "string" }, "ignored": { "type": "boolean" } } } }, "summary": { "type": "object", "required": ["create", "update", "delete", "replace"], "properties": { "create": { "type": "integer" }, "update": { "type": "integer" }, "delete": { "type": "integer" }, "replace": { "type": "integer" } } }, "fingerprint": { "type": "object", "required": ["versions", "absent_names"], "properties": { "versions": { "type": "object", "additionalProperties": { "type": "integer" }, "description": "style_id \u2192 the live version the plan was made against." }, "absent_names": { "type": "array", "items": { "type": "string" } } }, "description": "What the plan assumed of the live state; `apply plan.json` refuses when it moved." }, "problems": { "type": "array", "items": { "$ref": "#/definitions/problem" } }, "blocked": { "type": "array", "items": { "$ref": "#/definitions/problem" }, "description": "Problems that hold back one item only." } }, "description": "The style rule lists." }, "desired_checksum": { "type": "string" }, "glossaries": { "type": "object", "required": ["items", "unchanged", "unmanaged", "summary", "fingerprint", "problems", "requests"], "properties": { "items": { "type": "array", "items": { "type": "object", "required": ["name", "action", "dictionaries", "writes"], "properties": { "name": { "type": "string" }, "file": { "type": "string" }, "action": { "type": "string", "enum": ["create", "update", "delete"] }, "glossary_id": { "type": "string" }, "pinned": { "type": "boolean" }, "rename": { "type": "object", "required": ["from", "to"], "properties": { "from": { "type": "string" }, "to": { "type": "string" } } }, "reason": { "type": "string", "enum": ["absent", "prune", "duplicate"] }, "kept": { "type": "string" }, "rename_hint": { "type": "object", "required": ["glossary_id", "name", "pruned"], "properties": { "glossary_id": { "type": "string" }, "name": { "type": "string" }, "pruned": { "type": "boolean" } } }, "adopted": { "const": true }, "dictionaries": { "type": "array", "items": { "type": "object", "required": ["source_lang", "target_lang", "action", "added", "changed", "removed", "entry_count_before", "entry_count_after"], "properties": { "source_lang": { "type": "string" }, "target_lang": { "type": "string" }, "action": { "type": "string", "enum": ["create", "update", "delete"] }, "added": { "type": "array", "items": { "$ref": "#/definitions/term_entry" } }, "changed": { "type": "array", "items": { "type": "object", "required": ["source", "before", "after"], "properties": { "source": { "type": "string" }, "before": { "type": "string" }, "after": { "type": "string" } } } }, "removed": { "type": "array", "items": { "$ref": "#/definitions/term_entry" } }, "entry_count_before": { "type": "integer" }, "entry_count_after": { "type": "integer" } } } }, "writes": { "type": "array", "items": { "$ref": "#/definitions/glossary_write" } } } }, "description": "Only items with at least one change." }, "unchanged": { "type": "array", "items": { "type": "string" }, "description": "Managed items that already match." }, "unmanaged": { "type": "array", "items": { "type": "object", "required": ["glossary_id", "name", "ignored"], "properties": { "glossary_id": { "type": "string" }, "name": { "type": "string" }, "ignored": { "type": "boolean" } } } }, "summary": { "type": "object", "required": ["create", "update", "delete"], "properties": { "create": { "type": "integer" }, "update": { "type": "integer" }, "delete": { "type": "integer" } } }, "fingerprint": { "type": "object", "required": ["hashes", "absent_names"], "properties": { "hashes": { "type": "object", "additionalProperties": { "type": "object", "additionalProperties": { "type": "string" } }, "description": "glossary_id \u2192 language pair \u2192 hash of its entries as read." }, "absent_names": { "type": "array", "items": { "type": "string" } } }, "description": "What the plan assumed of the live state; `apply plan.json` refuses when it moved." }, "problems": { "type": "array", "items": { "$ref": "#/definitions/problem" } }, "blocked": { "type": "array", "items": { "$ref": "#/definitions/problem" }, "description": "Problems that hold back one item only." }, "requests": { "type": "integer", "description": "How many requests the writes send." } }, "description": "The glossaries; present when the project has glossary files." }, "alerts": { "type": "array", "items": { "$ref": "#/definitions/problem" } } }, "$id": "plan.json" };
var schema33 = { "type": "object", "required": ["kind"], "properties": { "kind": { "type": "string", "enum": ["create_glossary", "patch_glossary", "put_dictionary", "delete_dictionary", "delete_glossary"] } }, "allOf": [{ "if": { "properties": { "kind": { "const": "create_glossary" } } }, "then": { "type": "object", "required": ["name", "dictionaries"], "properties": { "name": { "type": "string" }, "dictionaries": { "type": "array", "items": { "type": "object", "required": ["source_lang", "target_lang", "entries"], "properties": { "source_lang": { "type": "string" }, "target_lang": { "type": "string" }, "entries": { "type": "array", "items": { "type": "array", "description": "A [source, target] pair of terms.", "items": [{ "type": "string" }, { "type": "string" }], "minItems": 2, "maxItems": 2 } } } } } } } }, { "if": { "properties": { "kind": { "const": "patch_glossary" } } }, "then": { "type": "object", "required": [], "properties": { "name": { "type": "string" }, "dictionary": { "type": "object", "required": ["source_lang", "target_lang", "entries"], "properties": { "source_lang": { "type": "string" }, "target_lang": { "type": "string" }, "entries": { "type": "array", "items": { "type": "array", "description": "A [source, target] pair of terms.", "items": [{ "type": "string" }, { "type": "string" }], "minItems": 2, "maxItems": 2 } } } } } } }, { "if": { "properties": { "kind": { "const": "put_dictionary" } } }, "then": { "type": "object", "required": ["dictionary"], "properties": { "dictionary": { "type": "object", "required": ["source_lang", "target_lang", "entries"], "properties": { "source_lang": { "type": "string" }, "target_lang": { "type": "string" }, "entries": { "type": "array", "items": { "type": "array", "description": "A [source, target] pair of terms.", "items": [{ "type": "string" }, { "type": "string" }], "minItems": 2, "maxItems": 2 } } } } } } }, { "if": { "properties": { "kind": { "const": "delete_dictionary" } } }, "then": { "type": "object", "required": ["source_lang", "target_lang"], "properties": { "source_lang": { "type": "string" }, "target_lang": { "type": "string" } } } }, { "if": { "properties": { "kind": { "const": "delete_glossary" } } }, "then": { "type": "object", "required": [], "properties": {} } }], "description": "One request to the glossaries API, in execution order within the glossary's `writes`." };
var schema12 = { "type": "object", "required": ["kind"], "properties": { "kind": { "type": "string", "enum": ["create_list", "rename_list", "replace_rules", "delete_instruction", "update_instruction", "create_instruction", "delete_list"] } }, "allOf": [{ "if": { "properties": { "kind": { "const": "create_list" } } }, "then": { "type": "object", "required": ["body"], "properties": { "body": { "type": "object", "required": ["name", "language", "configured_rules", "custom_instructions"], "properties": { "name": { "type": "string" }, "language": { "type": "string" }, "configured_rules": { "$ref": "#/definitions/rules" }, "custom_instructions": { "type": "array", "items": { "$ref": "#/definitions/instruction" } } } }, "origin": { "$ref": "#/definitions/origin" }, "rule_origins": { "type": "object", "additionalProperties": { "$ref": "#/definitions/origin" } }, "instruction_origins": { "type": "array", "items": { "$ref": "#/definitions/origin" } } } } }, { "if": { "properties": { "kind": { "const": "rename_list" } } }, "then": { "type": "object", "required": ["from", "to"], "properties": { "from": { "type": "string" }, "to": { "type": "string" }, "origin": { "$ref": "#/definitions/origin" } } } }, { "if": { "properties": { "kind": { "const": "replace_rules" } } }, "then": { "type": "object", "required": ["before", "after", "rules", "origins"], "properties": { "before": { "$ref": "#/definitions/rules" }, "after": { "$ref": "#/definitions/rules" }, "rules": { "type": "array", "items": { "type": "object", "required": ["group", "rule"], "properties": { "group": { "type": "string" }, "rule": { "type": "string" }, "before": { "type": "string" }, "after": { "type": "string" } } } }, "origins": { "type": "object", "additionalProperties": { "$ref": "#/definitions/origin" } } } } }, { "if": { "properties": { "kind": { "const": "delete_instruction" } } }, "then": { "type": "object", "required": ["instruction_id", "before"], "properties": { "instruction_id": { "type": "string" }, "before": { "$ref": "#/definitions/instruction" }, "reason": { "type": "string", "enum": ["removed", "duplicate_label"] } } } }, { "if": { "properties": { "kind": { "const": "update_instruction" } } }, "then": { "type": "object", "required": ["instruction_id", "before", "after"], "properties": { "instruction_id": { "type": "string" }, "before": { "$ref": "#/definitions/instruction" }, "after": { "$ref": "#/definitions/instruction" }, "origin": { "$ref": "#/definitions/origin" } } } }, { "if": { "properties": { "kind": { "const": "create_instruction" } } }, "then": { "type": "object", "required": ["after"], "properties": { "after": { "$ref": "#/definitions/instruction" }, "origin": { "$ref": "#/definitions/origin" } } } }, { "if": { "properties": { "kind": { "const": "delete_list" } } }, "then": { "type": "object", "required": ["reason", "before"], "properties": { "reason": { "type": "string", "enum": ["absent", "prune", "replace", "duplicate"] }, "before": { "type": "object", "required": ["style_id", "name", "language", "version", "configured_rules", "custom_instructions"], "properties": { "style_id": { "type": "string" }, "name": { "type": "string" }, "language": { "type": "string" }, "version": { "type": "integer" }, "configured_rules": { "$ref": "#/definitions/rules" }, "custom_instructions": { "type": "array", "items": { "type": "object", "required": ["id", "label", "prompt"], "properties": { "id": { "type": "string" }, "label": { "type": "string" }, "prompt": { "type": "string" }, "source_language": { "type": "string" } } } } } }, "kept": { "type": "string" } } } }], "description": "One write to a list, in execution order within the list's `changes`." };
function validate11(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  const _errs1 = errors;
  const _errs2 = errors;
  let valid1 = true;
  const _errs3 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.kind !== void 0) {
      if ("create_list" !== data.kind) {
        const err0 = {};
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
  }
  var _valid0 = _errs3 === errors;
  errors = _errs2;
  if (vErrors !== null) {
    if (_errs2) {
      vErrors.length = _errs2;
    } else {
      vErrors = null;
    }
  }
  if (_valid0) {
    const _errs5 = errors;
    if (errors === _errs5) {
      if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing0;
        if (data.body === void 0 && (missing0 = "body")) {
          validate11.errors = [{ instancePath, schemaPath: "#/allOf/0/then/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
          return false;
        } else {
          if (data.body !== void 0) {
            let data1 = data.body;
            const _errs7 = errors;
            if (errors === _errs7) {
              if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                let missing1;
                if (data1.name === void 0 && (missing1 = "name") || data1.language === void 0 && (missing1 = "language") || data1.configured_rules === void 0 && (missing1 = "configured_rules") || data1.custom_instructions === void 0 && (missing1 = "custom_instructions")) {
                  validate11.errors = [{ instancePath: instancePath + "/body", schemaPath: "#/allOf/0/then/properties/body/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                  return false;
                } else {
                  if (data1.name !== void 0) {
                    const _errs9 = errors;
                    if (typeof data1.name !== "string") {
                      validate11.errors = [{ instancePath: instancePath + "/body/name", schemaPath: "#/allOf/0/then/properties/body/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                      return false;
                    }
                    var valid4 = _errs9 === errors;
                  } else {
                    var valid4 = true;
                  }
                  if (valid4) {
                    if (data1.language !== void 0) {
                      const _errs11 = errors;
                      if (typeof data1.language !== "string") {
                        validate11.errors = [{ instancePath: instancePath + "/body/language", schemaPath: "#/allOf/0/then/properties/body/properties/language/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                        return false;
                      }
                      var valid4 = _errs11 === errors;
                    } else {
                      var valid4 = true;
                    }
                    if (valid4) {
                      if (data1.configured_rules !== void 0) {
                        let data4 = data1.configured_rules;
                        const _errs13 = errors;
                        const _errs14 = errors;
                        if (errors === _errs14) {
                          if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                            for (const key0 in data4) {
                              let data5 = data4[key0];
                              const _errs17 = errors;
                              if (errors === _errs17) {
                                if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
                                  for (const key1 in data5) {
                                    const _errs20 = errors;
                                    if (typeof data5[key1] !== "string") {
                                      validate11.errors = [{ instancePath: instancePath + "/body/configured_rules/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/rules/additionalProperties/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                      return false;
                                    }
                                    var valid7 = _errs20 === errors;
                                    if (!valid7) {
                                      break;
                                    }
                                  }
                                } else {
                                  validate11.errors = [{ instancePath: instancePath + "/body/configured_rules/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/rules/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                  return false;
                                }
                              }
                              var valid6 = _errs17 === errors;
                              if (!valid6) {
                                break;
                              }
                            }
                          } else {
                            validate11.errors = [{ instancePath: instancePath + "/body/configured_rules", schemaPath: "#/definitions/rules/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                            return false;
                          }
                        }
                        var valid4 = _errs13 === errors;
                      } else {
                        var valid4 = true;
                      }
                      if (valid4) {
                        if (data1.custom_instructions !== void 0) {
                          let data7 = data1.custom_instructions;
                          const _errs22 = errors;
                          if (errors === _errs22) {
                            if (Array.isArray(data7)) {
                              var valid8 = true;
                              const len0 = data7.length;
                              for (let i0 = 0; i0 < len0; i0++) {
                                let data8 = data7[i0];
                                const _errs24 = errors;
                                const _errs25 = errors;
                                if (errors === _errs25) {
                                  if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                                    let missing2;
                                    if (data8.label === void 0 && (missing2 = "label") || data8.prompt === void 0 && (missing2 = "prompt")) {
                                      validate11.errors = [{ instancePath: instancePath + "/body/custom_instructions/" + i0, schemaPath: "#/definitions/instruction/required", keyword: "required", params: { missingProperty: missing2 }, message: "must have required property '" + missing2 + "'" }];
                                      return false;
                                    } else {
                                      if (data8.label !== void 0) {
                                        const _errs27 = errors;
                                        if (typeof data8.label !== "string") {
                                          validate11.errors = [{ instancePath: instancePath + "/body/custom_instructions/" + i0 + "/label", schemaPath: "#/definitions/instruction/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                          return false;
                                        }
                                        var valid10 = _errs27 === errors;
                                      } else {
                                        var valid10 = true;
                                      }
                                      if (valid10) {
                                        if (data8.prompt !== void 0) {
                                          const _errs29 = errors;
                                          if (typeof data8.prompt !== "string") {
                                            validate11.errors = [{ instancePath: instancePath + "/body/custom_instructions/" + i0 + "/prompt", schemaPath: "#/definitions/instruction/properties/prompt/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                            return false;
                                          }
                                          var valid10 = _errs29 === errors;
                                        } else {
                                          var valid10 = true;
                                        }
                                        if (valid10) {
                                          if (data8.source_language !== void 0) {
                                            const _errs31 = errors;
                                            if (typeof data8.source_language !== "string") {
                                              validate11.errors = [{ instancePath: instancePath + "/body/custom_instructions/" + i0 + "/source_language", schemaPath: "#/definitions/instruction/properties/source_language/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                              return false;
                                            }
                                            var valid10 = _errs31 === errors;
                                          } else {
                                            var valid10 = true;
                                          }
                                        }
                                      }
                                    }
                                  } else {
                                    validate11.errors = [{ instancePath: instancePath + "/body/custom_instructions/" + i0, schemaPath: "#/definitions/instruction/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                    return false;
                                  }
                                }
                                var valid8 = _errs24 === errors;
                                if (!valid8) {
                                  break;
                                }
                              }
                            } else {
                              validate11.errors = [{ instancePath: instancePath + "/body/custom_instructions", schemaPath: "#/allOf/0/then/properties/body/properties/custom_instructions/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                              return false;
                            }
                          }
                          var valid4 = _errs22 === errors;
                        } else {
                          var valid4 = true;
                        }
                      }
                    }
                  }
                }
              } else {
                validate11.errors = [{ instancePath: instancePath + "/body", schemaPath: "#/allOf/0/then/properties/body/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                return false;
              }
            }
            var valid3 = _errs7 === errors;
          } else {
            var valid3 = true;
          }
          if (valid3) {
            if (data.origin !== void 0) {
              let data12 = data.origin;
              const _errs33 = errors;
              const _errs34 = errors;
              if (errors === _errs34) {
                if (data12 && typeof data12 == "object" && !Array.isArray(data12)) {
                  let missing3;
                  if (data12.file === void 0 && (missing3 = "file") || data12.line === void 0 && (missing3 = "line") || data12.col === void 0 && (missing3 = "col")) {
                    validate11.errors = [{ instancePath: instancePath + "/origin", schemaPath: "#/definitions/origin/required", keyword: "required", params: { missingProperty: missing3 }, message: "must have required property '" + missing3 + "'" }];
                    return false;
                  } else {
                    if (data12.file !== void 0) {
                      const _errs36 = errors;
                      if (typeof data12.file !== "string") {
                        validate11.errors = [{ instancePath: instancePath + "/origin/file", schemaPath: "#/definitions/origin/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                        return false;
                      }
                      var valid12 = _errs36 === errors;
                    } else {
                      var valid12 = true;
                    }
                    if (valid12) {
                      if (data12.line !== void 0) {
                        let data14 = data12.line;
                        const _errs38 = errors;
                        if (!(typeof data14 == "number" && (!(data14 % 1) && !isNaN(data14)) && isFinite(data14))) {
                          validate11.errors = [{ instancePath: instancePath + "/origin/line", schemaPath: "#/definitions/origin/properties/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                          return false;
                        }
                        var valid12 = _errs38 === errors;
                      } else {
                        var valid12 = true;
                      }
                      if (valid12) {
                        if (data12.col !== void 0) {
                          let data15 = data12.col;
                          const _errs40 = errors;
                          if (!(typeof data15 == "number" && (!(data15 % 1) && !isNaN(data15)) && isFinite(data15))) {
                            validate11.errors = [{ instancePath: instancePath + "/origin/col", schemaPath: "#/definitions/origin/properties/col/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                            return false;
                          }
                          var valid12 = _errs40 === errors;
                        } else {
                          var valid12 = true;
                        }
                      }
                    }
                  }
                } else {
                  validate11.errors = [{ instancePath: instancePath + "/origin", schemaPath: "#/definitions/origin/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                  return false;
                }
              }
              var valid3 = _errs33 === errors;
            } else {
              var valid3 = true;
            }
            if (valid3) {
              if (data.rule_origins !== void 0) {
                let data16 = data.rule_origins;
                const _errs42 = errors;
                if (errors === _errs42) {
                  if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
                    for (const key2 in data16) {
                      let data17 = data16[key2];
                      const _errs45 = errors;
                      const _errs46 = errors;
                      if (errors === _errs46) {
                        if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
                          let missing4;
                          if (data17.file === void 0 && (missing4 = "file") || data17.line === void 0 && (missing4 = "line") || data17.col === void 0 && (missing4 = "col")) {
                            validate11.errors = [{ instancePath: instancePath + "/rule_origins/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/origin/required", keyword: "required", params: { missingProperty: missing4 }, message: "must have required property '" + missing4 + "'" }];
                            return false;
                          } else {
                            if (data17.file !== void 0) {
                              const _errs48 = errors;
                              if (typeof data17.file !== "string") {
                                validate11.errors = [{ instancePath: instancePath + "/rule_origins/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/file", schemaPath: "#/definitions/origin/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                return false;
                              }
                              var valid15 = _errs48 === errors;
                            } else {
                              var valid15 = true;
                            }
                            if (valid15) {
                              if (data17.line !== void 0) {
                                let data19 = data17.line;
                                const _errs50 = errors;
                                if (!(typeof data19 == "number" && (!(data19 % 1) && !isNaN(data19)) && isFinite(data19))) {
                                  validate11.errors = [{ instancePath: instancePath + "/rule_origins/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/line", schemaPath: "#/definitions/origin/properties/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                  return false;
                                }
                                var valid15 = _errs50 === errors;
                              } else {
                                var valid15 = true;
                              }
                              if (valid15) {
                                if (data17.col !== void 0) {
                                  let data20 = data17.col;
                                  const _errs52 = errors;
                                  if (!(typeof data20 == "number" && (!(data20 % 1) && !isNaN(data20)) && isFinite(data20))) {
                                    validate11.errors = [{ instancePath: instancePath + "/rule_origins/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/col", schemaPath: "#/definitions/origin/properties/col/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                    return false;
                                  }
                                  var valid15 = _errs52 === errors;
                                } else {
                                  var valid15 = true;
                                }
                              }
                            }
                          }
                        } else {
                          validate11.errors = [{ instancePath: instancePath + "/rule_origins/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/origin/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                          return false;
                        }
                      }
                      var valid13 = _errs45 === errors;
                      if (!valid13) {
                        break;
                      }
                    }
                  } else {
                    validate11.errors = [{ instancePath: instancePath + "/rule_origins", schemaPath: "#/allOf/0/then/properties/rule_origins/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                    return false;
                  }
                }
                var valid3 = _errs42 === errors;
              } else {
                var valid3 = true;
              }
              if (valid3) {
                if (data.instruction_origins !== void 0) {
                  let data21 = data.instruction_origins;
                  const _errs54 = errors;
                  if (errors === _errs54) {
                    if (Array.isArray(data21)) {
                      var valid16 = true;
                      const len1 = data21.length;
                      for (let i1 = 0; i1 < len1; i1++) {
                        let data22 = data21[i1];
                        const _errs56 = errors;
                        const _errs57 = errors;
                        if (errors === _errs57) {
                          if (data22 && typeof data22 == "object" && !Array.isArray(data22)) {
                            let missing5;
                            if (data22.file === void 0 && (missing5 = "file") || data22.line === void 0 && (missing5 = "line") || data22.col === void 0 && (missing5 = "col")) {
                              validate11.errors = [{ instancePath: instancePath + "/instruction_origins/" + i1, schemaPath: "#/definitions/origin/required", keyword: "required", params: { missingProperty: missing5 }, message: "must have required property '" + missing5 + "'" }];
                              return false;
                            } else {
                              if (data22.file !== void 0) {
                                const _errs59 = errors;
                                if (typeof data22.file !== "string") {
                                  validate11.errors = [{ instancePath: instancePath + "/instruction_origins/" + i1 + "/file", schemaPath: "#/definitions/origin/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                  return false;
                                }
                                var valid18 = _errs59 === errors;
                              } else {
                                var valid18 = true;
                              }
                              if (valid18) {
                                if (data22.line !== void 0) {
                                  let data24 = data22.line;
                                  const _errs61 = errors;
                                  if (!(typeof data24 == "number" && (!(data24 % 1) && !isNaN(data24)) && isFinite(data24))) {
                                    validate11.errors = [{ instancePath: instancePath + "/instruction_origins/" + i1 + "/line", schemaPath: "#/definitions/origin/properties/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                    return false;
                                  }
                                  var valid18 = _errs61 === errors;
                                } else {
                                  var valid18 = true;
                                }
                                if (valid18) {
                                  if (data22.col !== void 0) {
                                    let data25 = data22.col;
                                    const _errs63 = errors;
                                    if (!(typeof data25 == "number" && (!(data25 % 1) && !isNaN(data25)) && isFinite(data25))) {
                                      validate11.errors = [{ instancePath: instancePath + "/instruction_origins/" + i1 + "/col", schemaPath: "#/definitions/origin/properties/col/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                      return false;
                                    }
                                    var valid18 = _errs63 === errors;
                                  } else {
                                    var valid18 = true;
                                  }
                                }
                              }
                            }
                          } else {
                            validate11.errors = [{ instancePath: instancePath + "/instruction_origins/" + i1, schemaPath: "#/definitions/origin/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                            return false;
                          }
                        }
                        var valid16 = _errs56 === errors;
                        if (!valid16) {
                          break;
                        }
                      }
                    } else {
                      validate11.errors = [{ instancePath: instancePath + "/instruction_origins", schemaPath: "#/allOf/0/then/properties/instruction_origins/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                      return false;
                    }
                  }
                  var valid3 = _errs54 === errors;
                } else {
                  var valid3 = true;
                }
              }
            }
          }
        }
      } else {
        validate11.errors = [{ instancePath, schemaPath: "#/allOf/0/then/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
        return false;
      }
    }
    var _valid0 = _errs5 === errors;
    valid1 = _valid0;
  }
  if (!valid1) {
    const err1 = { instancePath, schemaPath: "#/allOf/0/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
    validate11.errors = vErrors;
    return false;
  }
  var valid0 = _errs1 === errors;
  if (valid0) {
    const _errs65 = errors;
    const _errs66 = errors;
    let valid19 = true;
    const _errs67 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.kind !== void 0) {
        if ("rename_list" !== data.kind) {
          const err2 = {};
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      }
    }
    var _valid1 = _errs67 === errors;
    errors = _errs66;
    if (vErrors !== null) {
      if (_errs66) {
        vErrors.length = _errs66;
      } else {
        vErrors = null;
      }
    }
    if (_valid1) {
      const _errs69 = errors;
      if (errors === _errs69) {
        if (data && typeof data == "object" && !Array.isArray(data)) {
          let missing6;
          if (data.from === void 0 && (missing6 = "from") || data.to === void 0 && (missing6 = "to")) {
            validate11.errors = [{ instancePath, schemaPath: "#/allOf/1/then/required", keyword: "required", params: { missingProperty: missing6 }, message: "must have required property '" + missing6 + "'" }];
            return false;
          } else {
            if (data.from !== void 0) {
              const _errs71 = errors;
              if (typeof data.from !== "string") {
                validate11.errors = [{ instancePath: instancePath + "/from", schemaPath: "#/allOf/1/then/properties/from/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                return false;
              }
              var valid21 = _errs71 === errors;
            } else {
              var valid21 = true;
            }
            if (valid21) {
              if (data.to !== void 0) {
                const _errs73 = errors;
                if (typeof data.to !== "string") {
                  validate11.errors = [{ instancePath: instancePath + "/to", schemaPath: "#/allOf/1/then/properties/to/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                  return false;
                }
                var valid21 = _errs73 === errors;
              } else {
                var valid21 = true;
              }
              if (valid21) {
                if (data.origin !== void 0) {
                  let data29 = data.origin;
                  const _errs75 = errors;
                  const _errs76 = errors;
                  if (errors === _errs76) {
                    if (data29 && typeof data29 == "object" && !Array.isArray(data29)) {
                      let missing7;
                      if (data29.file === void 0 && (missing7 = "file") || data29.line === void 0 && (missing7 = "line") || data29.col === void 0 && (missing7 = "col")) {
                        validate11.errors = [{ instancePath: instancePath + "/origin", schemaPath: "#/definitions/origin/required", keyword: "required", params: { missingProperty: missing7 }, message: "must have required property '" + missing7 + "'" }];
                        return false;
                      } else {
                        if (data29.file !== void 0) {
                          const _errs78 = errors;
                          if (typeof data29.file !== "string") {
                            validate11.errors = [{ instancePath: instancePath + "/origin/file", schemaPath: "#/definitions/origin/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                            return false;
                          }
                          var valid23 = _errs78 === errors;
                        } else {
                          var valid23 = true;
                        }
                        if (valid23) {
                          if (data29.line !== void 0) {
                            let data31 = data29.line;
                            const _errs80 = errors;
                            if (!(typeof data31 == "number" && (!(data31 % 1) && !isNaN(data31)) && isFinite(data31))) {
                              validate11.errors = [{ instancePath: instancePath + "/origin/line", schemaPath: "#/definitions/origin/properties/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                              return false;
                            }
                            var valid23 = _errs80 === errors;
                          } else {
                            var valid23 = true;
                          }
                          if (valid23) {
                            if (data29.col !== void 0) {
                              let data32 = data29.col;
                              const _errs82 = errors;
                              if (!(typeof data32 == "number" && (!(data32 % 1) && !isNaN(data32)) && isFinite(data32))) {
                                validate11.errors = [{ instancePath: instancePath + "/origin/col", schemaPath: "#/definitions/origin/properties/col/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                return false;
                              }
                              var valid23 = _errs82 === errors;
                            } else {
                              var valid23 = true;
                            }
                          }
                        }
                      }
                    } else {
                      validate11.errors = [{ instancePath: instancePath + "/origin", schemaPath: "#/definitions/origin/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                      return false;
                    }
                  }
                  var valid21 = _errs75 === errors;
                } else {
                  var valid21 = true;
                }
              }
            }
          }
        } else {
          validate11.errors = [{ instancePath, schemaPath: "#/allOf/1/then/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
          return false;
        }
      }
      var _valid1 = _errs69 === errors;
      valid19 = _valid1;
    }
    if (!valid19) {
      const err3 = { instancePath, schemaPath: "#/allOf/1/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
      validate11.errors = vErrors;
      return false;
    }
    var valid0 = _errs65 === errors;
    if (valid0) {
      const _errs84 = errors;
      const _errs85 = errors;
      let valid24 = true;
      const _errs86 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.kind !== void 0) {
          if ("replace_rules" !== data.kind) {
            const err4 = {};
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
      }
      var _valid2 = _errs86 === errors;
      errors = _errs85;
      if (vErrors !== null) {
        if (_errs85) {
          vErrors.length = _errs85;
        } else {
          vErrors = null;
        }
      }
      if (_valid2) {
        const _errs88 = errors;
        if (errors === _errs88) {
          if (data && typeof data == "object" && !Array.isArray(data)) {
            let missing8;
            if (data.before === void 0 && (missing8 = "before") || data.after === void 0 && (missing8 = "after") || data.rules === void 0 && (missing8 = "rules") || data.origins === void 0 && (missing8 = "origins")) {
              validate11.errors = [{ instancePath, schemaPath: "#/allOf/2/then/required", keyword: "required", params: { missingProperty: missing8 }, message: "must have required property '" + missing8 + "'" }];
              return false;
            } else {
              if (data.before !== void 0) {
                let data34 = data.before;
                const _errs90 = errors;
                const _errs91 = errors;
                if (errors === _errs91) {
                  if (data34 && typeof data34 == "object" && !Array.isArray(data34)) {
                    for (const key3 in data34) {
                      let data35 = data34[key3];
                      const _errs94 = errors;
                      if (errors === _errs94) {
                        if (data35 && typeof data35 == "object" && !Array.isArray(data35)) {
                          for (const key4 in data35) {
                            const _errs97 = errors;
                            if (typeof data35[key4] !== "string") {
                              validate11.errors = [{ instancePath: instancePath + "/before/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/rules/additionalProperties/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                              return false;
                            }
                            var valid29 = _errs97 === errors;
                            if (!valid29) {
                              break;
                            }
                          }
                        } else {
                          validate11.errors = [{ instancePath: instancePath + "/before/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/rules/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                          return false;
                        }
                      }
                      var valid28 = _errs94 === errors;
                      if (!valid28) {
                        break;
                      }
                    }
                  } else {
                    validate11.errors = [{ instancePath: instancePath + "/before", schemaPath: "#/definitions/rules/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                    return false;
                  }
                }
                var valid26 = _errs90 === errors;
              } else {
                var valid26 = true;
              }
              if (valid26) {
                if (data.after !== void 0) {
                  let data37 = data.after;
                  const _errs99 = errors;
                  const _errs100 = errors;
                  if (errors === _errs100) {
                    if (data37 && typeof data37 == "object" && !Array.isArray(data37)) {
                      for (const key5 in data37) {
                        let data38 = data37[key5];
                        const _errs103 = errors;
                        if (errors === _errs103) {
                          if (data38 && typeof data38 == "object" && !Array.isArray(data38)) {
                            for (const key6 in data38) {
                              const _errs106 = errors;
                              if (typeof data38[key6] !== "string") {
                                validate11.errors = [{ instancePath: instancePath + "/after/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/rules/additionalProperties/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                return false;
                              }
                              var valid32 = _errs106 === errors;
                              if (!valid32) {
                                break;
                              }
                            }
                          } else {
                            validate11.errors = [{ instancePath: instancePath + "/after/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/rules/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                            return false;
                          }
                        }
                        var valid31 = _errs103 === errors;
                        if (!valid31) {
                          break;
                        }
                      }
                    } else {
                      validate11.errors = [{ instancePath: instancePath + "/after", schemaPath: "#/definitions/rules/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                      return false;
                    }
                  }
                  var valid26 = _errs99 === errors;
                } else {
                  var valid26 = true;
                }
                if (valid26) {
                  if (data.rules !== void 0) {
                    let data40 = data.rules;
                    const _errs108 = errors;
                    if (errors === _errs108) {
                      if (Array.isArray(data40)) {
                        var valid33 = true;
                        const len2 = data40.length;
                        for (let i2 = 0; i2 < len2; i2++) {
                          let data41 = data40[i2];
                          const _errs110 = errors;
                          if (errors === _errs110) {
                            if (data41 && typeof data41 == "object" && !Array.isArray(data41)) {
                              let missing9;
                              if (data41.group === void 0 && (missing9 = "group") || data41.rule === void 0 && (missing9 = "rule")) {
                                validate11.errors = [{ instancePath: instancePath + "/rules/" + i2, schemaPath: "#/allOf/2/then/properties/rules/items/required", keyword: "required", params: { missingProperty: missing9 }, message: "must have required property '" + missing9 + "'" }];
                                return false;
                              } else {
                                if (data41.group !== void 0) {
                                  const _errs112 = errors;
                                  if (typeof data41.group !== "string") {
                                    validate11.errors = [{ instancePath: instancePath + "/rules/" + i2 + "/group", schemaPath: "#/allOf/2/then/properties/rules/items/properties/group/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                  }
                                  var valid34 = _errs112 === errors;
                                } else {
                                  var valid34 = true;
                                }
                                if (valid34) {
                                  if (data41.rule !== void 0) {
                                    const _errs114 = errors;
                                    if (typeof data41.rule !== "string") {
                                      validate11.errors = [{ instancePath: instancePath + "/rules/" + i2 + "/rule", schemaPath: "#/allOf/2/then/properties/rules/items/properties/rule/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                      return false;
                                    }
                                    var valid34 = _errs114 === errors;
                                  } else {
                                    var valid34 = true;
                                  }
                                  if (valid34) {
                                    if (data41.before !== void 0) {
                                      const _errs116 = errors;
                                      if (typeof data41.before !== "string") {
                                        validate11.errors = [{ instancePath: instancePath + "/rules/" + i2 + "/before", schemaPath: "#/allOf/2/then/properties/rules/items/properties/before/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                        return false;
                                      }
                                      var valid34 = _errs116 === errors;
                                    } else {
                                      var valid34 = true;
                                    }
                                    if (valid34) {
                                      if (data41.after !== void 0) {
                                        const _errs118 = errors;
                                        if (typeof data41.after !== "string") {
                                          validate11.errors = [{ instancePath: instancePath + "/rules/" + i2 + "/after", schemaPath: "#/allOf/2/then/properties/rules/items/properties/after/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                          return false;
                                        }
                                        var valid34 = _errs118 === errors;
                                      } else {
                                        var valid34 = true;
                                      }
                                    }
                                  }
                                }
                              }
                            } else {
                              validate11.errors = [{ instancePath: instancePath + "/rules/" + i2, schemaPath: "#/allOf/2/then/properties/rules/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                              return false;
                            }
                          }
                          var valid33 = _errs110 === errors;
                          if (!valid33) {
                            break;
                          }
                        }
                      } else {
                        validate11.errors = [{ instancePath: instancePath + "/rules", schemaPath: "#/allOf/2/then/properties/rules/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                        return false;
                      }
                    }
                    var valid26 = _errs108 === errors;
                  } else {
                    var valid26 = true;
                  }
                  if (valid26) {
                    if (data.origins !== void 0) {
                      let data46 = data.origins;
                      const _errs120 = errors;
                      if (errors === _errs120) {
                        if (data46 && typeof data46 == "object" && !Array.isArray(data46)) {
                          for (const key7 in data46) {
                            let data47 = data46[key7];
                            const _errs123 = errors;
                            const _errs124 = errors;
                            if (errors === _errs124) {
                              if (data47 && typeof data47 == "object" && !Array.isArray(data47)) {
                                let missing10;
                                if (data47.file === void 0 && (missing10 = "file") || data47.line === void 0 && (missing10 = "line") || data47.col === void 0 && (missing10 = "col")) {
                                  validate11.errors = [{ instancePath: instancePath + "/origins/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/origin/required", keyword: "required", params: { missingProperty: missing10 }, message: "must have required property '" + missing10 + "'" }];
                                  return false;
                                } else {
                                  if (data47.file !== void 0) {
                                    const _errs126 = errors;
                                    if (typeof data47.file !== "string") {
                                      validate11.errors = [{ instancePath: instancePath + "/origins/" + key7.replace(/~/g, "~0").replace(/\//g, "~1") + "/file", schemaPath: "#/definitions/origin/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                      return false;
                                    }
                                    var valid37 = _errs126 === errors;
                                  } else {
                                    var valid37 = true;
                                  }
                                  if (valid37) {
                                    if (data47.line !== void 0) {
                                      let data49 = data47.line;
                                      const _errs128 = errors;
                                      if (!(typeof data49 == "number" && (!(data49 % 1) && !isNaN(data49)) && isFinite(data49))) {
                                        validate11.errors = [{ instancePath: instancePath + "/origins/" + key7.replace(/~/g, "~0").replace(/\//g, "~1") + "/line", schemaPath: "#/definitions/origin/properties/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                        return false;
                                      }
                                      var valid37 = _errs128 === errors;
                                    } else {
                                      var valid37 = true;
                                    }
                                    if (valid37) {
                                      if (data47.col !== void 0) {
                                        let data50 = data47.col;
                                        const _errs130 = errors;
                                        if (!(typeof data50 == "number" && (!(data50 % 1) && !isNaN(data50)) && isFinite(data50))) {
                                          validate11.errors = [{ instancePath: instancePath + "/origins/" + key7.replace(/~/g, "~0").replace(/\//g, "~1") + "/col", schemaPath: "#/definitions/origin/properties/col/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                          return false;
                                        }
                                        var valid37 = _errs130 === errors;
                                      } else {
                                        var valid37 = true;
                                      }
                                    }
                                  }
                                }
                              } else {
                                validate11.errors = [{ instancePath: instancePath + "/origins/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/origin/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                return false;
                              }
                            }
                            var valid35 = _errs123 === errors;
                            if (!valid35) {
                              break;
                            }
                          }
                        } else {
                          validate11.errors = [{ instancePath: instancePath + "/origins", schemaPath: "#/allOf/2/then/properties/origins/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                          return false;
                        }
                      }
                      var valid26 = _errs120 === errors;
                    } else {
                      var valid26 = true;
                    }
                  }
                }
              }
            }
          } else {
            validate11.errors = [{ instancePath, schemaPath: "#/allOf/2/then/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
            return false;
          }
        }
        var _valid2 = _errs88 === errors;
        valid24 = _valid2;
      }
      if (!valid24) {
        const err5 = { instancePath, schemaPath: "#/allOf/2/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
        validate11.errors = vErrors;
        return false;
      }
      var valid0 = _errs84 === errors;
      if (valid0) {
        const _errs132 = errors;
        const _errs133 = errors;
        let valid38 = true;
        const _errs134 = errors;
        if (data && typeof data == "object" && !Array.isArray(data)) {
          if (data.kind !== void 0) {
            if ("delete_instruction" !== data.kind) {
              const err6 = {};
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
          }
        }
        var _valid3 = _errs134 === errors;
        errors = _errs133;
        if (vErrors !== null) {
          if (_errs133) {
            vErrors.length = _errs133;
          } else {
            vErrors = null;
          }
        }
        if (_valid3) {
          const _errs136 = errors;
          if (errors === _errs136) {
            if (data && typeof data == "object" && !Array.isArray(data)) {
              let missing11;
              if (data.instruction_id === void 0 && (missing11 = "instruction_id") || data.before === void 0 && (missing11 = "before")) {
                validate11.errors = [{ instancePath, schemaPath: "#/allOf/3/then/required", keyword: "required", params: { missingProperty: missing11 }, message: "must have required property '" + missing11 + "'" }];
                return false;
              } else {
                if (data.instruction_id !== void 0) {
                  const _errs138 = errors;
                  if (typeof data.instruction_id !== "string") {
                    validate11.errors = [{ instancePath: instancePath + "/instruction_id", schemaPath: "#/allOf/3/then/properties/instruction_id/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                    return false;
                  }
                  var valid40 = _errs138 === errors;
                } else {
                  var valid40 = true;
                }
                if (valid40) {
                  if (data.before !== void 0) {
                    let data53 = data.before;
                    const _errs140 = errors;
                    const _errs141 = errors;
                    if (errors === _errs141) {
                      if (data53 && typeof data53 == "object" && !Array.isArray(data53)) {
                        let missing12;
                        if (data53.label === void 0 && (missing12 = "label") || data53.prompt === void 0 && (missing12 = "prompt")) {
                          validate11.errors = [{ instancePath: instancePath + "/before", schemaPath: "#/definitions/instruction/required", keyword: "required", params: { missingProperty: missing12 }, message: "must have required property '" + missing12 + "'" }];
                          return false;
                        } else {
                          if (data53.label !== void 0) {
                            const _errs143 = errors;
                            if (typeof data53.label !== "string") {
                              validate11.errors = [{ instancePath: instancePath + "/before/label", schemaPath: "#/definitions/instruction/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                              return false;
                            }
                            var valid42 = _errs143 === errors;
                          } else {
                            var valid42 = true;
                          }
                          if (valid42) {
                            if (data53.prompt !== void 0) {
                              const _errs145 = errors;
                              if (typeof data53.prompt !== "string") {
                                validate11.errors = [{ instancePath: instancePath + "/before/prompt", schemaPath: "#/definitions/instruction/properties/prompt/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                return false;
                              }
                              var valid42 = _errs145 === errors;
                            } else {
                              var valid42 = true;
                            }
                            if (valid42) {
                              if (data53.source_language !== void 0) {
                                const _errs147 = errors;
                                if (typeof data53.source_language !== "string") {
                                  validate11.errors = [{ instancePath: instancePath + "/before/source_language", schemaPath: "#/definitions/instruction/properties/source_language/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                  return false;
                                }
                                var valid42 = _errs147 === errors;
                              } else {
                                var valid42 = true;
                              }
                            }
                          }
                        }
                      } else {
                        validate11.errors = [{ instancePath: instancePath + "/before", schemaPath: "#/definitions/instruction/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                        return false;
                      }
                    }
                    var valid40 = _errs140 === errors;
                  } else {
                    var valid40 = true;
                  }
                  if (valid40) {
                    if (data.reason !== void 0) {
                      let data57 = data.reason;
                      const _errs149 = errors;
                      if (typeof data57 !== "string") {
                        validate11.errors = [{ instancePath: instancePath + "/reason", schemaPath: "#/allOf/3/then/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                        return false;
                      }
                      if (!(data57 === "removed" || data57 === "duplicate_label")) {
                        validate11.errors = [{ instancePath: instancePath + "/reason", schemaPath: "#/allOf/3/then/properties/reason/enum", keyword: "enum", params: { allowedValues: schema12.allOf[3].then.properties.reason.enum }, message: "must be equal to one of the allowed values" }];
                        return false;
                      }
                      var valid40 = _errs149 === errors;
                    } else {
                      var valid40 = true;
                    }
                  }
                }
              }
            } else {
              validate11.errors = [{ instancePath, schemaPath: "#/allOf/3/then/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
              return false;
            }
          }
          var _valid3 = _errs136 === errors;
          valid38 = _valid3;
        }
        if (!valid38) {
          const err7 = { instancePath, schemaPath: "#/allOf/3/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
          validate11.errors = vErrors;
          return false;
        }
        var valid0 = _errs132 === errors;
        if (valid0) {
          const _errs151 = errors;
          const _errs152 = errors;
          let valid43 = true;
          const _errs153 = errors;
          if (data && typeof data == "object" && !Array.isArray(data)) {
            if (data.kind !== void 0) {
              if ("update_instruction" !== data.kind) {
                const err8 = {};
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
            }
          }
          var _valid4 = _errs153 === errors;
          errors = _errs152;
          if (vErrors !== null) {
            if (_errs152) {
              vErrors.length = _errs152;
            } else {
              vErrors = null;
            }
          }
          if (_valid4) {
            const _errs155 = errors;
            if (errors === _errs155) {
              if (data && typeof data == "object" && !Array.isArray(data)) {
                let missing13;
                if (data.instruction_id === void 0 && (missing13 = "instruction_id") || data.before === void 0 && (missing13 = "before") || data.after === void 0 && (missing13 = "after")) {
                  validate11.errors = [{ instancePath, schemaPath: "#/allOf/4/then/required", keyword: "required", params: { missingProperty: missing13 }, message: "must have required property '" + missing13 + "'" }];
                  return false;
                } else {
                  if (data.instruction_id !== void 0) {
                    const _errs157 = errors;
                    if (typeof data.instruction_id !== "string") {
                      validate11.errors = [{ instancePath: instancePath + "/instruction_id", schemaPath: "#/allOf/4/then/properties/instruction_id/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                      return false;
                    }
                    var valid45 = _errs157 === errors;
                  } else {
                    var valid45 = true;
                  }
                  if (valid45) {
                    if (data.before !== void 0) {
                      let data60 = data.before;
                      const _errs159 = errors;
                      const _errs160 = errors;
                      if (errors === _errs160) {
                        if (data60 && typeof data60 == "object" && !Array.isArray(data60)) {
                          let missing14;
                          if (data60.label === void 0 && (missing14 = "label") || data60.prompt === void 0 && (missing14 = "prompt")) {
                            validate11.errors = [{ instancePath: instancePath + "/before", schemaPath: "#/definitions/instruction/required", keyword: "required", params: { missingProperty: missing14 }, message: "must have required property '" + missing14 + "'" }];
                            return false;
                          } else {
                            if (data60.label !== void 0) {
                              const _errs162 = errors;
                              if (typeof data60.label !== "string") {
                                validate11.errors = [{ instancePath: instancePath + "/before/label", schemaPath: "#/definitions/instruction/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                return false;
                              }
                              var valid47 = _errs162 === errors;
                            } else {
                              var valid47 = true;
                            }
                            if (valid47) {
                              if (data60.prompt !== void 0) {
                                const _errs164 = errors;
                                if (typeof data60.prompt !== "string") {
                                  validate11.errors = [{ instancePath: instancePath + "/before/prompt", schemaPath: "#/definitions/instruction/properties/prompt/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                  return false;
                                }
                                var valid47 = _errs164 === errors;
                              } else {
                                var valid47 = true;
                              }
                              if (valid47) {
                                if (data60.source_language !== void 0) {
                                  const _errs166 = errors;
                                  if (typeof data60.source_language !== "string") {
                                    validate11.errors = [{ instancePath: instancePath + "/before/source_language", schemaPath: "#/definitions/instruction/properties/source_language/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                  }
                                  var valid47 = _errs166 === errors;
                                } else {
                                  var valid47 = true;
                                }
                              }
                            }
                          }
                        } else {
                          validate11.errors = [{ instancePath: instancePath + "/before", schemaPath: "#/definitions/instruction/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                          return false;
                        }
                      }
                      var valid45 = _errs159 === errors;
                    } else {
                      var valid45 = true;
                    }
                    if (valid45) {
                      if (data.after !== void 0) {
                        let data64 = data.after;
                        const _errs168 = errors;
                        const _errs169 = errors;
                        if (errors === _errs169) {
                          if (data64 && typeof data64 == "object" && !Array.isArray(data64)) {
                            let missing15;
                            if (data64.label === void 0 && (missing15 = "label") || data64.prompt === void 0 && (missing15 = "prompt")) {
                              validate11.errors = [{ instancePath: instancePath + "/after", schemaPath: "#/definitions/instruction/required", keyword: "required", params: { missingProperty: missing15 }, message: "must have required property '" + missing15 + "'" }];
                              return false;
                            } else {
                              if (data64.label !== void 0) {
                                const _errs171 = errors;
                                if (typeof data64.label !== "string") {
                                  validate11.errors = [{ instancePath: instancePath + "/after/label", schemaPath: "#/definitions/instruction/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                  return false;
                                }
                                var valid49 = _errs171 === errors;
                              } else {
                                var valid49 = true;
                              }
                              if (valid49) {
                                if (data64.prompt !== void 0) {
                                  const _errs173 = errors;
                                  if (typeof data64.prompt !== "string") {
                                    validate11.errors = [{ instancePath: instancePath + "/after/prompt", schemaPath: "#/definitions/instruction/properties/prompt/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                  }
                                  var valid49 = _errs173 === errors;
                                } else {
                                  var valid49 = true;
                                }
                                if (valid49) {
                                  if (data64.source_language !== void 0) {
                                    const _errs175 = errors;
                                    if (typeof data64.source_language !== "string") {
                                      validate11.errors = [{ instancePath: instancePath + "/after/source_language", schemaPath: "#/definitions/instruction/properties/source_language/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                      return false;
                                    }
                                    var valid49 = _errs175 === errors;
                                  } else {
                                    var valid49 = true;
                                  }
                                }
                              }
                            }
                          } else {
                            validate11.errors = [{ instancePath: instancePath + "/after", schemaPath: "#/definitions/instruction/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                            return false;
                          }
                        }
                        var valid45 = _errs168 === errors;
                      } else {
                        var valid45 = true;
                      }
                      if (valid45) {
                        if (data.origin !== void 0) {
                          let data68 = data.origin;
                          const _errs177 = errors;
                          const _errs178 = errors;
                          if (errors === _errs178) {
                            if (data68 && typeof data68 == "object" && !Array.isArray(data68)) {
                              let missing16;
                              if (data68.file === void 0 && (missing16 = "file") || data68.line === void 0 && (missing16 = "line") || data68.col === void 0 && (missing16 = "col")) {
                                validate11.errors = [{ instancePath: instancePath + "/origin", schemaPath: "#/definitions/origin/required", keyword: "required", params: { missingProperty: missing16 }, message: "must have required property '" + missing16 + "'" }];
                                return false;
                              } else {
                                if (data68.file !== void 0) {
                                  const _errs180 = errors;
                                  if (typeof data68.file !== "string") {
                                    validate11.errors = [{ instancePath: instancePath + "/origin/file", schemaPath: "#/definitions/origin/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                  }
                                  var valid51 = _errs180 === errors;
                                } else {
                                  var valid51 = true;
                                }
                                if (valid51) {
                                  if (data68.line !== void 0) {
                                    let data70 = data68.line;
                                    const _errs182 = errors;
                                    if (!(typeof data70 == "number" && (!(data70 % 1) && !isNaN(data70)) && isFinite(data70))) {
                                      validate11.errors = [{ instancePath: instancePath + "/origin/line", schemaPath: "#/definitions/origin/properties/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                      return false;
                                    }
                                    var valid51 = _errs182 === errors;
                                  } else {
                                    var valid51 = true;
                                  }
                                  if (valid51) {
                                    if (data68.col !== void 0) {
                                      let data71 = data68.col;
                                      const _errs184 = errors;
                                      if (!(typeof data71 == "number" && (!(data71 % 1) && !isNaN(data71)) && isFinite(data71))) {
                                        validate11.errors = [{ instancePath: instancePath + "/origin/col", schemaPath: "#/definitions/origin/properties/col/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                        return false;
                                      }
                                      var valid51 = _errs184 === errors;
                                    } else {
                                      var valid51 = true;
                                    }
                                  }
                                }
                              }
                            } else {
                              validate11.errors = [{ instancePath: instancePath + "/origin", schemaPath: "#/definitions/origin/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                              return false;
                            }
                          }
                          var valid45 = _errs177 === errors;
                        } else {
                          var valid45 = true;
                        }
                      }
                    }
                  }
                }
              } else {
                validate11.errors = [{ instancePath, schemaPath: "#/allOf/4/then/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                return false;
              }
            }
            var _valid4 = _errs155 === errors;
            valid43 = _valid4;
          }
          if (!valid43) {
            const err9 = { instancePath, schemaPath: "#/allOf/4/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
            validate11.errors = vErrors;
            return false;
          }
          var valid0 = _errs151 === errors;
          if (valid0) {
            const _errs186 = errors;
            const _errs187 = errors;
            let valid52 = true;
            const _errs188 = errors;
            if (data && typeof data == "object" && !Array.isArray(data)) {
              if (data.kind !== void 0) {
                if ("create_instruction" !== data.kind) {
                  const err10 = {};
                  if (vErrors === null) {
                    vErrors = [err10];
                  } else {
                    vErrors.push(err10);
                  }
                  errors++;
                }
              }
            }
            var _valid5 = _errs188 === errors;
            errors = _errs187;
            if (vErrors !== null) {
              if (_errs187) {
                vErrors.length = _errs187;
              } else {
                vErrors = null;
              }
            }
            if (_valid5) {
              const _errs190 = errors;
              if (errors === _errs190) {
                if (data && typeof data == "object" && !Array.isArray(data)) {
                  let missing17;
                  if (data.after === void 0 && (missing17 = "after")) {
                    validate11.errors = [{ instancePath, schemaPath: "#/allOf/5/then/required", keyword: "required", params: { missingProperty: missing17 }, message: "must have required property '" + missing17 + "'" }];
                    return false;
                  } else {
                    if (data.after !== void 0) {
                      let data73 = data.after;
                      const _errs192 = errors;
                      const _errs193 = errors;
                      if (errors === _errs193) {
                        if (data73 && typeof data73 == "object" && !Array.isArray(data73)) {
                          let missing18;
                          if (data73.label === void 0 && (missing18 = "label") || data73.prompt === void 0 && (missing18 = "prompt")) {
                            validate11.errors = [{ instancePath: instancePath + "/after", schemaPath: "#/definitions/instruction/required", keyword: "required", params: { missingProperty: missing18 }, message: "must have required property '" + missing18 + "'" }];
                            return false;
                          } else {
                            if (data73.label !== void 0) {
                              const _errs195 = errors;
                              if (typeof data73.label !== "string") {
                                validate11.errors = [{ instancePath: instancePath + "/after/label", schemaPath: "#/definitions/instruction/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                return false;
                              }
                              var valid56 = _errs195 === errors;
                            } else {
                              var valid56 = true;
                            }
                            if (valid56) {
                              if (data73.prompt !== void 0) {
                                const _errs197 = errors;
                                if (typeof data73.prompt !== "string") {
                                  validate11.errors = [{ instancePath: instancePath + "/after/prompt", schemaPath: "#/definitions/instruction/properties/prompt/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                  return false;
                                }
                                var valid56 = _errs197 === errors;
                              } else {
                                var valid56 = true;
                              }
                              if (valid56) {
                                if (data73.source_language !== void 0) {
                                  const _errs199 = errors;
                                  if (typeof data73.source_language !== "string") {
                                    validate11.errors = [{ instancePath: instancePath + "/after/source_language", schemaPath: "#/definitions/instruction/properties/source_language/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                  }
                                  var valid56 = _errs199 === errors;
                                } else {
                                  var valid56 = true;
                                }
                              }
                            }
                          }
                        } else {
                          validate11.errors = [{ instancePath: instancePath + "/after", schemaPath: "#/definitions/instruction/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                          return false;
                        }
                      }
                      var valid54 = _errs192 === errors;
                    } else {
                      var valid54 = true;
                    }
                    if (valid54) {
                      if (data.origin !== void 0) {
                        let data77 = data.origin;
                        const _errs201 = errors;
                        const _errs202 = errors;
                        if (errors === _errs202) {
                          if (data77 && typeof data77 == "object" && !Array.isArray(data77)) {
                            let missing19;
                            if (data77.file === void 0 && (missing19 = "file") || data77.line === void 0 && (missing19 = "line") || data77.col === void 0 && (missing19 = "col")) {
                              validate11.errors = [{ instancePath: instancePath + "/origin", schemaPath: "#/definitions/origin/required", keyword: "required", params: { missingProperty: missing19 }, message: "must have required property '" + missing19 + "'" }];
                              return false;
                            } else {
                              if (data77.file !== void 0) {
                                const _errs204 = errors;
                                if (typeof data77.file !== "string") {
                                  validate11.errors = [{ instancePath: instancePath + "/origin/file", schemaPath: "#/definitions/origin/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                  return false;
                                }
                                var valid58 = _errs204 === errors;
                              } else {
                                var valid58 = true;
                              }
                              if (valid58) {
                                if (data77.line !== void 0) {
                                  let data79 = data77.line;
                                  const _errs206 = errors;
                                  if (!(typeof data79 == "number" && (!(data79 % 1) && !isNaN(data79)) && isFinite(data79))) {
                                    validate11.errors = [{ instancePath: instancePath + "/origin/line", schemaPath: "#/definitions/origin/properties/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                    return false;
                                  }
                                  var valid58 = _errs206 === errors;
                                } else {
                                  var valid58 = true;
                                }
                                if (valid58) {
                                  if (data77.col !== void 0) {
                                    let data80 = data77.col;
                                    const _errs208 = errors;
                                    if (!(typeof data80 == "number" && (!(data80 % 1) && !isNaN(data80)) && isFinite(data80))) {
                                      validate11.errors = [{ instancePath: instancePath + "/origin/col", schemaPath: "#/definitions/origin/properties/col/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                      return false;
                                    }
                                    var valid58 = _errs208 === errors;
                                  } else {
                                    var valid58 = true;
                                  }
                                }
                              }
                            }
                          } else {
                            validate11.errors = [{ instancePath: instancePath + "/origin", schemaPath: "#/definitions/origin/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                            return false;
                          }
                        }
                        var valid54 = _errs201 === errors;
                      } else {
                        var valid54 = true;
                      }
                    }
                  }
                } else {
                  validate11.errors = [{ instancePath, schemaPath: "#/allOf/5/then/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                  return false;
                }
              }
              var _valid5 = _errs190 === errors;
              valid52 = _valid5;
            }
            if (!valid52) {
              const err11 = { instancePath, schemaPath: "#/allOf/5/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
              validate11.errors = vErrors;
              return false;
            }
            var valid0 = _errs186 === errors;
            if (valid0) {
              const _errs210 = errors;
              const _errs211 = errors;
              let valid59 = true;
              const _errs212 = errors;
              if (data && typeof data == "object" && !Array.isArray(data)) {
                if (data.kind !== void 0) {
                  if ("delete_list" !== data.kind) {
                    const err12 = {};
                    if (vErrors === null) {
                      vErrors = [err12];
                    } else {
                      vErrors.push(err12);
                    }
                    errors++;
                  }
                }
              }
              var _valid6 = _errs212 === errors;
              errors = _errs211;
              if (vErrors !== null) {
                if (_errs211) {
                  vErrors.length = _errs211;
                } else {
                  vErrors = null;
                }
              }
              if (_valid6) {
                const _errs214 = errors;
                if (errors === _errs214) {
                  if (data && typeof data == "object" && !Array.isArray(data)) {
                    let missing20;
                    if (data.reason === void 0 && (missing20 = "reason") || data.before === void 0 && (missing20 = "before")) {
                      validate11.errors = [{ instancePath, schemaPath: "#/allOf/6/then/required", keyword: "required", params: { missingProperty: missing20 }, message: "must have required property '" + missing20 + "'" }];
                      return false;
                    } else {
                      if (data.reason !== void 0) {
                        let data82 = data.reason;
                        const _errs216 = errors;
                        if (typeof data82 !== "string") {
                          validate11.errors = [{ instancePath: instancePath + "/reason", schemaPath: "#/allOf/6/then/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                          return false;
                        }
                        if (!(data82 === "absent" || data82 === "prune" || data82 === "replace" || data82 === "duplicate")) {
                          validate11.errors = [{ instancePath: instancePath + "/reason", schemaPath: "#/allOf/6/then/properties/reason/enum", keyword: "enum", params: { allowedValues: schema12.allOf[6].then.properties.reason.enum }, message: "must be equal to one of the allowed values" }];
                          return false;
                        }
                        var valid61 = _errs216 === errors;
                      } else {
                        var valid61 = true;
                      }
                      if (valid61) {
                        if (data.before !== void 0) {
                          let data83 = data.before;
                          const _errs218 = errors;
                          if (errors === _errs218) {
                            if (data83 && typeof data83 == "object" && !Array.isArray(data83)) {
                              let missing21;
                              if (data83.style_id === void 0 && (missing21 = "style_id") || data83.name === void 0 && (missing21 = "name") || data83.language === void 0 && (missing21 = "language") || data83.version === void 0 && (missing21 = "version") || data83.configured_rules === void 0 && (missing21 = "configured_rules") || data83.custom_instructions === void 0 && (missing21 = "custom_instructions")) {
                                validate11.errors = [{ instancePath: instancePath + "/before", schemaPath: "#/allOf/6/then/properties/before/required", keyword: "required", params: { missingProperty: missing21 }, message: "must have required property '" + missing21 + "'" }];
                                return false;
                              } else {
                                if (data83.style_id !== void 0) {
                                  const _errs220 = errors;
                                  if (typeof data83.style_id !== "string") {
                                    validate11.errors = [{ instancePath: instancePath + "/before/style_id", schemaPath: "#/allOf/6/then/properties/before/properties/style_id/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                  }
                                  var valid62 = _errs220 === errors;
                                } else {
                                  var valid62 = true;
                                }
                                if (valid62) {
                                  if (data83.name !== void 0) {
                                    const _errs222 = errors;
                                    if (typeof data83.name !== "string") {
                                      validate11.errors = [{ instancePath: instancePath + "/before/name", schemaPath: "#/allOf/6/then/properties/before/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                      return false;
                                    }
                                    var valid62 = _errs222 === errors;
                                  } else {
                                    var valid62 = true;
                                  }
                                  if (valid62) {
                                    if (data83.language !== void 0) {
                                      const _errs224 = errors;
                                      if (typeof data83.language !== "string") {
                                        validate11.errors = [{ instancePath: instancePath + "/before/language", schemaPath: "#/allOf/6/then/properties/before/properties/language/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                        return false;
                                      }
                                      var valid62 = _errs224 === errors;
                                    } else {
                                      var valid62 = true;
                                    }
                                    if (valid62) {
                                      if (data83.version !== void 0) {
                                        let data87 = data83.version;
                                        const _errs226 = errors;
                                        if (!(typeof data87 == "number" && (!(data87 % 1) && !isNaN(data87)) && isFinite(data87))) {
                                          validate11.errors = [{ instancePath: instancePath + "/before/version", schemaPath: "#/allOf/6/then/properties/before/properties/version/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                          return false;
                                        }
                                        var valid62 = _errs226 === errors;
                                      } else {
                                        var valid62 = true;
                                      }
                                      if (valid62) {
                                        if (data83.configured_rules !== void 0) {
                                          let data88 = data83.configured_rules;
                                          const _errs228 = errors;
                                          const _errs229 = errors;
                                          if (errors === _errs229) {
                                            if (data88 && typeof data88 == "object" && !Array.isArray(data88)) {
                                              for (const key8 in data88) {
                                                let data89 = data88[key8];
                                                const _errs232 = errors;
                                                if (errors === _errs232) {
                                                  if (data89 && typeof data89 == "object" && !Array.isArray(data89)) {
                                                    for (const key9 in data89) {
                                                      const _errs235 = errors;
                                                      if (typeof data89[key9] !== "string") {
                                                        validate11.errors = [{ instancePath: instancePath + "/before/configured_rules/" + key8.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key9.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/rules/additionalProperties/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                        return false;
                                                      }
                                                      var valid65 = _errs235 === errors;
                                                      if (!valid65) {
                                                        break;
                                                      }
                                                    }
                                                  } else {
                                                    validate11.errors = [{ instancePath: instancePath + "/before/configured_rules/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/rules/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                    return false;
                                                  }
                                                }
                                                var valid64 = _errs232 === errors;
                                                if (!valid64) {
                                                  break;
                                                }
                                              }
                                            } else {
                                              validate11.errors = [{ instancePath: instancePath + "/before/configured_rules", schemaPath: "#/definitions/rules/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                              return false;
                                            }
                                          }
                                          var valid62 = _errs228 === errors;
                                        } else {
                                          var valid62 = true;
                                        }
                                        if (valid62) {
                                          if (data83.custom_instructions !== void 0) {
                                            let data91 = data83.custom_instructions;
                                            const _errs237 = errors;
                                            if (errors === _errs237) {
                                              if (Array.isArray(data91)) {
                                                var valid66 = true;
                                                const len3 = data91.length;
                                                for (let i3 = 0; i3 < len3; i3++) {
                                                  let data92 = data91[i3];
                                                  const _errs239 = errors;
                                                  if (errors === _errs239) {
                                                    if (data92 && typeof data92 == "object" && !Array.isArray(data92)) {
                                                      let missing22;
                                                      if (data92.id === void 0 && (missing22 = "id") || data92.label === void 0 && (missing22 = "label") || data92.prompt === void 0 && (missing22 = "prompt")) {
                                                        validate11.errors = [{ instancePath: instancePath + "/before/custom_instructions/" + i3, schemaPath: "#/allOf/6/then/properties/before/properties/custom_instructions/items/required", keyword: "required", params: { missingProperty: missing22 }, message: "must have required property '" + missing22 + "'" }];
                                                        return false;
                                                      } else {
                                                        if (data92.id !== void 0) {
                                                          const _errs241 = errors;
                                                          if (typeof data92.id !== "string") {
                                                            validate11.errors = [{ instancePath: instancePath + "/before/custom_instructions/" + i3 + "/id", schemaPath: "#/allOf/6/then/properties/before/properties/custom_instructions/items/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                            return false;
                                                          }
                                                          var valid67 = _errs241 === errors;
                                                        } else {
                                                          var valid67 = true;
                                                        }
                                                        if (valid67) {
                                                          if (data92.label !== void 0) {
                                                            const _errs243 = errors;
                                                            if (typeof data92.label !== "string") {
                                                              validate11.errors = [{ instancePath: instancePath + "/before/custom_instructions/" + i3 + "/label", schemaPath: "#/allOf/6/then/properties/before/properties/custom_instructions/items/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                              return false;
                                                            }
                                                            var valid67 = _errs243 === errors;
                                                          } else {
                                                            var valid67 = true;
                                                          }
                                                          if (valid67) {
                                                            if (data92.prompt !== void 0) {
                                                              const _errs245 = errors;
                                                              if (typeof data92.prompt !== "string") {
                                                                validate11.errors = [{ instancePath: instancePath + "/before/custom_instructions/" + i3 + "/prompt", schemaPath: "#/allOf/6/then/properties/before/properties/custom_instructions/items/properties/prompt/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                return false;
                                                              }
                                                              var valid67 = _errs245 === errors;
                                                            } else {
                                                              var valid67 = true;
                                                            }
                                                            if (valid67) {
                                                              if (data92.source_language !== void 0) {
                                                                const _errs247 = errors;
                                                                if (typeof data92.source_language !== "string") {
                                                                  validate11.errors = [{ instancePath: instancePath + "/before/custom_instructions/" + i3 + "/source_language", schemaPath: "#/allOf/6/then/properties/before/properties/custom_instructions/items/properties/source_language/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                  return false;
                                                                }
                                                                var valid67 = _errs247 === errors;
                                                              } else {
                                                                var valid67 = true;
                                                              }
                                                            }
                                                          }
                                                        }
                                                      }
                                                    } else {
                                                      validate11.errors = [{ instancePath: instancePath + "/before/custom_instructions/" + i3, schemaPath: "#/allOf/6/then/properties/before/properties/custom_instructions/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                      return false;
                                                    }
                                                  }
                                                  var valid66 = _errs239 === errors;
                                                  if (!valid66) {
                                                    break;
                                                  }
                                                }
                                              } else {
                                                validate11.errors = [{ instancePath: instancePath + "/before/custom_instructions", schemaPath: "#/allOf/6/then/properties/before/properties/custom_instructions/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                return false;
                                              }
                                            }
                                            var valid62 = _errs237 === errors;
                                          } else {
                                            var valid62 = true;
                                          }
                                        }
                                      }
                                    }
                                  }
                                }
                              }
                            } else {
                              validate11.errors = [{ instancePath: instancePath + "/before", schemaPath: "#/allOf/6/then/properties/before/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                              return false;
                            }
                          }
                          var valid61 = _errs218 === errors;
                        } else {
                          var valid61 = true;
                        }
                        if (valid61) {
                          if (data.kept !== void 0) {
                            const _errs249 = errors;
                            if (typeof data.kept !== "string") {
                              validate11.errors = [{ instancePath: instancePath + "/kept", schemaPath: "#/allOf/6/then/properties/kept/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                              return false;
                            }
                            var valid61 = _errs249 === errors;
                          } else {
                            var valid61 = true;
                          }
                        }
                      }
                    }
                  } else {
                    validate11.errors = [{ instancePath, schemaPath: "#/allOf/6/then/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                    return false;
                  }
                }
                var _valid6 = _errs214 === errors;
                valid59 = _valid6;
              }
              if (!valid59) {
                const err13 = { instancePath, schemaPath: "#/allOf/6/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
                validate11.errors = vErrors;
                return false;
              }
              var valid0 = _errs210 === errors;
            }
          }
        }
      }
    }
  }
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing23;
      if (data.kind === void 0 && (missing23 = "kind")) {
        validate11.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing23 }, message: "must have required property '" + missing23 + "'" }];
        return false;
      } else {
        if (data.kind !== void 0) {
          let data98 = data.kind;
          if (typeof data98 !== "string") {
            validate11.errors = [{ instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
            return false;
          }
          if (!(data98 === "create_list" || data98 === "rename_list" || data98 === "replace_rules" || data98 === "delete_instruction" || data98 === "update_instruction" || data98 === "create_instruction" || data98 === "delete_list")) {
            validate11.errors = [{ instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/enum", keyword: "enum", params: { allowedValues: schema12.properties.kind.enum }, message: "must be equal to one of the allowed values" }];
            return false;
          }
        }
      }
    } else {
      validate11.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate11.errors = vErrors;
  return errors === 0;
}
function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.format_version === void 0 && (missing0 = "format_version") || data.applies_to === void 0 && (missing0 = "applies_to") || data.planned_with === void 0 && (missing0 = "planned_with") || data.lists === void 0 && (missing0 = "lists") || data.desired_checksum === void 0 && (missing0 = "desired_checksum")) {
        validate10.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
        return false;
      } else {
        if (data.format_version !== void 0) {
          const _errs1 = errors;
          if (4 !== data.format_version) {
            validate10.errors = [{ instancePath: instancePath + "/format_version", schemaPath: "#/properties/format_version/const", keyword: "const", params: { allowedValue: 4 }, message: "must be equal to constant" }];
            return false;
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.target !== void 0) {
            const _errs2 = errors;
            if (typeof data.target !== "string") {
              validate10.errors = [{ instancePath: instancePath + "/target", schemaPath: "#/properties/target/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
              return false;
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.applies_to !== void 0) {
              let data2 = data.applies_to;
              const _errs4 = errors;
              if (errors === _errs4) {
                if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                  let missing1;
                  if (data2.target === void 0 && (missing1 = "target") || data2.base_url === void 0 && (missing1 = "base_url") || data2.styles_dir === void 0 && (missing1 = "styles_dir")) {
                    validate10.errors = [{ instancePath: instancePath + "/applies_to", schemaPath: "#/properties/applies_to/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                    return false;
                  } else {
                    if (data2.target !== void 0) {
                      let data3 = data2.target;
                      const _errs6 = errors;
                      if (typeof data3 !== "string" && data3 !== null) {
                        validate10.errors = [{ instancePath: instancePath + "/applies_to/target", schemaPath: "#/properties/applies_to/properties/target/type", keyword: "type", params: { type: schema11.properties.applies_to.properties.target.type }, message: "must be string,null" }];
                        return false;
                      }
                      var valid1 = _errs6 === errors;
                    } else {
                      var valid1 = true;
                    }
                    if (valid1) {
                      if (data2.base_url !== void 0) {
                        const _errs8 = errors;
                        if (typeof data2.base_url !== "string") {
                          validate10.errors = [{ instancePath: instancePath + "/applies_to/base_url", schemaPath: "#/properties/applies_to/properties/base_url/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                          return false;
                        }
                        var valid1 = _errs8 === errors;
                      } else {
                        var valid1 = true;
                      }
                      if (valid1) {
                        if (data2.styles_dir !== void 0) {
                          const _errs10 = errors;
                          if (typeof data2.styles_dir !== "string") {
                            validate10.errors = [{ instancePath: instancePath + "/applies_to/styles_dir", schemaPath: "#/properties/applies_to/properties/styles_dir/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                            return false;
                          }
                          var valid1 = _errs10 === errors;
                        } else {
                          var valid1 = true;
                        }
                      }
                    }
                  }
                } else {
                  validate10.errors = [{ instancePath: instancePath + "/applies_to", schemaPath: "#/properties/applies_to/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                  return false;
                }
              }
              var valid0 = _errs4 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.planned_with !== void 0) {
                let data6 = data.planned_with;
                const _errs12 = errors;
                if (errors === _errs12) {
                  if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
                    let missing2;
                    if (data6.prune === void 0 && (missing2 = "prune") || data6.allow_replace === void 0 && (missing2 = "allow_replace") || data6.allow_deletes === void 0 && (missing2 = "allow_deletes")) {
                      validate10.errors = [{ instancePath: instancePath + "/planned_with", schemaPath: "#/properties/planned_with/required", keyword: "required", params: { missingProperty: missing2 }, message: "must have required property '" + missing2 + "'" }];
                      return false;
                    } else {
                      if (data6.prune !== void 0) {
                        const _errs14 = errors;
                        if (typeof data6.prune !== "boolean") {
                          validate10.errors = [{ instancePath: instancePath + "/planned_with/prune", schemaPath: "#/properties/planned_with/properties/prune/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                          return false;
                        }
                        var valid2 = _errs14 === errors;
                      } else {
                        var valid2 = true;
                      }
                      if (valid2) {
                        if (data6.allow_replace !== void 0) {
                          const _errs16 = errors;
                          if (typeof data6.allow_replace !== "boolean") {
                            validate10.errors = [{ instancePath: instancePath + "/planned_with/allow_replace", schemaPath: "#/properties/planned_with/properties/allow_replace/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                            return false;
                          }
                          var valid2 = _errs16 === errors;
                        } else {
                          var valid2 = true;
                        }
                        if (valid2) {
                          if (data6.allow_deletes !== void 0) {
                            let data9 = data6.allow_deletes;
                            const _errs18 = errors;
                            if (!(typeof data9 == "number" && (!(data9 % 1) && !isNaN(data9)) && isFinite(data9)) && data9 !== null) {
                              validate10.errors = [{ instancePath: instancePath + "/planned_with/allow_deletes", schemaPath: "#/properties/planned_with/properties/allow_deletes/type", keyword: "type", params: { type: schema11.properties.planned_with.properties.allow_deletes.type }, message: "must be integer,null" }];
                              return false;
                            }
                            var valid2 = _errs18 === errors;
                          } else {
                            var valid2 = true;
                          }
                        }
                      }
                    }
                  } else {
                    validate10.errors = [{ instancePath: instancePath + "/planned_with", schemaPath: "#/properties/planned_with/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                    return false;
                  }
                }
                var valid0 = _errs12 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.partial !== void 0) {
                  let data10 = data.partial;
                  const _errs20 = errors;
                  if (errors === _errs20) {
                    if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                      let missing3;
                      if (data10.paths === void 0 && (missing3 = "paths") || data10.lists === void 0 && (missing3 = "lists")) {
                        validate10.errors = [{ instancePath: instancePath + "/partial", schemaPath: "#/properties/partial/required", keyword: "required", params: { missingProperty: missing3 }, message: "must have required property '" + missing3 + "'" }];
                        return false;
                      } else {
                        if (data10.paths !== void 0) {
                          let data11 = data10.paths;
                          const _errs22 = errors;
                          if (errors === _errs22) {
                            if (Array.isArray(data11)) {
                              var valid4 = true;
                              const len0 = data11.length;
                              for (let i0 = 0; i0 < len0; i0++) {
                                const _errs24 = errors;
                                if (typeof data11[i0] !== "string") {
                                  validate10.errors = [{ instancePath: instancePath + "/partial/paths/" + i0, schemaPath: "#/properties/partial/properties/paths/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                  return false;
                                }
                                var valid4 = _errs24 === errors;
                                if (!valid4) {
                                  break;
                                }
                              }
                            } else {
                              validate10.errors = [{ instancePath: instancePath + "/partial/paths", schemaPath: "#/properties/partial/properties/paths/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                              return false;
                            }
                          }
                          var valid3 = _errs22 === errors;
                        } else {
                          var valid3 = true;
                        }
                        if (valid3) {
                          if (data10.lists !== void 0) {
                            let data13 = data10.lists;
                            const _errs26 = errors;
                            if (errors === _errs26) {
                              if (Array.isArray(data13)) {
                                var valid5 = true;
                                const len1 = data13.length;
                                for (let i1 = 0; i1 < len1; i1++) {
                                  const _errs28 = errors;
                                  if (typeof data13[i1] !== "string") {
                                    validate10.errors = [{ instancePath: instancePath + "/partial/lists/" + i1, schemaPath: "#/properties/partial/properties/lists/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                  }
                                  var valid5 = _errs28 === errors;
                                  if (!valid5) {
                                    break;
                                  }
                                }
                              } else {
                                validate10.errors = [{ instancePath: instancePath + "/partial/lists", schemaPath: "#/properties/partial/properties/lists/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                return false;
                              }
                            }
                            var valid3 = _errs26 === errors;
                          } else {
                            var valid3 = true;
                          }
                        }
                      }
                    } else {
                      validate10.errors = [{ instancePath: instancePath + "/partial", schemaPath: "#/properties/partial/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                      return false;
                    }
                  }
                  var valid0 = _errs20 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.lists !== void 0) {
                    let data15 = data.lists;
                    const _errs30 = errors;
                    if (errors === _errs30) {
                      if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
                        let missing4;
                        if (data15.items === void 0 && (missing4 = "items") || data15.unchanged === void 0 && (missing4 = "unchanged") || data15.unmanaged === void 0 && (missing4 = "unmanaged") || data15.summary === void 0 && (missing4 = "summary") || data15.fingerprint === void 0 && (missing4 = "fingerprint") || data15.problems === void 0 && (missing4 = "problems")) {
                          validate10.errors = [{ instancePath: instancePath + "/lists", schemaPath: "#/properties/lists/required", keyword: "required", params: { missingProperty: missing4 }, message: "must have required property '" + missing4 + "'" }];
                          return false;
                        } else {
                          if (data15.items !== void 0) {
                            let data16 = data15.items;
                            const _errs32 = errors;
                            if (errors === _errs32) {
                              if (Array.isArray(data16)) {
                                var valid7 = true;
                                const len2 = data16.length;
                                for (let i2 = 0; i2 < len2; i2++) {
                                  let data17 = data16[i2];
                                  const _errs34 = errors;
                                  if (errors === _errs34) {
                                    if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
                                      let missing5;
                                      if (data17.name === void 0 && (missing5 = "name") || data17.action === void 0 && (missing5 = "action") || data17.language === void 0 && (missing5 = "language") || data17.changes === void 0 && (missing5 = "changes")) {
                                        validate10.errors = [{ instancePath: instancePath + "/lists/items/" + i2, schemaPath: "#/properties/lists/properties/items/items/required", keyword: "required", params: { missingProperty: missing5 }, message: "must have required property '" + missing5 + "'" }];
                                        return false;
                                      } else {
                                        if (data17.name !== void 0) {
                                          const _errs36 = errors;
                                          if (typeof data17.name !== "string") {
                                            validate10.errors = [{ instancePath: instancePath + "/lists/items/" + i2 + "/name", schemaPath: "#/properties/lists/properties/items/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                            return false;
                                          }
                                          var valid8 = _errs36 === errors;
                                        } else {
                                          var valid8 = true;
                                        }
                                        if (valid8) {
                                          if (data17.file !== void 0) {
                                            const _errs38 = errors;
                                            if (typeof data17.file !== "string") {
                                              validate10.errors = [{ instancePath: instancePath + "/lists/items/" + i2 + "/file", schemaPath: "#/properties/lists/properties/items/items/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                              return false;
                                            }
                                            var valid8 = _errs38 === errors;
                                          } else {
                                            var valid8 = true;
                                          }
                                          if (valid8) {
                                            if (data17.action !== void 0) {
                                              let data20 = data17.action;
                                              const _errs40 = errors;
                                              if (typeof data20 !== "string") {
                                                validate10.errors = [{ instancePath: instancePath + "/lists/items/" + i2 + "/action", schemaPath: "#/properties/lists/properties/items/items/properties/action/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                return false;
                                              }
                                              if (!(data20 === "create" || data20 === "update" || data20 === "delete" || data20 === "replace")) {
                                                validate10.errors = [{ instancePath: instancePath + "/lists/items/" + i2 + "/action", schemaPath: "#/properties/lists/properties/items/items/properties/action/enum", keyword: "enum", params: { allowedValues: schema11.properties.lists.properties.items.items.properties.action.enum }, message: "must be equal to one of the allowed values" }];
                                                return false;
                                              }
                                              var valid8 = _errs40 === errors;
                                            } else {
                                              var valid8 = true;
                                            }
                                            if (valid8) {
                                              if (data17.style_id !== void 0) {
                                                const _errs42 = errors;
                                                if (typeof data17.style_id !== "string") {
                                                  validate10.errors = [{ instancePath: instancePath + "/lists/items/" + i2 + "/style_id", schemaPath: "#/properties/lists/properties/items/items/properties/style_id/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                  return false;
                                                }
                                                var valid8 = _errs42 === errors;
                                              } else {
                                                var valid8 = true;
                                              }
                                              if (valid8) {
                                                if (data17.live_version !== void 0) {
                                                  let data22 = data17.live_version;
                                                  const _errs44 = errors;
                                                  if (!(typeof data22 == "number" && (!(data22 % 1) && !isNaN(data22)) && isFinite(data22))) {
                                                    validate10.errors = [{ instancePath: instancePath + "/lists/items/" + i2 + "/live_version", schemaPath: "#/properties/lists/properties/items/items/properties/live_version/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                    return false;
                                                  }
                                                  var valid8 = _errs44 === errors;
                                                } else {
                                                  var valid8 = true;
                                                }
                                                if (valid8) {
                                                  if (data17.pinned !== void 0) {
                                                    const _errs46 = errors;
                                                    if (typeof data17.pinned !== "boolean") {
                                                      validate10.errors = [{ instancePath: instancePath + "/lists/items/" + i2 + "/pinned", schemaPath: "#/properties/lists/properties/items/items/properties/pinned/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                      return false;
                                                    }
                                                    var valid8 = _errs46 === errors;
                                                  } else {
                                                    var valid8 = true;
                                                  }
                                                  if (valid8) {
                                                    if (data17.language !== void 0) {
                                                      const _errs48 = errors;
                                                      if (typeof data17.language !== "string") {
                                                        validate10.errors = [{ instancePath: instancePath + "/lists/items/" + i2 + "/language", schemaPath: "#/properties/lists/properties/items/items/properties/language/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                        return false;
                                                      }
                                                      var valid8 = _errs48 === errors;
                                                    } else {
                                                      var valid8 = true;
                                                    }
                                                    if (valid8) {
                                                      if (data17.changes !== void 0) {
                                                        let data25 = data17.changes;
                                                        const _errs50 = errors;
                                                        if (errors === _errs50) {
                                                          if (Array.isArray(data25)) {
                                                            var valid9 = true;
                                                            const len3 = data25.length;
                                                            for (let i3 = 0; i3 < len3; i3++) {
                                                              const _errs52 = errors;
                                                              if (!validate11(data25[i3], { instancePath: instancePath + "/lists/items/" + i2 + "/changes/" + i3, parentData: data25, parentDataProperty: i3, rootData })) {
                                                                vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
                                                                errors = vErrors.length;
                                                              }
                                                              var valid9 = _errs52 === errors;
                                                              if (!valid9) {
                                                                break;
                                                              }
                                                            }
                                                          } else {
                                                            validate10.errors = [{ instancePath: instancePath + "/lists/items/" + i2 + "/changes", schemaPath: "#/properties/lists/properties/items/items/properties/changes/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                            return false;
                                                          }
                                                        }
                                                        var valid8 = _errs50 === errors;
                                                      } else {
                                                        var valid8 = true;
                                                      }
                                                      if (valid8) {
                                                        if (data17.rename_hint !== void 0) {
                                                          let data27 = data17.rename_hint;
                                                          const _errs53 = errors;
                                                          if (errors === _errs53) {
                                                            if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
                                                              let missing6;
                                                              if (data27.style_id === void 0 && (missing6 = "style_id") || data27.name === void 0 && (missing6 = "name") || data27.shared === void 0 && (missing6 = "shared") || data27.total === void 0 && (missing6 = "total") || data27.pruned === void 0 && (missing6 = "pruned")) {
                                                                validate10.errors = [{ instancePath: instancePath + "/lists/items/" + i2 + "/rename_hint", schemaPath: "#/properties/lists/properties/items/items/properties/rename_hint/required", keyword: "required", params: { missingProperty: missing6 }, message: "must have required property '" + missing6 + "'" }];
                                                                return false;
                                                              } else {
                                                                if (data27.style_id !== void 0) {
                                                                  const _errs55 = errors;
                                                                  if (typeof data27.style_id !== "string") {
                                                                    validate10.errors = [{ instancePath: instancePath + "/lists/items/" + i2 + "/rename_hint/style_id", schemaPath: "#/properties/lists/properties/items/items/properties/rename_hint/properties/style_id/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                    return false;
                                                                  }
                                                                  var valid10 = _errs55 === errors;
                                                                } else {
                                                                  var valid10 = true;
                                                                }
                                                                if (valid10) {
                                                                  if (data27.name !== void 0) {
                                                                    const _errs57 = errors;
                                                                    if (typeof data27.name !== "string") {
                                                                      validate10.errors = [{ instancePath: instancePath + "/lists/items/" + i2 + "/rename_hint/name", schemaPath: "#/properties/lists/properties/items/items/properties/rename_hint/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                      return false;
                                                                    }
                                                                    var valid10 = _errs57 === errors;
                                                                  } else {
                                                                    var valid10 = true;
                                                                  }
                                                                  if (valid10) {
                                                                    if (data27.shared !== void 0) {
                                                                      let data30 = data27.shared;
                                                                      const _errs59 = errors;
                                                                      if (!(typeof data30 == "number" && (!(data30 % 1) && !isNaN(data30)) && isFinite(data30))) {
                                                                        validate10.errors = [{ instancePath: instancePath + "/lists/items/" + i2 + "/rename_hint/shared", schemaPath: "#/properties/lists/properties/items/items/properties/rename_hint/properties/shared/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                        return false;
                                                                      }
                                                                      var valid10 = _errs59 === errors;
                                                                    } else {
                                                                      var valid10 = true;
                                                                    }
                                                                    if (valid10) {
                                                                      if (data27.total !== void 0) {
                                                                        let data31 = data27.total;
                                                                        const _errs61 = errors;
                                                                        if (!(typeof data31 == "number" && (!(data31 % 1) && !isNaN(data31)) && isFinite(data31))) {
                                                                          validate10.errors = [{ instancePath: instancePath + "/lists/items/" + i2 + "/rename_hint/total", schemaPath: "#/properties/lists/properties/items/items/properties/rename_hint/properties/total/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                          return false;
                                                                        }
                                                                        var valid10 = _errs61 === errors;
                                                                      } else {
                                                                        var valid10 = true;
                                                                      }
                                                                      if (valid10) {
                                                                        if (data27.pruned !== void 0) {
                                                                          const _errs63 = errors;
                                                                          if (typeof data27.pruned !== "boolean") {
                                                                            validate10.errors = [{ instancePath: instancePath + "/lists/items/" + i2 + "/rename_hint/pruned", schemaPath: "#/properties/lists/properties/items/items/properties/rename_hint/properties/pruned/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                                            return false;
                                                                          }
                                                                          var valid10 = _errs63 === errors;
                                                                        } else {
                                                                          var valid10 = true;
                                                                        }
                                                                      }
                                                                    }
                                                                  }
                                                                }
                                                              }
                                                            } else {
                                                              validate10.errors = [{ instancePath: instancePath + "/lists/items/" + i2 + "/rename_hint", schemaPath: "#/properties/lists/properties/items/items/properties/rename_hint/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                              return false;
                                                            }
                                                          }
                                                          var valid8 = _errs53 === errors;
                                                        } else {
                                                          var valid8 = true;
                                                        }
                                                        if (valid8) {
                                                          if (data17.adopted !== void 0) {
                                                            const _errs65 = errors;
                                                            if (true !== data17.adopted) {
                                                              validate10.errors = [{ instancePath: instancePath + "/lists/items/" + i2 + "/adopted", schemaPath: "#/properties/lists/properties/items/items/properties/adopted/const", keyword: "const", params: { allowedValue: true }, message: "must be equal to constant" }];
                                                              return false;
                                                            }
                                                            var valid8 = _errs65 === errors;
                                                          } else {
                                                            var valid8 = true;
                                                          }
                                                        }
                                                      }
                                                    }
                                                  }
                                                }
                                              }
                                            }
                                          }
                                        }
                                      }
                                    } else {
                                      validate10.errors = [{ instancePath: instancePath + "/lists/items/" + i2, schemaPath: "#/properties/lists/properties/items/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                      return false;
                                    }
                                  }
                                  var valid7 = _errs34 === errors;
                                  if (!valid7) {
                                    break;
                                  }
                                }
                              } else {
                                validate10.errors = [{ instancePath: instancePath + "/lists/items", schemaPath: "#/properties/lists/properties/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                return false;
                              }
                            }
                            var valid6 = _errs32 === errors;
                          } else {
                            var valid6 = true;
                          }
                          if (valid6) {
                            if (data15.unchanged !== void 0) {
                              let data34 = data15.unchanged;
                              const _errs66 = errors;
                              if (errors === _errs66) {
                                if (Array.isArray(data34)) {
                                  var valid11 = true;
                                  const len4 = data34.length;
                                  for (let i4 = 0; i4 < len4; i4++) {
                                    const _errs68 = errors;
                                    if (typeof data34[i4] !== "string") {
                                      validate10.errors = [{ instancePath: instancePath + "/lists/unchanged/" + i4, schemaPath: "#/properties/lists/properties/unchanged/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                      return false;
                                    }
                                    var valid11 = _errs68 === errors;
                                    if (!valid11) {
                                      break;
                                    }
                                  }
                                } else {
                                  validate10.errors = [{ instancePath: instancePath + "/lists/unchanged", schemaPath: "#/properties/lists/properties/unchanged/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                  return false;
                                }
                              }
                              var valid6 = _errs66 === errors;
                            } else {
                              var valid6 = true;
                            }
                            if (valid6) {
                              if (data15.unmanaged !== void 0) {
                                let data36 = data15.unmanaged;
                                const _errs70 = errors;
                                if (errors === _errs70) {
                                  if (Array.isArray(data36)) {
                                    var valid12 = true;
                                    const len5 = data36.length;
                                    for (let i5 = 0; i5 < len5; i5++) {
                                      let data37 = data36[i5];
                                      const _errs72 = errors;
                                      if (errors === _errs72) {
                                        if (data37 && typeof data37 == "object" && !Array.isArray(data37)) {
                                          let missing7;
                                          if (data37.style_id === void 0 && (missing7 = "style_id") || data37.name === void 0 && (missing7 = "name") || data37.language === void 0 && (missing7 = "language") || data37.ignored === void 0 && (missing7 = "ignored")) {
                                            validate10.errors = [{ instancePath: instancePath + "/lists/unmanaged/" + i5, schemaPath: "#/properties/lists/properties/unmanaged/items/required", keyword: "required", params: { missingProperty: missing7 }, message: "must have required property '" + missing7 + "'" }];
                                            return false;
                                          } else {
                                            if (data37.style_id !== void 0) {
                                              const _errs74 = errors;
                                              if (typeof data37.style_id !== "string") {
                                                validate10.errors = [{ instancePath: instancePath + "/lists/unmanaged/" + i5 + "/style_id", schemaPath: "#/properties/lists/properties/unmanaged/items/properties/style_id/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                return false;
                                              }
                                              var valid13 = _errs74 === errors;
                                            } else {
                                              var valid13 = true;
                                            }
                                            if (valid13) {
                                              if (data37.name !== void 0) {
                                                const _errs76 = errors;
                                                if (typeof data37.name !== "string") {
                                                  validate10.errors = [{ instancePath: instancePath + "/lists/unmanaged/" + i5 + "/name", schemaPath: "#/properties/lists/properties/unmanaged/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                  return false;
                                                }
                                                var valid13 = _errs76 === errors;
                                              } else {
                                                var valid13 = true;
                                              }
                                              if (valid13) {
                                                if (data37.language !== void 0) {
                                                  const _errs78 = errors;
                                                  if (typeof data37.language !== "string") {
                                                    validate10.errors = [{ instancePath: instancePath + "/lists/unmanaged/" + i5 + "/language", schemaPath: "#/properties/lists/properties/unmanaged/items/properties/language/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                    return false;
                                                  }
                                                  var valid13 = _errs78 === errors;
                                                } else {
                                                  var valid13 = true;
                                                }
                                                if (valid13) {
                                                  if (data37.ignored !== void 0) {
                                                    const _errs80 = errors;
                                                    if (typeof data37.ignored !== "boolean") {
                                                      validate10.errors = [{ instancePath: instancePath + "/lists/unmanaged/" + i5 + "/ignored", schemaPath: "#/properties/lists/properties/unmanaged/items/properties/ignored/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                      return false;
                                                    }
                                                    var valid13 = _errs80 === errors;
                                                  } else {
                                                    var valid13 = true;
                                                  }
                                                }
                                              }
                                            }
                                          }
                                        } else {
                                          validate10.errors = [{ instancePath: instancePath + "/lists/unmanaged/" + i5, schemaPath: "#/properties/lists/properties/unmanaged/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                          return false;
                                        }
                                      }
                                      var valid12 = _errs72 === errors;
                                      if (!valid12) {
                                        break;
                                      }
                                    }
                                  } else {
                                    validate10.errors = [{ instancePath: instancePath + "/lists/unmanaged", schemaPath: "#/properties/lists/properties/unmanaged/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                    return false;
                                  }
                                }
                                var valid6 = _errs70 === errors;
                              } else {
                                var valid6 = true;
                              }
                              if (valid6) {
                                if (data15.summary !== void 0) {
                                  let data42 = data15.summary;
                                  const _errs82 = errors;
                                  if (errors === _errs82) {
                                    if (data42 && typeof data42 == "object" && !Array.isArray(data42)) {
                                      let missing8;
                                      if (data42.create === void 0 && (missing8 = "create") || data42.update === void 0 && (missing8 = "update") || data42.delete === void 0 && (missing8 = "delete") || data42.replace === void 0 && (missing8 = "replace")) {
                                        validate10.errors = [{ instancePath: instancePath + "/lists/summary", schemaPath: "#/properties/lists/properties/summary/required", keyword: "required", params: { missingProperty: missing8 }, message: "must have required property '" + missing8 + "'" }];
                                        return false;
                                      } else {
                                        if (data42.create !== void 0) {
                                          let data43 = data42.create;
                                          const _errs84 = errors;
                                          if (!(typeof data43 == "number" && (!(data43 % 1) && !isNaN(data43)) && isFinite(data43))) {
                                            validate10.errors = [{ instancePath: instancePath + "/lists/summary/create", schemaPath: "#/properties/lists/properties/summary/properties/create/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                            return false;
                                          }
                                          var valid14 = _errs84 === errors;
                                        } else {
                                          var valid14 = true;
                                        }
                                        if (valid14) {
                                          if (data42.update !== void 0) {
                                            let data44 = data42.update;
                                            const _errs86 = errors;
                                            if (!(typeof data44 == "number" && (!(data44 % 1) && !isNaN(data44)) && isFinite(data44))) {
                                              validate10.errors = [{ instancePath: instancePath + "/lists/summary/update", schemaPath: "#/properties/lists/properties/summary/properties/update/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                              return false;
                                            }
                                            var valid14 = _errs86 === errors;
                                          } else {
                                            var valid14 = true;
                                          }
                                          if (valid14) {
                                            if (data42.delete !== void 0) {
                                              let data45 = data42.delete;
                                              const _errs88 = errors;
                                              if (!(typeof data45 == "number" && (!(data45 % 1) && !isNaN(data45)) && isFinite(data45))) {
                                                validate10.errors = [{ instancePath: instancePath + "/lists/summary/delete", schemaPath: "#/properties/lists/properties/summary/properties/delete/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                return false;
                                              }
                                              var valid14 = _errs88 === errors;
                                            } else {
                                              var valid14 = true;
                                            }
                                            if (valid14) {
                                              if (data42.replace !== void 0) {
                                                let data46 = data42.replace;
                                                const _errs90 = errors;
                                                if (!(typeof data46 == "number" && (!(data46 % 1) && !isNaN(data46)) && isFinite(data46))) {
                                                  validate10.errors = [{ instancePath: instancePath + "/lists/summary/replace", schemaPath: "#/properties/lists/properties/summary/properties/replace/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                  return false;
                                                }
                                                var valid14 = _errs90 === errors;
                                              } else {
                                                var valid14 = true;
                                              }
                                            }
                                          }
                                        }
                                      }
                                    } else {
                                      validate10.errors = [{ instancePath: instancePath + "/lists/summary", schemaPath: "#/properties/lists/properties/summary/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                      return false;
                                    }
                                  }
                                  var valid6 = _errs82 === errors;
                                } else {
                                  var valid6 = true;
                                }
                                if (valid6) {
                                  if (data15.fingerprint !== void 0) {
                                    let data47 = data15.fingerprint;
                                    const _errs92 = errors;
                                    if (errors === _errs92) {
                                      if (data47 && typeof data47 == "object" && !Array.isArray(data47)) {
                                        let missing9;
                                        if (data47.versions === void 0 && (missing9 = "versions") || data47.absent_names === void 0 && (missing9 = "absent_names")) {
                                          validate10.errors = [{ instancePath: instancePath + "/lists/fingerprint", schemaPath: "#/properties/lists/properties/fingerprint/required", keyword: "required", params: { missingProperty: missing9 }, message: "must have required property '" + missing9 + "'" }];
                                          return false;
                                        } else {
                                          if (data47.versions !== void 0) {
                                            let data48 = data47.versions;
                                            const _errs94 = errors;
                                            if (errors === _errs94) {
                                              if (data48 && typeof data48 == "object" && !Array.isArray(data48)) {
                                                for (const key0 in data48) {
                                                  let data49 = data48[key0];
                                                  const _errs97 = errors;
                                                  if (!(typeof data49 == "number" && (!(data49 % 1) && !isNaN(data49)) && isFinite(data49))) {
                                                    validate10.errors = [{ instancePath: instancePath + "/lists/fingerprint/versions/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/lists/properties/fingerprint/properties/versions/additionalProperties/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                    return false;
                                                  }
                                                  var valid16 = _errs97 === errors;
                                                  if (!valid16) {
                                                    break;
                                                  }
                                                }
                                              } else {
                                                validate10.errors = [{ instancePath: instancePath + "/lists/fingerprint/versions", schemaPath: "#/properties/lists/properties/fingerprint/properties/versions/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                return false;
                                              }
                                            }
                                            var valid15 = _errs94 === errors;
                                          } else {
                                            var valid15 = true;
                                          }
                                          if (valid15) {
                                            if (data47.absent_names !== void 0) {
                                              let data50 = data47.absent_names;
                                              const _errs99 = errors;
                                              if (errors === _errs99) {
                                                if (Array.isArray(data50)) {
                                                  var valid17 = true;
                                                  const len6 = data50.length;
                                                  for (let i6 = 0; i6 < len6; i6++) {
                                                    const _errs101 = errors;
                                                    if (typeof data50[i6] !== "string") {
                                                      validate10.errors = [{ instancePath: instancePath + "/lists/fingerprint/absent_names/" + i6, schemaPath: "#/properties/lists/properties/fingerprint/properties/absent_names/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                      return false;
                                                    }
                                                    var valid17 = _errs101 === errors;
                                                    if (!valid17) {
                                                      break;
                                                    }
                                                  }
                                                } else {
                                                  validate10.errors = [{ instancePath: instancePath + "/lists/fingerprint/absent_names", schemaPath: "#/properties/lists/properties/fingerprint/properties/absent_names/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                  return false;
                                                }
                                              }
                                              var valid15 = _errs99 === errors;
                                            } else {
                                              var valid15 = true;
                                            }
                                          }
                                        }
                                      } else {
                                        validate10.errors = [{ instancePath: instancePath + "/lists/fingerprint", schemaPath: "#/properties/lists/properties/fingerprint/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                        return false;
                                      }
                                    }
                                    var valid6 = _errs92 === errors;
                                  } else {
                                    var valid6 = true;
                                  }
                                  if (valid6) {
                                    if (data15.problems !== void 0) {
                                      let data52 = data15.problems;
                                      const _errs103 = errors;
                                      if (errors === _errs103) {
                                        if (Array.isArray(data52)) {
                                          var valid18 = true;
                                          const len7 = data52.length;
                                          for (let i7 = 0; i7 < len7; i7++) {
                                            let data53 = data52[i7];
                                            const _errs105 = errors;
                                            const _errs106 = errors;
                                            if (errors === _errs106) {
                                              if (data53 && typeof data53 == "object" && !Array.isArray(data53)) {
                                                let missing10;
                                                if (data53.code === void 0 && (missing10 = "code") || data53.message === void 0 && (missing10 = "message") || data53.hint === void 0 && (missing10 = "hint")) {
                                                  validate10.errors = [{ instancePath: instancePath + "/lists/problems/" + i7, schemaPath: "#/definitions/problem/required", keyword: "required", params: { missingProperty: missing10 }, message: "must have required property '" + missing10 + "'" }];
                                                  return false;
                                                } else {
                                                  if (data53.code !== void 0) {
                                                    const _errs108 = errors;
                                                    if (typeof data53.code !== "string") {
                                                      validate10.errors = [{ instancePath: instancePath + "/lists/problems/" + i7 + "/code", schemaPath: "#/definitions/problem/properties/code/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                      return false;
                                                    }
                                                    var valid20 = _errs108 === errors;
                                                  } else {
                                                    var valid20 = true;
                                                  }
                                                  if (valid20) {
                                                    if (data53.message !== void 0) {
                                                      const _errs110 = errors;
                                                      if (typeof data53.message !== "string") {
                                                        validate10.errors = [{ instancePath: instancePath + "/lists/problems/" + i7 + "/message", schemaPath: "#/definitions/problem/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                        return false;
                                                      }
                                                      var valid20 = _errs110 === errors;
                                                    } else {
                                                      var valid20 = true;
                                                    }
                                                    if (valid20) {
                                                      if (data53.hint !== void 0) {
                                                        const _errs112 = errors;
                                                        if (typeof data53.hint !== "string") {
                                                          validate10.errors = [{ instancePath: instancePath + "/lists/problems/" + i7 + "/hint", schemaPath: "#/definitions/problem/properties/hint/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                          return false;
                                                        }
                                                        var valid20 = _errs112 === errors;
                                                      } else {
                                                        var valid20 = true;
                                                      }
                                                      if (valid20) {
                                                        if (data53.list !== void 0) {
                                                          const _errs114 = errors;
                                                          if (typeof data53.list !== "string") {
                                                            validate10.errors = [{ instancePath: instancePath + "/lists/problems/" + i7 + "/list", schemaPath: "#/definitions/problem/properties/list/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                            return false;
                                                          }
                                                          var valid20 = _errs114 === errors;
                                                        } else {
                                                          var valid20 = true;
                                                        }
                                                        if (valid20) {
                                                          if (data53.glossary !== void 0) {
                                                            const _errs116 = errors;
                                                            if (typeof data53.glossary !== "string") {
                                                              validate10.errors = [{ instancePath: instancePath + "/lists/problems/" + i7 + "/glossary", schemaPath: "#/definitions/problem/properties/glossary/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                              return false;
                                                            }
                                                            var valid20 = _errs116 === errors;
                                                          } else {
                                                            var valid20 = true;
                                                          }
                                                          if (valid20) {
                                                            if (data53.file !== void 0) {
                                                              const _errs118 = errors;
                                                              if (typeof data53.file !== "string") {
                                                                validate10.errors = [{ instancePath: instancePath + "/lists/problems/" + i7 + "/file", schemaPath: "#/definitions/problem/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                return false;
                                                              }
                                                              var valid20 = _errs118 === errors;
                                                            } else {
                                                              var valid20 = true;
                                                            }
                                                          }
                                                        }
                                                      }
                                                    }
                                                  }
                                                }
                                              } else {
                                                validate10.errors = [{ instancePath: instancePath + "/lists/problems/" + i7, schemaPath: "#/definitions/problem/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                return false;
                                              }
                                            }
                                            var valid18 = _errs105 === errors;
                                            if (!valid18) {
                                              break;
                                            }
                                          }
                                        } else {
                                          validate10.errors = [{ instancePath: instancePath + "/lists/problems", schemaPath: "#/properties/lists/properties/problems/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                          return false;
                                        }
                                      }
                                      var valid6 = _errs103 === errors;
                                    } else {
                                      var valid6 = true;
                                    }
                                    if (valid6) {
                                      if (data15.blocked !== void 0) {
                                        let data60 = data15.blocked;
                                        const _errs120 = errors;
                                        if (errors === _errs120) {
                                          if (Array.isArray(data60)) {
                                            var valid21 = true;
                                            const len8 = data60.length;
                                            for (let i8 = 0; i8 < len8; i8++) {
                                              let data61 = data60[i8];
                                              const _errs122 = errors;
                                              const _errs123 = errors;
                                              if (errors === _errs123) {
                                                if (data61 && typeof data61 == "object" && !Array.isArray(data61)) {
                                                  let missing11;
                                                  if (data61.code === void 0 && (missing11 = "code") || data61.message === void 0 && (missing11 = "message") || data61.hint === void 0 && (missing11 = "hint")) {
                                                    validate10.errors = [{ instancePath: instancePath + "/lists/blocked/" + i8, schemaPath: "#/definitions/problem/required", keyword: "required", params: { missingProperty: missing11 }, message: "must have required property '" + missing11 + "'" }];
                                                    return false;
                                                  } else {
                                                    if (data61.code !== void 0) {
                                                      const _errs125 = errors;
                                                      if (typeof data61.code !== "string") {
                                                        validate10.errors = [{ instancePath: instancePath + "/lists/blocked/" + i8 + "/code", schemaPath: "#/definitions/problem/properties/code/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                        return false;
                                                      }
                                                      var valid23 = _errs125 === errors;
                                                    } else {
                                                      var valid23 = true;
                                                    }
                                                    if (valid23) {
                                                      if (data61.message !== void 0) {
                                                        const _errs127 = errors;
                                                        if (typeof data61.message !== "string") {
                                                          validate10.errors = [{ instancePath: instancePath + "/lists/blocked/" + i8 + "/message", schemaPath: "#/definitions/problem/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                          return false;
                                                        }
                                                        var valid23 = _errs127 === errors;
                                                      } else {
                                                        var valid23 = true;
                                                      }
                                                      if (valid23) {
                                                        if (data61.hint !== void 0) {
                                                          const _errs129 = errors;
                                                          if (typeof data61.hint !== "string") {
                                                            validate10.errors = [{ instancePath: instancePath + "/lists/blocked/" + i8 + "/hint", schemaPath: "#/definitions/problem/properties/hint/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                            return false;
                                                          }
                                                          var valid23 = _errs129 === errors;
                                                        } else {
                                                          var valid23 = true;
                                                        }
                                                        if (valid23) {
                                                          if (data61.list !== void 0) {
                                                            const _errs131 = errors;
                                                            if (typeof data61.list !== "string") {
                                                              validate10.errors = [{ instancePath: instancePath + "/lists/blocked/" + i8 + "/list", schemaPath: "#/definitions/problem/properties/list/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                              return false;
                                                            }
                                                            var valid23 = _errs131 === errors;
                                                          } else {
                                                            var valid23 = true;
                                                          }
                                                          if (valid23) {
                                                            if (data61.glossary !== void 0) {
                                                              const _errs133 = errors;
                                                              if (typeof data61.glossary !== "string") {
                                                                validate10.errors = [{ instancePath: instancePath + "/lists/blocked/" + i8 + "/glossary", schemaPath: "#/definitions/problem/properties/glossary/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                return false;
                                                              }
                                                              var valid23 = _errs133 === errors;
                                                            } else {
                                                              var valid23 = true;
                                                            }
                                                            if (valid23) {
                                                              if (data61.file !== void 0) {
                                                                const _errs135 = errors;
                                                                if (typeof data61.file !== "string") {
                                                                  validate10.errors = [{ instancePath: instancePath + "/lists/blocked/" + i8 + "/file", schemaPath: "#/definitions/problem/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                  return false;
                                                                }
                                                                var valid23 = _errs135 === errors;
                                                              } else {
                                                                var valid23 = true;
                                                              }
                                                            }
                                                          }
                                                        }
                                                      }
                                                    }
                                                  }
                                                } else {
                                                  validate10.errors = [{ instancePath: instancePath + "/lists/blocked/" + i8, schemaPath: "#/definitions/problem/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                  return false;
                                                }
                                              }
                                              var valid21 = _errs122 === errors;
                                              if (!valid21) {
                                                break;
                                              }
                                            }
                                          } else {
                                            validate10.errors = [{ instancePath: instancePath + "/lists/blocked", schemaPath: "#/properties/lists/properties/blocked/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                            return false;
                                          }
                                        }
                                        var valid6 = _errs120 === errors;
                                      } else {
                                        var valid6 = true;
                                      }
                                    }
                                  }
                                }
                              }
                            }
                          }
                        }
                      } else {
                        validate10.errors = [{ instancePath: instancePath + "/lists", schemaPath: "#/properties/lists/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                        return false;
                      }
                    }
                    var valid0 = _errs30 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.desired_checksum !== void 0) {
                      const _errs137 = errors;
                      if (typeof data.desired_checksum !== "string") {
                        validate10.errors = [{ instancePath: instancePath + "/desired_checksum", schemaPath: "#/properties/desired_checksum/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                        return false;
                      }
                      var valid0 = _errs137 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.glossaries !== void 0) {
                        let data69 = data.glossaries;
                        const _errs139 = errors;
                        if (errors === _errs139) {
                          if (data69 && typeof data69 == "object" && !Array.isArray(data69)) {
                            let missing12;
                            if (data69.items === void 0 && (missing12 = "items") || data69.unchanged === void 0 && (missing12 = "unchanged") || data69.unmanaged === void 0 && (missing12 = "unmanaged") || data69.summary === void 0 && (missing12 = "summary") || data69.fingerprint === void 0 && (missing12 = "fingerprint") || data69.problems === void 0 && (missing12 = "problems") || data69.requests === void 0 && (missing12 = "requests")) {
                              validate10.errors = [{ instancePath: instancePath + "/glossaries", schemaPath: "#/properties/glossaries/required", keyword: "required", params: { missingProperty: missing12 }, message: "must have required property '" + missing12 + "'" }];
                              return false;
                            } else {
                              if (data69.items !== void 0) {
                                let data70 = data69.items;
                                const _errs141 = errors;
                                if (errors === _errs141) {
                                  if (Array.isArray(data70)) {
                                    var valid25 = true;
                                    const len9 = data70.length;
                                    for (let i9 = 0; i9 < len9; i9++) {
                                      let data71 = data70[i9];
                                      const _errs143 = errors;
                                      if (errors === _errs143) {
                                        if (data71 && typeof data71 == "object" && !Array.isArray(data71)) {
                                          let missing13;
                                          if (data71.name === void 0 && (missing13 = "name") || data71.action === void 0 && (missing13 = "action") || data71.dictionaries === void 0 && (missing13 = "dictionaries") || data71.writes === void 0 && (missing13 = "writes")) {
                                            validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9, schemaPath: "#/properties/glossaries/properties/items/items/required", keyword: "required", params: { missingProperty: missing13 }, message: "must have required property '" + missing13 + "'" }];
                                            return false;
                                          } else {
                                            if (data71.name !== void 0) {
                                              const _errs145 = errors;
                                              if (typeof data71.name !== "string") {
                                                validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/name", schemaPath: "#/properties/glossaries/properties/items/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                return false;
                                              }
                                              var valid26 = _errs145 === errors;
                                            } else {
                                              var valid26 = true;
                                            }
                                            if (valid26) {
                                              if (data71.file !== void 0) {
                                                const _errs147 = errors;
                                                if (typeof data71.file !== "string") {
                                                  validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/file", schemaPath: "#/properties/glossaries/properties/items/items/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                  return false;
                                                }
                                                var valid26 = _errs147 === errors;
                                              } else {
                                                var valid26 = true;
                                              }
                                              if (valid26) {
                                                if (data71.action !== void 0) {
                                                  let data74 = data71.action;
                                                  const _errs149 = errors;
                                                  if (typeof data74 !== "string") {
                                                    validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/action", schemaPath: "#/properties/glossaries/properties/items/items/properties/action/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                    return false;
                                                  }
                                                  if (!(data74 === "create" || data74 === "update" || data74 === "delete")) {
                                                    validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/action", schemaPath: "#/properties/glossaries/properties/items/items/properties/action/enum", keyword: "enum", params: { allowedValues: schema11.properties.glossaries.properties.items.items.properties.action.enum }, message: "must be equal to one of the allowed values" }];
                                                    return false;
                                                  }
                                                  var valid26 = _errs149 === errors;
                                                } else {
                                                  var valid26 = true;
                                                }
                                                if (valid26) {
                                                  if (data71.glossary_id !== void 0) {
                                                    const _errs151 = errors;
                                                    if (typeof data71.glossary_id !== "string") {
                                                      validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/glossary_id", schemaPath: "#/properties/glossaries/properties/items/items/properties/glossary_id/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                      return false;
                                                    }
                                                    var valid26 = _errs151 === errors;
                                                  } else {
                                                    var valid26 = true;
                                                  }
                                                  if (valid26) {
                                                    if (data71.pinned !== void 0) {
                                                      const _errs153 = errors;
                                                      if (typeof data71.pinned !== "boolean") {
                                                        validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/pinned", schemaPath: "#/properties/glossaries/properties/items/items/properties/pinned/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                        return false;
                                                      }
                                                      var valid26 = _errs153 === errors;
                                                    } else {
                                                      var valid26 = true;
                                                    }
                                                    if (valid26) {
                                                      if (data71.rename !== void 0) {
                                                        let data77 = data71.rename;
                                                        const _errs155 = errors;
                                                        if (errors === _errs155) {
                                                          if (data77 && typeof data77 == "object" && !Array.isArray(data77)) {
                                                            let missing14;
                                                            if (data77.from === void 0 && (missing14 = "from") || data77.to === void 0 && (missing14 = "to")) {
                                                              validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/rename", schemaPath: "#/properties/glossaries/properties/items/items/properties/rename/required", keyword: "required", params: { missingProperty: missing14 }, message: "must have required property '" + missing14 + "'" }];
                                                              return false;
                                                            } else {
                                                              if (data77.from !== void 0) {
                                                                const _errs157 = errors;
                                                                if (typeof data77.from !== "string") {
                                                                  validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/rename/from", schemaPath: "#/properties/glossaries/properties/items/items/properties/rename/properties/from/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                  return false;
                                                                }
                                                                var valid27 = _errs157 === errors;
                                                              } else {
                                                                var valid27 = true;
                                                              }
                                                              if (valid27) {
                                                                if (data77.to !== void 0) {
                                                                  const _errs159 = errors;
                                                                  if (typeof data77.to !== "string") {
                                                                    validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/rename/to", schemaPath: "#/properties/glossaries/properties/items/items/properties/rename/properties/to/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                    return false;
                                                                  }
                                                                  var valid27 = _errs159 === errors;
                                                                } else {
                                                                  var valid27 = true;
                                                                }
                                                              }
                                                            }
                                                          } else {
                                                            validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/rename", schemaPath: "#/properties/glossaries/properties/items/items/properties/rename/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                            return false;
                                                          }
                                                        }
                                                        var valid26 = _errs155 === errors;
                                                      } else {
                                                        var valid26 = true;
                                                      }
                                                      if (valid26) {
                                                        if (data71.reason !== void 0) {
                                                          let data80 = data71.reason;
                                                          const _errs161 = errors;
                                                          if (typeof data80 !== "string") {
                                                            validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/reason", schemaPath: "#/properties/glossaries/properties/items/items/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                            return false;
                                                          }
                                                          if (!(data80 === "absent" || data80 === "prune" || data80 === "duplicate")) {
                                                            validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/reason", schemaPath: "#/properties/glossaries/properties/items/items/properties/reason/enum", keyword: "enum", params: { allowedValues: schema11.properties.glossaries.properties.items.items.properties.reason.enum }, message: "must be equal to one of the allowed values" }];
                                                            return false;
                                                          }
                                                          var valid26 = _errs161 === errors;
                                                        } else {
                                                          var valid26 = true;
                                                        }
                                                        if (valid26) {
                                                          if (data71.kept !== void 0) {
                                                            const _errs163 = errors;
                                                            if (typeof data71.kept !== "string") {
                                                              validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/kept", schemaPath: "#/properties/glossaries/properties/items/items/properties/kept/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                              return false;
                                                            }
                                                            var valid26 = _errs163 === errors;
                                                          } else {
                                                            var valid26 = true;
                                                          }
                                                          if (valid26) {
                                                            if (data71.rename_hint !== void 0) {
                                                              let data82 = data71.rename_hint;
                                                              const _errs165 = errors;
                                                              if (errors === _errs165) {
                                                                if (data82 && typeof data82 == "object" && !Array.isArray(data82)) {
                                                                  let missing15;
                                                                  if (data82.glossary_id === void 0 && (missing15 = "glossary_id") || data82.name === void 0 && (missing15 = "name") || data82.pruned === void 0 && (missing15 = "pruned")) {
                                                                    validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/rename_hint", schemaPath: "#/properties/glossaries/properties/items/items/properties/rename_hint/required", keyword: "required", params: { missingProperty: missing15 }, message: "must have required property '" + missing15 + "'" }];
                                                                    return false;
                                                                  } else {
                                                                    if (data82.glossary_id !== void 0) {
                                                                      const _errs167 = errors;
                                                                      if (typeof data82.glossary_id !== "string") {
                                                                        validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/rename_hint/glossary_id", schemaPath: "#/properties/glossaries/properties/items/items/properties/rename_hint/properties/glossary_id/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                        return false;
                                                                      }
                                                                      var valid28 = _errs167 === errors;
                                                                    } else {
                                                                      var valid28 = true;
                                                                    }
                                                                    if (valid28) {
                                                                      if (data82.name !== void 0) {
                                                                        const _errs169 = errors;
                                                                        if (typeof data82.name !== "string") {
                                                                          validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/rename_hint/name", schemaPath: "#/properties/glossaries/properties/items/items/properties/rename_hint/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                          return false;
                                                                        }
                                                                        var valid28 = _errs169 === errors;
                                                                      } else {
                                                                        var valid28 = true;
                                                                      }
                                                                      if (valid28) {
                                                                        if (data82.pruned !== void 0) {
                                                                          const _errs171 = errors;
                                                                          if (typeof data82.pruned !== "boolean") {
                                                                            validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/rename_hint/pruned", schemaPath: "#/properties/glossaries/properties/items/items/properties/rename_hint/properties/pruned/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                                            return false;
                                                                          }
                                                                          var valid28 = _errs171 === errors;
                                                                        } else {
                                                                          var valid28 = true;
                                                                        }
                                                                      }
                                                                    }
                                                                  }
                                                                } else {
                                                                  validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/rename_hint", schemaPath: "#/properties/glossaries/properties/items/items/properties/rename_hint/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                  return false;
                                                                }
                                                              }
                                                              var valid26 = _errs165 === errors;
                                                            } else {
                                                              var valid26 = true;
                                                            }
                                                            if (valid26) {
                                                              if (data71.adopted !== void 0) {
                                                                const _errs173 = errors;
                                                                if (true !== data71.adopted) {
                                                                  validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/adopted", schemaPath: "#/properties/glossaries/properties/items/items/properties/adopted/const", keyword: "const", params: { allowedValue: true }, message: "must be equal to constant" }];
                                                                  return false;
                                                                }
                                                                var valid26 = _errs173 === errors;
                                                              } else {
                                                                var valid26 = true;
                                                              }
                                                              if (valid26) {
                                                                if (data71.dictionaries !== void 0) {
                                                                  let data87 = data71.dictionaries;
                                                                  const _errs174 = errors;
                                                                  if (errors === _errs174) {
                                                                    if (Array.isArray(data87)) {
                                                                      var valid29 = true;
                                                                      const len10 = data87.length;
                                                                      for (let i10 = 0; i10 < len10; i10++) {
                                                                        let data88 = data87[i10];
                                                                        const _errs176 = errors;
                                                                        if (errors === _errs176) {
                                                                          if (data88 && typeof data88 == "object" && !Array.isArray(data88)) {
                                                                            let missing16;
                                                                            if (data88.source_lang === void 0 && (missing16 = "source_lang") || data88.target_lang === void 0 && (missing16 = "target_lang") || data88.action === void 0 && (missing16 = "action") || data88.added === void 0 && (missing16 = "added") || data88.changed === void 0 && (missing16 = "changed") || data88.removed === void 0 && (missing16 = "removed") || data88.entry_count_before === void 0 && (missing16 = "entry_count_before") || data88.entry_count_after === void 0 && (missing16 = "entry_count_after")) {
                                                                              validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/dictionaries/" + i10, schemaPath: "#/properties/glossaries/properties/items/items/properties/dictionaries/items/required", keyword: "required", params: { missingProperty: missing16 }, message: "must have required property '" + missing16 + "'" }];
                                                                              return false;
                                                                            } else {
                                                                              if (data88.source_lang !== void 0) {
                                                                                const _errs178 = errors;
                                                                                if (typeof data88.source_lang !== "string") {
                                                                                  validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/dictionaries/" + i10 + "/source_lang", schemaPath: "#/properties/glossaries/properties/items/items/properties/dictionaries/items/properties/source_lang/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                  return false;
                                                                                }
                                                                                var valid30 = _errs178 === errors;
                                                                              } else {
                                                                                var valid30 = true;
                                                                              }
                                                                              if (valid30) {
                                                                                if (data88.target_lang !== void 0) {
                                                                                  const _errs180 = errors;
                                                                                  if (typeof data88.target_lang !== "string") {
                                                                                    validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/dictionaries/" + i10 + "/target_lang", schemaPath: "#/properties/glossaries/properties/items/items/properties/dictionaries/items/properties/target_lang/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                    return false;
                                                                                  }
                                                                                  var valid30 = _errs180 === errors;
                                                                                } else {
                                                                                  var valid30 = true;
                                                                                }
                                                                                if (valid30) {
                                                                                  if (data88.action !== void 0) {
                                                                                    let data91 = data88.action;
                                                                                    const _errs182 = errors;
                                                                                    if (typeof data91 !== "string") {
                                                                                      validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/dictionaries/" + i10 + "/action", schemaPath: "#/properties/glossaries/properties/items/items/properties/dictionaries/items/properties/action/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                      return false;
                                                                                    }
                                                                                    if (!(data91 === "create" || data91 === "update" || data91 === "delete")) {
                                                                                      validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/dictionaries/" + i10 + "/action", schemaPath: "#/properties/glossaries/properties/items/items/properties/dictionaries/items/properties/action/enum", keyword: "enum", params: { allowedValues: schema11.properties.glossaries.properties.items.items.properties.dictionaries.items.properties.action.enum }, message: "must be equal to one of the allowed values" }];
                                                                                      return false;
                                                                                    }
                                                                                    var valid30 = _errs182 === errors;
                                                                                  } else {
                                                                                    var valid30 = true;
                                                                                  }
                                                                                  if (valid30) {
                                                                                    if (data88.added !== void 0) {
                                                                                      let data92 = data88.added;
                                                                                      const _errs184 = errors;
                                                                                      if (errors === _errs184) {
                                                                                        if (Array.isArray(data92)) {
                                                                                          var valid31 = true;
                                                                                          const len11 = data92.length;
                                                                                          for (let i11 = 0; i11 < len11; i11++) {
                                                                                            let data93 = data92[i11];
                                                                                            const _errs186 = errors;
                                                                                            const _errs187 = errors;
                                                                                            if (errors === _errs187) {
                                                                                              if (Array.isArray(data93)) {
                                                                                                if (data93.length > 2) {
                                                                                                  validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/dictionaries/" + i10 + "/added/" + i11, schemaPath: "#/definitions/term_entry/maxItems", keyword: "maxItems", params: { limit: 2 }, message: "must NOT have more than 2 items" }];
                                                                                                  return false;
                                                                                                } else {
                                                                                                  if (data93.length < 2) {
                                                                                                    validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/dictionaries/" + i10 + "/added/" + i11, schemaPath: "#/definitions/term_entry/minItems", keyword: "minItems", params: { limit: 2 }, message: "must NOT have fewer than 2 items" }];
                                                                                                    return false;
                                                                                                  } else {
                                                                                                    const len12 = data93.length;
                                                                                                    if (len12 > 0) {
                                                                                                      const _errs189 = errors;
                                                                                                      if (typeof data93[0] !== "string") {
                                                                                                        validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/dictionaries/" + i10 + "/added/" + i11 + "/0", schemaPath: "#/definitions/term_entry/items/0/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                        return false;
                                                                                                      }
                                                                                                      var valid33 = _errs189 === errors;
                                                                                                    }
                                                                                                    if (valid33) {
                                                                                                      if (len12 > 1) {
                                                                                                        const _errs191 = errors;
                                                                                                        if (typeof data93[1] !== "string") {
                                                                                                          validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/dictionaries/" + i10 + "/added/" + i11 + "/1", schemaPath: "#/definitions/term_entry/items/1/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                          return false;
                                                                                                        }
                                                                                                        var valid33 = _errs191 === errors;
                                                                                                      }
                                                                                                    }
                                                                                                  }
                                                                                                }
                                                                                              } else {
                                                                                                validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/dictionaries/" + i10 + "/added/" + i11, schemaPath: "#/definitions/term_entry/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                                return false;
                                                                                              }
                                                                                            }
                                                                                            var valid31 = _errs186 === errors;
                                                                                            if (!valid31) {
                                                                                              break;
                                                                                            }
                                                                                          }
                                                                                        } else {
                                                                                          validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/dictionaries/" + i10 + "/added", schemaPath: "#/properties/glossaries/properties/items/items/properties/dictionaries/items/properties/added/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                          return false;
                                                                                        }
                                                                                      }
                                                                                      var valid30 = _errs184 === errors;
                                                                                    } else {
                                                                                      var valid30 = true;
                                                                                    }
                                                                                    if (valid30) {
                                                                                      if (data88.changed !== void 0) {
                                                                                        let data96 = data88.changed;
                                                                                        const _errs193 = errors;
                                                                                        if (errors === _errs193) {
                                                                                          if (Array.isArray(data96)) {
                                                                                            var valid34 = true;
                                                                                            const len13 = data96.length;
                                                                                            for (let i12 = 0; i12 < len13; i12++) {
                                                                                              let data97 = data96[i12];
                                                                                              const _errs195 = errors;
                                                                                              if (errors === _errs195) {
                                                                                                if (data97 && typeof data97 == "object" && !Array.isArray(data97)) {
                                                                                                  let missing17;
                                                                                                  if (data97.source === void 0 && (missing17 = "source") || data97.before === void 0 && (missing17 = "before") || data97.after === void 0 && (missing17 = "after")) {
                                                                                                    validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/dictionaries/" + i10 + "/changed/" + i12, schemaPath: "#/properties/glossaries/properties/items/items/properties/dictionaries/items/properties/changed/items/required", keyword: "required", params: { missingProperty: missing17 }, message: "must have required property '" + missing17 + "'" }];
                                                                                                    return false;
                                                                                                  } else {
                                                                                                    if (data97.source !== void 0) {
                                                                                                      const _errs197 = errors;
                                                                                                      if (typeof data97.source !== "string") {
                                                                                                        validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/dictionaries/" + i10 + "/changed/" + i12 + "/source", schemaPath: "#/properties/glossaries/properties/items/items/properties/dictionaries/items/properties/changed/items/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                        return false;
                                                                                                      }
                                                                                                      var valid35 = _errs197 === errors;
                                                                                                    } else {
                                                                                                      var valid35 = true;
                                                                                                    }
                                                                                                    if (valid35) {
                                                                                                      if (data97.before !== void 0) {
                                                                                                        const _errs199 = errors;
                                                                                                        if (typeof data97.before !== "string") {
                                                                                                          validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/dictionaries/" + i10 + "/changed/" + i12 + "/before", schemaPath: "#/properties/glossaries/properties/items/items/properties/dictionaries/items/properties/changed/items/properties/before/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                          return false;
                                                                                                        }
                                                                                                        var valid35 = _errs199 === errors;
                                                                                                      } else {
                                                                                                        var valid35 = true;
                                                                                                      }
                                                                                                      if (valid35) {
                                                                                                        if (data97.after !== void 0) {
                                                                                                          const _errs201 = errors;
                                                                                                          if (typeof data97.after !== "string") {
                                                                                                            validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/dictionaries/" + i10 + "/changed/" + i12 + "/after", schemaPath: "#/properties/glossaries/properties/items/items/properties/dictionaries/items/properties/changed/items/properties/after/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                            return false;
                                                                                                          }
                                                                                                          var valid35 = _errs201 === errors;
                                                                                                        } else {
                                                                                                          var valid35 = true;
                                                                                                        }
                                                                                                      }
                                                                                                    }
                                                                                                  }
                                                                                                } else {
                                                                                                  validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/dictionaries/" + i10 + "/changed/" + i12, schemaPath: "#/properties/glossaries/properties/items/items/properties/dictionaries/items/properties/changed/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                                                  return false;
                                                                                                }
                                                                                              }
                                                                                              var valid34 = _errs195 === errors;
                                                                                              if (!valid34) {
                                                                                                break;
                                                                                              }
                                                                                            }
                                                                                          } else {
                                                                                            validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/dictionaries/" + i10 + "/changed", schemaPath: "#/properties/glossaries/properties/items/items/properties/dictionaries/items/properties/changed/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                            return false;
                                                                                          }
                                                                                        }
                                                                                        var valid30 = _errs193 === errors;
                                                                                      } else {
                                                                                        var valid30 = true;
                                                                                      }
                                                                                      if (valid30) {
                                                                                        if (data88.removed !== void 0) {
                                                                                          let data101 = data88.removed;
                                                                                          const _errs203 = errors;
                                                                                          if (errors === _errs203) {
                                                                                            if (Array.isArray(data101)) {
                                                                                              var valid36 = true;
                                                                                              const len14 = data101.length;
                                                                                              for (let i13 = 0; i13 < len14; i13++) {
                                                                                                let data102 = data101[i13];
                                                                                                const _errs205 = errors;
                                                                                                const _errs206 = errors;
                                                                                                if (errors === _errs206) {
                                                                                                  if (Array.isArray(data102)) {
                                                                                                    if (data102.length > 2) {
                                                                                                      validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/dictionaries/" + i10 + "/removed/" + i13, schemaPath: "#/definitions/term_entry/maxItems", keyword: "maxItems", params: { limit: 2 }, message: "must NOT have more than 2 items" }];
                                                                                                      return false;
                                                                                                    } else {
                                                                                                      if (data102.length < 2) {
                                                                                                        validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/dictionaries/" + i10 + "/removed/" + i13, schemaPath: "#/definitions/term_entry/minItems", keyword: "minItems", params: { limit: 2 }, message: "must NOT have fewer than 2 items" }];
                                                                                                        return false;
                                                                                                      } else {
                                                                                                        const len15 = data102.length;
                                                                                                        if (len15 > 0) {
                                                                                                          const _errs208 = errors;
                                                                                                          if (typeof data102[0] !== "string") {
                                                                                                            validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/dictionaries/" + i10 + "/removed/" + i13 + "/0", schemaPath: "#/definitions/term_entry/items/0/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                            return false;
                                                                                                          }
                                                                                                          var valid38 = _errs208 === errors;
                                                                                                        }
                                                                                                        if (valid38) {
                                                                                                          if (len15 > 1) {
                                                                                                            const _errs210 = errors;
                                                                                                            if (typeof data102[1] !== "string") {
                                                                                                              validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/dictionaries/" + i10 + "/removed/" + i13 + "/1", schemaPath: "#/definitions/term_entry/items/1/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                              return false;
                                                                                                            }
                                                                                                            var valid38 = _errs210 === errors;
                                                                                                          }
                                                                                                        }
                                                                                                      }
                                                                                                    }
                                                                                                  } else {
                                                                                                    validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/dictionaries/" + i10 + "/removed/" + i13, schemaPath: "#/definitions/term_entry/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                                    return false;
                                                                                                  }
                                                                                                }
                                                                                                var valid36 = _errs205 === errors;
                                                                                                if (!valid36) {
                                                                                                  break;
                                                                                                }
                                                                                              }
                                                                                            } else {
                                                                                              validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/dictionaries/" + i10 + "/removed", schemaPath: "#/properties/glossaries/properties/items/items/properties/dictionaries/items/properties/removed/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                              return false;
                                                                                            }
                                                                                          }
                                                                                          var valid30 = _errs203 === errors;
                                                                                        } else {
                                                                                          var valid30 = true;
                                                                                        }
                                                                                        if (valid30) {
                                                                                          if (data88.entry_count_before !== void 0) {
                                                                                            let data105 = data88.entry_count_before;
                                                                                            const _errs212 = errors;
                                                                                            if (!(typeof data105 == "number" && (!(data105 % 1) && !isNaN(data105)) && isFinite(data105))) {
                                                                                              validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/dictionaries/" + i10 + "/entry_count_before", schemaPath: "#/properties/glossaries/properties/items/items/properties/dictionaries/items/properties/entry_count_before/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                              return false;
                                                                                            }
                                                                                            var valid30 = _errs212 === errors;
                                                                                          } else {
                                                                                            var valid30 = true;
                                                                                          }
                                                                                          if (valid30) {
                                                                                            if (data88.entry_count_after !== void 0) {
                                                                                              let data106 = data88.entry_count_after;
                                                                                              const _errs214 = errors;
                                                                                              if (!(typeof data106 == "number" && (!(data106 % 1) && !isNaN(data106)) && isFinite(data106))) {
                                                                                                validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/dictionaries/" + i10 + "/entry_count_after", schemaPath: "#/properties/glossaries/properties/items/items/properties/dictionaries/items/properties/entry_count_after/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                                return false;
                                                                                              }
                                                                                              var valid30 = _errs214 === errors;
                                                                                            } else {
                                                                                              var valid30 = true;
                                                                                            }
                                                                                          }
                                                                                        }
                                                                                      }
                                                                                    }
                                                                                  }
                                                                                }
                                                                              }
                                                                            }
                                                                          } else {
                                                                            validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/dictionaries/" + i10, schemaPath: "#/properties/glossaries/properties/items/items/properties/dictionaries/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                            return false;
                                                                          }
                                                                        }
                                                                        var valid29 = _errs176 === errors;
                                                                        if (!valid29) {
                                                                          break;
                                                                        }
                                                                      }
                                                                    } else {
                                                                      validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/dictionaries", schemaPath: "#/properties/glossaries/properties/items/items/properties/dictionaries/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                      return false;
                                                                    }
                                                                  }
                                                                  var valid26 = _errs174 === errors;
                                                                } else {
                                                                  var valid26 = true;
                                                                }
                                                                if (valid26) {
                                                                  if (data71.writes !== void 0) {
                                                                    let data107 = data71.writes;
                                                                    const _errs216 = errors;
                                                                    if (errors === _errs216) {
                                                                      if (Array.isArray(data107)) {
                                                                        var valid39 = true;
                                                                        const len16 = data107.length;
                                                                        for (let i14 = 0; i14 < len16; i14++) {
                                                                          let data108 = data107[i14];
                                                                          const _errs218 = errors;
                                                                          const _errs219 = errors;
                                                                          const _errs221 = errors;
                                                                          const _errs222 = errors;
                                                                          let valid42 = true;
                                                                          const _errs223 = errors;
                                                                          if (data108 && typeof data108 == "object" && !Array.isArray(data108)) {
                                                                            if (data108.kind !== void 0) {
                                                                              if ("create_glossary" !== data108.kind) {
                                                                                const err0 = {};
                                                                                if (vErrors === null) {
                                                                                  vErrors = [err0];
                                                                                } else {
                                                                                  vErrors.push(err0);
                                                                                }
                                                                                errors++;
                                                                              }
                                                                            }
                                                                          }
                                                                          var _valid0 = _errs223 === errors;
                                                                          errors = _errs222;
                                                                          if (vErrors !== null) {
                                                                            if (_errs222) {
                                                                              vErrors.length = _errs222;
                                                                            } else {
                                                                              vErrors = null;
                                                                            }
                                                                          }
                                                                          if (_valid0) {
                                                                            const _errs225 = errors;
                                                                            if (errors === _errs225) {
                                                                              if (data108 && typeof data108 == "object" && !Array.isArray(data108)) {
                                                                                let missing18;
                                                                                if (data108.name === void 0 && (missing18 = "name") || data108.dictionaries === void 0 && (missing18 = "dictionaries")) {
                                                                                  validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14, schemaPath: "#/definitions/glossary_write/allOf/0/then/required", keyword: "required", params: { missingProperty: missing18 }, message: "must have required property '" + missing18 + "'" }];
                                                                                  return false;
                                                                                } else {
                                                                                  if (data108.name !== void 0) {
                                                                                    const _errs227 = errors;
                                                                                    if (typeof data108.name !== "string") {
                                                                                      validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14 + "/name", schemaPath: "#/definitions/glossary_write/allOf/0/then/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                      return false;
                                                                                    }
                                                                                    var valid44 = _errs227 === errors;
                                                                                  } else {
                                                                                    var valid44 = true;
                                                                                  }
                                                                                  if (valid44) {
                                                                                    if (data108.dictionaries !== void 0) {
                                                                                      let data111 = data108.dictionaries;
                                                                                      const _errs229 = errors;
                                                                                      if (errors === _errs229) {
                                                                                        if (Array.isArray(data111)) {
                                                                                          var valid45 = true;
                                                                                          const len17 = data111.length;
                                                                                          for (let i15 = 0; i15 < len17; i15++) {
                                                                                            let data112 = data111[i15];
                                                                                            const _errs231 = errors;
                                                                                            if (errors === _errs231) {
                                                                                              if (data112 && typeof data112 == "object" && !Array.isArray(data112)) {
                                                                                                let missing19;
                                                                                                if (data112.source_lang === void 0 && (missing19 = "source_lang") || data112.target_lang === void 0 && (missing19 = "target_lang") || data112.entries === void 0 && (missing19 = "entries")) {
                                                                                                  validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14 + "/dictionaries/" + i15, schemaPath: "#/definitions/glossary_write/allOf/0/then/properties/dictionaries/items/required", keyword: "required", params: { missingProperty: missing19 }, message: "must have required property '" + missing19 + "'" }];
                                                                                                  return false;
                                                                                                } else {
                                                                                                  if (data112.source_lang !== void 0) {
                                                                                                    const _errs233 = errors;
                                                                                                    if (typeof data112.source_lang !== "string") {
                                                                                                      validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14 + "/dictionaries/" + i15 + "/source_lang", schemaPath: "#/definitions/glossary_write/allOf/0/then/properties/dictionaries/items/properties/source_lang/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                      return false;
                                                                                                    }
                                                                                                    var valid46 = _errs233 === errors;
                                                                                                  } else {
                                                                                                    var valid46 = true;
                                                                                                  }
                                                                                                  if (valid46) {
                                                                                                    if (data112.target_lang !== void 0) {
                                                                                                      const _errs235 = errors;
                                                                                                      if (typeof data112.target_lang !== "string") {
                                                                                                        validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14 + "/dictionaries/" + i15 + "/target_lang", schemaPath: "#/definitions/glossary_write/allOf/0/then/properties/dictionaries/items/properties/target_lang/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                        return false;
                                                                                                      }
                                                                                                      var valid46 = _errs235 === errors;
                                                                                                    } else {
                                                                                                      var valid46 = true;
                                                                                                    }
                                                                                                    if (valid46) {
                                                                                                      if (data112.entries !== void 0) {
                                                                                                        let data115 = data112.entries;
                                                                                                        const _errs237 = errors;
                                                                                                        if (errors === _errs237) {
                                                                                                          if (Array.isArray(data115)) {
                                                                                                            var valid47 = true;
                                                                                                            const len18 = data115.length;
                                                                                                            for (let i16 = 0; i16 < len18; i16++) {
                                                                                                              let data116 = data115[i16];
                                                                                                              const _errs239 = errors;
                                                                                                              if (errors === _errs239) {
                                                                                                                if (Array.isArray(data116)) {
                                                                                                                  if (data116.length > 2) {
                                                                                                                    validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14 + "/dictionaries/" + i15 + "/entries/" + i16, schemaPath: "#/definitions/glossary_write/allOf/0/then/properties/dictionaries/items/properties/entries/items/maxItems", keyword: "maxItems", params: { limit: 2 }, message: "must NOT have more than 2 items" }];
                                                                                                                    return false;
                                                                                                                  } else {
                                                                                                                    if (data116.length < 2) {
                                                                                                                      validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14 + "/dictionaries/" + i15 + "/entries/" + i16, schemaPath: "#/definitions/glossary_write/allOf/0/then/properties/dictionaries/items/properties/entries/items/minItems", keyword: "minItems", params: { limit: 2 }, message: "must NOT have fewer than 2 items" }];
                                                                                                                      return false;
                                                                                                                    } else {
                                                                                                                      const len19 = data116.length;
                                                                                                                      if (len19 > 0) {
                                                                                                                        const _errs241 = errors;
                                                                                                                        if (typeof data116[0] !== "string") {
                                                                                                                          validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14 + "/dictionaries/" + i15 + "/entries/" + i16 + "/0", schemaPath: "#/definitions/glossary_write/allOf/0/then/properties/dictionaries/items/properties/entries/items/items/0/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                                          return false;
                                                                                                                        }
                                                                                                                        var valid48 = _errs241 === errors;
                                                                                                                      }
                                                                                                                      if (valid48) {
                                                                                                                        if (len19 > 1) {
                                                                                                                          const _errs243 = errors;
                                                                                                                          if (typeof data116[1] !== "string") {
                                                                                                                            validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14 + "/dictionaries/" + i15 + "/entries/" + i16 + "/1", schemaPath: "#/definitions/glossary_write/allOf/0/then/properties/dictionaries/items/properties/entries/items/items/1/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                                            return false;
                                                                                                                          }
                                                                                                                          var valid48 = _errs243 === errors;
                                                                                                                        }
                                                                                                                      }
                                                                                                                    }
                                                                                                                  }
                                                                                                                } else {
                                                                                                                  validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14 + "/dictionaries/" + i15 + "/entries/" + i16, schemaPath: "#/definitions/glossary_write/allOf/0/then/properties/dictionaries/items/properties/entries/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                                                  return false;
                                                                                                                }
                                                                                                              }
                                                                                                              var valid47 = _errs239 === errors;
                                                                                                              if (!valid47) {
                                                                                                                break;
                                                                                                              }
                                                                                                            }
                                                                                                          } else {
                                                                                                            validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14 + "/dictionaries/" + i15 + "/entries", schemaPath: "#/definitions/glossary_write/allOf/0/then/properties/dictionaries/items/properties/entries/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                                            return false;
                                                                                                          }
                                                                                                        }
                                                                                                        var valid46 = _errs237 === errors;
                                                                                                      } else {
                                                                                                        var valid46 = true;
                                                                                                      }
                                                                                                    }
                                                                                                  }
                                                                                                }
                                                                                              } else {
                                                                                                validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14 + "/dictionaries/" + i15, schemaPath: "#/definitions/glossary_write/allOf/0/then/properties/dictionaries/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                                                return false;
                                                                                              }
                                                                                            }
                                                                                            var valid45 = _errs231 === errors;
                                                                                            if (!valid45) {
                                                                                              break;
                                                                                            }
                                                                                          }
                                                                                        } else {
                                                                                          validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14 + "/dictionaries", schemaPath: "#/definitions/glossary_write/allOf/0/then/properties/dictionaries/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                          return false;
                                                                                        }
                                                                                      }
                                                                                      var valid44 = _errs229 === errors;
                                                                                    } else {
                                                                                      var valid44 = true;
                                                                                    }
                                                                                  }
                                                                                }
                                                                              } else {
                                                                                validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14, schemaPath: "#/definitions/glossary_write/allOf/0/then/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                                return false;
                                                                              }
                                                                            }
                                                                            var _valid0 = _errs225 === errors;
                                                                            valid42 = _valid0;
                                                                          }
                                                                          if (!valid42) {
                                                                            const err1 = { instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14, schemaPath: "#/definitions/glossary_write/allOf/0/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
                                                                            if (vErrors === null) {
                                                                              vErrors = [err1];
                                                                            } else {
                                                                              vErrors.push(err1);
                                                                            }
                                                                            errors++;
                                                                            validate10.errors = vErrors;
                                                                            return false;
                                                                          }
                                                                          var valid41 = _errs221 === errors;
                                                                          if (valid41) {
                                                                            const _errs245 = errors;
                                                                            const _errs246 = errors;
                                                                            let valid49 = true;
                                                                            const _errs247 = errors;
                                                                            if (data108 && typeof data108 == "object" && !Array.isArray(data108)) {
                                                                              if (data108.kind !== void 0) {
                                                                                if ("patch_glossary" !== data108.kind) {
                                                                                  const err2 = {};
                                                                                  if (vErrors === null) {
                                                                                    vErrors = [err2];
                                                                                  } else {
                                                                                    vErrors.push(err2);
                                                                                  }
                                                                                  errors++;
                                                                                }
                                                                              }
                                                                            }
                                                                            var _valid1 = _errs247 === errors;
                                                                            errors = _errs246;
                                                                            if (vErrors !== null) {
                                                                              if (_errs246) {
                                                                                vErrors.length = _errs246;
                                                                              } else {
                                                                                vErrors = null;
                                                                              }
                                                                            }
                                                                            if (_valid1) {
                                                                              const _errs249 = errors;
                                                                              if (errors === _errs249) {
                                                                                if (data108 && typeof data108 == "object" && !Array.isArray(data108)) {
                                                                                  if (data108.name !== void 0) {
                                                                                    const _errs251 = errors;
                                                                                    if (typeof data108.name !== "string") {
                                                                                      validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14 + "/name", schemaPath: "#/definitions/glossary_write/allOf/1/then/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                      return false;
                                                                                    }
                                                                                    var valid51 = _errs251 === errors;
                                                                                  } else {
                                                                                    var valid51 = true;
                                                                                  }
                                                                                  if (valid51) {
                                                                                    if (data108.dictionary !== void 0) {
                                                                                      let data121 = data108.dictionary;
                                                                                      const _errs253 = errors;
                                                                                      if (errors === _errs253) {
                                                                                        if (data121 && typeof data121 == "object" && !Array.isArray(data121)) {
                                                                                          let missing20;
                                                                                          if (data121.source_lang === void 0 && (missing20 = "source_lang") || data121.target_lang === void 0 && (missing20 = "target_lang") || data121.entries === void 0 && (missing20 = "entries")) {
                                                                                            validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14 + "/dictionary", schemaPath: "#/definitions/glossary_write/allOf/1/then/properties/dictionary/required", keyword: "required", params: { missingProperty: missing20 }, message: "must have required property '" + missing20 + "'" }];
                                                                                            return false;
                                                                                          } else {
                                                                                            if (data121.source_lang !== void 0) {
                                                                                              const _errs255 = errors;
                                                                                              if (typeof data121.source_lang !== "string") {
                                                                                                validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14 + "/dictionary/source_lang", schemaPath: "#/definitions/glossary_write/allOf/1/then/properties/dictionary/properties/source_lang/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                return false;
                                                                                              }
                                                                                              var valid52 = _errs255 === errors;
                                                                                            } else {
                                                                                              var valid52 = true;
                                                                                            }
                                                                                            if (valid52) {
                                                                                              if (data121.target_lang !== void 0) {
                                                                                                const _errs257 = errors;
                                                                                                if (typeof data121.target_lang !== "string") {
                                                                                                  validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14 + "/dictionary/target_lang", schemaPath: "#/definitions/glossary_write/allOf/1/then/properties/dictionary/properties/target_lang/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                  return false;
                                                                                                }
                                                                                                var valid52 = _errs257 === errors;
                                                                                              } else {
                                                                                                var valid52 = true;
                                                                                              }
                                                                                              if (valid52) {
                                                                                                if (data121.entries !== void 0) {
                                                                                                  let data124 = data121.entries;
                                                                                                  const _errs259 = errors;
                                                                                                  if (errors === _errs259) {
                                                                                                    if (Array.isArray(data124)) {
                                                                                                      var valid53 = true;
                                                                                                      const len20 = data124.length;
                                                                                                      for (let i17 = 0; i17 < len20; i17++) {
                                                                                                        let data125 = data124[i17];
                                                                                                        const _errs261 = errors;
                                                                                                        if (errors === _errs261) {
                                                                                                          if (Array.isArray(data125)) {
                                                                                                            if (data125.length > 2) {
                                                                                                              validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14 + "/dictionary/entries/" + i17, schemaPath: "#/definitions/glossary_write/allOf/1/then/properties/dictionary/properties/entries/items/maxItems", keyword: "maxItems", params: { limit: 2 }, message: "must NOT have more than 2 items" }];
                                                                                                              return false;
                                                                                                            } else {
                                                                                                              if (data125.length < 2) {
                                                                                                                validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14 + "/dictionary/entries/" + i17, schemaPath: "#/definitions/glossary_write/allOf/1/then/properties/dictionary/properties/entries/items/minItems", keyword: "minItems", params: { limit: 2 }, message: "must NOT have fewer than 2 items" }];
                                                                                                                return false;
                                                                                                              } else {
                                                                                                                const len21 = data125.length;
                                                                                                                if (len21 > 0) {
                                                                                                                  const _errs263 = errors;
                                                                                                                  if (typeof data125[0] !== "string") {
                                                                                                                    validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14 + "/dictionary/entries/" + i17 + "/0", schemaPath: "#/definitions/glossary_write/allOf/1/then/properties/dictionary/properties/entries/items/items/0/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                                    return false;
                                                                                                                  }
                                                                                                                  var valid54 = _errs263 === errors;
                                                                                                                }
                                                                                                                if (valid54) {
                                                                                                                  if (len21 > 1) {
                                                                                                                    const _errs265 = errors;
                                                                                                                    if (typeof data125[1] !== "string") {
                                                                                                                      validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14 + "/dictionary/entries/" + i17 + "/1", schemaPath: "#/definitions/glossary_write/allOf/1/then/properties/dictionary/properties/entries/items/items/1/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                                      return false;
                                                                                                                    }
                                                                                                                    var valid54 = _errs265 === errors;
                                                                                                                  }
                                                                                                                }
                                                                                                              }
                                                                                                            }
                                                                                                          } else {
                                                                                                            validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14 + "/dictionary/entries/" + i17, schemaPath: "#/definitions/glossary_write/allOf/1/then/properties/dictionary/properties/entries/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                                            return false;
                                                                                                          }
                                                                                                        }
                                                                                                        var valid53 = _errs261 === errors;
                                                                                                        if (!valid53) {
                                                                                                          break;
                                                                                                        }
                                                                                                      }
                                                                                                    } else {
                                                                                                      validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14 + "/dictionary/entries", schemaPath: "#/definitions/glossary_write/allOf/1/then/properties/dictionary/properties/entries/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                                      return false;
                                                                                                    }
                                                                                                  }
                                                                                                  var valid52 = _errs259 === errors;
                                                                                                } else {
                                                                                                  var valid52 = true;
                                                                                                }
                                                                                              }
                                                                                            }
                                                                                          }
                                                                                        } else {
                                                                                          validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14 + "/dictionary", schemaPath: "#/definitions/glossary_write/allOf/1/then/properties/dictionary/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                                          return false;
                                                                                        }
                                                                                      }
                                                                                      var valid51 = _errs253 === errors;
                                                                                    } else {
                                                                                      var valid51 = true;
                                                                                    }
                                                                                  }
                                                                                } else {
                                                                                  validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14, schemaPath: "#/definitions/glossary_write/allOf/1/then/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                                  return false;
                                                                                }
                                                                              }
                                                                              var _valid1 = _errs249 === errors;
                                                                              valid49 = _valid1;
                                                                            }
                                                                            if (!valid49) {
                                                                              const err3 = { instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14, schemaPath: "#/definitions/glossary_write/allOf/1/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
                                                                              if (vErrors === null) {
                                                                                vErrors = [err3];
                                                                              } else {
                                                                                vErrors.push(err3);
                                                                              }
                                                                              errors++;
                                                                              validate10.errors = vErrors;
                                                                              return false;
                                                                            }
                                                                            var valid41 = _errs245 === errors;
                                                                            if (valid41) {
                                                                              const _errs267 = errors;
                                                                              const _errs268 = errors;
                                                                              let valid55 = true;
                                                                              const _errs269 = errors;
                                                                              if (data108 && typeof data108 == "object" && !Array.isArray(data108)) {
                                                                                if (data108.kind !== void 0) {
                                                                                  if ("put_dictionary" !== data108.kind) {
                                                                                    const err4 = {};
                                                                                    if (vErrors === null) {
                                                                                      vErrors = [err4];
                                                                                    } else {
                                                                                      vErrors.push(err4);
                                                                                    }
                                                                                    errors++;
                                                                                  }
                                                                                }
                                                                              }
                                                                              var _valid2 = _errs269 === errors;
                                                                              errors = _errs268;
                                                                              if (vErrors !== null) {
                                                                                if (_errs268) {
                                                                                  vErrors.length = _errs268;
                                                                                } else {
                                                                                  vErrors = null;
                                                                                }
                                                                              }
                                                                              if (_valid2) {
                                                                                const _errs271 = errors;
                                                                                if (errors === _errs271) {
                                                                                  if (data108 && typeof data108 == "object" && !Array.isArray(data108)) {
                                                                                    let missing21;
                                                                                    if (data108.dictionary === void 0 && (missing21 = "dictionary")) {
                                                                                      validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14, schemaPath: "#/definitions/glossary_write/allOf/2/then/required", keyword: "required", params: { missingProperty: missing21 }, message: "must have required property '" + missing21 + "'" }];
                                                                                      return false;
                                                                                    } else {
                                                                                      if (data108.dictionary !== void 0) {
                                                                                        let data129 = data108.dictionary;
                                                                                        const _errs273 = errors;
                                                                                        if (errors === _errs273) {
                                                                                          if (data129 && typeof data129 == "object" && !Array.isArray(data129)) {
                                                                                            let missing22;
                                                                                            if (data129.source_lang === void 0 && (missing22 = "source_lang") || data129.target_lang === void 0 && (missing22 = "target_lang") || data129.entries === void 0 && (missing22 = "entries")) {
                                                                                              validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14 + "/dictionary", schemaPath: "#/definitions/glossary_write/allOf/2/then/properties/dictionary/required", keyword: "required", params: { missingProperty: missing22 }, message: "must have required property '" + missing22 + "'" }];
                                                                                              return false;
                                                                                            } else {
                                                                                              if (data129.source_lang !== void 0) {
                                                                                                const _errs275 = errors;
                                                                                                if (typeof data129.source_lang !== "string") {
                                                                                                  validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14 + "/dictionary/source_lang", schemaPath: "#/definitions/glossary_write/allOf/2/then/properties/dictionary/properties/source_lang/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                  return false;
                                                                                                }
                                                                                                var valid58 = _errs275 === errors;
                                                                                              } else {
                                                                                                var valid58 = true;
                                                                                              }
                                                                                              if (valid58) {
                                                                                                if (data129.target_lang !== void 0) {
                                                                                                  const _errs277 = errors;
                                                                                                  if (typeof data129.target_lang !== "string") {
                                                                                                    validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14 + "/dictionary/target_lang", schemaPath: "#/definitions/glossary_write/allOf/2/then/properties/dictionary/properties/target_lang/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                    return false;
                                                                                                  }
                                                                                                  var valid58 = _errs277 === errors;
                                                                                                } else {
                                                                                                  var valid58 = true;
                                                                                                }
                                                                                                if (valid58) {
                                                                                                  if (data129.entries !== void 0) {
                                                                                                    let data132 = data129.entries;
                                                                                                    const _errs279 = errors;
                                                                                                    if (errors === _errs279) {
                                                                                                      if (Array.isArray(data132)) {
                                                                                                        var valid59 = true;
                                                                                                        const len22 = data132.length;
                                                                                                        for (let i18 = 0; i18 < len22; i18++) {
                                                                                                          let data133 = data132[i18];
                                                                                                          const _errs281 = errors;
                                                                                                          if (errors === _errs281) {
                                                                                                            if (Array.isArray(data133)) {
                                                                                                              if (data133.length > 2) {
                                                                                                                validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14 + "/dictionary/entries/" + i18, schemaPath: "#/definitions/glossary_write/allOf/2/then/properties/dictionary/properties/entries/items/maxItems", keyword: "maxItems", params: { limit: 2 }, message: "must NOT have more than 2 items" }];
                                                                                                                return false;
                                                                                                              } else {
                                                                                                                if (data133.length < 2) {
                                                                                                                  validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14 + "/dictionary/entries/" + i18, schemaPath: "#/definitions/glossary_write/allOf/2/then/properties/dictionary/properties/entries/items/minItems", keyword: "minItems", params: { limit: 2 }, message: "must NOT have fewer than 2 items" }];
                                                                                                                  return false;
                                                                                                                } else {
                                                                                                                  const len23 = data133.length;
                                                                                                                  if (len23 > 0) {
                                                                                                                    const _errs283 = errors;
                                                                                                                    if (typeof data133[0] !== "string") {
                                                                                                                      validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14 + "/dictionary/entries/" + i18 + "/0", schemaPath: "#/definitions/glossary_write/allOf/2/then/properties/dictionary/properties/entries/items/items/0/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                                      return false;
                                                                                                                    }
                                                                                                                    var valid60 = _errs283 === errors;
                                                                                                                  }
                                                                                                                  if (valid60) {
                                                                                                                    if (len23 > 1) {
                                                                                                                      const _errs285 = errors;
                                                                                                                      if (typeof data133[1] !== "string") {
                                                                                                                        validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14 + "/dictionary/entries/" + i18 + "/1", schemaPath: "#/definitions/glossary_write/allOf/2/then/properties/dictionary/properties/entries/items/items/1/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                                        return false;
                                                                                                                      }
                                                                                                                      var valid60 = _errs285 === errors;
                                                                                                                    }
                                                                                                                  }
                                                                                                                }
                                                                                                              }
                                                                                                            } else {
                                                                                                              validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14 + "/dictionary/entries/" + i18, schemaPath: "#/definitions/glossary_write/allOf/2/then/properties/dictionary/properties/entries/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                                              return false;
                                                                                                            }
                                                                                                          }
                                                                                                          var valid59 = _errs281 === errors;
                                                                                                          if (!valid59) {
                                                                                                            break;
                                                                                                          }
                                                                                                        }
                                                                                                      } else {
                                                                                                        validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14 + "/dictionary/entries", schemaPath: "#/definitions/glossary_write/allOf/2/then/properties/dictionary/properties/entries/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                                        return false;
                                                                                                      }
                                                                                                    }
                                                                                                    var valid58 = _errs279 === errors;
                                                                                                  } else {
                                                                                                    var valid58 = true;
                                                                                                  }
                                                                                                }
                                                                                              }
                                                                                            }
                                                                                          } else {
                                                                                            validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14 + "/dictionary", schemaPath: "#/definitions/glossary_write/allOf/2/then/properties/dictionary/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                                            return false;
                                                                                          }
                                                                                        }
                                                                                      }
                                                                                    }
                                                                                  } else {
                                                                                    validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14, schemaPath: "#/definitions/glossary_write/allOf/2/then/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                                    return false;
                                                                                  }
                                                                                }
                                                                                var _valid2 = _errs271 === errors;
                                                                                valid55 = _valid2;
                                                                              }
                                                                              if (!valid55) {
                                                                                const err5 = { instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14, schemaPath: "#/definitions/glossary_write/allOf/2/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
                                                                                if (vErrors === null) {
                                                                                  vErrors = [err5];
                                                                                } else {
                                                                                  vErrors.push(err5);
                                                                                }
                                                                                errors++;
                                                                                validate10.errors = vErrors;
                                                                                return false;
                                                                              }
                                                                              var valid41 = _errs267 === errors;
                                                                              if (valid41) {
                                                                                const _errs287 = errors;
                                                                                const _errs288 = errors;
                                                                                let valid61 = true;
                                                                                const _errs289 = errors;
                                                                                if (data108 && typeof data108 == "object" && !Array.isArray(data108)) {
                                                                                  if (data108.kind !== void 0) {
                                                                                    if ("delete_dictionary" !== data108.kind) {
                                                                                      const err6 = {};
                                                                                      if (vErrors === null) {
                                                                                        vErrors = [err6];
                                                                                      } else {
                                                                                        vErrors.push(err6);
                                                                                      }
                                                                                      errors++;
                                                                                    }
                                                                                  }
                                                                                }
                                                                                var _valid3 = _errs289 === errors;
                                                                                errors = _errs288;
                                                                                if (vErrors !== null) {
                                                                                  if (_errs288) {
                                                                                    vErrors.length = _errs288;
                                                                                  } else {
                                                                                    vErrors = null;
                                                                                  }
                                                                                }
                                                                                if (_valid3) {
                                                                                  const _errs291 = errors;
                                                                                  if (errors === _errs291) {
                                                                                    if (data108 && typeof data108 == "object" && !Array.isArray(data108)) {
                                                                                      let missing23;
                                                                                      if (data108.source_lang === void 0 && (missing23 = "source_lang") || data108.target_lang === void 0 && (missing23 = "target_lang")) {
                                                                                        validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14, schemaPath: "#/definitions/glossary_write/allOf/3/then/required", keyword: "required", params: { missingProperty: missing23 }, message: "must have required property '" + missing23 + "'" }];
                                                                                        return false;
                                                                                      } else {
                                                                                        if (data108.source_lang !== void 0) {
                                                                                          const _errs293 = errors;
                                                                                          if (typeof data108.source_lang !== "string") {
                                                                                            validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14 + "/source_lang", schemaPath: "#/definitions/glossary_write/allOf/3/then/properties/source_lang/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                            return false;
                                                                                          }
                                                                                          var valid63 = _errs293 === errors;
                                                                                        } else {
                                                                                          var valid63 = true;
                                                                                        }
                                                                                        if (valid63) {
                                                                                          if (data108.target_lang !== void 0) {
                                                                                            const _errs295 = errors;
                                                                                            if (typeof data108.target_lang !== "string") {
                                                                                              validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14 + "/target_lang", schemaPath: "#/definitions/glossary_write/allOf/3/then/properties/target_lang/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                              return false;
                                                                                            }
                                                                                            var valid63 = _errs295 === errors;
                                                                                          } else {
                                                                                            var valid63 = true;
                                                                                          }
                                                                                        }
                                                                                      }
                                                                                    } else {
                                                                                      validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14, schemaPath: "#/definitions/glossary_write/allOf/3/then/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                                      return false;
                                                                                    }
                                                                                  }
                                                                                  var _valid3 = _errs291 === errors;
                                                                                  valid61 = _valid3;
                                                                                }
                                                                                if (!valid61) {
                                                                                  const err7 = { instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14, schemaPath: "#/definitions/glossary_write/allOf/3/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
                                                                                  if (vErrors === null) {
                                                                                    vErrors = [err7];
                                                                                  } else {
                                                                                    vErrors.push(err7);
                                                                                  }
                                                                                  errors++;
                                                                                  validate10.errors = vErrors;
                                                                                  return false;
                                                                                }
                                                                                var valid41 = _errs287 === errors;
                                                                                if (valid41) {
                                                                                  const _errs297 = errors;
                                                                                  const _errs298 = errors;
                                                                                  let valid64 = true;
                                                                                  const _errs299 = errors;
                                                                                  if (data108 && typeof data108 == "object" && !Array.isArray(data108)) {
                                                                                    if (data108.kind !== void 0) {
                                                                                      if ("delete_glossary" !== data108.kind) {
                                                                                        const err8 = {};
                                                                                        if (vErrors === null) {
                                                                                          vErrors = [err8];
                                                                                        } else {
                                                                                          vErrors.push(err8);
                                                                                        }
                                                                                        errors++;
                                                                                      }
                                                                                    }
                                                                                  }
                                                                                  var _valid4 = _errs299 === errors;
                                                                                  errors = _errs298;
                                                                                  if (vErrors !== null) {
                                                                                    if (_errs298) {
                                                                                      vErrors.length = _errs298;
                                                                                    } else {
                                                                                      vErrors = null;
                                                                                    }
                                                                                  }
                                                                                  if (_valid4) {
                                                                                    const _errs301 = errors;
                                                                                    if (errors === _errs301) {
                                                                                      if (!(data108 && typeof data108 == "object" && !Array.isArray(data108))) {
                                                                                        validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14, schemaPath: "#/definitions/glossary_write/allOf/4/then/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                                        return false;
                                                                                      }
                                                                                    }
                                                                                    var _valid4 = _errs301 === errors;
                                                                                    valid64 = _valid4;
                                                                                  }
                                                                                  if (!valid64) {
                                                                                    const err9 = { instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14, schemaPath: "#/definitions/glossary_write/allOf/4/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
                                                                                    if (vErrors === null) {
                                                                                      vErrors = [err9];
                                                                                    } else {
                                                                                      vErrors.push(err9);
                                                                                    }
                                                                                    errors++;
                                                                                    validate10.errors = vErrors;
                                                                                    return false;
                                                                                  }
                                                                                  var valid41 = _errs297 === errors;
                                                                                }
                                                                              }
                                                                            }
                                                                          }
                                                                          if (errors === _errs219) {
                                                                            if (data108 && typeof data108 == "object" && !Array.isArray(data108)) {
                                                                              let missing24;
                                                                              if (data108.kind === void 0 && (missing24 = "kind")) {
                                                                                validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14, schemaPath: "#/definitions/glossary_write/required", keyword: "required", params: { missingProperty: missing24 }, message: "must have required property '" + missing24 + "'" }];
                                                                                return false;
                                                                              } else {
                                                                                if (data108.kind !== void 0) {
                                                                                  let data140 = data108.kind;
                                                                                  if (typeof data140 !== "string") {
                                                                                    validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14 + "/kind", schemaPath: "#/definitions/glossary_write/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                    return false;
                                                                                  }
                                                                                  if (!(data140 === "create_glossary" || data140 === "patch_glossary" || data140 === "put_dictionary" || data140 === "delete_dictionary" || data140 === "delete_glossary")) {
                                                                                    validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14 + "/kind", schemaPath: "#/definitions/glossary_write/properties/kind/enum", keyword: "enum", params: { allowedValues: schema33.properties.kind.enum }, message: "must be equal to one of the allowed values" }];
                                                                                    return false;
                                                                                  }
                                                                                }
                                                                              }
                                                                            } else {
                                                                              validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes/" + i14, schemaPath: "#/definitions/glossary_write/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                              return false;
                                                                            }
                                                                          }
                                                                          var valid39 = _errs218 === errors;
                                                                          if (!valid39) {
                                                                            break;
                                                                          }
                                                                        }
                                                                      } else {
                                                                        validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9 + "/writes", schemaPath: "#/properties/glossaries/properties/items/items/properties/writes/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                        return false;
                                                                      }
                                                                    }
                                                                    var valid26 = _errs216 === errors;
                                                                  } else {
                                                                    var valid26 = true;
                                                                  }
                                                                }
                                                              }
                                                            }
                                                          }
                                                        }
                                                      }
                                                    }
                                                  }
                                                }
                                              }
                                            }
                                          }
                                        } else {
                                          validate10.errors = [{ instancePath: instancePath + "/glossaries/items/" + i9, schemaPath: "#/properties/glossaries/properties/items/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                          return false;
                                        }
                                      }
                                      var valid25 = _errs143 === errors;
                                      if (!valid25) {
                                        break;
                                      }
                                    }
                                  } else {
                                    validate10.errors = [{ instancePath: instancePath + "/glossaries/items", schemaPath: "#/properties/glossaries/properties/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                    return false;
                                  }
                                }
                                var valid24 = _errs141 === errors;
                              } else {
                                var valid24 = true;
                              }
                              if (valid24) {
                                if (data69.unchanged !== void 0) {
                                  let data141 = data69.unchanged;
                                  const _errs305 = errors;
                                  if (errors === _errs305) {
                                    if (Array.isArray(data141)) {
                                      var valid67 = true;
                                      const len24 = data141.length;
                                      for (let i19 = 0; i19 < len24; i19++) {
                                        const _errs307 = errors;
                                        if (typeof data141[i19] !== "string") {
                                          validate10.errors = [{ instancePath: instancePath + "/glossaries/unchanged/" + i19, schemaPath: "#/properties/glossaries/properties/unchanged/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                          return false;
                                        }
                                        var valid67 = _errs307 === errors;
                                        if (!valid67) {
                                          break;
                                        }
                                      }
                                    } else {
                                      validate10.errors = [{ instancePath: instancePath + "/glossaries/unchanged", schemaPath: "#/properties/glossaries/properties/unchanged/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                      return false;
                                    }
                                  }
                                  var valid24 = _errs305 === errors;
                                } else {
                                  var valid24 = true;
                                }
                                if (valid24) {
                                  if (data69.unmanaged !== void 0) {
                                    let data143 = data69.unmanaged;
                                    const _errs309 = errors;
                                    if (errors === _errs309) {
                                      if (Array.isArray(data143)) {
                                        var valid68 = true;
                                        const len25 = data143.length;
                                        for (let i20 = 0; i20 < len25; i20++) {
                                          let data144 = data143[i20];
                                          const _errs311 = errors;
                                          if (errors === _errs311) {
                                            if (data144 && typeof data144 == "object" && !Array.isArray(data144)) {
                                              let missing25;
                                              if (data144.glossary_id === void 0 && (missing25 = "glossary_id") || data144.name === void 0 && (missing25 = "name") || data144.ignored === void 0 && (missing25 = "ignored")) {
                                                validate10.errors = [{ instancePath: instancePath + "/glossaries/unmanaged/" + i20, schemaPath: "#/properties/glossaries/properties/unmanaged/items/required", keyword: "required", params: { missingProperty: missing25 }, message: "must have required property '" + missing25 + "'" }];
                                                return false;
                                              } else {
                                                if (data144.glossary_id !== void 0) {
                                                  const _errs313 = errors;
                                                  if (typeof data144.glossary_id !== "string") {
                                                    validate10.errors = [{ instancePath: instancePath + "/glossaries/unmanaged/" + i20 + "/glossary_id", schemaPath: "#/properties/glossaries/properties/unmanaged/items/properties/glossary_id/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                    return false;
                                                  }
                                                  var valid69 = _errs313 === errors;
                                                } else {
                                                  var valid69 = true;
                                                }
                                                if (valid69) {
                                                  if (data144.name !== void 0) {
                                                    const _errs315 = errors;
                                                    if (typeof data144.name !== "string") {
                                                      validate10.errors = [{ instancePath: instancePath + "/glossaries/unmanaged/" + i20 + "/name", schemaPath: "#/properties/glossaries/properties/unmanaged/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                      return false;
                                                    }
                                                    var valid69 = _errs315 === errors;
                                                  } else {
                                                    var valid69 = true;
                                                  }
                                                  if (valid69) {
                                                    if (data144.ignored !== void 0) {
                                                      const _errs317 = errors;
                                                      if (typeof data144.ignored !== "boolean") {
                                                        validate10.errors = [{ instancePath: instancePath + "/glossaries/unmanaged/" + i20 + "/ignored", schemaPath: "#/properties/glossaries/properties/unmanaged/items/properties/ignored/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                        return false;
                                                      }
                                                      var valid69 = _errs317 === errors;
                                                    } else {
                                                      var valid69 = true;
                                                    }
                                                  }
                                                }
                                              }
                                            } else {
                                              validate10.errors = [{ instancePath: instancePath + "/glossaries/unmanaged/" + i20, schemaPath: "#/properties/glossaries/properties/unmanaged/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                              return false;
                                            }
                                          }
                                          var valid68 = _errs311 === errors;
                                          if (!valid68) {
                                            break;
                                          }
                                        }
                                      } else {
                                        validate10.errors = [{ instancePath: instancePath + "/glossaries/unmanaged", schemaPath: "#/properties/glossaries/properties/unmanaged/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                        return false;
                                      }
                                    }
                                    var valid24 = _errs309 === errors;
                                  } else {
                                    var valid24 = true;
                                  }
                                  if (valid24) {
                                    if (data69.summary !== void 0) {
                                      let data148 = data69.summary;
                                      const _errs319 = errors;
                                      if (errors === _errs319) {
                                        if (data148 && typeof data148 == "object" && !Array.isArray(data148)) {
                                          let missing26;
                                          if (data148.create === void 0 && (missing26 = "create") || data148.update === void 0 && (missing26 = "update") || data148.delete === void 0 && (missing26 = "delete")) {
                                            validate10.errors = [{ instancePath: instancePath + "/glossaries/summary", schemaPath: "#/properties/glossaries/properties/summary/required", keyword: "required", params: { missingProperty: missing26 }, message: "must have required property '" + missing26 + "'" }];
                                            return false;
                                          } else {
                                            if (data148.create !== void 0) {
                                              let data149 = data148.create;
                                              const _errs321 = errors;
                                              if (!(typeof data149 == "number" && (!(data149 % 1) && !isNaN(data149)) && isFinite(data149))) {
                                                validate10.errors = [{ instancePath: instancePath + "/glossaries/summary/create", schemaPath: "#/properties/glossaries/properties/summary/properties/create/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                return false;
                                              }
                                              var valid70 = _errs321 === errors;
                                            } else {
                                              var valid70 = true;
                                            }
                                            if (valid70) {
                                              if (data148.update !== void 0) {
                                                let data150 = data148.update;
                                                const _errs323 = errors;
                                                if (!(typeof data150 == "number" && (!(data150 % 1) && !isNaN(data150)) && isFinite(data150))) {
                                                  validate10.errors = [{ instancePath: instancePath + "/glossaries/summary/update", schemaPath: "#/properties/glossaries/properties/summary/properties/update/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                  return false;
                                                }
                                                var valid70 = _errs323 === errors;
                                              } else {
                                                var valid70 = true;
                                              }
                                              if (valid70) {
                                                if (data148.delete !== void 0) {
                                                  let data151 = data148.delete;
                                                  const _errs325 = errors;
                                                  if (!(typeof data151 == "number" && (!(data151 % 1) && !isNaN(data151)) && isFinite(data151))) {
                                                    validate10.errors = [{ instancePath: instancePath + "/glossaries/summary/delete", schemaPath: "#/properties/glossaries/properties/summary/properties/delete/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                    return false;
                                                  }
                                                  var valid70 = _errs325 === errors;
                                                } else {
                                                  var valid70 = true;
                                                }
                                              }
                                            }
                                          }
                                        } else {
                                          validate10.errors = [{ instancePath: instancePath + "/glossaries/summary", schemaPath: "#/properties/glossaries/properties/summary/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                          return false;
                                        }
                                      }
                                      var valid24 = _errs319 === errors;
                                    } else {
                                      var valid24 = true;
                                    }
                                    if (valid24) {
                                      if (data69.fingerprint !== void 0) {
                                        let data152 = data69.fingerprint;
                                        const _errs327 = errors;
                                        if (errors === _errs327) {
                                          if (data152 && typeof data152 == "object" && !Array.isArray(data152)) {
                                            let missing27;
                                            if (data152.hashes === void 0 && (missing27 = "hashes") || data152.absent_names === void 0 && (missing27 = "absent_names")) {
                                              validate10.errors = [{ instancePath: instancePath + "/glossaries/fingerprint", schemaPath: "#/properties/glossaries/properties/fingerprint/required", keyword: "required", params: { missingProperty: missing27 }, message: "must have required property '" + missing27 + "'" }];
                                              return false;
                                            } else {
                                              if (data152.hashes !== void 0) {
                                                let data153 = data152.hashes;
                                                const _errs329 = errors;
                                                if (errors === _errs329) {
                                                  if (data153 && typeof data153 == "object" && !Array.isArray(data153)) {
                                                    for (const key1 in data153) {
                                                      let data154 = data153[key1];
                                                      const _errs332 = errors;
                                                      if (errors === _errs332) {
                                                        if (data154 && typeof data154 == "object" && !Array.isArray(data154)) {
                                                          for (const key2 in data154) {
                                                            const _errs335 = errors;
                                                            if (typeof data154[key2] !== "string") {
                                                              validate10.errors = [{ instancePath: instancePath + "/glossaries/fingerprint/hashes/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/glossaries/properties/fingerprint/properties/hashes/additionalProperties/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                              return false;
                                                            }
                                                            var valid73 = _errs335 === errors;
                                                            if (!valid73) {
                                                              break;
                                                            }
                                                          }
                                                        } else {
                                                          validate10.errors = [{ instancePath: instancePath + "/glossaries/fingerprint/hashes/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/glossaries/properties/fingerprint/properties/hashes/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                          return false;
                                                        }
                                                      }
                                                      var valid72 = _errs332 === errors;
                                                      if (!valid72) {
                                                        break;
                                                      }
                                                    }
                                                  } else {
                                                    validate10.errors = [{ instancePath: instancePath + "/glossaries/fingerprint/hashes", schemaPath: "#/properties/glossaries/properties/fingerprint/properties/hashes/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                    return false;
                                                  }
                                                }
                                                var valid71 = _errs329 === errors;
                                              } else {
                                                var valid71 = true;
                                              }
                                              if (valid71) {
                                                if (data152.absent_names !== void 0) {
                                                  let data156 = data152.absent_names;
                                                  const _errs337 = errors;
                                                  if (errors === _errs337) {
                                                    if (Array.isArray(data156)) {
                                                      var valid74 = true;
                                                      const len26 = data156.length;
                                                      for (let i21 = 0; i21 < len26; i21++) {
                                                        const _errs339 = errors;
                                                        if (typeof data156[i21] !== "string") {
                                                          validate10.errors = [{ instancePath: instancePath + "/glossaries/fingerprint/absent_names/" + i21, schemaPath: "#/properties/glossaries/properties/fingerprint/properties/absent_names/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                          return false;
                                                        }
                                                        var valid74 = _errs339 === errors;
                                                        if (!valid74) {
                                                          break;
                                                        }
                                                      }
                                                    } else {
                                                      validate10.errors = [{ instancePath: instancePath + "/glossaries/fingerprint/absent_names", schemaPath: "#/properties/glossaries/properties/fingerprint/properties/absent_names/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                      return false;
                                                    }
                                                  }
                                                  var valid71 = _errs337 === errors;
                                                } else {
                                                  var valid71 = true;
                                                }
                                              }
                                            }
                                          } else {
                                            validate10.errors = [{ instancePath: instancePath + "/glossaries/fingerprint", schemaPath: "#/properties/glossaries/properties/fingerprint/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                            return false;
                                          }
                                        }
                                        var valid24 = _errs327 === errors;
                                      } else {
                                        var valid24 = true;
                                      }
                                      if (valid24) {
                                        if (data69.problems !== void 0) {
                                          let data158 = data69.problems;
                                          const _errs341 = errors;
                                          if (errors === _errs341) {
                                            if (Array.isArray(data158)) {
                                              var valid75 = true;
                                              const len27 = data158.length;
                                              for (let i22 = 0; i22 < len27; i22++) {
                                                let data159 = data158[i22];
                                                const _errs343 = errors;
                                                const _errs344 = errors;
                                                if (errors === _errs344) {
                                                  if (data159 && typeof data159 == "object" && !Array.isArray(data159)) {
                                                    let missing28;
                                                    if (data159.code === void 0 && (missing28 = "code") || data159.message === void 0 && (missing28 = "message") || data159.hint === void 0 && (missing28 = "hint")) {
                                                      validate10.errors = [{ instancePath: instancePath + "/glossaries/problems/" + i22, schemaPath: "#/definitions/problem/required", keyword: "required", params: { missingProperty: missing28 }, message: "must have required property '" + missing28 + "'" }];
                                                      return false;
                                                    } else {
                                                      if (data159.code !== void 0) {
                                                        const _errs346 = errors;
                                                        if (typeof data159.code !== "string") {
                                                          validate10.errors = [{ instancePath: instancePath + "/glossaries/problems/" + i22 + "/code", schemaPath: "#/definitions/problem/properties/code/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                          return false;
                                                        }
                                                        var valid77 = _errs346 === errors;
                                                      } else {
                                                        var valid77 = true;
                                                      }
                                                      if (valid77) {
                                                        if (data159.message !== void 0) {
                                                          const _errs348 = errors;
                                                          if (typeof data159.message !== "string") {
                                                            validate10.errors = [{ instancePath: instancePath + "/glossaries/problems/" + i22 + "/message", schemaPath: "#/definitions/problem/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                            return false;
                                                          }
                                                          var valid77 = _errs348 === errors;
                                                        } else {
                                                          var valid77 = true;
                                                        }
                                                        if (valid77) {
                                                          if (data159.hint !== void 0) {
                                                            const _errs350 = errors;
                                                            if (typeof data159.hint !== "string") {
                                                              validate10.errors = [{ instancePath: instancePath + "/glossaries/problems/" + i22 + "/hint", schemaPath: "#/definitions/problem/properties/hint/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                              return false;
                                                            }
                                                            var valid77 = _errs350 === errors;
                                                          } else {
                                                            var valid77 = true;
                                                          }
                                                          if (valid77) {
                                                            if (data159.list !== void 0) {
                                                              const _errs352 = errors;
                                                              if (typeof data159.list !== "string") {
                                                                validate10.errors = [{ instancePath: instancePath + "/glossaries/problems/" + i22 + "/list", schemaPath: "#/definitions/problem/properties/list/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                return false;
                                                              }
                                                              var valid77 = _errs352 === errors;
                                                            } else {
                                                              var valid77 = true;
                                                            }
                                                            if (valid77) {
                                                              if (data159.glossary !== void 0) {
                                                                const _errs354 = errors;
                                                                if (typeof data159.glossary !== "string") {
                                                                  validate10.errors = [{ instancePath: instancePath + "/glossaries/problems/" + i22 + "/glossary", schemaPath: "#/definitions/problem/properties/glossary/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                  return false;
                                                                }
                                                                var valid77 = _errs354 === errors;
                                                              } else {
                                                                var valid77 = true;
                                                              }
                                                              if (valid77) {
                                                                if (data159.file !== void 0) {
                                                                  const _errs356 = errors;
                                                                  if (typeof data159.file !== "string") {
                                                                    validate10.errors = [{ instancePath: instancePath + "/glossaries/problems/" + i22 + "/file", schemaPath: "#/definitions/problem/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                    return false;
                                                                  }
                                                                  var valid77 = _errs356 === errors;
                                                                } else {
                                                                  var valid77 = true;
                                                                }
                                                              }
                                                            }
                                                          }
                                                        }
                                                      }
                                                    }
                                                  } else {
                                                    validate10.errors = [{ instancePath: instancePath + "/glossaries/problems/" + i22, schemaPath: "#/definitions/problem/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                    return false;
                                                  }
                                                }
                                                var valid75 = _errs343 === errors;
                                                if (!valid75) {
                                                  break;
                                                }
                                              }
                                            } else {
                                              validate10.errors = [{ instancePath: instancePath + "/glossaries/problems", schemaPath: "#/properties/glossaries/properties/problems/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                              return false;
                                            }
                                          }
                                          var valid24 = _errs341 === errors;
                                        } else {
                                          var valid24 = true;
                                        }
                                        if (valid24) {
                                          if (data69.blocked !== void 0) {
                                            let data166 = data69.blocked;
                                            const _errs358 = errors;
                                            if (errors === _errs358) {
                                              if (Array.isArray(data166)) {
                                                var valid78 = true;
                                                const len28 = data166.length;
                                                for (let i23 = 0; i23 < len28; i23++) {
                                                  let data167 = data166[i23];
                                                  const _errs360 = errors;
                                                  const _errs361 = errors;
                                                  if (errors === _errs361) {
                                                    if (data167 && typeof data167 == "object" && !Array.isArray(data167)) {
                                                      let missing29;
                                                      if (data167.code === void 0 && (missing29 = "code") || data167.message === void 0 && (missing29 = "message") || data167.hint === void 0 && (missing29 = "hint")) {
                                                        validate10.errors = [{ instancePath: instancePath + "/glossaries/blocked/" + i23, schemaPath: "#/definitions/problem/required", keyword: "required", params: { missingProperty: missing29 }, message: "must have required property '" + missing29 + "'" }];
                                                        return false;
                                                      } else {
                                                        if (data167.code !== void 0) {
                                                          const _errs363 = errors;
                                                          if (typeof data167.code !== "string") {
                                                            validate10.errors = [{ instancePath: instancePath + "/glossaries/blocked/" + i23 + "/code", schemaPath: "#/definitions/problem/properties/code/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                            return false;
                                                          }
                                                          var valid80 = _errs363 === errors;
                                                        } else {
                                                          var valid80 = true;
                                                        }
                                                        if (valid80) {
                                                          if (data167.message !== void 0) {
                                                            const _errs365 = errors;
                                                            if (typeof data167.message !== "string") {
                                                              validate10.errors = [{ instancePath: instancePath + "/glossaries/blocked/" + i23 + "/message", schemaPath: "#/definitions/problem/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                              return false;
                                                            }
                                                            var valid80 = _errs365 === errors;
                                                          } else {
                                                            var valid80 = true;
                                                          }
                                                          if (valid80) {
                                                            if (data167.hint !== void 0) {
                                                              const _errs367 = errors;
                                                              if (typeof data167.hint !== "string") {
                                                                validate10.errors = [{ instancePath: instancePath + "/glossaries/blocked/" + i23 + "/hint", schemaPath: "#/definitions/problem/properties/hint/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                return false;
                                                              }
                                                              var valid80 = _errs367 === errors;
                                                            } else {
                                                              var valid80 = true;
                                                            }
                                                            if (valid80) {
                                                              if (data167.list !== void 0) {
                                                                const _errs369 = errors;
                                                                if (typeof data167.list !== "string") {
                                                                  validate10.errors = [{ instancePath: instancePath + "/glossaries/blocked/" + i23 + "/list", schemaPath: "#/definitions/problem/properties/list/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                  return false;
                                                                }
                                                                var valid80 = _errs369 === errors;
                                                              } else {
                                                                var valid80 = true;
                                                              }
                                                              if (valid80) {
                                                                if (data167.glossary !== void 0) {
                                                                  const _errs371 = errors;
                                                                  if (typeof data167.glossary !== "string") {
                                                                    validate10.errors = [{ instancePath: instancePath + "/glossaries/blocked/" + i23 + "/glossary", schemaPath: "#/definitions/problem/properties/glossary/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                    return false;
                                                                  }
                                                                  var valid80 = _errs371 === errors;
                                                                } else {
                                                                  var valid80 = true;
                                                                }
                                                                if (valid80) {
                                                                  if (data167.file !== void 0) {
                                                                    const _errs373 = errors;
                                                                    if (typeof data167.file !== "string") {
                                                                      validate10.errors = [{ instancePath: instancePath + "/glossaries/blocked/" + i23 + "/file", schemaPath: "#/definitions/problem/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                      return false;
                                                                    }
                                                                    var valid80 = _errs373 === errors;
                                                                  } else {
                                                                    var valid80 = true;
                                                                  }
                                                                }
                                                              }
                                                            }
                                                          }
                                                        }
                                                      }
                                                    } else {
                                                      validate10.errors = [{ instancePath: instancePath + "/glossaries/blocked/" + i23, schemaPath: "#/definitions/problem/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                      return false;
                                                    }
                                                  }
                                                  var valid78 = _errs360 === errors;
                                                  if (!valid78) {
                                                    break;
                                                  }
                                                }
                                              } else {
                                                validate10.errors = [{ instancePath: instancePath + "/glossaries/blocked", schemaPath: "#/properties/glossaries/properties/blocked/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                return false;
                                              }
                                            }
                                            var valid24 = _errs358 === errors;
                                          } else {
                                            var valid24 = true;
                                          }
                                          if (valid24) {
                                            if (data69.requests !== void 0) {
                                              let data174 = data69.requests;
                                              const _errs375 = errors;
                                              if (!(typeof data174 == "number" && (!(data174 % 1) && !isNaN(data174)) && isFinite(data174))) {
                                                validate10.errors = [{ instancePath: instancePath + "/glossaries/requests", schemaPath: "#/properties/glossaries/properties/requests/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                return false;
                                              }
                                              var valid24 = _errs375 === errors;
                                            } else {
                                              var valid24 = true;
                                            }
                                          }
                                        }
                                      }
                                    }
                                  }
                                }
                              }
                            }
                          } else {
                            validate10.errors = [{ instancePath: instancePath + "/glossaries", schemaPath: "#/properties/glossaries/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                            return false;
                          }
                        }
                        var valid0 = _errs139 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.alerts !== void 0) {
                          let data175 = data.alerts;
                          const _errs377 = errors;
                          if (errors === _errs377) {
                            if (Array.isArray(data175)) {
                              var valid81 = true;
                              const len29 = data175.length;
                              for (let i24 = 0; i24 < len29; i24++) {
                                let data176 = data175[i24];
                                const _errs379 = errors;
                                const _errs380 = errors;
                                if (errors === _errs380) {
                                  if (data176 && typeof data176 == "object" && !Array.isArray(data176)) {
                                    let missing30;
                                    if (data176.code === void 0 && (missing30 = "code") || data176.message === void 0 && (missing30 = "message") || data176.hint === void 0 && (missing30 = "hint")) {
                                      validate10.errors = [{ instancePath: instancePath + "/alerts/" + i24, schemaPath: "#/definitions/problem/required", keyword: "required", params: { missingProperty: missing30 }, message: "must have required property '" + missing30 + "'" }];
                                      return false;
                                    } else {
                                      if (data176.code !== void 0) {
                                        const _errs382 = errors;
                                        if (typeof data176.code !== "string") {
                                          validate10.errors = [{ instancePath: instancePath + "/alerts/" + i24 + "/code", schemaPath: "#/definitions/problem/properties/code/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                          return false;
                                        }
                                        var valid83 = _errs382 === errors;
                                      } else {
                                        var valid83 = true;
                                      }
                                      if (valid83) {
                                        if (data176.message !== void 0) {
                                          const _errs384 = errors;
                                          if (typeof data176.message !== "string") {
                                            validate10.errors = [{ instancePath: instancePath + "/alerts/" + i24 + "/message", schemaPath: "#/definitions/problem/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                            return false;
                                          }
                                          var valid83 = _errs384 === errors;
                                        } else {
                                          var valid83 = true;
                                        }
                                        if (valid83) {
                                          if (data176.hint !== void 0) {
                                            const _errs386 = errors;
                                            if (typeof data176.hint !== "string") {
                                              validate10.errors = [{ instancePath: instancePath + "/alerts/" + i24 + "/hint", schemaPath: "#/definitions/problem/properties/hint/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                              return false;
                                            }
                                            var valid83 = _errs386 === errors;
                                          } else {
                                            var valid83 = true;
                                          }
                                          if (valid83) {
                                            if (data176.list !== void 0) {
                                              const _errs388 = errors;
                                              if (typeof data176.list !== "string") {
                                                validate10.errors = [{ instancePath: instancePath + "/alerts/" + i24 + "/list", schemaPath: "#/definitions/problem/properties/list/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                return false;
                                              }
                                              var valid83 = _errs388 === errors;
                                            } else {
                                              var valid83 = true;
                                            }
                                            if (valid83) {
                                              if (data176.glossary !== void 0) {
                                                const _errs390 = errors;
                                                if (typeof data176.glossary !== "string") {
                                                  validate10.errors = [{ instancePath: instancePath + "/alerts/" + i24 + "/glossary", schemaPath: "#/definitions/problem/properties/glossary/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                  return false;
                                                }
                                                var valid83 = _errs390 === errors;
                                              } else {
                                                var valid83 = true;
                                              }
                                              if (valid83) {
                                                if (data176.file !== void 0) {
                                                  const _errs392 = errors;
                                                  if (typeof data176.file !== "string") {
                                                    validate10.errors = [{ instancePath: instancePath + "/alerts/" + i24 + "/file", schemaPath: "#/definitions/problem/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                    return false;
                                                  }
                                                  var valid83 = _errs392 === errors;
                                                } else {
                                                  var valid83 = true;
                                                }
                                              }
                                            }
                                          }
                                        }
                                      }
                                    }
                                  } else {
                                    validate10.errors = [{ instancePath: instancePath + "/alerts/" + i24, schemaPath: "#/definitions/problem/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                    return false;
                                  }
                                }
                                var valid81 = _errs379 === errors;
                                if (!valid81) {
                                  break;
                                }
                              }
                            } else {
                              validate10.errors = [{ instancePath: instancePath + "/alerts", schemaPath: "#/properties/alerts/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                              return false;
                            }
                          }
                          var valid0 = _errs377 === errors;
                        } else {
                          var valid0 = true;
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate10.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate10.errors = vErrors;
  return errors === 0;
}

// src/plan/plan-shape.ts
function planShapeError(value) {
  if (plan(value)) return void 0;
  const error = plan.errors?.[0];
  return error ? `${dottedPath(value, error.instancePath)} ${complaint(error)}` : "the plan does not match its schema";
}
function complaint(error) {
  const { allowedValues, type } = error.params;
  if (allowedValues) return `${error.message}: ${allowedValues.join(", ")}`;
  if (error.keyword === "type" && Array.isArray(type)) return `must be ${type.join(" or ")}`;
  return error.message ?? "does not match the schema";
}
function dottedPath(root, pointer) {
  if (pointer === "") return "the plan";
  let path = "";
  let node = root;
  for (const token of pointer.slice(1).split("/")) {
    const key = token.replaceAll("~1", "/").replaceAll("~0", "~");
    path += Array.isArray(node) ? `[${key}]` : path === "" ? key : `.${key}`;
    node = node[key];
  }
  return path;
}

// src/plan/types.ts
var PLAN_FORMAT_VERSION = 4;

// src/plan/saved.ts
function serializePlan(plan2) {
  return stableJson(plan2);
}
function parseSavedPlan(text, file) {
  const again = `Run \`stylesync plan --out ${file}\` again and apply the file it writes, unedited.`;
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new StylesyncError(`${file} is not a saved plan: it is not valid JSON (${error.message}).`, again, { code: "plan-file-invalid", cause: error });
  }
  const version = typeof value === "object" && value !== null ? value.format_version : void 0;
  if (version !== PLAN_FORMAT_VERSION) {
    const found = version === void 0 ? "has no format_version" : `has format_version ${JSON.stringify(version)}`;
    throw new StylesyncError(
      `${file} ${found}; this stylesync reads saved plans of format_version ${PLAN_FORMAT_VERSION}.`,
      `The plan was saved by a different stylesync (or is not a plan). ${again}`,
      { code: "plan-file-invalid" }
    );
  }
  const shapeError = planShapeError(value);
  if (shapeError) {
    throw new StylesyncError(`${file} is not a valid saved plan: ${shapeError}.`, again, { code: "plan-file-invalid" });
  }
  return value;
}
function sectionStaleness(kind, section, live) {
  const problems = [];
  const byId = new Map(live.map((l) => [kind.idOf(l), l]));
  const names = new Map(section.items.map((i) => [i[kind.idField], i.name]));
  for (const [id, then] of Object.entries(kind.fingerprinted(section.fingerprint))) {
    const now = byId.get(id);
    const name = names.get(id) ?? now?.name ?? id;
    const which = `${kind.noun} ${JSON.stringify(name)} (${kind.idField} ${id})`;
    const moved = now === void 0 ? void 0 : kind.moved(then, now);
    if (now === void 0) problems.push({ code: kind.staleCodes.gone, message: `The plan is stale: ${which} no longer exists.`, hint: STALE_HINT, [kind.problemKey]: name });
    else if (moved !== void 0) problems.push({ code: kind.staleCodes.moved, message: `The plan is stale: ${which} changed since the plan: ${moved}.`, hint: STALE_HINT, [kind.problemKey]: name });
  }
  const liveNames = new Set(live.map((l) => l.name));
  for (const name of section.fingerprint.absent_names) {
    if (liveNames.has(name)) {
      problems.push({ code: kind.staleCodes.nameTaken, message: `The plan is stale: it creates ${JSON.stringify(name)}, but a live ${kind.noun} of that name now exists.`, hint: STALE_HINT, [kind.problemKey]: name });
    }
  }
  return problems;
}
var STALE_HINT = "Run `stylesync plan` again, review it, and apply the new plan.";

// src/plan/checksum.ts
import { createHash } from "node:crypto";
function desiredChecksum(desired) {
  const hash = createHash("sha256");
  const sorted = [...desired].sort((a, b) => codeUnitOrder(a.name, b.name) || codeUnitOrder(a.style_id ?? "", b.style_id ?? "") || codeUnitOrder(a.state, b.state));
  for (const list of sorted) {
    const head = JSON.stringify([list.name, list.language, list.style_id ?? null, list.state, canonicalRules(list.configured_rules)]);
    const instructions = list.custom_instructions.map((i) => field(i.label) + field(i.prompt) + (i.source_language === void 0 ? "-" : field(i.source_language))).sort();
    hash.update(field(head) + field(String(instructions.length)) + instructions.join(""));
  }
  return hash.digest("hex");
}
function dictionaryHash(entries) {
  const sorted = [...entries].sort(([a], [b]) => codeUnitOrder(a, b));
  const hash = createHash("sha256");
  hash.update(`${sorted.length};`);
  for (const [source, target] of sorted) hash.update(`${field(source)}${field(target)}`);
  return hash.digest("hex");
}
function glossaryHashes(glossary) {
  const hashes = {};
  for (const d of glossary.entries) hashes[pairKey(d)] = dictionaryHash(d.entries);
  return hashes;
}
function field(text) {
  return `${text.length}:${text}`;
}

// src/plan/kinds.ts
var RENAME_SIMILARITY = 0.5;
var listKind = {
  noun: "list",
  plural: "lists",
  idField: "style_id",
  fileWord: "style file",
  dirKey: "styles_dir",
  deleteCodes: { nothing: "deletes-without-desired", count: "too-many-deletes", percent: "too-many-deletes-percent" },
  problemKey: "list",
  // Every action of a list plan, in the summary's order (a glossary's: the same less replace).
  actions: ["create", "update", "delete", "replace"],
  codes: { duplicateName: "duplicate-name", duplicatePin: "duplicate-pin", stalePin: "stale-pin", ambiguousName: "ambiguous-name", reservedName: "reserved-name" },
  idOf: (l) => l.style_id,
  pinOf: (d) => d.style_id,
  plannedId: (l) => l.style_id,
  writesTo: (l) => l.action === "update" || l.action === "replace",
  losses: listLosses,
  sameContent: (live, desired) => sameContent(live, desired),
  // Only lists are replaced (a language change deletes the list and creates it again): the usual cause of a stale pin.
  staleAdvice: {
    message: (l) => ` (${l.language}): after a replacement, the new list has a new id`,
    hint: " (apply's --ids-out file lists the new ids), and make sure translation requests use the new id too"
  },
  // A list renamed: same language, mostly the same rules and instructions (one key each, compared as sets).
  wanted: (plan2) => {
    const change = plan2.changes.find((c) => c.kind === "create_list");
    return change?.kind === "create_list" ? { language: change.body.language, keys: contentKeys(change.body) } : void 0;
  },
  held: (l) => ({ language: l.language, keys: contentKeys(l) }),
  alike: (wanted, held) => {
    if (wanted.language !== held.language) return void 0;
    let shared = 0;
    for (const key of wanted.keys) if (held.keys.has(key)) shared++;
    const total = wanted.keys.size + held.keys.size - shared;
    return shared > 0 && shared / total >= RENAME_SIMILARITY ? { shared, total } : void 0;
  },
  renameHint: (l, alike, pruned) => ({ style_id: l.style_id, name: l.name, ...alike, pruned }),
  hintId: (h) => h.style_id,
  alikeWords: (h) => `the same language and ${h.shared} of ${h.total} rules and instructions in common`,
  // Drift is split change by change, and a rule change (one request for every rule) rule by rule.
  narrow: (list, other, shared) => {
    const changes = narrowChanges(list.changes, other.changes, shared);
    return changes.length > 0 ? { ...list, changes } : void 0;
  },
  // A saved plan remembers the version of every list it touches.
  staleCodes: { gone: "stale-list-gone", moved: "stale-list-version", nameTaken: "stale-name-taken" },
  fingerprinted: (f) => f.versions,
  moved: (then, now) => now.version === then ? void 0 : `version ${then} then \u2192 ${now.version} now`,
  fingerprintWords: "the list versions it read, and the names it creates",
  head: (list) => {
    const facts = [`language ${list.language}`, `style_id ${list.style_id ?? "(new)"}`];
    if (list.live_version !== void 0) facts.push(`version ${list.live_version}`);
    if (list.pinned) facts.push("pinned");
    return `${list.action} ${JSON.stringify(list.name)} (${facts.join(", ")})`;
  },
  // Each change as its kind and everything it sends or shows, without where its values are written in the files.
  writes: (list) => list.changes.map((change) => {
    const { kind, ...rest } = withoutOrigins(change);
    return `${String(kind)} ${oneLine(rest)}`;
  })
};
var glossaryKind = {
  noun: "glossary",
  plural: "glossaries",
  idField: "glossary_id",
  fileWord: "glossary file",
  dirKey: "glossaries_dir",
  deleteCodes: { nothing: "glossary-deletes-without-desired", count: "too-many-glossary-deletes", percent: "too-many-glossary-deletes-percent" },
  problemKey: "glossary",
  actions: ["create", "update", "delete"],
  codes: { duplicateName: "duplicate-glossary-name", duplicatePin: "duplicate-glossary-pin", stalePin: "stale-glossary-pin", ambiguousName: "ambiguous-glossary-name", reservedName: "reserved-glossary-name" },
  // On the listing alone (glossariesToRead, checks) as on glossaries read with their entries.
  idOf: (g) => g.glossary_id,
  pinOf: (d) => d.glossary_id,
  plannedId: (g) => g.glossary_id,
  writesTo: (g) => g.action === "update",
  losses: glossaryLosses,
  sameContent: holdsExactly,
  // How many requests the writes send: what applying the plan costs (reads not counted). A drift split counts it
  // again from the glossaries it keeps whole: one PATCH or PUT carries a dictionary's drifted and edited terms alike.
  extra: (glossaries) => ({ requests: glossaries.reduce((n, g) => n + g.writes.length, 0) }),
  // A glossary renamed: the same language pairs with the same entry counts. The listing says both without
  // reading a term, so no request is added for glossaries the files do not manage.
  wanted: (g) => g.dictionaries.length === 0 ? void 0 : shape(g.dictionaries.map((d) => ({ source_lang: d.source_lang, target_lang: d.target_lang, entry_count: d.entry_count_after }))),
  held: (g) => shape(g.dictionaries),
  alike: (wanted, held) => wanted === held ? { shared: 1, total: 1 } : void 0,
  renameHint: (g, _alike, pruned) => ({ glossary_id: g.glossary_id, name: g.name, pruned }),
  hintId: (h) => h.glossary_id,
  alikeWords: () => "the same language pairs and entry counts",
  // Drift is split term by term; a rename, a new or removed dictionary, a new or deleted glossary go each whole.
  narrow: narrowGlossary,
  // The service keeps no version of a glossary: a saved plan remembers a hash of each dictionary's entries instead.
  staleCodes: { gone: "stale-glossary-gone", moved: "stale-glossary-entries", nameTaken: "stale-glossary-name-taken" },
  fingerprinted: (f) => f.hashes,
  moved: (then, now) => {
    const hashes = glossaryHashes(now);
    const differences = Object.entries(then).flatMap(
      ([pair, hash]) => hashes[pair] === void 0 ? [`the ${pair} dictionary was deleted`] : hashes[pair] !== hash ? [`the ${pair} entries changed`] : []
    );
    for (const pair of Object.keys(hashes)) if (!(pair in then)) differences.push(`a dictionary for ${pair} was added`);
    return differences.length === 0 ? void 0 : differences.join("; ");
  },
  fingerprintWords: "the entries it read",
  head: (g) => `${g.action} glossary ${JSON.stringify(g.name)} (${g.glossary_id ?? "new"})`,
  // A write is shown by its kind, pair, entry count and a hash of its terms, never the terms themselves: a
  // 10,000-term PUT would otherwise be one unreadable line.
  writes: (g) => g.writes.map(describeWrite)
};
function listLosses(section) {
  const losses = [];
  for (const list of section.items) {
    const gone = list.changes.find((c) => c.kind === "delete_list");
    if (gone === void 0 || gone.reason === "duplicate") continue;
    const names = gone.before.name === list.name ? [list.name] : [list.name, gone.before.name];
    const what = gone.reason === "replace" ? `replace it (delete it and create it again under a new style_id: its language changes from ${gone.before.language} to ${list.language})` : `delete it (${gone.reason === "absent" ? "its file is a tombstone, state: absent" : "--prune: no style file declares it"})`;
    losses.push({ kind: "list", names, ...list.file === void 0 ? {} : { file: list.file }, what });
  }
  return losses;
}
function glossaryLosses(section) {
  const losses = [];
  for (const g of section.items) {
    const names = g.rename === void 0 ? [g.name] : [g.name, g.rename.from];
    const file = g.file === void 0 ? {} : { file: g.file };
    if (g.action === "delete") {
      if (g.reason === "duplicate") continue;
      const why = g.reason === "absent" ? "its file is a tombstone, state: absent" : "--prune: no glossary file declares it";
      losses.push({ kind: "glossary", names, ...file, what: `delete it (${why}), with ${plural(g.dictionaries.length, "dictionary", "dictionaries")}` });
      continue;
    }
    for (const d of g.dictionaries.filter((d2) => d2.action === "delete")) {
      losses.push({ kind: "glossary", names, ...file, what: `remove its dictionary ${d.source_lang} \u2192 ${d.target_lang} (${plural(d.entry_count_before, "term")}), which the file no longer declares` });
    }
  }
  return losses;
}
function contentKeys(list) {
  const keys = /* @__PURE__ */ new Set();
  for (const [group, rules] of Object.entries(list.configured_rules)) {
    for (const [rule, value] of Object.entries(rules)) keys.add(`rule\0${group}\0${rule}\0${value}`);
  }
  for (const i of list.custom_instructions) keys.add(`instruction\0${i.label}\0${i.prompt}\0${i.source_language ?? ""}`);
  return keys;
}
function holdsExactly(live, desired) {
  if (!Array.isArray(live.entries) || live.entries.length !== desired.dictionaries.length || live.dictionaries.length !== desired.dictionaries.length) return false;
  const read = new Map(live.entries.map((d) => [pairKey(d), d.entries]));
  return desired.dictionaries.every((d) => {
    const have = read.get(pairKey(d));
    if (!have || have.size !== d.entries.size) return false;
    for (const [source, target] of d.entries) if (have.get(source) !== target) return false;
    return true;
  });
}
function shape(dictionaries) {
  return dictionaries.map((d) => `${d.source_lang.toLowerCase()}\0${d.target_lang.toLowerCase()}\0${d.entry_count}`).sort().join("");
}
function sharedOrNot(mine, theirs, shared, key = stableJson) {
  const keys = new Set(theirs.map(key));
  return mine.filter((t) => keys.has(key(t)) === shared);
}
function narrowChanges(changes, other, shared) {
  const keys = new Set(other.map((c) => stableJson(withoutOrigins(c))));
  const otherRules = other.flatMap((c) => c.kind === "replace_rules" ? c.rules : []);
  return changes.flatMap((change) => {
    if (change.kind !== "replace_rules") return keys.has(stableJson(withoutOrigins(change))) === shared ? [change] : [];
    const rules = sharedOrNot(change.rules, otherRules, shared);
    return rules.length > 0 ? [ruleChangeOf(change, rules)] : [];
  });
}
function ruleChangeOf(change, rules) {
  const groups = new Map(Object.entries(change.before).map(([group, values]) => [group, new Map(Object.entries(values))]));
  const origins = {};
  for (const r of rules) {
    const group = groups.get(r.group) ?? /* @__PURE__ */ new Map();
    if (r.after === void 0) group.delete(r.rule);
    else group.set(r.rule, r.after);
    groups.set(r.group, group);
    const origin = Object.hasOwn(change.origins, `${r.group}.${r.rule}`) ? change.origins[`${r.group}.${r.rule}`] : void 0;
    if (origin !== void 0) Object.defineProperty(origins, `${r.group}.${r.rule}`, { value: origin, enumerable: true, writable: true, configurable: true });
  }
  const after = Object.fromEntries([...groups].filter(([, values]) => values.size > 0).map(([group, values]) => [group, Object.fromEntries(values)]));
  return { ...change, after, rules, origins };
}
function narrowGlossary(g, other, shared) {
  const whole = (p) => stableJson({ rename: p.rename ?? null, reason: p.reason ?? null, dictionaries: p.dictionaries });
  if (g.action !== "update") return whole(g) === whole(other) === shared ? g : void 0;
  const keepRename = g.rename !== void 0 && stableJson(g.rename) === stableJson(other.rename ?? null) === shared;
  const others = new Map(other.dictionaries.map((d) => [pairOf(d), d]));
  const dictionaries = g.dictionaries.flatMap((d) => narrowDictionary(d, others.get(pairOf(d)), shared));
  if (dictionaries.length === 0 && !keepRename) return void 0;
  const { rename: _rename, ...rest } = g;
  return { ...rest, ...keepRename ? { rename: g.rename } : {}, dictionaries };
}
function narrowDictionary(d, other, shared) {
  if (other === void 0 || d.action !== "update" || other.action !== "update") return (other !== void 0 && stableJson(d) === stableJson(other)) === shared ? [d] : [];
  const [added, changed, removed] = [sharedOrNot(d.added, other.added, shared), sharedOrNot(d.changed, other.changed, shared), sharedOrNot(d.removed, other.removed, shared)];
  if (added.length + changed.length + removed.length === 0) return [];
  return [{ ...d, added, changed, removed, entry_count_after: d.entry_count_before + added.length - removed.length }];
}
function pairOf(d) {
  return `${d.source_lang}\0${d.target_lang}`;
}
function withoutOrigins(change) {
  const { origin: _origin, rule_origins: _rules, instruction_origins: _instructions, origins: _origins, ...rest } = change;
  return rest;
}
function describeWrite(w) {
  const terms2 = (entries) => `${plural(entries.length, "entry", "entries")}, ${dictionaryHash(entries).slice(0, 12)}`;
  switch (w.kind) {
    case "create_glossary":
      return `POST ${JSON.stringify(w.name)} with ${w.dictionaries.map((d) => `${pairKey(d)} (${terms2(d.entries)})`).join(", ")}`;
    case "patch_glossary": {
      const parts = [w.name === void 0 ? "" : `name ${JSON.stringify(w.name)}`, w.dictionary ? `merge ${pairKey(w.dictionary)} (${terms2(w.dictionary.entries)})` : ""];
      return `PATCH ${parts.filter(Boolean).join(" and ")}`;
    }
    case "put_dictionary":
      return `PUT ${pairKey(w.dictionary)} (${terms2(w.dictionary.entries)})`;
    case "delete_dictionary":
      return `DELETE dictionary ${pairKey(w)}`;
    case "delete_glossary":
      return "DELETE glossary";
  }
}

// node_modules/diff/libesm/diff/base.js
var Diff = class {
  diff(oldStr, newStr, options = {}) {
    let callback;
    if (typeof options === "function") {
      callback = options;
      options = {};
    } else if ("callback" in options) {
      callback = options.callback;
    }
    const oldString = this.castInput(oldStr, options);
    const newString = this.castInput(newStr, options);
    const oldTokens = this.removeEmpty(this.tokenize(oldString, options));
    const newTokens = this.removeEmpty(this.tokenize(newString, options));
    return this.diffWithOptionsObj(oldTokens, newTokens, options, callback);
  }
  diffWithOptionsObj(oldTokens, newTokens, options, callback) {
    var _a;
    const done = (value) => {
      value = this.postProcess(value, options);
      if (callback) {
        setTimeout(function() {
          callback(value);
        }, 0);
        return void 0;
      } else {
        return value;
      }
    };
    const newLen = newTokens.length, oldLen = oldTokens.length;
    let editLength = 1;
    let maxEditLength = newLen + oldLen;
    if (options.maxEditLength != null) {
      maxEditLength = Math.min(maxEditLength, options.maxEditLength);
    }
    const maxExecutionTime = (_a = options.timeout) !== null && _a !== void 0 ? _a : Infinity;
    const abortAfterTimestamp = Date.now() + maxExecutionTime;
    const bestPath = [{ oldPos: -1, lastComponent: void 0 }];
    let newPos = this.extractCommon(bestPath[0], newTokens, oldTokens, 0, options);
    if (bestPath[0].oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
      return done(this.buildValues(bestPath[0].lastComponent, newTokens, oldTokens));
    }
    let minDiagonalToConsider = -Infinity, maxDiagonalToConsider = Infinity;
    const execEditLength = () => {
      for (let diagonalPath = Math.max(minDiagonalToConsider, -editLength); diagonalPath <= Math.min(maxDiagonalToConsider, editLength); diagonalPath += 2) {
        let basePath;
        const removePath = bestPath[diagonalPath - 1], addPath = bestPath[diagonalPath + 1];
        if (removePath) {
          bestPath[diagonalPath - 1] = void 0;
        }
        let canAdd = false;
        if (addPath) {
          const addPathNewPos = addPath.oldPos - diagonalPath;
          canAdd = addPath && 0 <= addPathNewPos && addPathNewPos < newLen;
        }
        const canRemove = removePath && removePath.oldPos + 1 < oldLen;
        if (!canAdd && !canRemove) {
          bestPath[diagonalPath] = void 0;
          continue;
        }
        if (!canRemove || canAdd && removePath.oldPos < addPath.oldPos) {
          basePath = this.addToPath(addPath, true, false, 0, options);
        } else {
          basePath = this.addToPath(removePath, false, true, 1, options);
        }
        newPos = this.extractCommon(basePath, newTokens, oldTokens, diagonalPath, options);
        if (basePath.oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
          return done(this.buildValues(basePath.lastComponent, newTokens, oldTokens)) || true;
        } else {
          bestPath[diagonalPath] = basePath;
          if (basePath.oldPos + 1 >= oldLen) {
            maxDiagonalToConsider = Math.min(maxDiagonalToConsider, diagonalPath - 1);
          }
          if (newPos + 1 >= newLen) {
            minDiagonalToConsider = Math.max(minDiagonalToConsider, diagonalPath + 1);
          }
        }
      }
      editLength++;
    };
    if (callback) {
      (function exec() {
        setTimeout(function() {
          if (editLength > maxEditLength || Date.now() > abortAfterTimestamp) {
            return callback(void 0);
          }
          if (!execEditLength()) {
            exec();
          }
        }, 0);
      })();
    } else {
      while (editLength <= maxEditLength && Date.now() <= abortAfterTimestamp) {
        const ret = execEditLength();
        if (ret) {
          return ret;
        }
      }
    }
  }
  addToPath(path, added, removed, oldPosInc, options) {
    const last = path.lastComponent;
    if (last && !options.oneChangePerToken && last.added === added && last.removed === removed) {
      return {
        oldPos: path.oldPos + oldPosInc,
        lastComponent: { count: last.count + 1, added, removed, previousComponent: last.previousComponent }
      };
    } else {
      return {
        oldPos: path.oldPos + oldPosInc,
        lastComponent: { count: 1, added, removed, previousComponent: last }
      };
    }
  }
  extractCommon(basePath, newTokens, oldTokens, diagonalPath, options) {
    const newLen = newTokens.length, oldLen = oldTokens.length;
    let oldPos = basePath.oldPos, newPos = oldPos - diagonalPath, commonCount = 0;
    while (newPos + 1 < newLen && oldPos + 1 < oldLen && this.equals(oldTokens[oldPos + 1], newTokens[newPos + 1], options)) {
      newPos++;
      oldPos++;
      commonCount++;
      if (options.oneChangePerToken) {
        basePath.lastComponent = { count: 1, previousComponent: basePath.lastComponent, added: false, removed: false };
      }
    }
    if (commonCount && !options.oneChangePerToken) {
      basePath.lastComponent = { count: commonCount, previousComponent: basePath.lastComponent, added: false, removed: false };
    }
    basePath.oldPos = oldPos;
    return newPos;
  }
  equals(left, right, options) {
    if (options.comparator) {
      return options.comparator(left, right);
    } else {
      return left === right || !!options.ignoreCase && left.toLowerCase() === right.toLowerCase();
    }
  }
  removeEmpty(array) {
    const ret = [];
    for (let i = 0; i < array.length; i++) {
      if (array[i]) {
        ret.push(array[i]);
      }
    }
    return ret;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  castInput(value, options) {
    return value;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  tokenize(value, options) {
    return Array.from(value);
  }
  join(chars) {
    return chars.join("");
  }
  postProcess(changeObjects, options) {
    return changeObjects;
  }
  get useLongestToken() {
    return false;
  }
  buildValues(lastComponent, newTokens, oldTokens) {
    const components = [];
    let nextComponent;
    while (lastComponent) {
      components.push(lastComponent);
      nextComponent = lastComponent.previousComponent;
      delete lastComponent.previousComponent;
      lastComponent = nextComponent;
    }
    components.reverse();
    const componentLen = components.length;
    let componentPos = 0, newPos = 0, oldPos = 0;
    for (; componentPos < componentLen; componentPos++) {
      const component = components[componentPos];
      if (!component.removed) {
        if (!component.added && this.useLongestToken) {
          let value = newTokens.slice(newPos, newPos + component.count);
          value = value.map(function(value2, i) {
            const oldValue = oldTokens[oldPos + i];
            return oldValue.length > value2.length ? oldValue : value2;
          });
          component.value = this.join(value);
        } else {
          component.value = this.join(newTokens.slice(newPos, newPos + component.count));
        }
        newPos += component.count;
        if (!component.added) {
          oldPos += component.count;
        }
      } else {
        component.value = this.join(oldTokens.slice(oldPos, oldPos + component.count));
        oldPos += component.count;
      }
    }
    return components;
  }
};

// node_modules/diff/libesm/util/string.js
function longestCommonPrefix(str1, str2) {
  let i;
  for (i = 0; i < str1.length && i < str2.length; i++) {
    if (str1[i] != str2[i]) {
      return str1.slice(0, i);
    }
  }
  return str1.slice(0, i);
}
function longestCommonSuffix(str1, str2) {
  let i;
  if (!str1 || !str2 || str1[str1.length - 1] != str2[str2.length - 1]) {
    return "";
  }
  for (i = 0; i < str1.length && i < str2.length; i++) {
    if (str1[str1.length - (i + 1)] != str2[str2.length - (i + 1)]) {
      return str1.slice(-i);
    }
  }
  return str1.slice(-i);
}
function replacePrefix(string, oldPrefix, newPrefix) {
  if (string.slice(0, oldPrefix.length) != oldPrefix) {
    throw Error(`string ${JSON.stringify(string)} doesn't start with prefix ${JSON.stringify(oldPrefix)}; this is a bug`);
  }
  return newPrefix + string.slice(oldPrefix.length);
}
function replaceSuffix(string, oldSuffix, newSuffix) {
  if (!oldSuffix) {
    return string + newSuffix;
  }
  if (string.slice(-oldSuffix.length) != oldSuffix) {
    throw Error(`string ${JSON.stringify(string)} doesn't end with suffix ${JSON.stringify(oldSuffix)}; this is a bug`);
  }
  return string.slice(0, -oldSuffix.length) + newSuffix;
}
function removePrefix(string, oldPrefix) {
  return replacePrefix(string, oldPrefix, "");
}
function removeSuffix(string, oldSuffix) {
  return replaceSuffix(string, oldSuffix, "");
}
function maximumOverlap(string1, string2) {
  return string2.slice(0, overlapCount(string1, string2));
}
function overlapCount(a, b) {
  let startA = 0;
  if (a.length > b.length) {
    startA = a.length - b.length;
  }
  let endB = b.length;
  if (a.length < b.length) {
    endB = a.length;
  }
  const map = Array(endB);
  let k = 0;
  map[0] = 0;
  for (let j = 1; j < endB; j++) {
    if (b[j] == b[k]) {
      map[j] = map[k];
    } else {
      map[j] = k;
    }
    while (k > 0 && b[j] != b[k]) {
      k = map[k];
    }
    if (b[j] == b[k]) {
      k++;
    }
  }
  k = 0;
  for (let i = startA; i < a.length; i++) {
    while (k > 0 && a[i] != b[k]) {
      k = map[k];
    }
    if (a[i] == b[k]) {
      k++;
    }
  }
  return k;
}
function segment(string, segmenter2) {
  const parts = [];
  for (const segmentObj of Array.from(segmenter2.segment(string))) {
    const segment2 = segmentObj.segment;
    if (parts.length && /\s/.test(parts[parts.length - 1]) && /\s/.test(segment2)) {
      parts[parts.length - 1] += segment2;
    } else {
      parts.push(segment2);
    }
  }
  return parts;
}
function trailingWs(string, segmenter2) {
  if (segmenter2) {
    return leadingAndTrailingWs(string, segmenter2)[1];
  }
  let i;
  for (i = string.length - 1; i >= 0; i--) {
    if (!string[i].match(/\s/)) {
      break;
    }
  }
  return string.substring(i + 1);
}
function leadingWs(string, segmenter2) {
  if (segmenter2) {
    return leadingAndTrailingWs(string, segmenter2)[0];
  }
  const match = string.match(/^\s*/);
  return match ? match[0] : "";
}
function leadingAndTrailingWs(string, segmenter2) {
  if (!segmenter2) {
    return [leadingWs(string), trailingWs(string)];
  }
  if (segmenter2.resolvedOptions().granularity != "word") {
    throw new Error('The segmenter passed must have a granularity of "word"');
  }
  const segments = segment(string, segmenter2);
  const firstSeg = segments[0];
  const lastSeg = segments[segments.length - 1];
  const head = /\s/.test(firstSeg) ? firstSeg : "";
  const tail = /\s/.test(lastSeg) ? lastSeg : "";
  return [head, tail];
}

// node_modules/diff/libesm/diff/word.js
var extendedWordChars = "a-zA-Z0-9_\\u{AD}\\u{C0}-\\u{D6}\\u{D8}-\\u{F6}\\u{F8}-\\u{2C6}\\u{2C8}-\\u{2D7}\\u{2DE}-\\u{2FF}\\u{1E00}-\\u{1EFF}";
var tokenizeIncludingWhitespace = new RegExp(`[${extendedWordChars}]+|\\s+|[^${extendedWordChars}]`, "ug");
var WordDiff = class extends Diff {
  equals(left, right, options) {
    if (options.ignoreCase) {
      left = left.toLowerCase();
      right = right.toLowerCase();
    }
    return left.trim() === right.trim();
  }
  tokenize(value, options = {}) {
    let parts;
    if (options.intlSegmenter) {
      const segmenter2 = options.intlSegmenter;
      if (segmenter2.resolvedOptions().granularity != "word") {
        throw new Error('The segmenter passed must have a granularity of "word"');
      }
      parts = segment(value, segmenter2);
    } else {
      parts = value.match(tokenizeIncludingWhitespace) || [];
    }
    const tokens = [];
    let prevPart = null;
    parts.forEach((part) => {
      if (/\s/.test(part)) {
        if (prevPart == null) {
          tokens.push(part);
        } else {
          tokens.push(tokens.pop() + part);
        }
      } else if (prevPart != null && /\s/.test(prevPart)) {
        if (tokens[tokens.length - 1] == prevPart) {
          tokens.push(tokens.pop() + part);
        } else {
          tokens.push(prevPart + part);
        }
      } else {
        tokens.push(part);
      }
      prevPart = part;
    });
    return tokens;
  }
  join(tokens) {
    return tokens.map((token, i) => {
      if (i == 0) {
        return token;
      } else {
        return token.replace(/^\s+/, "");
      }
    }).join("");
  }
  postProcess(changes, options) {
    if (!changes || options.oneChangePerToken) {
      return changes;
    }
    let lastKeep = null;
    let insertion = null;
    let deletion = null;
    changes.forEach((change) => {
      if (change.added) {
        insertion = change;
      } else if (change.removed) {
        deletion = change;
      } else {
        if (insertion || deletion) {
          dedupeWhitespaceInChangeObjects(lastKeep, deletion, insertion, change, options.intlSegmenter);
        }
        lastKeep = change;
        insertion = null;
        deletion = null;
      }
    });
    if (insertion || deletion) {
      dedupeWhitespaceInChangeObjects(lastKeep, deletion, insertion, null, options.intlSegmenter);
    }
    return changes;
  }
};
var wordDiff = new WordDiff();
function diffWords(oldStr, newStr, options) {
  if ((options === null || options === void 0 ? void 0 : options.ignoreWhitespace) != null && !options.ignoreWhitespace) {
    return diffWordsWithSpace(oldStr, newStr, options);
  }
  return wordDiff.diff(oldStr, newStr, options);
}
function dedupeWhitespaceInChangeObjects(startKeep, deletion, insertion, endKeep, segmenter2) {
  if (deletion && insertion) {
    const [oldWsPrefix, oldWsSuffix] = leadingAndTrailingWs(deletion.value, segmenter2);
    const [newWsPrefix, newWsSuffix] = leadingAndTrailingWs(insertion.value, segmenter2);
    if (startKeep) {
      const commonWsPrefix = longestCommonPrefix(oldWsPrefix, newWsPrefix);
      startKeep.value = replaceSuffix(startKeep.value, newWsPrefix, commonWsPrefix);
      deletion.value = removePrefix(deletion.value, commonWsPrefix);
      insertion.value = removePrefix(insertion.value, commonWsPrefix);
    }
    if (endKeep) {
      const commonWsSuffix = longestCommonSuffix(oldWsSuffix, newWsSuffix);
      endKeep.value = replacePrefix(endKeep.value, newWsSuffix, commonWsSuffix);
      deletion.value = removeSuffix(deletion.value, commonWsSuffix);
      insertion.value = removeSuffix(insertion.value, commonWsSuffix);
    }
  } else if (insertion) {
    if (startKeep) {
      const ws = leadingWs(insertion.value, segmenter2);
      insertion.value = insertion.value.substring(ws.length);
    }
    if (endKeep) {
      const ws = leadingWs(endKeep.value, segmenter2);
      endKeep.value = endKeep.value.substring(ws.length);
    }
  } else if (startKeep && endKeep) {
    const newWsFull = leadingWs(endKeep.value, segmenter2), [delWsStart, delWsEnd] = leadingAndTrailingWs(deletion.value, segmenter2);
    const newWsStart = longestCommonPrefix(newWsFull, delWsStart);
    deletion.value = removePrefix(deletion.value, newWsStart);
    const newWsEnd = longestCommonSuffix(removePrefix(newWsFull, newWsStart), delWsEnd);
    deletion.value = removeSuffix(deletion.value, newWsEnd);
    endKeep.value = replacePrefix(endKeep.value, newWsFull, newWsEnd);
    startKeep.value = replaceSuffix(startKeep.value, newWsFull, newWsFull.slice(0, newWsFull.length - newWsEnd.length));
  } else if (endKeep) {
    const endKeepWsPrefix = leadingWs(endKeep.value, segmenter2);
    const deletionWsSuffix = trailingWs(deletion.value, segmenter2);
    const overlap = maximumOverlap(deletionWsSuffix, endKeepWsPrefix);
    deletion.value = removeSuffix(deletion.value, overlap);
  } else if (startKeep) {
    const startKeepWsSuffix = trailingWs(startKeep.value, segmenter2);
    const deletionWsPrefix = leadingWs(deletion.value, segmenter2);
    const overlap = maximumOverlap(startKeepWsSuffix, deletionWsPrefix);
    deletion.value = removePrefix(deletion.value, overlap);
  }
}
var WordsWithSpaceDiff = class extends Diff {
  tokenize(value) {
    const regex = new RegExp(`(\\r?\\n)|[${extendedWordChars}]+|[^\\S\\n\\r]+|[^${extendedWordChars}]`, "ug");
    return value.match(regex) || [];
  }
};
var wordsWithSpaceDiff = new WordsWithSpaceDiff();
function diffWordsWithSpace(oldStr, newStr, options) {
  return wordsWithSpaceDiff.diff(oldStr, newStr, options);
}

// node_modules/diff/libesm/diff/array.js
var ArrayDiff = class extends Diff {
  tokenize(value) {
    return value.slice();
  }
  join(value) {
    return value;
  }
  removeEmpty(value) {
    return value;
  }
};
var arrayDiff = new ArrayDiff();
function diffArrays(oldArr, newArr, options) {
  return arrayDiff.diff(oldArr, newArr, options);
}

// src/plan/saved-difference.ts
function sectionDifference(kind, saved, fresh, out) {
  if (saved === void 0 && fresh === void 0) return;
  if (saved === void 0 !== (fresh === void 0)) {
    out.notes.push(saved === void 0 ? `it plans no ${kind.plural}, but ${kind.fileWord}s exist now` : `it plans ${kind.plural}, but no ${kind.fileWord} exists now`);
  }
  const unpaired = /* @__PURE__ */ new Map();
  for (const item of fresh?.items ?? []) unpaired.set(kind.head(item), [...unpaired.get(kind.head(item)) ?? [], item]);
  for (const item of saved?.items ?? []) {
    const head = kind.head(item);
    const match = unpaired.get(head)?.shift();
    for (const part of diffArrays(kind.writes(item), match === void 0 ? [] : kind.writes(match))) {
      if (part.removed) out.onlySaved.push(...part.value.map((w) => `${head}: ${w}`));
      else if (part.added) out.onlyFresh.push(...part.value.map((w) => `${head}: ${w}`));
    }
  }
  for (const [head, items] of unpaired) for (const item of items) out.onlyFresh.push(...kind.writes(item).map((w) => `${head}: ${w}`));
  if (saved === void 0 || fresh === void 0) return;
  if (stableJson(saved.fingerprint) !== stableJson(fresh.fingerprint)) out.notes.push(`its ${kind.noun} fingerprint (${kind.fingerprintWords}) is not what the service holds now`);
  if (stableJson(saved.summary) !== stableJson(fresh.summary)) {
    out.notes.push(`its ${kind.noun} summary ${oneLine(saved.summary)} does not count what a fresh plan would do: ${oneLine(fresh.summary)}`);
  }
}
function isEmptyDifference(difference) {
  return difference.onlySaved.length === 0 && difference.onlyFresh.length === 0 && difference.notes.length === 0;
}

// src/plan/sections.ts
function planSections(plan2) {
  return plan2.glossaries === void 0 ? [plan2.lists] : [plan2.lists, plan2.glossaries];
}
function allProblems(plan2) {
  return planSections(plan2).flatMap((s) => s.problems);
}
function allBlocked(plan2) {
  return planSections(plan2).flatMap((s) => s.blocked ?? []);
}
function planHasChanges(plan2) {
  return planSections(plan2).some((s) => s.items.length > 0);
}
function withProblems(plan2, added) {
  const lists = added.lists ?? [];
  const glossaries = plan2.glossaries === void 0 ? [] : added.glossaries ?? [];
  if (lists.length === 0 && glossaries.length === 0) return plan2;
  const out = { ...plan2, lists: { ...plan2.lists, problems: [...plan2.lists.problems, ...lists] } };
  if (plan2.glossaries !== void 0 && glossaries.length > 0) out.glossaries = { ...plan2.glossaries, problems: [...plan2.glossaries.problems, ...glossaries] };
  return out;
}
function staleness(saved, live, currentChecksum) {
  const problems = [
    ...sectionStaleness(listKind, saved.lists, live.lists),
    ...saved.glossaries === void 0 ? [] : sectionStaleness(glossaryKind, saved.glossaries, live.glossaries ?? [])
  ];
  if (saved.desired_checksum !== currentChecksum) {
    problems.push({ code: "stale-files", message: "The plan is stale: the style files changed since it was made.", hint: STALE_HINT });
  }
  return problems;
}
function savedDifference(saved, fresh) {
  const out = { onlySaved: [], onlyFresh: [], notes: [] };
  if ((saved.target ?? null) !== (fresh.target ?? null)) {
    out.notes.push(`it shows the target ${JSON.stringify(saved.target ?? null)}, but it applies to ${JSON.stringify(fresh.target ?? null)}`);
  }
  sectionDifference(listKind, saved.lists, fresh.lists, out);
  sectionDifference(glossaryKind, saved.glossaries, fresh.glossaries, out);
  return out;
}

// src/app/count.ts
function parseCount(flag, text, min, example = `${flag} ${Math.max(min, 1)}`, code = "invalid-flag") {
  if (text === void 0) return void 0;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min) {
    throw new StylesyncError(`${flag} must be a whole number of at least ${min}, not "${text}".`, `For example ${example}.`, { code });
  }
  return n;
}

// src/report/summary-line.ts
var NO_CHANGES = "No changes. The live lists match the style files.";
var NO_CHANGES_WITH_GLOSSARIES = "No changes. The live lists and glossaries match the files.";
function hasProblems(plan2) {
  return allProblems(plan2).length > 0 || allBlocked(plan2).length > 0;
}
function summaryLine(plan2) {
  const glossaries = plan2.glossaries;
  if (!planHasChanges(plan2) && !hasProblems(plan2)) return glossaries === void 0 ? NO_CHANGES : NO_CHANGES_WITH_GLOSSARIES;
  const { create, update, delete: deletes, replace } = plan2.lists.summary;
  const replaced = replace > 0 ? `, ${replace} to replace` : "";
  if (glossaries === void 0) return `Plan: ${create} to create, ${update} to update, ${deletes} to delete${replaced}.`;
  const g = glossaries.summary;
  return `Plan: ${plural(create, "list")} to create, ${update} to update, ${deletes} to delete${replaced}; ${plural(g.create, "glossary", "glossaries")} to create, ${g.update} to update, ${g.delete} to delete.`;
}
function heldBackWords(lists, glossaries) {
  const parts = [lists > 0 ? plural(lists, "list") : "", glossaries > 0 ? plural(glossaries, "glossary", "glossaries") : ""].filter((p) => p !== "");
  return `${parts.join(" and ")} ${lists + glossaries === 1 ? "is" : "are"}`;
}
function heldBack(plan2) {
  return { lists: plan2.lists.blocked ?? [], glossaries: plan2.glossaries?.blocked ?? [] };
}

// src/plan/rename-hint.ts
function addRenameHints(kind, plans, unclaimed, pruned) {
  const creates = plans.flatMap((plan2) => {
    const wanted = plan2.action === "create" ? kind.wanted(plan2) : void 0;
    return wanted === void 0 ? [] : [{ plan: plan2, wanted }];
  });
  const held = creates.length === 0 ? [] : unclaimed.map((live) => ({ live, id: kind.idOf(live), held: kind.held(live) }));
  const pairs = [];
  for (const { plan: plan2, wanted } of creates) {
    for (const h of held) {
      const alike = kind.alike(wanted, h.held);
      if (alike) pairs.push({ plan: plan2, live: h.live, id: h.id, alike });
    }
  }
  const ratio = (a) => a.shared / a.total;
  pairs.sort((a, b) => ratio(b.alike) - ratio(a.alike) || b.alike.shared - a.alike.shared || a.id.localeCompare(b.id));
  const taken = /* @__PURE__ */ new Set();
  for (const { plan: plan2, live, id, alike } of pairs) {
    if (plan2.rename_hint !== void 0 || taken.has(id)) continue;
    taken.add(id);
    plan2.rename_hint = kind.renameHint(live, alike, pruned.has(id));
  }
}
function renameHintText(kind, file, hint) {
  const id = kind.hintId(hint);
  const fate = hint.pruned ? "deletes it (--prune)" : "leaves it alone";
  return {
    message: `This looks like a rename: the unmanaged live ${kind.noun} "${hint.name}" (${kind.idField} ${id}) has ${kind.alikeWords(hint)}, yet this plan creates a new ${kind.noun} and ${fate}.`,
    hint: `To rename "${hint.name}" instead and keep its ${kind.idField}, add \`${kind.idField}: ${id}\` to ${file ?? `the ${kind.fileWord}`}, then plan again.`
  };
}

// src/report/marks.ts
var ACTION_MARK = {
  create: "+",
  update: "~",
  delete: "-",
  replace: "-/+"
};
var ADOPT_WORDS = {
  list: "adopts a live list no style file managed before this change: the changes below overwrite its live rules and instructions (pin it with style_id to adopt on purpose, or import it first)",
  glossary: "adopts a live glossary no glossary file managed before this change: the changes below overwrite its live terms (pin it with glossary_id to adopt on purpose, or import it first)"
};
function adoptedFirst(items) {
  return [...items.filter((i) => i.adopted), ...items.filter((i) => !i.adopted)];
}

// src/report/text-parts.ts
var INDENT = "    ";
function textComment(text, s) {
  return s.dim(`# ${terminalText(text)}`);
}
function markStyle(action, s) {
  return action === "create" ? s.green : action === "update" ? s.yellow : action === "delete" ? s.red : s.magenta;
}
function textDeleteHead(kind, reason, kept2, s) {
  if (reason === "duplicate") {
    return [
      `${INDENT}${s.red("-")} deleted: a duplicate, an exact copy of the ${kind.fileWord}'s content; ${kind.idField} ${terminalText(kept2 ?? "?")} (the oldest copy) is kept`,
      `${INDENT}  ${textComment(`two creates of one ${kind.noun} landed (a lost answer or two applies at once); removing the copy loses nothing`, s)}`
    ];
  }
  return [`${INDENT}${s.red("-")} deleted: ${reason === "absent" ? `the ${kind.fileWord} says state: absent` : `no ${kind.fileWord} manages it (--prune)`}`];
}

// src/report/unmanaged-lines.ts
var UNMANAGED_SHOWN = 20;
function unmanagedLines(title, items, line) {
  const lines = [title, ...items.slice(0, UNMANAGED_SHOWN).map(line)];
  const rest = items.length - UNMANAGED_SHOWN;
  if (rest > 0) lines.push(`  \u2026 and ${rest.toLocaleString("en-US")} more (\`--format json\` lists them all)`);
  return lines;
}

// src/report/partial-line.ts
function partialLine(plan2) {
  if (plan2.partial === void 0) return void 0;
  const parts = [...plan2.partial.paths, ...plan2.partial.lists.map((name) => `--list ${JSON.stringify(name)}`)];
  return `Partial plan (${parts.join(", ")}): lists outside it are not planned, and nothing is pruned.`;
}

// src/report/change-cause.ts
function instructionGoneWords(cause) {
  switch (cause) {
    case "files":
      return "removed from the style file";
    case "service":
      return "added on the service, outside the style files";
    case "unknown":
      return "on the service only, not in the style file";
  }
}
function serviceWords(cause, before, after, files) {
  if (cause !== "service") return void 0;
  const what = after === void 0 ? "added" : before === void 0 ? "removed" : "changed";
  return `${what} on the service, outside the ${files}`;
}
function serviceBlockWords(cause, files) {
  return cause === "service" ? `changed on the service, outside the ${files}` : "";
}

// src/plan/safety.ts
var MIN_LIVE_FOR_PERCENT = 10;
var LIST_SAFETY = {
  ...listKind,
  loses: (l) => l.action === "delete" && !l.changes.some((c) => c.kind === "delete_list" && c.reason === "duplicate")
};
var GLOSSARY_SAFETY = { ...glossaryKind, loses: isGlossaryLoss };
function checkSafety(section, kind, options) {
  const deletes = section.items.filter(kind.loses).length;
  if (deletes === 0) return [];
  if (options.allowDeletes !== void 0 && options.allowDeletes >= deletes) return [];
  const problems = [];
  const what = plural(deletes, kind.noun, kind.plural);
  const accept = `If every delete is intended, re-run with --allow-deletes ${deletes} (in the Action: \`allow-deletes: ${deletes}\`)`;
  const { max_deletes, max_delete_percent } = options.thresholds;
  if (section.unchanged.length === 0 && section.items.every((i) => i.file === void 0) && section.problems.every((p) => p.file === void 0)) {
    problems.push({
      code: kind.deleteCodes.nothing,
      message: `No ${kind.fileWord} declares a ${kind.noun}, yet the plan deletes ${what}.`,
      hint: `Check that stylesync runs in the right directory and that ${kind.dirKey} points at the ${kind.fileWord}s. ${accept}.`
    });
  }
  if (deletes > max_deletes) {
    problems.push({
      code: kind.deleteCodes.count,
      message: `The plan deletes ${what}, more than the limit max_deletes (${max_deletes}).`,
      hint: `Review the deletes above. ${accept}, or raise thresholds.max_deletes in stylesync.yaml.`
    });
  }
  const percent = deletes * 100 / options.liveCount;
  if (options.liveCount >= MIN_LIVE_FOR_PERCENT && percent > max_delete_percent) {
    problems.push({
      code: kind.deleteCodes.percent,
      message: `The plan deletes ${what} of ${options.liveCount} live (${formatPercent(percent)}%), more than the limit max_delete_percent (${max_delete_percent}%).`,
      hint: `Review the deletes above. ${accept}, or raise thresholds.max_delete_percent in stylesync.yaml.`
    });
  }
  return problems;
}
function formatPercent(value) {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}
function isGlossaryLoss(g) {
  return g.action === "delete" && g.reason !== "duplicate";
}

// src/report/glossary-words.ts
var TERMS_SHOWN = 20;
var ALL_TERMS_NOTE = "the JSON plan (`stylesync plan --format json`) has every term";
function shownTerms(d, cap = TERMS_SHOWN) {
  return {
    added: d.added.slice(0, cap),
    changed: d.changed.slice(0, cap),
    removed: d.removed.slice(0, cap),
    more: { added: Math.max(0, d.added.length - cap), changed: Math.max(0, d.changed.length - cap), removed: Math.max(0, d.removed.length - cap) }
  };
}
function moreTermsWords(more) {
  const parts = ["added", "changed", "removed"].filter((k) => more[k] > 0).map((k, i) => `${count(more[k])} more ${k}${i === 0 ? more[k] === 1 ? " term" : " terms" : ""}`);
  return parts.length === 0 ? void 0 : `and ${parts.join(", ")}`;
}
function pairWords(d) {
  return `${d.source_lang} \u2192 ${d.target_lang}`;
}
function termCountWords(d) {
  const parts = ["added", "changed", "removed"].filter((k) => d[k].length > 0).map((k) => `${count(d[k].length)} ${k}`);
  return parts.length === 0 ? "no term changes" : parts.join(", ");
}
function dictionaryWords(d) {
  if (d.action === "create") return `new, ${terms(d.entry_count_after)}`;
  if (d.action === "delete") return `removed with its ${terms(d.entry_count_before)}`;
  return `${termCountWords(d)}; ${count(d.entry_count_before)} \u2192 ${terms(d.entry_count_after)}`;
}
function terms(n) {
  return `${count(n)} ${n === 1 ? "term" : "terms"}`;
}
function count(n) {
  return n.toLocaleString("en-US");
}
function heldWords(g) {
  const total = g.dictionaries.reduce((n, d) => n + d.entry_count_before, 0);
  return `${plural(g.dictionaries.length, "dictionary", "dictionaries")}, ${terms(total)}`;
}
function glossaryChanges(plan2) {
  return plan2.glossaries?.items ?? [];
}
function noteItems(items) {
  return items.map((item) => {
    if (typeof item === "string") return item;
    const term2 = "status" in item && item.status === "superseded" ? `${item.term} (superseded)` : item.term;
    return item.note === void 0 ? term2 : `${term2} \u2014 ${item.note}`;
  });
}

// src/report/glossary-text.ts
function renderGlossariesText(plan2, s, cause = "unknown") {
  const out = [];
  for (const g of adoptedFirst(plan2.items)) out.push(...glossaryBlock(g, s, cause), "");
  if (plan2.unmanaged.length > 0) out.push(...unmanagedGlossaryLines(plan2.unmanaged, s), "");
  return out;
}
function glossaryBlock(g, s, cause) {
  const mark = markStyle(g.action, s)(ACTION_MARK[g.action]);
  const facts = [pairsOf(g), g.glossary_id === void 0 ? "" : `glossary_id ${g.glossary_id}`].filter((f) => f !== "");
  const head = `${mark} ${s.bold(`${g.adopted ? "adopt" : g.action} glossary ${terminalQuoted(g.name)}`)}${facts.length > 0 ? ` (${terminalText(facts.join(", "))})` : ""}`;
  const lines = [g.file === void 0 ? head : `${head}  ${textComment(g.file, s)}`];
  if (g.adopted) lines.push(`${INDENT}${s.yellow("!")} ${ADOPT_WORDS.glossary}`);
  if (g.rename) lines.push(`${INDENT}${s.yellow("~")} name: ${terminalQuoted(g.rename.from)} \u2192 ${terminalQuoted(g.rename.to)}`);
  if (g.rename_hint !== void 0) {
    const { message, hint } = renameHintText(glossaryKind, g.file, g.rename_hint);
    lines.push(`${INDENT}${s.yellow("!")} ${terminalText(message)}`, `${INDENT}  ${s.bold("Hint:")} ${terminalText(hint)}`);
  }
  if (g.action === "delete") return [...lines, ...deleteLines(g, s)];
  for (const d of g.dictionaries) lines.push(...dictionaryLines(d, s, INDENT, dictionaryWords(d), cause));
  return lines;
}
function pairsOf(g) {
  return g.dictionaries.map(pairWords).join(", ");
}
function deleteLines(g, s) {
  const lines = textDeleteHead(glossaryKind, g.reason, g.kept, s);
  if (g.reason === "duplicate") return lines;
  if (g.dictionaries.length === 0) return [...lines, `${INDENT}  The live glossary holds no dictionaries.`];
  lines.push(`${INDENT}  With it go its ${heldWords(g)}, as they are live now:`);
  for (const d of g.dictionaries) lines.push(...dictionaryLines(d, s, `${INDENT}  `, terms(d.entry_count_before)));
  return lines;
}
function dictionaryLines(d, s, at = INDENT, words = dictionaryWords(d), cause = "unknown") {
  const mark = d.action === "create" ? s.green("+") : d.action === "delete" ? s.red("-") : s.yellow("~");
  const lines = [`${at}${mark} dictionary ${terminalText(pairWords(d))}: ${words}`];
  const shown = shownTerms(d);
  const inner = `${at}${INDENT}`;
  const how = (before, after) => {
    const words2 = serviceWords(cause, before, after, "glossary files");
    return words2 === void 0 ? "" : `  ${textComment(words2, s)}`;
  };
  for (const c of shown.changed) lines.push(`${inner}${s.yellow("~")} ${term(c.source)}: ${s.red(term(c.before))} \u2192 ${s.green(term(c.after))}${how(c.before, c.after)}`);
  for (const [source, target] of shown.removed) lines.push(`${inner}${s.red("-")} ${term(source)}: ${s.red(term(target))}${how(target, void 0)}`);
  for (const [source, target] of shown.added) lines.push(`${inner}${s.green("+")} ${term(source)}: ${s.green(term(target))}${how(void 0, target)}`);
  const more = moreTermsWords(shown.more);
  if (more !== void 0) lines.push(`${inner}${textComment(`\u2026 ${more}; ${ALL_TERMS_NOTE.replace(/`/g, "")}`, s)}`);
  return lines;
}
function term(text) {
  return text === "" || /→|: |:$|"|^\s|\s$/.test(text) ? terminalQuoted(text) : terminalText(text);
}
function unmanagedGlossaryLines(unmanaged, s) {
  return unmanagedLines("Glossaries no glossary file manages (left alone):", unmanaged, (g) => {
    const why = g.ignored ? "matches an ignore pattern" : "--prune would delete it";
    return `  ${s.dim("?")} ${terminalQuoted(g.name)} (glossary_id ${terminalText(g.glossary_id)})  ${textComment(why, s)}`;
  });
}

// src/report/list-content.ts
function ruleCount(rules) {
  return Object.values(rules).reduce((n, group) => n + Object.keys(group).length, 0);
}
function contentInWords(rules, instructions) {
  const some = (n, one) => n === 0 ? `no ${one}s` : plural(n, one);
  return `${some(rules, "rule")} and ${some(instructions, "instruction")}`;
}
function heldInWords(rules, instructions) {
  const parts = [rules > 0 ? plural(rules, "rule") : "", instructions > 0 ? plural(instructions, "instruction") : ""].filter((p) => p !== "");
  return parts.join(" and ");
}
function ruleEntries(rules) {
  return Object.entries(rules).flatMap(([group, members]) => Object.entries(members).map(([rule, value]) => [group, rule, value]));
}
function isLoss(list) {
  if (list.action === "replace") return true;
  return list.action === "delete" && !list.changes.some((c) => c.kind === "delete_list" && c.reason === "duplicate");
}

// src/report/word-diff.ts
var segmenter = new Intl.Segmenter(void 0, { granularity: "word" });
function wordDiff2(before, after) {
  let changes = diffWords(before, after, { intlSegmenter: segmenter });
  if (before !== after && !changes.some((c) => c.added || c.removed)) changes = diffWordsWithSpace(before, after);
  return changes.map((c) => ({ kind: c.added ? "added" : c.removed ? "removed" : "same", text: c.value }));
}
function needsSeparator(previous, part) {
  if (previous === void 0 || previous.kind === "same" || part.kind === "same" || previous.kind === part.kind) return false;
  return !/\s$/.test(previous.text) && !/^\s/.test(part.text);
}

// src/report/bounded-text.ts
function boundedText(text, max = 80) {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join("")}\u2026`;
}

// src/report/term-notes-text.ts
var NOTE_TEXT_SHOWN = 80;
function termNotesText(changes, since, s) {
  if (changes.length === 0) return [];
  const lines = [s.bold(`Changes to the glossary files alone since ${terminalText(boundedText(since))}: ${plural(changes.length, "term")}; nothing is sent to the service`)];
  for (const c of changes.slice(0, TERMS_SHOWN)) {
    lines.push(`  ${s.yellow("~")} ${terminalQuoted(c.source)} (${terminalText(`${c.glossary}, ${c.source_lang} \u2192 ${c.target_lang}`)})  ${s.dim(`# ${terminalText(c.file)}`)}`);
    for (const f of c.fields) lines.push(`      ${fieldLine(f.field, f.before, f.after)}`);
  }
  const left = changes.length - TERMS_SHOWN;
  if (left > 0) lines.push(`  ${s.dim(`# \u2026 and ${plural(left, "more term")}; the glossary files have them all`)}`);
  return lines;
}
function fieldLine(field2, before, after) {
  switch (field2) {
    case "admitted":
    case "forbidden":
      return `${field2}: ${variants(before)} \u2192 ${variants(after)}`;
    case "translate":
      return `translate: ${kept(before)} \u2192 ${kept(after)}`;
    default:
      if (after === void 0) return `${field2} removed`;
      return `${field2} ${before === void 0 ? "added" : "changed"}: ${terminalQuoted(cut(String(after)))}`;
  }
}
function variants(v) {
  return Array.isArray(v) && v.length > 0 ? noteItems(v).map((x) => terminalQuoted(cut(x))).join(", ") : "(none)";
}
function kept(v) {
  return v === false ? "kept as written (false)" : "translated (unset)";
}
function cut(text) {
  const flat = text.split("\n").map((line) => line.trim()).filter((line) => line !== "").join(" ");
  const chars = Array.from(flat);
  if (chars.length <= NOTE_TEXT_SHOWN) return flat;
  const kept2 = chars.slice(0, NOTE_TEXT_SHOWN - 1).join("");
  const space = kept2.lastIndexOf(" ");
  return `${(space > kept2.length / 2 ? kept2.slice(0, space) : kept2).trimEnd()}\u2026`;
}

// src/report/text.ts
function renderText(plan2, options) {
  const s = makeStyle(options.color);
  const out = [];
  const cause = options.cause ?? "unknown";
  if (plan2.target !== void 0) out.push(`Target: ${terminalQuoted(plan2.target)}`, "");
  out.push(...options.split === void 0 ? changeBlocks(plan2, s, cause) : splitBlocks(options.split, s));
  const problems = allProblems(plan2);
  if (problems.length > 0) out.push(...renderProblems(problems, s), "");
  if ((plan2.alerts ?? []).length > 0) out.push(s.yellow(s.bold("warning: a protection is lifted in the same change that deletes:")), ...problemLines(plan2.alerts ?? [], s, s.yellow("!")), "");
  const blocked = heldBack(plan2);
  if (blocked.lists.length + blocked.glossaries.length > 0) out.push(...renderBlocked(blocked, problems.length > 0, s), "");
  if (options.appendix) out.push(options.appendix.trimEnd(), "");
  const alone = options.filesAlone === void 0 ? [] : termNotesText(options.filesAlone.terms, options.filesAlone.since, s);
  if (alone.length > 0) out.push(...alone, "");
  const partial = partialLine(plan2);
  if (partial !== void 0) out.push(s.yellow(terminalText(partial)));
  out.push(s.bold(summaryLine(plan2)));
  return `${out.join("\n")}
`;
}
function changeBlocks(plan2, s, cause) {
  const out = [];
  for (const list of adoptedFirst(plan2.lists.items)) out.push(...renderList(list, s, cause), "");
  if (plan2.lists.unmanaged.length > 0) out.push(...renderUnmanaged(plan2.lists.unmanaged, s), "");
  if (plan2.glossaries) out.push(...renderGlossariesText(plan2.glossaries, s, cause));
  return out;
}
function splitBlocks(split, s) {
  const { own, drift, since } = split;
  const out = changeBlocks(own, s, "files");
  const driftGlossaries = drift.glossaries === void 0 ? void 0 : { ...drift.glossaries, unmanaged: [] };
  if (!planHasChanges(drift)) return out;
  const none = !planHasChanges(own);
  out.unshift(s.bold(none ? `No changes of the files since ${terminalText(since)}.` : `Changes of the files since ${terminalText(since)}:`), "");
  out.push(
    s.bold(`Drift: the service differs from the files at ${terminalText(since)}; applying makes these changes too:`),
    textComment("changed on the service, outside stylesync, or the files at that commit were never applied", s),
    ""
  );
  for (const list of drift.lists.items) out.push(...renderList(list, s, "service"), "");
  if (driftGlossaries !== void 0) out.push(...renderGlossariesText(driftGlossaries, s, "service"));
  return out;
}
function renderList(list, s, cause) {
  const mark = markStyle(list.action, s)(ACTION_MARK[list.action]);
  const old = replacedList(list);
  const facts = [old?.language ?? list.language];
  if (list.style_id !== void 0) facts.push(`style_id ${list.style_id}`);
  if (list.live_version !== void 0) facts.push(`version ${list.live_version}`);
  if (old !== void 0) facts[facts.length - 1] += ` \u2192 ${list.language}, new style_id`;
  const head = `${mark} ${s.bold(`${list.adopted ? "adopt" : list.action} ${terminalQuoted(list.name)}`)} (${terminalText(facts.join(", "))})`;
  const where2 = headOrigin(list) ?? list.file;
  const lines = [where2 ? `${head}  ${textComment(where2, s)}` : head];
  if (list.adopted) lines.push(`${INDENT}${s.yellow("!")} ${ADOPT_WORDS.list}`);
  for (const change of list.changes) lines.push(...renderChange(change, list, s, cause));
  if (list.rename_hint !== void 0) {
    const { message, hint } = renameHintText(listKind, list.file, list.rename_hint);
    lines.push(`${INDENT}${s.yellow("!")} ${terminalText(message)}`, `${INDENT}  ${s.bold("Hint:")} ${terminalText(hint)}`);
  }
  return lines;
}
function replacedList(list) {
  if (list.action !== "replace") return void 0;
  for (const change of list.changes) if (change.kind === "delete_list") return change.before;
  return void 0;
}
function headOrigin(list) {
  for (const change of list.changes) if (change.kind === "create_list" && change.origin) return formatOrigin(change.origin);
  return void 0;
}
function renderChange(change, list, s, cause) {
  switch (change.kind) {
    case "create_list": {
      const lines = [`${INDENT}${s.green("+")} language: ${terminalText(change.body.language)}`];
      lines.push(...renderNewRules(change.body.configured_rules, change.rule_origins ?? {}, s));
      change.body.custom_instructions.forEach((instruction, i) => {
        lines.push(...renderNewInstruction(instruction, change.instruction_origins?.[i], s));
      });
      return lines;
    }
    case "rename_list":
      return [`${INDENT}${s.yellow("~")} name: ${terminalQuoted(change.from)} \u2192 ${terminalQuoted(change.to)}${originNote(change.origin, s)}`];
    case "replace_rules":
      return [`${INDENT}${s.yellow("~")} rules (replaced as a whole):`, ...change.rules.map((r) => renderRuleChange(r, change.origins, s, cause))];
    case "delete_instruction": {
      const why = change.reason === "duplicate_label" ? "duplicate label in the live list: one copy is kept" : instructionGoneWords(cause);
      const head = `${INDENT}${s.red("-")} instruction ${terminalQuoted(change.before.label)}  ${textComment(why, s)}`;
      return list.adopted ? [head, `${INDENT}${INDENT}prompt: ${terminalText(change.before.prompt)}`] : [head];
    }
    case "update_instruction": {
      const lines = [`${INDENT}${s.yellow("~")} instruction ${terminalQuoted(change.after.label)}${originNote(change.origin, s)}`];
      if (change.before.prompt !== change.after.prompt) lines.push(`${INDENT}${INDENT}prompt: ${renderWordDiff(change.before.prompt, change.after.prompt, s)}`);
      if (change.before.source_language !== change.after.source_language) {
        lines.push(`${INDENT}${INDENT}source_language: ${sourceLanguage(change.before.source_language, s)} \u2192 ${sourceLanguage(change.after.source_language, s)}`);
      }
      return lines;
    }
    case "create_instruction":
      return renderNewInstruction(change.after, change.origin, s);
    case "delete_list":
      return renderDeleteList(change, list, s);
  }
}
function renderDeleteList(change, list, s) {
  const before = change.before;
  switch (change.reason) {
    case "absent":
    case "prune":
      return [...textDeleteHead(listKind, change.reason, change.kept, s), ...renderLiveContent(before, "With it go", s)];
    case "duplicate":
      return textDeleteHead(listKind, change.reason, change.kept, s);
    case "replace":
      return [
        `${INDENT}${s.red("-")} deleted and created again: language ${terminalText(before.language)} \u2192 ${terminalText(list.language)} cannot be changed in place`,
        `${INDENT}  ${s.bold(`The new list gets a NEW style_id: translation requests passing style_id ${terminalText(before.style_id)} must switch to it (${pinNote(list)}).`)}`,
        ...renderLiveContent(before, "The old list goes with", s)
      ];
  }
}
function renderLiveContent(live, lead, s) {
  const rules = ruleEntries(live.configured_rules);
  const labels = live.custom_instructions.map((i) => i.label);
  if (rules.length === 0 && labels.length === 0) return [`${INDENT}  The live list holds no rules and no instructions.`];
  return [
    `${INDENT}  ${lead} its ${heldInWords(rules.length, labels.length)}, as they are live now:`,
    ...rules.map(([group, rule, value]) => `${INDENT}${INDENT}${s.red("-")} rule ${terminalText(ruleValueInWords(rule, value))}  ${textComment(`${group}.${rule}`, s)}`),
    ...labels.map((label) => `${INDENT}${INDENT}${s.red("-")} instruction ${terminalQuoted(label)}`)
  ];
}
function pinNote(list) {
  return list.pinned && list.file !== void 0 ? `and so must the style_id pin in ${terminalText(list.file)}` : "and so must any style_id pin";
}
function renderNewRules(rules, origins, s) {
  return ruleEntries(rules).map(([group, rule, value]) => {
    const key = `${group}.${rule}`;
    return `${INDENT}${s.green("+")} rule ${terminalText(ruleValueInWords(rule, value))}  ${textComment(whereRule(key, origins[key]), s)}`;
  });
}
function renderRuleChange(rule, origins, s, cause) {
  const key = `${rule.group}.${rule.rule}`;
  const mark = rule.before === void 0 ? s.green("+") : rule.after === void 0 ? s.red("-") : s.yellow("~");
  const before = rule.before === void 0 ? s.dim("(unset)") : s.red(terminalText(valueInWords(rule.rule, rule.before)));
  const after = rule.after === void 0 ? s.dim("(unset)") : s.green(terminalText(valueInWords(rule.rule, rule.after)));
  const how = serviceWords(cause, rule.before, rule.after, "style files");
  return `${INDENT}${INDENT}${mark} ${terminalText(ruleInWords(rule.rule))}: ${before} \u2192 ${after}  ${textComment(how === void 0 ? whereRule(key, origins[key]) : `${whereRule(key, origins[key])}; ${how}`, s)}`;
}
function whereRule(key, origin) {
  return origin ? `${key}, ${formatOrigin(origin)}` : key;
}
function renderNewInstruction(instruction, origin, s) {
  return [
    `${INDENT}${s.green("+")} instruction ${terminalQuoted(instruction.label)}${originNote(origin, s)}`,
    `${INDENT}${INDENT}prompt: ${terminalText(instruction.prompt)}`,
    `${INDENT}${INDENT}source_language: ${sourceLanguage(instruction.source_language, s)}`
  ];
}
function sourceLanguage(code, s) {
  return code === void 0 ? s.dim("(unset)") : terminalText(code);
}
function renderWordDiff(before, after, s) {
  const parts = wordDiff2(before, after);
  return parts.map((part, i) => {
    const text = terminalText(part.text);
    if (part.kind === "same") return text;
    const gap = s.color && needsSeparator(parts[i - 1], part) ? " " : "";
    if (part.kind === "removed") return s.color ? gap + s.red(text) : `[-${text}-]`;
    return s.color ? gap + s.green(text) : `{+${text}+}`;
  }).join("");
}
function renderUnmanaged(unmanaged, s) {
  return unmanagedLines("Lists no style file manages (left alone):", unmanaged, (list) => {
    const why = list.ignored ? "matches an ignore pattern" : "--prune would delete it";
    return `  ${s.dim("?")} ${terminalQuoted(list.name)} (${terminalText(list.language)}, style_id ${terminalText(list.style_id)})  ${textComment(why, s)}`;
  });
}
function renderProblems(problems, s) {
  const count2 = problems.length === 1 ? "1 problem stops" : `${problems.length} problems stop`;
  return [s.red(s.bold(`error: ${count2} this plan from being applied:`)), ...problemLines(problems, s)];
}
function renderBlocked(blocked, stopped, s) {
  const problems = [...blocked.lists, ...blocked.glossaries];
  const rest = stopped ? " as well" : "; the rest of the plan can be applied";
  return [s.red(s.bold(`error: ${heldBackWords(blocked.lists.length, blocked.glossaries.length)} held back${rest}:`)), ...problemLines(problems, s)];
}
function problemLines(problems, s, mark = s.red("\u2717")) {
  const lines = [];
  for (const problem of problems) {
    const where2 = problem.file !== void 0 ? ` (${terminalText(problem.file)})` : "";
    lines.push("", `  ${mark} ${terminalText(problem.message)}${s.dim(` [${problem.code}]`)}${where2}`, `    ${s.bold("Hint:")} ${terminalText(problem.hint)}`);
  }
  return lines;
}
function originNote(origin, s) {
  return origin ? `  ${textComment(formatOrigin(origin), s)}` : "";
}

// src/checks/derived-expectations.ts
var MAX_DERIVED_PER_EXAMPLE = 20;
function deriveExpectations(text, states, pair, limit = MAX_DERIVED_PER_EXAMPLE) {
  const expected = [];
  if (pair === void 0) return { expected, omitted: 0 };
  const dictionaries = [];
  for (const state of states) {
    const dictionary = state.desired?.dictionaries.find((d) => pairKey(d) === pair);
    if (dictionary) dictionaries.push({ glossary: state.name, dictionary });
  }
  const owner = (term2) => dictionaries.find((d) => d.dictionary.entries.has(term2));
  let omitted = 0;
  for (const term2 of termsIn(text, dictionaries.map((d) => indexOf(d.dictionary)))) {
    const { glossary, dictionary } = owner(term2);
    const origin = dictionary.entryOrigins.get(term2) ?? dictionary.origin;
    const target = dictionary.entries.get(term2);
    const notes2 = dictionary.notes?.get(term2);
    const forbidden = notes2?.forbidden ?? [];
    const admitted = (notes2?.admitted ?? []).map((a) => a.term);
    const specs = [
      { kind: "contains", value: target, ...admitted.length > 0 ? { admitted } : {}, term: term2, glossary, origin },
      ...forbidden.map(({ term: value }) => ({ kind: "not_contains", value, term: term2, glossary, origin }))
    ];
    for (const spec of specs) {
      if (expected.length < limit) expected.push(spec);
      else omitted++;
    }
  }
  return { expected, omitted };
}
var INDEXES = /* @__PURE__ */ new WeakMap();
function indexOf(dictionary) {
  let index = INDEXES.get(dictionary);
  if (!index) {
    index = termIndex(dictionary.entries.keys());
    INDEXES.set(dictionary, index);
  }
  return index;
}
function judgeDerived(expected, after, before) {
  return expected.map((spec) => {
    const judged = { ...spec, met: meets(spec, after) };
    if (before !== void 0) judged.met_before = meets(spec, before);
    return judged;
  });
}
function meets(spec, text) {
  if (spec.kind === "not_contains") return !containsTerm(text, spec.value);
  return [spec.value, ...spec.admitted ?? []].some((value) => containsTerm(text, value));
}

// src/report/checks-text.ts
var UNDECIDED = "the pattern could not be matched against the translation within 2 s (nested quantifiers such as (a+)+ backtrack without end), so it counts as not met: rewrite it without them";
function renderChecksText(checks, options) {
  const s = makeStyle(options.color);
  const out = [];
  const { languages } = checks;
  if (languages.skipped !== void 0) {
    out.push(s.yellow(`Language checks skipped: ${terminalText(languages.skipped)}`), "");
  } else if (languages.diagnostics.length > 0) {
    const errors = languages.diagnostics.filter((d) => d.severity === "error").length;
    out.push(s.bold(`Language checks: ${plural(errors, "error")}, ${plural(languages.diagnostics.length - errors, "warning")}`));
    out.push(renderDiagnostics(languages.diagnostics, { format: "text", color: options.color }).trimEnd(), "");
  }
  if (checks.translations) out.push(...renderTranslations(checks.translations, s, checks.coverage), "");
  return out.length === 0 ? "" : `${out.join("\n")}
`;
}
var I = "    ";
function renderTranslations(report, s, coverage) {
  const { estimate } = report;
  const glossaries = report.glossaries ?? [];
  const examples = [...report.lists, ...glossaries].reduce((n, l) => n + l.examples.length, 0);
  const where2 = [plural(report.lists.length, "list"), ...glossaries.length > 0 ? [plural(glossaries.length, "glossary file")] : []].join(" and ");
  const lines = [
    s.bold(`Translate checks: ${plural(examples, "example")} in ${where2}`),
    `  cost: estimated ${estimate.characters} billed characters for ${plural(estimate.translations, "translation")} (limit ${estimate.limit})` + (report.refused === void 0 ? `, ${billedText(report, terminalText)}` : "")
  ];
  if (coverage !== void 0) lines.push(`  ${coverageLine(coverage)}`);
  if (report.refused !== void 0) {
    lines.push(`  ${s.red("\u2717")} ${terminalText(report.refused.message)}`, `    ${s.bold("Hint:")} ${terminalText(report.refused.hint)}`);
    return lines;
  }
  if (report.skipped !== void 0) {
    lines.push(`  ${s.yellow("note:")} ${terminalText(report.skipped.message)}`, `    ${s.bold("Hint:")} ${terminalText(report.skipped.hint)}`);
    return lines;
  }
  for (const removed of report.leftovers_removed) {
    lines.push(`  ${s.dim("-")} removed the leftover preview list ${terminalQuoted(removed.name)} (style_id ${terminalText(removed.style_id)}), more than an hour old`);
  }
  for (const removed of report.glossary_leftovers_removed ?? []) {
    lines.push(`  ${s.dim("-")} removed the leftover preview glossary ${terminalQuoted(removed.name)} (glossary_id ${terminalText(removed.glossary_id)}), more than an hour old`);
  }
  for (const copy of report.glossary_previews ?? []) {
    if (copy.error !== void 0 && !copy.deleted) lines.push(`  ${s.red("\u2717")} ${terminalText(copy.error)}`);
  }
  for (const list of report.lists) lines.push("", ...renderList2(list, s));
  for (const glossary of glossaries) lines.push("", ...renderGlossary(glossary, s));
  lines.push("", report.failures === 0 ? s.green("All translate checks passed.") : s.red(s.bold(`${plural(report.failures, "translate check")} failed.`)));
  return lines;
}
function billedText(report, escape) {
  const tag = report.reporting_tag === void 0 ? "" : ` under reporting tag ${escape(report.reporting_tag)}`;
  return `billed ${report.billed_characters}${tag}`;
}
function renderList2(list, s) {
  const how = list.mode === "unchanged" ? `unchanged, translated with style_id ${list.style_id ?? "?"}` : list.mode === "changed" && list.preview === void 0 ? `a glossary it names changes: style_id ${list.style_id ?? "?"} on both sides` : list.mode === "changed" ? `changed: before with style_id ${list.style_id ?? "?"}, after with a preview list` : "new: after with a preview list";
  const lines = [`  ${s.bold(terminalQuoted(list.name))} (${terminalText(list.language)}, ${terminalText(how)})  ${s.dim(`# ${terminalText(list.file)}`)}`];
  if (list.glossaries !== void 0 && list.glossaries.length > 0) lines.push(`${I}with ${list.glossaries.length === 1 ? "glossary" : "glossaries"} ${list.glossaries.map(glossaryUseText).join(", ")}`);
  if (list.preview?.error !== void 0) lines.push(`${I}${s.red("\u2717")} ${terminalText(list.preview.error)}`);
  if (list.live_copy?.error !== void 0) lines.push(`${I}${s.red("\u2717")} ${terminalText(list.live_copy.error)}`);
  for (const example of list.examples) lines.push(...renderExample(example, list.mode, s));
  return lines;
}
function glossaryUseText(use) {
  const how = use.mode === "unchanged" ? "unchanged" : use.mode === "changed" ? `changed: before with glossary_id ${use.glossary_id ?? "?"}, after with a preview copy` : use.mode === "new" ? "new: after with a preview copy" : "cannot be used after this plan";
  return `${terminalQuoted(use.name)} (${terminalText(how)})`;
}
function renderGlossary(check, s) {
  const how = check.mode === "unchanged" ? `unchanged, translated with glossary_id ${check.glossary_id ?? "?"}` : check.mode === "changed" ? `changed: before with glossary_id ${check.glossary_id ?? "?"}, after with a preview copy` : "new: after with a preview copy";
  const lines = [`  glossary ${s.bold(terminalQuoted(check.name))} (${terminalText(how)})  ${s.dim(`# ${terminalText(check.file)}`)}`];
  for (const example of check.examples) lines.push(...renderExample(example, check.mode, s));
  return lines;
}
function renderExample(example, mode, s) {
  const mark = example.status === "passed" ? s.green("\u2713") : s.red("\u2717");
  const lines = [`${I}${mark} ${terminalQuoted(example.text)} \u2192 ${terminalText(example.target_language)}${where(example.origin, s)}`];
  if (example.status === "error") {
    lines.push(`${I}${I}${s.red("translate failed:")} ${terminalText(example.error ?? "")}`);
    return lines;
  }
  if (mode === "changed" && example.before !== void 0 && example.after !== void 0) {
    lines.push(`${I}${I}before: ${terminalText(example.before)}`, `${I}${I}after:  ${terminalText(example.after)}`);
    lines.push(`${I}${I}diff:   ${example.before === example.after ? s.dim("(no difference)") : renderWordDiff(example.before, example.after, s)}`);
  } else if (example.after !== void 0) {
    lines.push(`${I}${I}${mode === "new" ? "after: " : "result:"} ${terminalText(example.after)}`);
  }
  for (const expectation of example.expectations) {
    if (expectation.met) continue;
    const what = expectation.kind === "matches" ? "does not match" : expectation.kind === "contains" ? "does not contain" : "contains";
    const judged = expectation.undecided ? UNDECIDED : `the translation ${what} it`;
    lines.push(`${I}${I}${s.red("\u2717")} expect.${expectation.kind} ${terminalQuoted(expectation.value)}: ${judged}${where(expectation.origin, s)}`);
  }
  lines.push(...renderDerived(example, s));
  return lines;
}
function renderDerived(example, s) {
  const mark = (met) => met ? s.green("\u2713") : s.red("\u2717");
  const lines = (example.derived ?? []).map((d) => {
    const alternatives = (d.admitted ?? []).map(terminalQuoted);
    const what = `${d.kind === "contains" ? "contains" : "not"} ${[terminalQuoted(d.value), ...alternatives].join(" or ")}`;
    const judged = d.met_before === void 0 ? mark(d.met) : `before ${mark(d.met_before)}, after ${mark(d.met)}`;
    return `${I}${I}derived: ${terminalQuoted(d.term)} \u2192 ${what}: ${judged}  ${s.dim(`# glossary ${terminalQuoted(d.glossary)}, ${terminalText(formatOrigin(d.origin))}`)}`;
  });
  if (example.derived_omitted !== void 0) lines.push(`${I}${I}derived: ${plural(example.derived_omitted, "more expectation")} not checked (at most ${MAX_DERIVED_PER_EXAMPLE} an example)`);
  return lines;
}
function where(origin, s) {
  return `  ${s.dim(`# ${terminalText(formatOrigin(origin))}`)}`;
}
function renderPreviewsLeft(left) {
  const named = (previews, idName) => previews.map((p) => `${terminalQuoted(p.name)} (${p.id === void 0 ? "being created: it may or may not exist" : `${idName} ${terminalText(p.id)}`})`).join(", ");
  const what = [
    left.lists.length > 0 ? `These preview lists are still on the service: ${named(left.lists, "style_id")}.` : "",
    (left.glossaries ?? []).length > 0 ? `These preview glossaries are still on the service: ${named(left.glossaries ?? [], "glossary_id")}.` : ""
  ].filter((line) => line !== "");
  return `
Two interrupts received: stopped at once, without deleting the previews. ${what.join("\n")}
  hint: ${left.hint}
`;
}

// src/report/apply-progress.ts
var MARKS = {
  create_list: "+",
  rename_list: "~",
  replace_rules: "~",
  delete_instruction: "~",
  update_instruction: "~",
  create_instruction: "~",
  delete_list: "-"
};
function describeOperation(record) {
  const label = record.label === void 0 ? "" : ` ${terminalQuoted(record.label)}`;
  switch (record.operation) {
    case "create_list":
      return "POST style_rules";
    case "rename_list":
      return "PATCH name";
    case "replace_rules":
      return "PUT configured_rules";
    case "delete_instruction":
      return `DELETE custom_instructions${label}`;
    case "update_instruction":
      return `PUT custom_instructions${label}`;
    case "create_instruction":
      return `POST custom_instructions${label}`;
    case "delete_list":
      return "DELETE style_rules";
  }
}
function shortTrace(traceId) {
  if (!traceId) return "";
  return ` (trace ${terminalText(traceId.length > 8 ? `${traceId.slice(0, 8)}\u2026` : traceId)})`;
}
function renderProgressLine(record) {
  return progressLine(record, MARKS[record.operation], terminalText(record.list), describeOperation(record), () => {
    if (record.operation === "delete_list") return deleted(record);
    const derived = record.version_source === "derived" ? " (derived)" : "";
    const version = `version ${terminalText(String(record.version_after ?? "?"))}${derived}`;
    return `${record.operation === "create_list" ? `style_id ${terminalText(String(record.style_id))}, ${version}` : version}${backedUp(record, "list")}`;
  });
}
var GLOSSARY_MARKS = {
  create_glossary: "+",
  patch_glossary: "~",
  put_dictionary: "~",
  delete_dictionary: "~",
  delete_glossary: "-"
};
function describeGlossaryOperation(record) {
  const pair = record.source_lang === void 0 ? "" : ` ${terminalText(`${record.source_lang}\u2192${record.target_lang ?? "?"}`)}`;
  switch (record.operation) {
    case "create_glossary":
      return "POST glossary";
    case "patch_glossary": {
      const name = record.renamed_from === void 0 ? "" : ` name (was ${terminalQuoted(record.renamed_from)})`;
      return `PATCH${name}${pair === "" ? "" : `${name === "" ? "" : " and"} terms${pair}`}`;
    }
    case "put_dictionary":
      return `PUT dictionary${pair}`;
    case "delete_dictionary":
      return `DELETE dictionary${pair}`;
    case "delete_glossary":
      return "DELETE glossary";
  }
}
function renderGlossaryProgressLine(record) {
  return progressLine(record, GLOSSARY_MARKS[record.operation], `glossary ${terminalText(record.glossary)}`, describeGlossaryOperation(record), () => {
    const count2 = record.entry_count_after === null ? "" : `${record.entry_count_after} ${record.entry_count_after === 1 ? "entry" : "entries"}`;
    if (record.operation === "delete_glossary" || record.operation === "delete_dictionary") return deleted(record);
    if (record.operation === "create_glossary") return `glossary_id ${terminalText(String(record.glossary_id))}${count2 === "" ? "" : `, ${count2}`}`;
    return `${count2 === "" ? "done" : count2}${backedUp(record, "glossary")}`;
  });
}
function progressLine(record, mark, name, operation, after) {
  if (record.outcome === "failed") {
    const trace = record.trace_id ? ` (trace ${terminalText(record.trace_id)})` : "";
    return `! ${name}: ${operation} failed: ${terminalText(record.error ?? "unknown error")}${trace}`;
  }
  return `${mark} ${name}: ${operation} \u2192 ${after()}${notes(record)}${shortTrace(record.trace_id)}`;
}
function deleted(record) {
  return record.backup ? `deleted (backup ${terminalText(record.backup)})` : "deleted";
}
function backedUp(record, noun) {
  return record.backup ? ` (${noun} backed up to ${terminalText(record.backup)} first)` : "";
}
function notes(record) {
  const gone = record.already_gone ? " (already gone: another run or a person deleted it first)" : "";
  const recovered = record.recovered ? " (found after an unclear answer, not sent twice)" : record.resent ? " (sent again after no clear answer; if the first lands late, the next plan removes the copy)" : "";
  return `${gone}${recovered}`;
}
function renderProgress(event) {
  return isGlossaryRecord(event.record) ? renderGlossaryProgressLine(event.record) : renderProgressLine(event.record);
}

// src/report/stopping.ts
var WHAT = {
  translations: "no further translation will be sent; preview lists are being deleted",
  writes: "no further write will be sent; the writes in flight finish and are recorded"
};
function renderStopping(what) {
  return `
Interrupted: ${WHAT[what]}. Press Ctrl+C again to stop at once.
`;
}

// src/cli/session.ts
function output(ctx) {
  const { io } = ctx;
  const quiet = ctx.quiet?.() ?? false;
  return {
    out: quiet ? () => {
    } : (text) => io.stdout(text),
    final: (text) => io.stdout(text),
    err: (text) => io.stderr(text),
    color: wantsColor(io.isTTY, io.env),
    quiet
  };
}
async function openCliSession(ctx, flags, extra = {}) {
  return { ...output(ctx), ...await openSession({ ...sessionOptions(ctx, flags), ...extra }) };
}
function reportDiagnostics(session, skip = []) {
  const result = skip.length === 0 ? session.result : excusing(session.result, skip);
  const errors = result.ok ? [] : result.errors;
  const warnings = session.quiet ? [] : result.warnings;
  const all = [...errors, ...warnings];
  if (all.length > 0) session.err(renderDiagnostics(all, { format: "text", color: session.color }));
  return result.ok ? { ...session, result } : void 0;
}
function showEvent(session, event) {
  switch (event.kind) {
    case "note":
      if (!session.quiet) session.err(`note: ${terminalText(event.text)}
`);
      break;
    case "stopping":
      session.err(renderStopping(event.what));
      break;
    case "previews-left":
      session.err(renderPreviewsLeft(event.left));
      break;
    case "write":
      session.out(`${renderProgress(event)}
`);
      break;
    case "sent":
      break;
  }
}

// src/plan/preview.ts
var PREVIEW_PREFIX = "stylesync-preview ";
function isPreviewList(list) {
  return list.name.startsWith(PREVIEW_PREFIX);
}
function withoutPreviews(live) {
  return live.filter((list) => !isPreviewList(list));
}

export {
  desiredChecksum,
  glossaryHashes,
  listKind,
  glossaryKind,
  isEmptyDifference,
  PLAN_FORMAT_VERSION,
  serializePlan,
  parseSavedPlan,
  allProblems,
  allBlocked,
  planHasChanges,
  withProblems,
  staleness,
  savedDifference,
  parseCount,
  PREVIEW_PREFIX,
  isPreviewList,
  withoutPreviews,
  addRenameHints,
  renameHintText,
  LIST_SAFETY,
  GLOSSARY_SAFETY,
  checkSafety,
  isGlossaryLoss,
  deriveExpectations,
  judgeDerived,
  boundedText,
  ACTION_MARK,
  adoptedFirst,
  partialLine,
  summaryLine,
  heldBackWords,
  heldBack,
  instructionGoneWords,
  serviceWords,
  serviceBlockWords,
  TERMS_SHOWN,
  ALL_TERMS_NOTE,
  shownTerms,
  moreTermsWords,
  pairWords,
  termCountWords,
  dictionaryWords,
  terms,
  count,
  heldWords,
  glossaryChanges,
  noteItems,
  ruleCount,
  contentInWords,
  heldInWords,
  ruleEntries,
  isLoss,
  wordDiff2 as wordDiff,
  needsSeparator,
  renderText,
  UNDECIDED,
  renderChecksText,
  billedText,
  output,
  openCliSession,
  reportDiagnostics,
  showEvent
};
