import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  NOT_XML_CHAR
} from "./chunk-HYMDCOR5.js";

// src/report/user-text.ts
var SHOWN_FORMAT = String.raw`\u0600-\u0605\u06dd\u070f\u0890\u0891\u08e2\u{110bd}\u{110cd}`;
var HIDDEN = String.raw`\p{Cf}\u2028\u2029\u2065\u{E0000}-\u{E007F}`;
var INVISIBLE = new RegExp(String.raw`(?![${SHOWN_FORMAT}])[\p{Cc}${HIDDEN}]`, "gu");
var INVISIBLE_BUT_LINES = new RegExp(String.raw`(?![${SHOWN_FORMAT}])[\u0000-\u0008\u000b-\u001f\u007f-\u009f${HIDDEN}]`, "gu");
var NOT_XML_CHARS = new RegExp(NOT_XML_CHAR.source, "g");
var ANY_SURROGATE = /[\ud800-\udfff]/;
var LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
function showLoneSurrogates(text) {
  return ANY_SURROGATE.test(text) ? text.replace(LONE_SURROGATE, hex4) : text;
}
var unit = (code) => `\\u${code.toString(16).padStart(4, "0")}`;
var hex4 = (c) => c.length === 1 ? unit(c.charCodeAt(0)) : unit(c.charCodeAt(0)) + unit(c.charCodeAt(1));
function visible(c) {
  if (c === "\n") return "\\n";
  if (c === "\r") return "\\r";
  if (c === "	") return "\\t";
  return hex4(c);
}
function defuseCommands(line) {
  return line.replace(/##\[/g, "##\\u005b").replace(/^(\s*):/, "$1\\u003a");
}
var PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
var PRINTABLE_ASCII_LINES = /^[\t\n\x20-\x7e]*$/;
function terminalText(text) {
  if (PRINTABLE_ASCII.test(text)) return defuseCommands(text);
  return defuseCommands(showLoneSurrogates(text.replace(INVISIBLE, visible)));
}
function xmlDocumentText(xml) {
  return xml.replace(NOT_XML_CHARS, "\uFFFD").replace(INVISIBLE_BUT_LINES, (c) => `&#x${c.codePointAt(0).toString(16).toUpperCase()};`).replace(/##\[/g, "&#x23;#[").replace(/^([ \t]*):/gm, "$1&#x3A;");
}
function terminalQuoted(text) {
  return `"${terminalText(text).replace(/"/g, '\\"')}"`;
}
function terminalLines(text) {
  return (PRINTABLE_ASCII_LINES.test(text) ? text : showLoneSurrogates(text.replace(INVISIBLE_BUT_LINES, visible))).split("\n").map(defuseCommands).join("\n");
}
function workflowCommand(command, properties, message) {
  const props = Object.entries(properties).filter((entry) => entry[1] !== void 0).map(([key, value]) => `${key}=${escapeProperty(terminalLines(String(value)))}`);
  const head = props.length === 0 ? command : `${command} ${props.join(",")}`;
  return `::${head}::${escapeData(terminalLines(message))}
`;
}
function escapeData(s) {
  return s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(s) {
  return escapeData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
function markdownVisible(text) {
  return showLoneSurrogates(text.replace(INVISIBLE_BUT_LINES, (c) => c === "\r" ? c : hex4(c)));
}
function unlink(escaped) {
  return escaped.replace(/:\/\//g, ":&#8203;//").replace(/(www)\./gi, "$1&#8203;.");
}
function markdownText(text) {
  return blockInert(markdownFragment(text));
}
function markdownFragment(text) {
  const escaped = markdownVisible(text).replace(/[\\`*_~[\]|#!]/g, "\\$&").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/@/g, "@&#8203;").replace(/\r?\n|\r/g, "<br>");
  return unlink(escaped);
}
function blockInert(escaped) {
  return escaped.replace(/^[ \t]+/, (blanks) => blanks.replace(/ /g, "&#32;").replace(/\t/g, "&#9;")).replace(/^(?:[-+=](?=[ \t]|$)|([-=])(?=\1))/, "\\$&").replace(/^(\d{1,9})([.)])(?=[ \t]|$)/, "$1\\$2");
}
function markdownLink(text, url) {
  return `[${markdownText(text)}](${url.replace(/[^A-Za-z0-9\-._~/:%#]/gu, percentEncoded)})`;
}
function percentEncoded(c) {
  if (/^[!'()*]$/.test(c)) return `%${c.charCodeAt(0).toString(16).toUpperCase()}`;
  try {
    return encodeURIComponent(c);
  } catch {
    return "%EF%BF%BD";
  }
}
function markdownMessage(text) {
  return text.split(/(`[^`\n]+`)/).map((part, i) => i % 2 === 1 ? markdownCode(part.slice(1, -1)) : i === 0 ? markdownText(part) : markdownFragment(part)).join("");
}
function markdownCode(text) {
  const shown = markdownVisible(text).replace(/\r?\n|\r/g, " ");
  const longest = Math.max(0, ...(shown.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longest + 1);
  const pad = /^`|`$/.test(shown) || /^ .*\S.* $/.test(shown) ? " " : "";
  return `${fence}${pad}${shown}${pad}${fence}`;
}
function markdownHtml(text) {
  const escaped = markdownVisible(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/@/g, "@&#8203;").replace(/\[/g, "&#91;").replace(/\]/g, "&#93;").replace(/\r?\n|\r/g, " ");
  return unlink(escaped);
}
var SGR = /\u001b\[[0-9;]*m/y;
var ANNOTATION_LINE = /^::(?:error|warning|notice|debug)(?: [^\n]*?)?::[^\n]*$/;
function guardStream(chunk) {
  const lines = chunk.split("\n").map((line) => PRINTABLE_ASCII_LINES.test(line) ? line : shownInvisible(line));
  const body = lines.at(-1) === "" ? lines.slice(0, -1) : lines;
  if (body.length > 0 && body.every((line) => ANNOTATION_LINE.test(line))) return lines.join("\n").replace(/##\[/g, "##\\u005b");
  return lines.map(defuseCommands).join("\n");
}
function shownInvisible(chunk) {
  let out = "";
  let last = 0;
  INVISIBLE_BUT_LINES.lastIndex = 0;
  for (let m = INVISIBLE_BUT_LINES.exec(chunk); m !== null; m = INVISIBLE_BUT_LINES.exec(chunk)) {
    if (m[0] === "\x1B") {
      SGR.lastIndex = m.index;
      if (SGR.test(chunk)) {
        INVISIBLE_BUT_LINES.lastIndex = SGR.lastIndex;
        continue;
      }
    }
    out += chunk.slice(last, m.index) + visible(m[0]);
    last = m.index + m[0].length;
  }
  return showLoneSurrogates(out + chunk.slice(last));
}

export {
  terminalText,
  xmlDocumentText,
  terminalQuoted,
  workflowCommand,
  markdownText,
  markdownFragment,
  markdownLink,
  markdownMessage,
  markdownCode,
  markdownHtml,
  guardStream
};
