import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/catalog/desired.ts
function instructionOrigin(instruction) {
  return { file: instruction.file, line: instruction.line, col: instruction.col };
}
function sourceLanguageOrigin(instruction) {
  const { file, source_language_line: line, source_language_col: col } = instruction;
  return line === void 0 || col === void 0 ? instructionOrigin(instruction) : { file, line, col };
}

export {
  instructionOrigin,
  sourceLanguageOrigin
};
