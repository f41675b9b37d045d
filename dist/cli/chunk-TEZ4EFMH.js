import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/catalog/reporting-tag.ts
var REPORTING_TAG_HEADER = "X-DeepL-Reporting-Tag";
var DEFAULT_REPORTING_TAG = "stylesync-preview";
var REPORTING_TAG_MAX_LENGTH = 100;
function normalizeReportingTag(value) {
  return value.trim().toLowerCase();
}
function reportingTagProblem(value) {
  const tag = normalizeReportingTag(value);
  if (tag === "") return "it is empty once trimmed";
  if (tag.length > REPORTING_TAG_MAX_LENGTH) return `it is ${tag.length} characters long once trimmed; the service takes at most ${REPORTING_TAG_MAX_LENGTH}`;
  if (/[\u0000-\u001f\u007f]/.test(tag)) return "it holds a control character";
  if (/[^\u0000-\u007f]/.test(tag)) return "it holds a character outside ASCII";
  if (/\s/.test(tag)) return "it holds whitespace inside";
  return void 0;
}

export {
  REPORTING_TAG_HEADER,
  DEFAULT_REPORTING_TAG,
  normalizeReportingTag,
  reportingTagProblem
};
