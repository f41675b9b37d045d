import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  terminalText,
  workflowCommand
} from "./chunk-YU2LL6H5.js";

// src/report/style.ts
function wantsColor(isTTY, env) {
  return isTTY && !env.NO_COLOR;
}
var sgr = (open, close) => (text2) => text2 === "" ? "" : `\x1B[${open}m${text2}\x1B[${close}m`;
var plain = (text2) => text2;
var paint = (on, code) => (text2) => on ? `\x1B[${code}m${text2}\x1B[0m` : text2;
function makeStyle(color) {
  if (!color) return { color, green: plain, red: plain, yellow: plain, magenta: plain, bold: plain, dim: plain };
  return { color, green: sgr(32, 39), red: sgr(31, 39), yellow: sgr(33, 39), magenta: sgr(35, 39), bold: sgr(1, 22), dim: sgr(2, 22) };
}

// src/report/diagnostics.ts
function renderDiagnostics(diags, options) {
  switch (options.format) {
    case "json":
      return `${JSON.stringify(diags, null, 2)}
`;
    case "github":
      return diags.map(annotation).join("");
    case "text":
      return diags.map((d) => text(d, options.color)).join("");
  }
}
function text(d, color) {
  const bold = paint(color, "1");
  const dim = paint(color, "2");
  const severity = d.severity === "error" ? paint(color, "1;31")("error") : paint(color, "1;33")("warning");
  const where = d.file === "" ? "" : `${bold(`${terminalText(d.file)}:${d.line}:${d.col}`)}: `;
  const at = d.path === "" ? "" : `
  ${dim(`at ${terminalText(d.path)}`)}`;
  return `${where}${severity}: ${terminalText(d.message)} ${dim(`[${terminalText(d.code)}]`)}${at}
  ${paint(color, "36")("hint:")} ${terminalText(d.hint)}
`;
}
function annotation(d) {
  const where = d.file === "" ? {} : { file: d.file, line: d.line, col: d.col };
  const at = d.path === "" ? "" : ` (at ${d.path})`;
  return workflowCommand(d.severity, { ...where, title: `stylesync ${d.code}` }, `${d.message}${at}
hint: ${d.hint}`);
}

export {
  wantsColor,
  paint,
  makeStyle,
  renderDiagnostics
};
