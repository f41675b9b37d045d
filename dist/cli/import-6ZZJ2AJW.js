import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  slugify,
  uniqueSlugs
} from "./chunk-QJJVAGS7.js";
import {
  GLOSSARY_SCHEMA_FILE,
  STYLE_LIST_SCHEMA_FILE,
  buildAllSchemas,
  serializeSchema
} from "./chunk-PYLKI5HJ.js";
import {
  renderEntriesTsv,
  renderGlossaryFile,
  renderStyleFile,
  renderTermbaseGlossaryFile
} from "./chunk-KXERNIHQ.js";
import {
  SCHEMA_DIR,
  parseYamlText,
  schemaRef
} from "./chunk-Y25DH4LS.js";
import "./chunk-3VYUPDIQ.js";
import "./chunk-YZB7WZ6R.js";
import {
  openCliSession,
  parseCount,
  reportDiagnostics,
  withoutPreviews
} from "./chunk-4JQCAZU7.js";
import "./chunk-ZO4YGO5I.js";
import "./chunk-FU4PBENL.js";
import {
  ERROR_PREFIX
} from "./chunk-M3JBXZHY.js";
import "./chunk-HT4ZRL7K.js";
import {
  require_dist
} from "./chunk-3B2DKV5V.js";
import {
  tbxPairMetadata
} from "./chunk-SP4ACV7D.js";
import {
  readTbx
} from "./chunk-QWPY2NWV.js";
import "./chunk-UNCMGKI7.js";
import "./chunk-HK2UHOY2.js";
import "./chunk-UEUF6HZP.js";
import {
  holdsKey,
  redactAll
} from "./chunk-RFHINAKV.js";
import {
  renderValidationJson
} from "./chunk-FHXWXBTQ.js";
import {
  validationSummary
} from "./chunk-YOKOROIL.js";
import {
  addTargetOptions
} from "./chunk-FDKXGLEN.js";
import {
  renderDiagnostics,
  wantsColor
} from "./chunk-S3ZJRUGJ.js";
import {
  terminalText
} from "./chunk-YU2LL6H5.js";
import {
  projectOptions
} from "./chunk-KM6U3AQU.js";
import {
  DEFAULT_GLOSSARIES_DIR,
  MAX_GLOSSARY_FILE_BYTES,
  excusing,
  loadProject,
  pathKind,
  readStyleBytes,
  repoRelative
} from "./chunk-UG6R5WR7.js";
import "./chunk-D6S6DZUD.js";
import {
  TERM_NOTE_MAX_CHARS,
  checkDocument,
  checkGlossaryDocument,
  codeUnitOrder,
  groupsOneEditFrom,
  hiddenCharacter,
  orList,
  pairKey,
  pairText,
  tbxText,
  withoutHiddenCharacters
} from "./chunk-WADOF54X.js";
import "./chunk-HYMDCOR5.js";
import {
  START,
  diagnostic
} from "./chunk-DFW3UD3O.js";
import "./chunk-UEI424LT.js";
import "./chunk-A3C6QQL2.js";
import {
  Command,
  Option
} from "./chunk-X7S5KYRM.js";
import "./chunk-TEZ4EFMH.js";
import {
  StylesyncError
} from "./chunk-MADRQNID.js";
import {
  allowedValues,
  catalogGroup,
  codePointLength,
  entriesToTsv,
  termProblem,
  utf8Bytes
} from "./chunk-XKJFTXK7.js";
import {
  __toESM
} from "./chunk-V5274J54.js";

// src/cli/import.ts
import { isAbsolute, relative as relative4 } from "node:path";

// src/app/import-glossaries.ts
import { readdir as readdir2 } from "node:fs/promises";
import { join as join4, resolve as resolve2 } from "node:path";

// src/import/key-check.ts
function withoutKeyHolders(files, secrets) {
  const holds = (text) => holdsKey(text, secrets);
  const safe = [];
  const refused = [];
  for (const file of files) {
    const where = fieldsHolding(file.list, holds);
    if (where.length === 0 && (holds(file.content) || holds(file.shown))) where.push("its file");
    if (where.length === 0) safe.push(file);
    else refused.push({ file, where });
  }
  return { safe, refused };
}
function fieldsHolding(list, holds) {
  const where = [];
  if (holds(list.name)) where.push("name");
  if (holds(list.style_id)) where.push("style_id");
  list.custom_instructions.forEach((instruction, i) => {
    if (holds(instruction.label)) where.push(`custom_instructions[${i}].label`);
    if (holds(instruction.prompt)) where.push(`custom_instructions[${i}].prompt`);
  });
  for (const [group, rules] of Object.entries(list.configured_rules)) {
    for (const [rule, value] of Object.entries(rules)) if (holds(group) || holds(rule) || holds(value)) where.push(`configured_rules.${group}.${rule}`);
  }
  return where;
}
function keyHolderMessage(holder, secrets) {
  const { list } = holder.file;
  return {
    message: `the live list ${JSON.stringify(redactAll(list.name, secrets))} (style_id ${redactAll(list.style_id, secrets)}) holds the API key in ${holder.where.join(", ")}; import did not write its file, so the key stays out of the repository`,
    hint: "Remove the key from that list on the service (rename it or edit the instruction), rotate the key, then run import again."
  };
}
function glossariesWithoutKeyHolders(files, secrets) {
  const holds = (text) => holdsKey(text, secrets);
  const safe = [];
  const refused = [];
  for (const file of files) {
    const { glossary } = file;
    const where = [];
    if (holds(glossary.name)) where.push("name");
    if (holds(glossary.glossary_id)) where.push("glossary_id");
    for (const d of glossary.entries) {
      for (const [source, target] of d.entries) {
        if (holds(source) || holds(target)) {
          where.push(`${d.source_lang}\u2192${d.target_lang} entries`);
          break;
        }
      }
    }
    if (where.length === 0 && [file, ...file.entriesFiles].some((f) => holds(f.content) || holds(f.shown))) where.push("its file");
    if (where.length === 0) safe.push(file);
    else refused.push({ file, where });
  }
  return { safe, refused };
}
function glossaryKeyHolderMessage(holder, secrets) {
  const { glossary } = holder.file;
  return {
    message: `the live glossary ${JSON.stringify(redactAll(glossary.name, secrets))} (glossary_id ${redactAll(glossary.glossary_id, secrets)}) holds the API key in ${holder.where.join(", ")}; import did not write its file, so the key stays out of the repository`,
    hint: "Remove the key from that glossary on the service (rename it or replace the term), rotate the key, then run import again."
  };
}

