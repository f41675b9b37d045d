import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  terminalText
} from "./chunk-YU2LL6H5.js";
import {
  StylesyncError
} from "./chunk-MADRQNID.js";

// src/report/describe-error.ts
var ERROR_PREFIX = "error: ";
function describeError(error, debug, bugHint = "this is a bug in stylesync; rerun with --debug and report the output.") {
  if (error instanceof StylesyncError) {
    const trace = error.traceId ? `
  trace id: ${terminalText(error.traceId)}` : "";
    const stack2 = debug && error.stack ? `
${error.stack}` : "";
    return `${ERROR_PREFIX}${terminalText(error.message)}
  hint: ${terminalText(error.hint)}${trace}${stack2}
`;
  }
  const message = terminalText(error instanceof Error ? error.message : String(error));
  const stack = debug && error instanceof Error && error.stack ? `
${error.stack}` : "";
  return `${ERROR_PREFIX}${message}
  hint: ${bugHint}${stack}
`;
}

export {
  ERROR_PREFIX,
  describeError
};
