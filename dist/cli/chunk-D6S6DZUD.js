import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  START,
  diagnostic
} from "./chunk-DFW3UD3O.js";

// src/config/loaded-yaml.ts
function emptyFile(file) {
  return diagnostic(
    "error",
    "empty-file",
    { file, pos: START },
    "the file is empty",
    "Give it a `name` and `language` (or fragment content), or delete the file."
  );
}

// src/config/too-deep.ts
function tooDeep(file) {
  return diagnostic(
    "error",
    "too-deep",
    { file, pos: START },
    "the document is nested too deeply to be a style file",
    "A style list nests a few levels (configured_rules \u2192 group \u2192 rule); remove the deep nesting."
  );
}

export {
  emptyFile,
  tooDeep
};