// src/import/plan-glossary-import.ts
import { basename, dirname, extname, join as join2, posix, relative as relative2 } from "node:path";

// src/import/import-places.ts
import { join } from "node:path";

// src/import/import-names.ts
function importNames(items, key, reserved, kind) {
  const used = new Set(reserved);
  const names = /* @__PURE__ */ new Map();
  const changes = [];
  for (const item of items) {
    const { id, name } = key(item);
    const why = [];
    let base = name;
    const hidden = hiddenCharacter(name);
    if (hidden) {
      base = withoutHiddenCharacters(name);
      why.push(`the live name holds ${hidden.kind} (${hidden.code}), which validate refuses: a reviewer could not see it`);
    }
    if (base.trim() === "") base = `${kind === "list" ? "List" : "Glossary"} ${id.slice(0, 8)}`;
    let chosen = base;
    for (let n = 2; used.has(chosen); n++) chosen = `${base} (${n})`;
    if (chosen !== base) why.push(`another ${kind} already has the name ${JSON.stringify(base)}, and validate refuses one name in two files`);
    used.add(chosen);
    names.set(item, chosen);
    if (chosen !== name) changes.push({ kind, id, from: name, to: chosen, why: why.join("; ") });
  }
  return { names, changes };
}
function nameChangeNote(change) {
  const idField = change.kind === "list" ? "style_id" : "glossary_id";
  return `the live ${change.kind} ${JSON.stringify(change.from)} (${idField} ${change.id}) is written as ${JSON.stringify(change.to)}: ${change.why}. The file pins the ${idField}, so the next apply renames the live ${change.kind} to match; rename it in the file to choose another name.`;
}

// src/import/import-places.ts
function importPlaces(options) {
  const { live, key, ownerOf } = options;
  const fresh = live.filter((item) => ownerOf(item) === void 0);
  const stems = new Map(uniqueSlugs(fresh.map((item) => key(item).name), options.taken, options.noun).map((stem, i) => [fresh[i], stem]));
  const rewritten = new Set(live.map(ownerOf));
  const reserved = options.desired.filter((d) => !rewritten.has(d.file)).map((d) => d.name);
  const { names, changes } = importNames([...live.filter((item) => ownerOf(item) !== void 0), ...fresh], key, reserved, options.noun);
  const changed = new Map(changes.map((c) => [c.id, c]));
  return live.map((item) => {
    const existing = ownerOf(item);
    const renamed = changed.get(key(item).id);
    return {
      path: existing === void 0 ? join(options.dir, `${stems.get(item)}.yaml`) : join(options.root, existing),
      existing,
      name: names.get(item) ?? key(item).name,
      ...renamed === void 0 ? {} : { renamed }
    };
  });
}

// src/import/owners.ts
function fileOwners(live, desired, key) {
  const pinned = /* @__PURE__ */ new Map();
  const named = /* @__PURE__ */ new Map();
  for (const d of desired) {
    if (d.pin) pinned.set(d.pin, d.file);
    else if (!named.has(d.name)) named.set(d.name, d.file);
  }
  const owner = /* @__PURE__ */ new Map();
  for (const item of live) {
    const byPin = pinned.get(key(item).id);
    if (byPin !== void 0) owner.set(item, byPin);
  }
  for (const item of live) {
    const { name } = key(item);
    const byName = named.get(name);
    if (owner.has(item) || byName === void 0) continue;
    owner.set(item, byName);
    named.delete(name);
  }
  return owner;
}
function duplicateNames(names) {
  const seen = /* @__PURE__ */ new Set();
  const twice = /* @__PURE__ */ new Set();
  for (const name of names) (seen.has(name) ? twice : seen).add(name);
  return [...twice];
}

// src/import/plan-import.ts
import { relative, sep } from "node:path";
function planImport(options) {
  const key = (l) => ({ id: l.style_id, name: l.name });
  const owner = fileOwners(options.live, options.desired.map((l) => ({ file: l.file, name: l.name, pin: l.style_id })), key);
  const places = importPlaces({ noun: "list", live: options.live, key, ownerOf: (l) => owner.get(l), desired: options.desired, dir: options.stylesDir, root: options.root, taken: options.taken });
  return options.live.map((list, i) => {
    const { path: path2, existing, name, renamed } = places[i];
    const allowed = Object.keys(list.configured_rules).filter((group) => groupsOneEditFrom(group).length > 0).sort();
    return {
      path: path2,
      shown: toPosix(relative(options.root, path2)),
      list,
      content: renderStyleFile({ ...list, name }, schemaRef(options.root, path2, STYLE_LIST_SCHEMA_FILE), allowed),
      overwrites: existing !== void 0,
      ...renamed === void 0 ? {} : { renamed },
      ...allowed.length === 0 ? {} : { allowed }
    };
  });
}
function toPosix(path2) {
  return path2.split(sep).join("/");
}

