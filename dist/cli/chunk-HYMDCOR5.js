import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/catalog/xml-char.ts
var NOT_XML_CHAR = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
function xmlCharProblem(text) {
  const found = NOT_XML_CHAR.exec(text);
  if (!found) return void 0;
  return { index: found.index, code: `U+${found[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}` };
}

export {
  NOT_XML_CHAR,
  xmlCharProblem
};
