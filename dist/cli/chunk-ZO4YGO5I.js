import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/apply/result.ts
function isGlossaryRecord(record) {
  return "glossary" in record;
}
function recordItem(record) {
  return isGlossaryRecord(record) ? { noun: "glossary", name: record.glossary, id: record.glossary_id } : { noun: "list", name: record.list, id: record.style_id };
}

export {
  isGlossaryRecord,
  recordItem
};
