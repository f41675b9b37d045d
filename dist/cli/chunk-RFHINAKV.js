import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  StylesyncError
} from "./chunk-MADRQNID.js";

// src/util/escape-regexp.ts
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// src/live/redact.ts
var MIN_KEY_LENGTH = 8;
var KEY_ENCODINGS = {
  raw: (key) => [key],
  "URL-encoded": (key) => [encodeURIComponent(key)],
  "form-encoded": (key) => [new URLSearchParams({ k: key }).toString().slice(2)],
  "every byte as %XX": (key) => [[...Buffer.from(key, "utf8")].map((b) => `%${b.toString(16).padStart(2, "0")}`).join("")],
  "JSON-escaped": (key) => [JSON.stringify(key).slice(1, -1)],
  // Hex is byte-aligned, so the key inside a longer text has this same hex; the `i` flag covers either case.
  hex: (key) => [Buffer.from(key, "utf8").toString("hex")],
  base64: (key) => base64Cores(key, "base64"),
  base64url: (key) => base64Cores(key, "base64url")
};
function keyForms(secret) {
  const forms = [];
  for (const [direction, key] of [["", secret], ["reversed key, ", reversed(secret)]]) {
    for (const [name, encode] of Object.entries(KEY_ENCODINGS)) {
      for (const text of encode(key)) {
        forms.push({ name: `${direction}${name}`, text });
        if (name !== "raw") forms.push({ name: `${direction}${name}, reversed`, text: reversed(text) });
      }
    }
  }
  return forms;
}
function reversed(text) {
  return [...text].reverse().join("");
}
function redactAll(text, secrets) {
  const pattern = patternFor(secrets);
  return pattern === void 0 ? text : text.replace(pattern, "***");
}
function holdsKey(text, secrets) {
  const pattern = patternFor(secrets);
  if (pattern === void 0) return false;
  pattern.lastIndex = 0;
  return pattern.test(text);
}
function keyInFile(text, secrets, file, what) {
  if (!holdsKey(text, secrets)) return void 0;
  return new StylesyncError(
    `${file} (${what}) was not written: it would hold the API key (what the service answered carries it, perhaps encoded or reversed).`,
    "Ask the service's operator why it echoes the key, rotate the key, then run again; a name or text on the service that holds the key must be changed there first.",
    { code: "key-in-file" }
  );
}
var cached;
function patternFor(secrets) {
  const key = secrets.join("\0");
  if (cached?.key === key) return cached.pattern;
  const forms = /* @__PURE__ */ new Set();
  for (const secret of secrets) {
    if (secret.length < MIN_KEY_LENGTH) continue;
    for (const form of keyForms(secret)) if (form.text.length >= 6) forms.add(form.text);
  }
  const alternatives = [...forms].sort((a, b) => b.length - a.length).map(brokenAnywhere);
  const pattern = alternatives.length === 0 ? void 0 : new RegExp(alternatives.join("|"), "gi");
  cached = { key, pattern };
  return pattern;
}
var BREAK = String.raw`(?:\s|\\[nrt]|\\u[0-9a-fA-F]{4})*`;
function brokenAnywhere(form) {
  return [...form].map(escapeRegExp).join(BREAK);
}
function base64Cores(secret, encoding) {
  const bytes = Buffer.from(secret, "utf8");
  const cores = [];
  for (let offset = 0; offset < 3; offset++) {
    const padded = Buffer.concat([Buffer.alloc(offset), bytes]);
    const first = offset === 0 ? 0 : 1;
    const whole = Math.floor(padded.length / 3);
    if (whole - first < 2) continue;
    cores.push(padded.subarray(first * 3, whole * 3).toString(encoding));
  }
  return cores;
}

export {
  escapeRegExp,
  MIN_KEY_LENGTH,
  redactAll,
  holdsKey,
  keyInFile
};
