import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/config/schema-ref.ts
import { dirname, join, relative, sep } from "node:path";
var SCHEMA_DIR = "schema";
function schemaRef(root, file, schemaFile) {
  const ref = relative(dirname(file), join(root, SCHEMA_DIR, schemaFile)).split(sep).join("/");
  return ref.startsWith(".") ? ref : `./${ref}`;
}
function schemaComment(ref) {
  return ` yaml-language-server: $schema=${ref}`;
}

export {
  SCHEMA_DIR,
  schemaRef,
  schemaComment
};
