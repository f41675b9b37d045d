import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/apply/result.ts
function isGlossaryRecord(record) {
  return "glossary" in record;
}

export {
  isGlossaryRecord
};