// src/import/plan-glossary-import.ts
var MAX_INLINE_ENTRIES = 300;
var MAX_INLINE_BYTES = 32 * 1024;
var MAX_INLINE_FILE_BYTES = 256 * 1024;
var ENTRIES_DIR = "terms";
function glossaryOwners(live, desired) {
  const owners = fileOwners(
    live,
    desired.map((g) => ({ file: g.file, name: g.name, pin: g.glossary_id })),
    (g) => ({ id: g.glossary_id, name: g.name })
  );
  return new Map([...owners].map(([g, file]) => [g.glossary_id, file]));
}
function planGlossaryImport(options) {
  const ownerOf = (g) => options.owners.get(g.glossary_id);
  const byFile = new Map(options.desired.map((d) => [d.file, d]));
  const usedEntries = new Set(options.takenEntries.map((n) => n.toLowerCase()));
  const places = importPlaces({ noun: "glossary", live: options.live, key: (g) => ({ id: g.glossary_id, name: g.name }), ownerOf, desired: options.desired, dir: options.glossariesDir, root: options.root, taken: options.taken });
  return options.live.map((glossary, i) => {
    const { path: path2, existing, name, renamed } = places[i];
    const stem = basename(path2, extname(path2));
    const reuse = existingTsvFiles(existing === void 0 ? void 0 : byFile.get(existing));
    const entriesFiles = [];
    const placements = placeDictionaries(glossary, (d) => {
      const kept = reuse.get(pairKey(d));
      const abs = kept === void 0 ? join2(dirname(path2), ENTRIES_DIR, freshEntriesName(stem, d, usedEntries)) : join2(options.root, kept);
      entriesFiles.push({ path: abs, shown: toPosix(relative2(options.root, abs)), content: renderEntriesTsv(d.entries), overwrites: kept !== void 0, pair: d, entries: d.entries.size });
      return toPosix(relative2(dirname(path2), abs));
    });
    return {
      path: path2,
      shown: toPosix(relative2(options.root, path2)),
      glossary,
      content: renderGlossaryFile({ ...glossary, name }, schemaRef(options.root, path2, GLOSSARY_SCHEMA_FILE), (pair) => placements.get(pairKey(pair)) ?? { inline: true }),
      overwrites: existing !== void 0,
      entriesFiles,
      ...renamed === void 0 ? {} : { renamed }
    };
  });
}
function placeDictionaries(glossary, toFile) {
  const out = /* @__PURE__ */ new Map();
  let inlineBytes = 0;
  const sorted = [...glossary.entries].sort((a, b) => pairKey(a) < pairKey(b) ? -1 : pairKey(a) > pairKey(b) ? 1 : 0);
  for (const d of sorted) {
    const bytes = utf8Bytes(entriesToTsv(d.entries));
    const inline = d.entries.size <= MAX_INLINE_ENTRIES && bytes <= MAX_INLINE_BYTES && inlineBytes + bytes <= MAX_INLINE_FILE_BYTES;
    if (inline) inlineBytes += bytes;
    out.set(pairKey(d), inline ? { inline: true } : { entriesFile: toFile(d) });
  }
  return out;
}
function existingTsvFiles(desired) {
  const out = /* @__PURE__ */ new Map();
  for (const d of desired?.dictionaries ?? []) if (d.entriesFile !== void 0 && posix.extname(d.entriesFile).toLowerCase() === ".tsv") out.set(pairKey(d), d.entriesFile);
  return out;
}
function freshEntriesName(stem, pair, used) {
  const base = `${stem}-${slugify(pair.source_lang, "xx")}-${slugify(pair.target_lang, "xx")}`;
  let name = `${base}.tsv`;
  for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base}-${n}.tsv`;
  used.add(name.toLowerCase());
  return name;
}

// src/import/check-written.ts
function refuseInvalidImport(files, kind, extraRules) {
  const declared = new Set(extraRules);
  for (const file of files) {
    const loaded = parseYamlText(file.content, file.shown);
    let errors;
    if (!loaded.ok) errors = loaded.diagnostics;
    else if (kind === "list") errors = checkDocument(loaded, "list", { strict: false, extraRules: declared }).diagnostics;
    else errors = checkGlossaryDocument(loaded).diagnostics;
    const first = errors.find((d) => d.severity === "error");
    if (first === void 0) continue;
    throw new StylesyncError(
      `The ${kind} file import made for ${file.shown} would not validate (${first.line}:${first.col}: ${first.message} [${first.code}]), so nothing was written.`,
      `Fix the ${kind} on the service (${first.hint}), then run import again.`,
      { code: "invalid-input" }
    );
  }
}

// src/import/schema-files.ts
import { join as join3 } from "node:path";
async function missingSchemaFiles(root) {
  const files = [];
  for (const [name, schema] of Object.entries(buildAllSchemas())) {
    const shown = `${SCHEMA_DIR}/${name}`;
    const path2 = join3(root, SCHEMA_DIR, name);
    if (await pathKind(path2) === "missing") files.push({ path: path2, shown, content: serializeSchema(schema), overwrites: false });
  }
  return files;
}

// src/import/write-files.ts
import { constants } from "node:fs";
import { mkdir, open, readdir, realpath } from "node:fs/promises";
import { basename as basename2, dirname as dirname2, extname as extname2, relative as relative3, resolve } from "node:path";
async function existingStems(dir) {
  try {
    const names = await readdir(dir);
    return names.filter((n) => [".yaml", ".yml"].includes(extname2(n).toLowerCase())).map((n) => basename2(n, extname2(n)));
  } catch (error) {
    if (error.code === "ENOENT") return [];
    throw error;
  }
}
async function writeImportFiles(files, root, failure) {
  try {
    await writeEach(files, root);
  } catch (error) {
    if (error instanceof StylesyncError) throw error;
    throw new StylesyncError(`Could not write ${failure.what}: ${error.message}`, `Check that the ${failure.dir} is writable, then run import again.`, { code: "write-failed", cause: error });
  }
}
async function writeEach(files, root) {
  const realRoot = await realpath(root);
  for (const file of files) {
    if (outside(resolve(root), resolve(dirname2(file.path)))) throw outsideRefused(file, root);
    if (outside(realRoot, await realExisting(dirname2(file.path)))) throw linkRefused(file, "is in a directory that links out of the repository");
    await mkdir(dirname2(file.path), { recursive: true });
    const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_NOFOLLOW | (file.overwrites ? constants.O_TRUNC : constants.O_EXCL);
    let handle;
    try {
      handle = await open(file.path, flags, 420);
    } catch (error) {
      const code = error.code;
      if (code === "ELOOP") throw linkRefused(file, "is a symbolic link");
      if (code === "EEXIST" && !file.overwrites) {
        throw new StylesyncError(
          `${file.shown} appeared (a file or a link) since the import was planned, so import did not write it.`,
          "Run import again: it plans against the files as they are now (use --force to rewrite files it manages).",
          { code: "file-appeared" }
        );
      }
      throw error;
    }
    try {
      await handle.writeFile(file.content);
    } finally {
      await handle.close();
    }
  }
}
async function realExisting(dir) {
  for (let at = dir; ; at = dirname2(at)) {
    try {
      return resolve(await realpath(at), relative3(at, dir));
    } catch (error) {
      if (error.code !== "ENOENT" || dirname2(at) === at) throw error;
    }
  }
}
function outside(root, dir) {
  return repoRelative(root, dir) === void 0;
}
function outsideRefused(file, root) {
  return new StylesyncError(
    `${file.shown} is outside the repository (${root}), so import did not write it.`,
    "Import into the styles directory of the repository (run stylesync from its root), or pass --config with the stylesync.yaml of the repository that should hold these files.",
    { code: "outside-repository" }
  );
}
function linkRefused(file, why) {
  return new StylesyncError(
    `${file.shown} ${why}, so import did not write it.`,
    "stylesync never writes through symbolic links: replace the link with the file itself (or remove it), then run import again.",
    { code: "symlink-refused" }
  );
}

// src/app/import-glossaries.ts
async function importGlossaries(session, options) {
  const { root } = session.config;
  const glossariesDir = session.config.glossaries_dir ?? resolve2(root, DEFAULT_GLOSSARIES_DIR);
  const live = withoutPreviews((await session.api.listGlossaries()).value);
  const desired = session.result.glossaries;
  const owners = glossaryOwners(live, desired);
  const tombstones = new Set(desired.filter((g) => g.state === "absent").map((g) => g.file));
  const keeps = (g) => {
    const file = owners.get(g.glossary_id);
    return file !== void 0 && (!options.force || tombstones.has(file));
  };
  const kept = live.filter(keeps).map((glossary) => ({ glossary, file: owners.get(glossary.glossary_id) }));
  const toWrite = live.filter((g) => !keeps(g));
  const none = { live, glossariesDir, kept, twins: duplicateNames(live.map((g) => g.name)), refused: [], schemas: [], notes: [] };
  if (toWrite.length === 0) return { ...none, written: [], requests: 1 };
  const read = await session.api.readGlossaries(toWrite, options.concurrency);
  const planned = planGlossaryImport({
    live: read.glossaries,
    owners,
    desired,
    glossariesDir,
    root,
    taken: await existingStems(glossariesDir),
    takenEntries: await fileNames(join4(glossariesDir, ENTRIES_DIR))
  });
  const secrets = [session.target.apiKey];
  const { safe: written, refused } = glossariesWithoutKeyHolders(planned, secrets);
  refuseInvalidImport(written, "glossary", []);
  const schemas = written.length === 0 ? [] : await missingSchemaFiles(root);
  await writeImportFiles([...written.flatMap((f) => f.entriesFiles), ...written, ...schemas], root, { what: "the glossary files", dir: "glossaries directory" });
  return {
    ...none,
    written,
    refused: refused.map((holder) => glossaryKeyHolderMessage(holder, secrets)),
    schemas: schemas.map((file) => file.shown),
    requests: 1 + read.requests,
    notes: written.flatMap((f) => f.renamed === void 0 ? [] : [`${f.shown}: ${nameChangeNote(f.renamed)}`])
  };
}
async function fileNames(dir) {
  try {
    return await readdir2(dir);
  } catch (error) {
    if (error.code === "ENOENT" || error.code === "ENOTDIR") return [];
    throw error;
  }
}

// src/app/import-lists.ts
import { resolve as resolve3 } from "node:path";

// src/import/extra-rules.ts
var import_yaml = __toESM(require_dist(), 1);
import { constants as constants2 } from "node:fs";
import { open as open2, readFile } from "node:fs/promises";
import { basename as basename3 } from "node:path";
function rulesCatalogLacks(lists, declared = []) {
  const out = /* @__PURE__ */ new Set();
  for (const list of lists) {
    for (const [group, rules] of Object.entries(list.configured_rules)) {
      if (!catalogGroup(group)) continue;
      for (const rule of Object.keys(rules)) if (!allowedValues(group, rule)) out.add(`${group}.${rule}`);
    }
  }
  for (const name of declared) out.delete(name);
  return [...out].sort();
}
function withExtraRules(configText, rules) {
  const doc = (0, import_yaml.parseDocument)(configText);
  const existing = doc.get("extra_rules", true);
  if ((0, import_yaml.isSeq)(existing)) {
    for (const rule of rules) existing.add(doc.createNode(rule));
  } else {
    const node = doc.createNode([...rules]);
    node.flow = true;
    doc.set("extra_rules", node);
  }
  return doc.toString({ lineWidth: 0, flowCollectionPadding: false });
}
async function declareExtraRules(lists, declared, configFile) {
  const rules = rulesCatalogLacks(lists, declared);
  if (rules.length === 0) return void 0;
  const named = rules.join(", ");
  const why = "stylesync's catalog lacks them, and validate refuses a rule it does not know unless `extra_rules` lists it";
  if (configFile === void 0) {
    return `The imported lists hold ${rules.length === 1 ? "a rule" : "rules"} ${why}: add \`extra_rules: [${named}]\` to stylesync.yaml (there is none yet; \`stylesync init\` writes one).`;
  }
  try {
    await addExtraRules(configFile, rules);
  } catch (error) {
    throw new StylesyncError(
      `The imported lists hold rules ${why}, and ${configFile} could not be updated: ${error.message}`,
      `Add \`extra_rules: [${named}]\` to it by hand (stylesync never writes through a symbolic link).`,
      { code: "write-failed", cause: error }
    );
  }
  return `Added ${named} to \`extra_rules\` in ${basename3(configFile)}: ${why}. Check that they are real rules of the service, not typos.`;
}
async function addExtraRules(configFile, rules) {
  const text = await readFile(configFile, "utf8");
  const handle = await open2(configFile, constants2.O_WRONLY | constants2.O_TRUNC | constants2.O_NOFOLLOW);
  try {
    await handle.writeFile(withExtraRules(text, rules));
  } finally {
    await handle.close();
  }
}

