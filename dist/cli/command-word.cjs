"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// src/cli/command-word.ts
var command_word_exports = {};
__export(command_word_exports, {
  PROGRAM_FLAGS: () => PROGRAM_FLAGS,
  commandWord: () => commandWord
});
module.exports = __toCommonJS(command_word_exports);
var PROGRAM_FLAGS = /* @__PURE__ */ new Set(["--debug", "-q", "--quiet", "-V", "--version", "-h", "--help"]);
var HELP_FLAGS = /* @__PURE__ */ new Set(["-h", "--help"]);
function commandWord(argv) {
  for (const arg of argv) {
    if (!arg.startsWith("-")) return arg;
    if (!PROGRAM_FLAGS.has(arg) || HELP_FLAGS.has(arg)) return void 0;
  }
  return void 0;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  PROGRAM_FLAGS,
  commandWord
});
