import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  plural
} from "./chunk-AQNEA2WU.js";

// src/report/validation-summary.ts
function validationSummary(result) {
  const tombstones = result.lists.filter((l) => l.state === "absent").length;
  const lists = `${plural(result.lists.length, "list")}${tombstones > 0 ? ` (${plural(tombstones, "tombstone")})` : ""}`;
  const glossaryFiles = result.glossaryFiles?.length ?? 0;
  const glossaries = result.glossaries ?? [];
  const gone = glossaries.filter((g) => g.state === "absent").length;
  const terms = glossaryFiles === 0 ? "" : `; ${plural(glossaries.length, "glossary", "glossaries")}${gone > 0 ? ` (${plural(gone, "tombstone")})` : ""} in ${plural(glossaryFiles, "file")}`;
  return `${plural(result.files?.length ?? 0, "file")}, ${lists}${terms}: ${plural(result.errors.length, "error")}, ${plural(result.warnings.length, "warning")}`;
}

export {
  validationSummary
};