// src/app/import-lists.ts
async function importLists(session, options = {}) {
  const { root } = session.config;
  const stylesDir = resolve3(root, session.config.styles_dir);
  const live = withoutPreviews((await session.api.listAll()).lists);
  if (live.length === 0) return { live, stylesDir, written: [], kept: [], twins: [], refused: [], schemas: [], notes: [] };
  const planned = planImport({ live, desired: session.result.lists, stylesDir, root, taken: await existingStems(stylesDir) });
  const secrets = [session.target.apiKey];
  const { safe: written, refused } = withoutKeyHolders(options.force ? planned : planned.filter((f) => !f.overwrites), secrets);
  const kept = options.force ? [] : planned.filter((f) => f.overwrites);
  refuseInvalidImport(written, "list", [...session.config.extra_rules ?? [], ...rulesCatalogLacks(written.map((f) => f.list))]);
  const schemas = written.length === 0 ? [] : await missingSchemaFiles(root);
  await writeImportFiles([...written, ...schemas], root, { what: "the style files", dir: "styles directory" });
  const extraRules = await declareExtraRules(written.map((f) => f.list), session.config.extra_rules, session.config.config_file);
  return {
    live,
    stylesDir,
    written,
    kept,
    twins: duplicateNames(live.map((l) => l.name)),
    refused: refused.map((holder) => keyHolderMessage(holder, secrets)),
    schemas: schemas.map((file) => file.shown),
    notes: written.flatMap(importNotes),
    ...extraRules === void 0 ? {} : { extraRules }
  };
}
function importNotes(file) {
  const notes = file.renamed === void 0 ? [] : [`${file.shown}: ${nameChangeNote(file.renamed)}`];
  for (const group of file.allowed ?? []) {
    const near = groupsOneEditFrom(group).map((g) => `\`${g}\``).join(" or ");
    notes.push(
      `${file.shown}: the live list holds rule group \`${group}\`, one edit from ${near}, which validate refuses as misspelt: written under \`allow_unknown_rules\` so the file says what the service has. If it is a slip, fix the spelling in the file and remove the entry.`
    );
  }
  return notes;
}

