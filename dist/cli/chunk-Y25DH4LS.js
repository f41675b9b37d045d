import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  parseWithYaml
} from "./chunk-HT4ZRL7K.js";
import {
  decodeYaml,
  parseYamlWith
} from "./chunk-UG6R5WR7.js";

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

// src/config/load.ts
function parseYamlBytes(bytes, file) {
  const text = decodeYaml(bytes, file);
  return typeof text === "string" ? parseYamlWith(text, file, parseWithYaml, bytes) : text;
}
function parseYamlText(text, file) {
  return parseYamlWith(text, file, parseWithYaml);
}

export {
  SCHEMA_DIR,
  schemaRef,
  schemaComment,
  parseYamlBytes,
  parseYamlText
};
