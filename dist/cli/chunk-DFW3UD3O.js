import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/config/diagnostic.ts
function diagnostic(severity, code, at, message, hint) {
  return { severity, code, message, hint, file: at.file, line: at.pos.line, col: at.pos.col, path: at.path ?? "" };
}
var START = { line: 1, col: 1 };

// src/config/position.ts
function posNode(line, col) {
  return { line, col, keyLine: 0, keyCol: 0, map: void 0, seq: void 0, empty: false };
}
function setChild(map, key, child) {
  if (key === "__proto__") Object.defineProperty(map, key, { value: child, enumerable: true, writable: true, configurable: true });
  else map[key] = child;
}
function locate(root, path, at = "value") {
  let node = root;
  for (const segment of path) {
    const next = typeof segment === "number" ? node.seq?.[segment] : node.map && Object.hasOwn(node.map, segment) ? node.map[segment] : void 0;
    if (!next) return { line: node.line, col: node.col };
    node = next;
  }
  if (at === "key" && node.keyLine > 0) return { line: node.keyLine, col: node.keyCol };
  return { line: node.line, col: node.col };
}
function formatPath(path) {
  let out = "";
  for (const segment of path) {
    if (typeof segment === "number") out += `[${segment}]`;
    else out += out === "" ? segment : `.${segment}`;
  }
  return out;
}

export {
  diagnostic,
  START,
  posNode,
  setChild,
  locate,
  formatPath
};