// src/report/import-json.ts
function renderImportJson(written, kept, warnings, glossaries) {
  const entry = (file, action) => ({ file: file.shown, name: file.list.name, style_id: file.list.style_id, action });
  const glossaryEntry = (file) => ({
    file: file.shown,
    name: file.glossary.name,
    glossary_id: file.glossary.glossary_id,
    action: file.overwrites ? "overwritten" : "created",
    entries_files: file.entriesFiles.map((f) => ({ file: f.shown, source_lang: f.pair.source_lang, target_lang: f.pair.target_lang, entries: f.entries }))
  });
  const keptGlossary = (m) => ({ file: m.file, name: m.glossary.name, glossary_id: m.glossary.glossary_id, action: "kept", entries_files: [] });
  const document = {
    imported: written.length,
    files: [...written.map((f) => entry(f, f.overwrites ? "overwritten" : "created")), ...kept.map((f) => entry(f, "kept"))],
    ...glossaries ? { glossaries_imported: glossaries.written.length, glossaries: [...glossaries.written.map(glossaryEntry), ...glossaries.kept.map(keptGlossary)] } : {},
    files_written: [...written.map((f) => f.shown), ...(glossaries?.written ?? []).flatMap((f) => [f.shown, ...f.entriesFiles.map((e) => e.shown)])],
    warnings
  };
  return `${JSON.stringify(document, null, 2)}
`;
}

// src/app/import-tbx.ts
import path from "node:path";

// src/import/tbx-glossary.ts
function tbxGlossary(concepts, sourceLanguage) {
  const source = baseCode(sourceLanguage);
  const byTarget = /* @__PURE__ */ new Map();
  const skipped = [];
  const languages = /* @__PURE__ */ new Set();
  concepts.forEach((concept, index) => {
    const name = `concept ${concept.id ?? `#${index + 1}`}`;
    const slots = baseSlots(concept);
    for (const lang of slots.keys()) languages.add(lang);
    const from = slots.get(source);
    if (!from) return void skipped.push({ where: name, reason: `no ${source} term` });
    const bad = termProblem(from.term, `${source} term`);
    if (bad) return void skipped.push({ where: name, reason: bad.message });
    for (const [lang, to] of slots) {
      if (lang === source) continue;
      const dictionary = byTarget.get(lang) ?? { source_lang: source, target_lang: lang, entries: /* @__PURE__ */ new Map(), notes: /* @__PURE__ */ new Map() };
      byTarget.set(lang, dictionary);
      const { extra, dropped } = metadata(concept, from, to);
      const problem = addEntry(dictionary, from.term, extra.translate === false ? { ...to, term: from.term } : to, extra);
      for (const reason of problem ? [problem] : dropped) skipped.push({ where: name, reason: `${source}\u2192${lang}: ${reason}` });
    }
  });
  const dictionaries = [...byTarget.values()].filter((d) => d.entries.size > 0).sort((a, b) => codeUnitOrder(a.target_lang, b.target_lang));
  for (const d of dictionaries) skipped.push(...dropContradictions(d));
  return { dictionaries, skipped, languages: [...languages].sort() };
}
function addEntry(dictionary, source, to, extra) {
  if (dictionary.entries.has(source)) return `the source term ${JSON.stringify(source)} is already in the dictionary (an earlier concept)`;
  const bad = termProblem(to.term, "target term");
  if (bad) return bad.message;
  const forbidden = to.forbidden.filter((f, i) => termProblem(f.term, "forbidden variant") === void 0 && to.forbidden.findIndex((b) => b.term === f.term) === i);
  const admitted = to.admitted.filter((a, i) => termProblem(a.term, "admitted alternative") === void 0 && to.admitted.findIndex((b) => b.term === a.term) === i);
  dictionary.entries.set(source, to.term);
  const notes = { ...admitted.length > 0 ? { admitted } : {}, ...forbidden.length > 0 ? { forbidden } : {}, ...extra };
  if (Object.keys(notes).length > 0) dictionary.notes.set(source, notes);
  return void 0;
}
function metadata(concept, from, to) {
  const extra = tbxPairMetadata(concept, from, to);
  const dropped = [];
  for (const field of ["definition", "note"]) {
    const text = extra[field];
    if (text === void 0 || codePointLength(text) <= TERM_NOTE_MAX_CHARS) continue;
    delete extra[field];
    dropped.push(`the ${field} is longer than ${TERM_NOTE_MAX_CHARS} characters, so it was left out`);
  }
  return { extra, dropped };
}
function dropContradictions(dictionary) {
  const targets = new Set(dictionary.entries.values());
  const out = [];
  const pair = pairText(dictionary);
  for (const [source, notes] of dictionary.notes) {
    const where = `term ${JSON.stringify(source)}`;
    const kept = (notes.forbidden ?? []).filter(({ term: variant }) => {
      if (!targets.has(variant)) return true;
      out.push({ where, reason: `${pair}: the forbidden variant ${JSON.stringify(variant)} is a target in the dictionary, so it was left out` });
      return false;
    });
    const admitted = (notes.admitted ?? []).filter(({ term }) => {
      const why = term === dictionary.entries.get(source) ? "is the entry's own target" : kept.some((f) => f.term === term) ? "is also forbidden for it" : void 0;
      if (why !== void 0) out.push({ where, reason: `${pair}: the admitted alternative ${JSON.stringify(term)} ${why}, so it was left out` });
      return why === void 0;
    });
    const { admitted: _a, forbidden: _f, ...rest } = notes;
    const left = { ...admitted.length > 0 ? { admitted } : {}, ...kept.length > 0 ? { forbidden: kept } : {}, ...rest };
    if (Object.keys(left).length > 0) dictionary.notes.set(source, left);
    else dictionary.notes.delete(source);
  }
  return out;
}
function baseSlots(concept) {
  const out = /* @__PURE__ */ new Map();
  for (const [lang, slot] of concept.languages) {
    const base = baseCode(lang);
    const term = slot.term.trim();
    if (term === "" || out.has(base) || !/^[a-z]{2,3}$/.test(base)) continue;
    out.set(base, { ...slot, term, admitted: slot.admitted.map((a) => ({ ...a, term: a.term.trim() })), forbidden: slot.forbidden.map((f) => ({ ...f, term: f.term.trim() })) });
  }
  return out;
}
function baseCode(lang) {
  return (lang.toLowerCase().split(/[-_]/)[0] ?? "").trim();
}

