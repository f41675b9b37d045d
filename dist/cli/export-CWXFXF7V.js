import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  uniqueSlugs
} from "./chunk-QJJVAGS7.js";
import {
  json2xml_default
} from "./chunk-7OLP3TLA.js";
import {
  validationSummary
} from "./chunk-PMW4UYSE.js";
import {
  addProjectFlags,
  projectChoice
} from "./chunk-JOKD4RYP.js";
import {
  entryKind,
  linkOnTheWay,
  makeDirOrExplain,
  writeOrExplain
} from "./chunk-S4RQX44Y.js";
import {
  projectOptions
} from "./chunk-7KZCCADI.js";
import "./chunk-NEW4XA6R.js";
import {
  renderDiagnostics,
  wantsColor
} from "./chunk-HYTBYW7E.js";
import "./chunk-DM42LBX7.js";
import "./chunk-RFHINAKV.js";
import {
  terminalText,
  xmlDocumentText
} from "./chunk-BOGGWB4Y.js";
import {
  loadProject
} from "./chunk-HCRHQJRK.js";
import {
  DO_NOT_TRANSLATE_NOTE,
  orList,
  plural,
  typoSuggestions
} from "./chunk-CUU342J6.js";
import "./chunk-HYMDCOR5.js";
import "./chunk-UEI424LT.js";
import {
  Command,
  Option
} from "./chunk-RYA7DBSA.js";
import "./chunk-TEZ4EFMH.js";
import {
  StylesyncError
} from "./chunk-MADRQNID.js";
import "./chunk-I63ARZ4U.js";
import "./chunk-V5274J54.js";

// src/cli/export.ts
import path2 from "node:path";

// src/app/export.ts
import { open } from "node:fs/promises";
import path from "node:path";

