import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  parseRecord
} from "./chunk-QDW75YAG.js";
import "./chunk-ZO4YGO5I.js";
import "./chunk-RFHINAKV.js";
import {
  terminalText
} from "./chunk-YU2LL6H5.js";
import "./chunk-HYMDCOR5.js";
import {
  Command
} from "./chunk-X7S5KYRM.js";
import {
  StylesyncError
} from "./chunk-MADRQNID.js";
import "./chunk-V5274J54.js";

// src/cli/record.ts
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
function recordCommand(ctx) {
  return new Command("record").description("print the record written by `apply --record FILE` as one JSON array").argument("<file>", "the record file (JSON Lines, one write per line)").action(async (file) => {
    let text;
    try {
      text = await readFile(resolve(ctx.io.cwd, file), "utf8");
    } catch (error) {
      throw new StylesyncError(`Cannot read the record ${terminalText(file)}: ${terminalText(error.message)}`, "Give the path passed to `stylesync apply --record FILE`.", {
        code: "record-unreadable",
        cause: error
      });
    }
    const { entries, torn } = parseRecord(text, file);
    ctx.io.stdout(`${JSON.stringify(entries, null, 2)}
`);
    if (torn !== void 0) {
      ctx.io.stderr(
        `Warning: the last line of ${terminalText(file)} is cut short (the run was stopped while writing it) and was left out.
  hint: Run \`stylesync plan\` to see whether that write reached the service.
`
      );
    }
    ctx.conclude("ok");
  });
}
export {
  recordCommand
};