// src/app/import-tbx.ts
var WITHOUT_STYLES = ["styles-dir-missing", "no-style-files"];
var CSV2TBX_PLACEHOLDER = "xx";
function placeholderLanguage(file) {
  return new StylesyncError(
    `${file} names its terms' language "xx", the placeholder translate-toolkit's csv2tbx writes when it is given none, so import cannot tell which language they are in; nothing was written.`,
    `Put the real code in the file (for German: sed -i 's/xml:lang="xx"/xml:lang="de"/g' ${file}) and import again, or keep the TBX beside a glossary file as \`entries_file:\`, which reads xx as that dictionary's target language.`,
    { code: "invalid-input" }
  );
}
var MAX_TBX_BYTES = 1e7;
async function importTbx(options) {
  const { config, result: loaded } = await loadProject(projectOptions(options));
  const result = excusing(loaded, WITHOUT_STYLES);
  if (!result.ok) return { status: "invalid", config, result };
  const termbase = await readTermbase(options);
  const glossary = tbxGlossary(termbase.concepts, options.sourceLanguage);
  const source = options.sourceLanguage.toLowerCase();
  if (glossary.dictionaries.length === 0) throw noDictionary(options, source, glossary.languages);
  if (glossary.languages.includes(CSV2TBX_PLACEHOLDER)) throw placeholderLanguage(options.file);
  const title = options.name === void 0 ? usableTitle(termbase.title) : void 0;
  const name = options.name ?? title ?? path.basename(options.file, path.extname(options.file));
  const taken = result.glossaries.find((g) => g.name === name);
  if (taken) {
    const from = options.name !== void 0 ? "" : title !== void 0 ? " (the termbase's title)" : " (the TBX file's name)";
    throw new StylesyncError(`${taken.file} already declares a glossary named "${name}"${from}, so import wrote no second one.`, "Give the new glossary another name with --name.", { code: "invalid-flag" });
  }
  const dir = config.glossaries_dir ?? path.resolve(config.root, DEFAULT_GLOSSARIES_DIR);
  const [stem] = uniqueSlugs([name], await existingStems(dir), "glossary");
  const abs = path.join(dir, `${stem}.yaml`);
  const shown = path.relative(config.root, abs).split(path.sep).join("/");
  const content = renderTermbaseGlossaryFile(name, glossary.dictionaries, schemaRef(config.root, abs, GLOSSARY_SCHEMA_FILE));
  refuseInvalid(content, shown, options.file);
  const schemas = await missingSchemaFiles(config.root);
  await writeImportFiles([{ path: abs, shown, content, overwrites: false }, ...schemas], config.root, { what: shown, dir: "glossaries directory" });
  return {
    status: "written",
    written: [shown, ...schemas.map((s) => s.shown)],
    name,
    dictionaries: glossary.dictionaries.map((d) => ({ source_lang: d.source_lang, target_lang: d.target_lang, terms: d.entries.size })),
    skipped: glossary.skipped
  };
}
async function readTermbase(options) {
  const read = readTbx(await termbaseText(options));
  if (!read.ok) throw new StylesyncError(`${options.file}:${read.line}:${read.col}: ${read.message}`, read.hint, { code: "invalid-input" });
  return read;
}
async function termbaseText(options) {
  const abs = path.resolve(options.cwd, options.file);
  const tooLarge = (file, bytes2) => diagnostic(
    "error",
    "file-too-large",
    { file, pos: START },
    `${file} is ${bytes2.toLocaleString("en-US")} bytes; a TBX file to import may have at most ${MAX_TBX_BYTES.toLocaleString("en-US")}`,
    "Split the termbase (by subject, or by language pair) and import each part as its own glossary."
  );
  const bytes = await readStyleBytes(abs, options.file, { bytes: MAX_TBX_BYTES, tooLarge });
  if (!(bytes instanceof Uint8Array)) {
    const [d] = bytes.ok ? [] : bytes.diagnostics;
    const hint = d?.code === "file-too-large" ? d.hint : "Give --tbx a TBX file (a regular file, readable by this user).";
    throw new StylesyncError(`Could not read ${options.file}: ${d?.message ?? "unreadable"}`, hint, { code: "invalid-input" });
  }
  try {
    return tbxText(bytes);
  } catch {
    throw new StylesyncError(`${options.file} is neither UTF-8 nor UTF-16 text.`, "Export the termbase again as UTF-8 (the encoding TBX files use).", { code: "invalid-input" });
  }
}
function usableTitle(title) {
  if (title === void 0 || Buffer.byteLength(title, "utf8") > 1024) return void 0;
  return /[\p{Cc}\p{Cf}\u2028\u2029]/u.test(title) ? void 0 : title;
}
function noDictionary(options, source, languages) {
  if (!languages.includes(source)) {
    return new StylesyncError(
      `${options.file} has no term in ${source}.`,
      languages.length > 0 ? `Its languages are ${orList(languages.map((l) => `\`${l}\``))}: give one of them to --source-language.` : "Check that this is a termbase with terms (TBX-Basic or TBX v3).",
      { code: "invalid-flag" }
    );
  }
  return new StylesyncError(
    `${options.file} has no concept with a term in ${source} and in another language, so there is no dictionary to write.`,
    "A glossary maps terms of one language to another: export the termbase with its target languages.",
    { code: "invalid-input" }
  );
}
function refuseInvalid(content, shown, tbx) {
  const bytes = Buffer.byteLength(content, "utf8");
  if (bytes > MAX_GLOSSARY_FILE_BYTES) {
    throw new StylesyncError(
      `The glossary file made from the termbase would be ${bytes.toLocaleString("en-US")} bytes; a glossary file may have at most ${MAX_GLOSSARY_FILE_BYTES.toLocaleString("en-US")}, so nothing was written.`,
      `Keep the termbase as it is, as an entries file: a glossary file whose dictionaries each say \`entries_file:\` with the path of ${tbx} (relative to the glossary file) reads its terms, admitted alternatives, forbidden variants, definitions and notes, up to 40 MiB (docs/glossary-files.md). Or split the termbase into several glossaries; inline entries are for a few thousand terms.`,
      { code: "invalid-input" }
    );
  }
  const loaded = parseYamlText(content, shown);
  const errors = loaded.ok ? checkGlossaryDocument(loaded).diagnostics.filter((d) => d.severity === "error") : loaded.diagnostics;
  const [first] = errors;
  if (first === void 0) return;
  throw new StylesyncError(`The glossary file made from the termbase would not validate (${first.message}), so nothing was written.`, first.hint, { code: "invalid-input" });
}

