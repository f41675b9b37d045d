import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  manifestJson,
  readOutputs,
  writeManifest
} from "./chunk-DP4CA5ZC.js";
import {
  DEEPL_SYNC_FILE,
  renderDeeplSync,
  syncDeeplFile
} from "./chunk-QFDDPL45.js";
import "./chunk-YZB7WZ6R.js";
import "./chunk-4U72XLFG.js";
import "./chunk-S4RQX44Y.js";
import {
  openCliSession,
  parseCount,
  reportDiagnostics
} from "./chunk-4JQCAZU7.js";
import "./chunk-ZO4YGO5I.js";
import "./chunk-FU4PBENL.js";
import "./chunk-3B2DKV5V.js";
import "./chunk-UNCMGKI7.js";
import "./chunk-HK2UHOY2.js";
import "./chunk-UEUF6HZP.js";
import "./chunk-RFHINAKV.js";
import {
  addTargetOptions
} from "./chunk-FDKXGLEN.js";
import "./chunk-S3ZJRUGJ.js";
import {
  terminalText
} from "./chunk-YU2LL6H5.js";
import "./chunk-KM6U3AQU.js";
import "./chunk-UG6R5WR7.js";
import "./chunk-D6S6DZUD.js";
import "./chunk-WADOF54X.js";
import "./chunk-HYMDCOR5.js";
import "./chunk-DFW3UD3O.js";
import "./chunk-EDBK7QIF.js";
import "./chunk-UEI424LT.js";
import "./chunk-A3C6QQL2.js";
import {
  Command
} from "./chunk-X7S5KYRM.js";
import "./chunk-TEZ4EFMH.js";
import "./chunk-MADRQNID.js";
import "./chunk-XKJFTXK7.js";
import "./chunk-V5274J54.js";

// src/cli/outputs.ts
import path from "node:path";
function outputsCommand(ctx) {
  const command = new Command("outputs").description("print the ids translation callers pass (lists, glossaries, per target language) as JSON; reads the service, never writes to it");
  addTargetOptions(command, "reads: ");
  return command.option("--out <file>", "write the JSON to this file instead of stdout (schema/outputs.schema.json)").option("--deepl-sync [file]", `set style_id and glossary in DeepL's CLI sync file (default ${DEEPL_SYNC_FILE} in the repository), keeping its comments and other keys`).option("--concurrency <n>", "page reads in flight at once", "4").action(async (flags) => {
    const concurrency = parseCount("--concurrency", flags.concurrency, 1);
    const opened = await openCliSession(ctx, flags);
    const session = reportDiagnostics(opened);
    if (session === void 0) {
      opened.err("error: the style files have errors; fix them first. Nothing was read or written.\n");
      ctx.conclude("error");
      return;
    }
    const manifest = await readOutputs(session, concurrency);
    if (flags.out === void 0 && flags.deeplSync === void 0) session.final(manifestJson(manifest));
    if (flags.out !== void 0) {
      await writeManifest(path.resolve(ctx.io.cwd, flags.out), manifest, "--out", session.secrets);
      session.out(`Wrote ${terminalText(flags.out)}.
`);
    }
    if (flags.deeplSync !== void 0) {
      const file = flags.deeplSync === true ? path.join(session.config.root, DEEPL_SYNC_FILE) : path.resolve(ctx.io.cwd, flags.deeplSync);
      const shown = path.relative(ctx.io.cwd, file) || file;
      const synced = await syncDeeplFile(file, manifest, session.secrets, { shown });
      session.final(renderDeeplSync(shown, synced));
    }
    ctx.conclude("ok");
  });
}
export {
  outputsCommand
};
