import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  filesRead
} from "./chunk-UG6R5WR7.js";
import {
  plural
} from "./chunk-WADOF54X.js";

// src/report/validation-summary.ts
function validationSummary(result) {
  const read = filesRead(result);
  const tombstones = read.lists.filter((l) => l.state === "absent").length;
  const lists = `${plural(read.lists.length, "list")}${tombstones > 0 ? ` (${plural(tombstones, "tombstone")})` : ""}`;
  const glossaryFiles = read.glossaryFiles.length;
  const { glossaries } = read;
  const gone = glossaries.filter((g) => g.state === "absent").length;
  const terms = glossaryFiles === 0 ? "" : `; ${plural(glossaries.length, "glossary", "glossaries")}${gone > 0 ? ` (${plural(gone, "tombstone")})` : ""} in ${plural(glossaryFiles, "file")}`;
  return `${plural(read.files.length, "file")}, ${lists}${terms}: ${plural(result.ok ? 0 : result.errors.length, "error")}, ${plural(result.warnings.length, "warning")}`;
}

export {
  validationSummary
};