// src/report/tbx-import.ts
var SHOWN_SKIPS = 20;
function renderTbxImportText(outcome, tbxFile) {
  const [file, ...schemas] = outcome.written;
  const pairs = outcome.dictionaries.map((d) => `${terminalText(d.source_lang)}\u2192${terminalText(d.target_lang)} ${d.terms.toLocaleString("en-US")} ${d.terms === 1 ? "term" : "terms"}`);
  let out = `+ ${terminalText(file ?? "")}  (${terminalText(outcome.name)} from ${terminalText(tbxFile)}: ${pairs.join(", ")})
`;
  for (const schema of schemas) out += `+ ${terminalText(schema)}  (the JSON schema the file's $schema line points at)
`;
  let err = "";
  for (const skip of outcome.skipped.slice(0, SHOWN_SKIPS)) err += `skipped: ${terminalText(skip.where)}: ${terminalText(skip.reason)}
`;
  const more = outcome.skipped.length - SHOWN_SKIPS;
  if (more > 0) err += `skipped: \u2026 and ${more.toLocaleString("en-US")} more (\`--format json\` lists them all)
`;
  out += `
Imported 1 glossary from ${terminalText(tbxFile)}${outcome.skipped.length > 0 ? `, ${outcome.skipped.length.toLocaleString("en-US")} ${outcome.skipped.length === 1 ? "item" : "items"} skipped (see above)` : ""}. \`stylesync validate\` checks it; \`stylesync plan\` shows the glossary to create.
`;
  return { out, err };
}
function renderTbxImportJson(outcome) {
  const document = {
    imported: 1,
    glossary: { file: outcome.written[0], name: outcome.name, dictionaries: outcome.dictionaries },
    files_written: outcome.written,
    skipped: outcome.skipped
  };
  return `${JSON.stringify(document, null, 2)}
`;
}

// src/cli/import-tbx.ts
async function runTbxImport(ctx, flags) {
  const { io } = ctx;
  refuseFlags(flags);
  const outcome = await importTbx({
    cwd: io.cwd,
    file: flags.tbx,
    sourceLanguage: flags.sourceLanguage,
    ...flags.name === void 0 ? {} : { name: flags.name },
    ...flags.config === void 0 ? {} : { configPath: flags.config },
    ...flags.dir === void 0 ? {} : { stylesDir: flags.dir },
    ...flags.target === void 0 ? {} : { target: flags.target }
  });
  if (outcome.status === "invalid") {
    if (flags.format === "json") io.stdout(renderValidationJson(outcome.result));
    io.stderr(renderDiagnostics(outcome.result.errors, { format: "text", color: wantsColor(io.isTTY, io.env) }));
    io.stderr(`error: ${validationSummary(outcome.result)}; nothing was imported.
hint: Fix the errors above so import knows which glossaries the files declare, then run import again.
`);
    ctx.conclude("error");
    return;
  }
  if (flags.format === "json") {
    io.stdout(renderTbxImportJson(outcome));
  } else {
    const text = renderTbxImportText(outcome, flags.tbx);
    if (!(ctx.quiet?.() ?? false)) io.stderr(text.err);
    io.stdout(text.out);
  }
  ctx.conclude("ok");
}
function refuseFlags(flags) {
  if (flags.sourceLanguage === void 0) {
    throw new StylesyncError("--tbx needs --source-language: the language whose terms key the dictionaries.", "Add --source-language with a base code such as `en`; every other language of the termbase gets a dictionary.", { code: "invalid-flag" });
  }
  if (flags.force || flags.only !== void 0) {
    throw new StylesyncError(`--tbx does not take ${flags.force ? "--force" : "--only"}: it writes one new glossary file from the termbase and never rewrites a file.`, "Leave the flag out (or import from the service without --tbx).", { code: "invalid-flag" });
  }
}
function refuseTbxFlagsAlone(flags) {
  const stray = flags.sourceLanguage !== void 0 ? "--source-language" : flags.name !== void 0 ? "--name" : void 0;
  if (stray) throw new StylesyncError(`${stray} is for importing a termbase: it needs --tbx FILE.`, `Add --tbx with the TBX file, or leave ${stray} out to import from the service.`, { code: "invalid-flag" });
}