// src/report/tbx-concepts.ts
import { createHash } from "node:crypto";
var TBX_GENERATOR = "stylesync";
var PREFERRED = "preferredTerm-admn-sts";
var ADMITTED = "admittedTerm-admn-sts";
var DEPRECATED = "deprecatedTerm-admn-sts";
function tbxExportConcepts(glossary) {
  const byKey = /* @__PURE__ */ new Map();
  for (const d of glossary.dictionaries) {
    const source_lang = d.source_lang.toLowerCase();
    for (const [source, term] of d.entries) {
      const key = `${source_lang}\0${source}`;
      const concept = byKey.get(key) ?? { source_lang, source, targets: /* @__PURE__ */ new Map() };
      const notes = d.notes?.get(source);
      concept.targets.set(d.target_lang.toLowerCase(), { term, ...notes ? { notes } : {} });
      byKey.set(key, concept);
    }
  }
  return [...byKey.values()].sort((a, b) => compare(a.source_lang, b.source_lang) || compare(a.source, b.source)).map((c) => {
    const targets = [...c.targets].sort(([a], [b]) => compare(a, b));
    const definitions = targets.map(([, t]) => t.notes?.definition);
    const shared = definitions.every((d) => d !== void 0 && d === definitions[0]) ? definitions[0] : void 0;
    const id = `c-${createHash("sha256").update(`${c.source_lang}\0${c.source}`).digest("hex").slice(0, 16)}`;
    return { id, source_lang: c.source_lang, source: c.source, targets, ...shared === void 0 ? {} : { shared } };
  });
}
function targetTerms(t) {
  const own = [...t.notes?.note !== void 0 ? [t.notes.note] : [], ...t.notes?.translate === false ? [DO_NOT_TRANSLATE_NOTE] : []];
  return [
    { term: t.term, status: PREFERRED, notes: own },
    ...(t.notes?.admitted ?? []).map((a) => ({ term: a.term, status: ADMITTED, notes: a.note === void 0 ? [] : [a.note] })),
    ...(t.notes?.forbidden ?? []).map((f) => ({ term: f, status: DEPRECATED, notes: [] }))
  ];
}
function conceptElement(c, names) {
  const group = ({ term, status, notes }) => ({ term, termNote: { "@type": "administrativeStatus", "#text": status }, ...notes.length > 0 ? { note: notes } : {} });
  const definition = (text) => text === void 0 ? {} : { descrip: { "@type": "definition", "#text": text } };
  return {
    "@id": c.id,
    [names.language]: [
      { "@xml:lang": c.source_lang, ...definition(c.shared), [names.term]: [group({ term: c.source, status: PREFERRED, notes: [] })] },
      ...c.targets.map(([lang, t]) => ({ "@xml:lang": lang, ...definition(c.shared === void 0 ? t.notes?.definition : void 0), [names.term]: targetTerms(t).map(group) }))
    ]
  };
}
function compare(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

// src/report/tbx.ts
var builder = new json2xml_default({ ignoreAttributes: false, attributeNamePrefix: "@", format: true, indentBy: "  ", processEntities: true, suppressEmptyNode: true });
function glossaryTbx(glossary) {
  const ordered = tbxExportConcepts(glossary);
  const firstSource = ordered[0]?.source_lang ?? glossary.dictionaries[0]?.source_lang.toLowerCase() ?? "en";
  const document = {
    "?xml": { "@version": "1.0", "@encoding": "UTF-8" },
    martif: {
      "@type": "TBX-Basic",
      "@xml:lang": firstSource,
      martifHeader: {
        fileDesc: {
          titleStmt: { title: glossary.name },
          sourceDesc: { p: `Exported by ${TBX_GENERATOR} from ${glossary.file}` }
        },
        encodingDesc: { p: { "@type": "XCSURI", "#text": "TBXBasicXCSV02.xcs" } }
      },
      text: { body: { termEntry: ordered.map((c) => conceptElement(c, { language: "langSet", term: "tig" })) } }
    }
  };
  const xml = builder.build(document);
  return xmlDocumentText(xml.replace(/^(<\?xml[^>]*\?>\n)/, '$1<!DOCTYPE martif SYSTEM "TBXBasiccoreStructV02.dtd">\n'));
}

// src/report/tbx-v3.ts
var builder2 = new json2xml_default({ ignoreAttributes: false, attributeNamePrefix: "@", format: true, indentBy: "  ", processEntities: true, suppressEmptyNode: true });
var TBX_V3_NAMESPACE = "urn:iso:std:iso:30042:ed-2";
function glossaryTbxV3(glossary) {
  const ordered = tbxExportConcepts(glossary);
  const firstSource = ordered[0]?.source_lang ?? glossary.dictionaries[0]?.source_lang.toLowerCase() ?? "en";
  const document = {
    "?xml": { "@version": "1.0", "@encoding": "UTF-8" },
    tbx: {
      "@type": "TBX-Basic",
      "@style": "dca",
      "@xml:lang": firstSource,
      "@xmlns": TBX_V3_NAMESPACE,
      tbxHeader: {
        fileDesc: {
          titleStmt: { title: glossary.name },
          sourceDesc: { p: `Exported by ${TBX_GENERATOR} from ${glossary.file}` }
        }
      },
      text: { body: { conceptEntry: ordered.map((c) => conceptElement(c, { language: "langSec", term: "termSec" })) } }
    }
  };
  return xmlDocumentText(builder2.build(document));
}

// src/app/export.ts
async function exportGlossaries(options) {
  const { config, result } = await loadProject(projectOptions(options));
  if (result.errors.length > 0) return { status: "invalid", config, result };
  const chosen = choose(result.glossaries ?? [], options.glossaries);
  const write = options.tbxVersion === 3 ? glossaryTbxV3 : glossaryTbx;
  if (options.out === void 0) {
    if (chosen.length !== 1) {
      throw new StylesyncError(
        `There are ${chosen.length} glossaries to export, and without --out only one can go to stdout.`,
        "Give --out DIR for one .tbx file per glossary, or --glossary NAME for one glossary on stdout.",
        { code: "invalid-flag" }
      );
    }
    const [glossary] = chosen;
    return { status: "document", glossary: glossary.name, tbx: write(glossary) };
  }
  const dir = path.resolve(options.cwd, options.out);
  const linked = await linkOnTheWay(path.resolve(options.cwd), dir);
  if (linked !== void 0) {
    const what = linked === dir ? `${options.out} is a symbolic link` : `${path.relative(path.resolve(options.cwd), linked)} is a symbolic link on the way to ${options.out}`;
    throw new StylesyncError(`${what}, so nothing was written through it.`, "Give --out a real directory, not one reached through a link.", { code: "write-failed" });
  }
  await makeDirOrExplain(dir, "--out");
  const stems = uniqueSlugs(chosen.map((g) => g.name));
  const files = [];
  for (const [i, glossary] of chosen.entries()) {
    const file = path.join(dir, `${stems[i]}.tbx`);
    await refuseForeign(file, path.join(options.out, `${stems[i]}.tbx`));
    await writeOrExplain(file, write(glossary), "--out", options.secrets);
    files.push({ glossary: glossary.name, file, terms: glossary.dictionaries.reduce((n, d) => n + d.entries.size, 0) });
  }
  return { status: "written", dir, files };
}
function choose(glossaries, names) {
  const present = glossaries.filter((g) => g.state === "present");
  if (names.length === 0) {
    if (present.length === 0) throw new StylesyncError("No glossary file declares a glossary, so there is nothing to export.", "Add a glossary file (see `stylesync init`), or run `stylesync import` to write files for the glossaries on the service.", { code: "invalid-flag" });
    return present;
  }
  return names.map((name) => {
    const found = present.find((g) => g.name === name);
    if (found) return found;
    const guesses = typoSuggestions(name, present.map((g) => g.name));
    throw new StylesyncError(
      `No glossary file declares a glossary named "${name}".`,
      guesses.length > 0 ? `Did you mean ${orList(guesses.map((g) => `"${g}"`))}?` : `The glossaries are: ${present.map((g) => `"${g.name}"`).join(", ") || "none"}.`,
      { code: "invalid-flag" }
    );
  });
}
async function refuseForeign(file, shown) {
  const kind = await entryKind(file);
  if (kind === "missing") return;
  if (kind === "file") {
    const handle = await open(file, "r");
    try {
      const { buffer, bytesRead } = await handle.read(Buffer.alloc(2e3), 0, 2e3, 0);
      if (buffer.subarray(0, bytesRead).toString("utf8").includes(`Exported by ${TBX_GENERATOR} from `)) return;
    } finally {
      await handle.close();
    }
  }
  const what = kind === "file" ? "exists and was not written by stylesync export" : `is ${kind === "link" ? "a symbolic link" : "not a regular file"}`;
  throw new StylesyncError(`${shown} ${what}, so it was left as it is.`, "Give --out another directory, or move the file away first.", { code: "write-failed" });
}

// src/cli/export.ts
function exportCommand(ctx) {
  const command = new Command("export").description("write glossaries as TBX-Basic for CAT tools and vendors (offline, from the glossary files)").addOption(new Option("--format <format>", "termbase format").choices(["tbx"]).makeOptionMandatory()).addOption(new Option("--tbx-version <version>", "TBX edition: 2 (martif, what translate-toolkit reads) or 3 (ISO 30042:2019, TBX-Basic DCA)").choices(["2", "3"]).default("2")).option("--glossary <name>", "export only this glossary (repeatable)", (value, all) => [...all, value], []).option("--out <dir>", "directory for one <name>.tbx per glossary (without it: one glossary, to stdout)");
  return addProjectFlags(command, "the directories").action(async (flags) => {
    const { io } = ctx;
    const outcome = await exportGlossaries({
      secrets: ctx.secrets(),
      cwd: io.cwd,
      glossaries: flags.glossary,
      tbxVersion: flags.tbxVersion === "3" ? 3 : 2,
      ...flags.out === void 0 ? {} : { out: flags.out },
      ...projectChoice(flags)
    });
    if (outcome.status === "invalid") {
      io.stderr(renderDiagnostics(outcome.result.errors, { format: "text", color: wantsColor(false, io.env) }));
      io.stderr(`error: ${validationSummary(outcome.result)}; nothing was exported.
hint: Fix the errors above, then run export again.
`);
      ctx.conclude("error");
      return;
    }
    if (outcome.status === "document") {
      io.stdout(outcome.tbx);
    } else {
      for (const f of outcome.files) io.stdout(`${terminalText(path2.relative(io.cwd, f.file))}: ${terminalText(JSON.stringify(f.glossary))}, ${plural(f.terms, "term")}
`);
      io.stdout(`Exported ${plural(outcome.files.length, "glossary", "glossaries")} as TBX-Basic${flags.tbxVersion === "3" ? " (TBX v3)" : ""}.
`);
    }
    ctx.conclude("ok");
  });
}
export {
  exportCommand
};
