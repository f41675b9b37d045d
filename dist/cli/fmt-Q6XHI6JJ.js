import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  formatGlossaryText,
  formatStyleText,
  sameYaml
} from "./chunk-KXERNIHQ.js";
import {
  parseYamlBytes
} from "./chunk-Y25DH4LS.js";
import {
  addProjectFlags,
  projectChoice
} from "./chunk-JOKD4RYP.js";
import "./chunk-HT4ZRL7K.js";
import "./chunk-3B2DKV5V.js";
import {
  renderDiagnostics,
  wantsColor
} from "./chunk-S3ZJRUGJ.js";
import {
  terminalText
} from "./chunk-YU2LL6H5.js";
import {
  filesRead,
  loadProject,
  readStyleBytes
} from "./chunk-UG6R5WR7.js";
import "./chunk-D6S6DZUD.js";
import {
  capDiagnostics
} from "./chunk-WADOF54X.js";
import "./chunk-HYMDCOR5.js";
import {
  START,
  diagnostic
} from "./chunk-DFW3UD3O.js";
import "./chunk-UEI424LT.js";
import {
  Command
} from "./chunk-X7S5KYRM.js";
import "./chunk-TEZ4EFMH.js";
import {
  StylesyncError
} from "./chunk-MADRQNID.js";
import "./chunk-XKJFTXK7.js";
import "./chunk-V5274J54.js";

// src/cli/fmt.ts
import { writeFile } from "node:fs/promises";
import path from "node:path";
var utf8 = new TextDecoder("utf-8", { fatal: true });
function fmtCommand(ctx) {
  const command = new Command("fmt").description("rewrite style and glossary files in canonical form (key order, sorted rules, indentation), keeping comments").argument("[paths...]", "style or glossary files, or directories (default: the styles directory, fragments and the glossaries directory)").option("--check", "write nothing; list the files that are not formatted and exit 1 if there are any");
  return addProjectFlags(command).action(async (paths, flags) => {
    const { io } = ctx;
    const color = wantsColor(io.isTTY, io.env);
    const { config, result } = await loadProject({
      cwd: io.cwd,
      paths,
      ...projectChoice(flags)
    });
    const errors = result.ok ? [] : result.errors;
    const fatal = errors.filter((d) => d.file === "" || d.code === "unknown-target" || d.code === "config-not-found");
    if (fatal.length > 0) {
      io.stdout(renderDiagnostics(fatal, { format: "text", color }));
      ctx.conclude("error");
      return;
    }
    const read = filesRead(result);
    const formatters = new Map(read.files.map((file) => [file, formatStyleText]));
    for (const file of glossaryFilesNamed(read.glossaryFiles, config.root, io.cwd, paths)) formatters.set(file, formatGlossaryText);
    const files = [...formatters.keys()];
    const refused = new Map(errors.filter((d) => d.code === "link-outside-repository").map((d) => [d.file, d]));
    const unparsed = [];
    const changed = [];
    for (const file of files) {
      const link = refused.get(file);
      const outcome = link ? [link] : await formatFile(path.resolve(config.root, file), file, formatters.get(file), Boolean(flags.check));
      if (outcome === "changed") changed.push(file);
      else if (outcome !== "formatted") unparsed.push(...outcome);
    }
    report(ctx, flags, { files, changed, unparsed, color });
  });
}
function glossaryFilesNamed(read, root, cwd, paths) {
  const yaml = read.filter((file) => [".yaml", ".yml"].includes(path.extname(file).toLowerCase()));
  if (paths.length === 0) return yaml;
  const named = paths.map((p) => path.resolve(cwd, p));
  return yaml.filter((file) => {
    const abs = path.resolve(root, file);
    return named.some((p) => abs === p || abs.startsWith(p.endsWith(path.sep) ? p : `${p}${path.sep}`));
  });
}
async function formatFile(abs, file, format, check) {
  const bytes = await readStyleBytes(abs, file);
  if (!(bytes instanceof Uint8Array)) return bytes.ok ? "formatted" : bytes.diagnostics;
  const loaded = parseYamlBytes(bytes, file);
  if (!loaded.ok) return loaded.diagnostics;
  const text = utf8.decode(bytes);
  const formatted = format(text);
  if (formatted.ok && formatted.text === text) return "formatted";
  if (!formatted.ok || !sameYaml(formatted.text, text)) {
    return [
      diagnostic(
        "error",
        "fmt-would-change",
        { file, pos: START },
        "reordering this file would change what it says (an alias would come before its anchor), so fmt left it as it is",
        "Put the keys in the order fmt uses by hand, or replace the alias with the value it stands for."
      )
    ];
  }
  if (check) return "changed";
  try {
    await writeFile(abs, formatted.text);
  } catch (error) {
    throw new StylesyncError(`Could not write ${terminalText(file)}: ${error.message}`, "Check that the file is writable, then run fmt again.", {
      code: "write-failed",
      cause: error
    });
  }
  return "changed";
}
function report(ctx, flags, run) {
  const { io } = ctx;
  const { files, changed, unparsed } = run;
  const listChanged = flags.check || !(ctx.quiet?.() ?? false);
  if (listChanged) for (const file of changed) io.stdout(`${flags.check ? "!" : "~"} ${terminalText(file)}
`);
  if (unparsed.length > 0) io.stdout(renderDiagnostics(capDiagnostics(unparsed), { format: "text", color: run.color }));
  const n = (count) => `${count} ${count === 1 ? "file" : "files"}`;
  const broken = new Set(unparsed.map((d) => d.file)).size;
  const skipped = broken === 0 ? "" : ` ${n(broken)} could not be formatted (see above) and ${broken === 1 ? "was left as it is" : "were left as they are"}.`;
  if (flags.check) {
    io.stdout(
      changed.length === 0 ? `${n(files.length)} checked: all formatted.${skipped}
` : `${n(files.length)} checked: ${n(changed.length)} not formatted (marked !). Run \`stylesync fmt\` and commit the result.${skipped}
`
    );
  } else {
    io.stdout(`${n(files.length)} checked: ${changed.length === 0 ? "all already formatted" : `${n(changed.length)} reformatted (marked ~)`}.${skipped}
`);
  }
  ctx.conclude(flags.check && changed.length > 0 || unparsed.length > 0 ? "error" : "ok");
}
export {
  fmtCommand
};