// src/cli/import.ts
function importCommand(ctx) {
  const command = new Command("import").description("write a file for every live list and glossary, so the files start out matching the service");
  addTargetOptions(command);
  command.option("--force", "also rewrite the files of lists and glossaries already managed, from the live state (extends are flattened)").addOption(new Option("--only <kind>", "import only style rule lists or only glossaries (default: both)").choices(["lists", "glossaries"])).option("--concurrency <n>", "glossary entries read at once (one request per dictionary)", "4").addOption(new Option("--format <format>", "json: one JSON document on stdout (files written, lists and glossaries with their ids)").choices(["text", "json"]).default("text")).option("--tbx <file>", "instead: write one new glossary file (long form) from this TBX termbase, offline").option("--source-language <code>", "with --tbx: the termbase's language the dictionaries translate from (e.g. en)").option("--name <name>", "with --tbx: the glossary's name (default: the termbase's title, else the TBX file's name)").action(async (flags) => {
    if (flags.tbx !== void 0) return runTbxImport(ctx, { ...flags, tbx: flags.tbx });
    refuseTbxFlagsAlone(flags);
    const concurrency = parseCount("--concurrency", flags.concurrency, 1);
    const opened = await openCliSession(ctx, flags, { command: "import" });
    const json = flags.format === "json";
    if (json && !opened.quiet) opened.out = opened.err;
    const session = reportDiagnostics(opened, ["styles-dir-missing", "no-style-files"]);
    if (session === void 0) {
      if (json) opened.final(renderValidationJson(opened.result));
      opened.err("The existing style and glossary files have errors; fix them first so import knows what they manage. Nothing was written.\n");
      ctx.conclude("error");
      return;
    }
    const force = Boolean(flags.force);
    const lists = flags.only === "glossaries" ? void 0 : await importLists(session, { force });
    const glossaries = flags.only === "lists" ? void 0 : await importGlossaries(session, { force, concurrency }).catch((error) => {
      if (lists && lists.written.length > 0) {
        session.err(`${lists.written.length} list ${lists.written.length === 1 ? "file was" : "files were"} written before the glossaries failed; \`stylesync import --only lists\` imports lists alone.
`);
      }
      throw error;
    });
    if ((lists?.live.length ?? 0) + (glossaries?.live.length ?? 0) === 0) {
      if (json) session.final(renderImportJson([], [], [], glossaries && { written: [], kept: [] }));
      else session.final(`The service holds no ${flags.only === "glossaries" ? "glossaries" : flags.only === "lists" ? "style rule lists" : "style rule lists and no glossaries"}; nothing to import.
`);
    } else {
      showImported(ctx, session, { lists, glossaries }, json);
    }
    ctx.conclude((lists?.refused.length ?? 0) + (glossaries?.refused.length ?? 0) > 0 ? "error" : "ok");
  });
  return command;
}
function showImported(ctx, session, imported, json) {
  const { lists, glossaries } = imported;
  if (lists) showLists(session, lists);
  if (glossaries) showGlossaries(session, glossaries);
  const shownDir = (abs) => {
    const dir = relative4(ctx.io.cwd, abs) || ".";
    return terminalText(isAbsolute(dir) ? abs : dir);
  };
  const count = (n, one, many) => `${n} ${n === 1 ? one : many}`;
  const parts = [
    lists && lists.written.length > 0 ? `${count(lists.written.length, "list", "lists")} into ${shownDir(lists.stylesDir)}` : "",
    glossaries && glossaries.written.length > 0 ? `${count(glossaries.written.length, "glossary", "glossaries")} into ${shownDir(glossaries.glossariesDir)}` : ""
  ].filter(Boolean);
  let last = `${parts.length === 0 ? "Nothing new to import" : `Imported ${parts.join(" and ")}`}.`;
  const kept = (lists?.kept.length ?? 0) + (glossaries?.kept.length ?? 0);
  if (kept > 0) last += ` ${kept} already managed (re-run with --force to rewrite ${kept === 1 ? "its file" : "their files"} from the live state).`;
  last += " `stylesync plan` shows how the files compare with the service.\n";
  if (session.quiet && !json) session.final(last);
  else session.out(`
${last}`);
  const notes = [...lists?.notes ?? [], ...glossaries?.notes ?? []];
  if (!session.quiet) for (const note of notes) session.err(`note: ${terminalText(note)}
`);
  if (json) session.final(renderImportJson(lists?.written ?? [], lists?.kept ?? [], notes, glossaries && { written: glossaries.written, kept: glossaries.kept }));
}
function showLists(session, imported) {
  for (const file of imported.written) {
    session.out(`${file.overwrites ? "~" : "+"} ${terminalText(file.shown)}  (${terminalText(file.list.name)}, style_id ${terminalText(file.list.style_id)})
`);
  }
  for (const shown of imported.schemas) session.out(`+ ${terminalText(shown)}  (the JSON schema the files' $schema line points at)
`);
  for (const file of imported.kept) session.out(`= ${terminalText(file.shown)}  (${terminalText(file.list.name)}: already managed, not overwritten)
`);
  for (const { message, hint } of imported.refused) session.err(`${ERROR_PREFIX}${terminalText(message)}
  hint: ${hint}
`);
  if (imported.extraRules !== void 0) session.err(`${terminalText(imported.extraRules)}
`);
}
function showGlossaries(session, imported) {
  for (const file of imported.written) {
    const { glossary } = file;
    const dictionaries = `${glossary.entries.length} ${glossary.entries.length === 1 ? "dictionary" : "dictionaries"}`;
    session.out(`${file.overwrites ? "~" : "+"} ${terminalText(file.shown)}  (${terminalText(glossary.name)}, glossary_id ${terminalText(glossary.glossary_id)}, ${dictionaries})
`);
    for (const tsv of file.entriesFiles) {
      const terms = `${tsv.entries.toLocaleString("en-US")} ${tsv.entries === 1 ? "term" : "terms"}`;
      session.out(`${tsv.overwrites ? "~" : "+"} ${terminalText(tsv.shown)}  (its ${terminalText(tsv.pair.source_lang)}\u2192${terminalText(tsv.pair.target_lang)} entries, ${terms})
`);
    }
  }
  for (const shown of imported.schemas) session.out(`+ ${terminalText(shown)}  (the JSON schema the files' $schema line points at)
`);
  for (const { glossary, file } of imported.kept) session.out(`= ${terminalText(file)}  (${terminalText(glossary.name)}: already managed, not overwritten)
`);
  for (const { message, hint } of imported.refused) session.err(`${ERROR_PREFIX}${terminalText(message)}
  hint: ${hint}
`);
}
export {
  importCommand
};
