import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  CONFIG_SCHEMA_FILE,
  GLOSSARY_SCHEMA_FILE,
  STYLE_LIST_SCHEMA_FILE,
  buildAllSchemas,
  serializeSchema
} from "./chunk-PYLKI5HJ.js";
import {
  SCHEMA_DIR,
  schemaComment,
  schemaRef
} from "./chunk-Y25DH4LS.js";
import "./chunk-3VYUPDIQ.js";
import "./chunk-YZB7WZ6R.js";
import "./chunk-FU4PBENL.js";
import "./chunk-HT4ZRL7K.js";
import {
  require_dist
} from "./chunk-3B2DKV5V.js";
import "./chunk-HK2UHOY2.js";
import "./chunk-UEUF6HZP.js";
import "./chunk-RFHINAKV.js";
import {
  terminalText
} from "./chunk-YU2LL6H5.js";
import {
  CONFIG_FILE_NAME,
  DEFAULT_GLOSSARIES_DIR,
  DEFAULT_KEY_VARIABLE,
  DEFAULT_STYLES_DIR,
  DEFAULT_THRESHOLDS,
  listYamlFiles,
  loadProject,
  pathKind,
  repoRelative
} from "./chunk-UG6R5WR7.js";
import "./chunk-D6S6DZUD.js";
import "./chunk-WADOF54X.js";
import "./chunk-HYMDCOR5.js";
import "./chunk-DFW3UD3O.js";
import "./chunk-UEI424LT.js";
import {
  Command
} from "./chunk-X7S5KYRM.js";
import "./chunk-TEZ4EFMH.js";
import {
  StylesyncError
} from "./chunk-MADRQNID.js";
import {
  DEFAULT_AUTH_SCHEME
} from "./chunk-XKJFTXK7.js";
import {
  __toESM
} from "./chunk-V5274J54.js";

// src/cli/init.ts
import { appendFile, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
var import_yaml = __toESM(require_dist(), 1);
var IGNORED = ".stylesync/";
var EXAMPLE_FILE = "example.yaml";
function initCommand(ctx) {
  return new Command("init").description("set up this directory: stylesync.yaml, an example style file, the JSON schemas, .stylesync/ in .gitignore").option("--dir <dir>", `styles directory to create (default: styles_dir of an existing stylesync.yaml, else ${DEFAULT_STYLES_DIR})`).action(async (flags) => {
    const root = path.resolve(ctx.io.cwd);
    const out = (line) => ctx.io.stdout(`${line}
`);
    const configPath = path.join(root, CONFIG_FILE_NAME);
    const hasConfig = await pathKind(configPath) !== "missing";
    const existing = hasConfig ? (await loadProject({ cwd: root })).config : void 0;
    const stylesDir = flags.dir !== void 0 ? path.resolve(root, flags.dir) : existing?.styles_dir ?? path.join(root, DEFAULT_STYLES_DIR);
    const glossariesDir = existing?.glossaries_dir ?? path.join(root, DEFAULT_GLOSSARIES_DIR);
    const stylesRel = repoRelative(root, stylesDir);
    if (stylesRel === void 0 || stylesRel === "" || stylesRel === ".") {
      throw new StylesyncError(
        `The styles directory ${terminalText(flags.dir ?? stylesDir)} is not a directory inside ${terminalText(root)}.`,
        "Pass --dir with a directory below the current one (for example --dir styles), or run init from the repository root.",
        { code: "dir-outside-repository" }
      );
    }
    const init = setUp(root, ctx.quiet?.() ?? false, out);
    if (await init.create(CONFIG_FILE_NAME, configText(root, configPath, stylesRel))) init.report("+", CONFIG_FILE_NAME);
    else init.report("=", CONFIG_FILE_NAME, "exists, left as it is");
    const stale = await writeSchemas(init);
    const example = await writeExample(init, stylesDir, stylesRel);
    const glossaryExample = example === void 0 ? void 0 : await writeGlossaryExample(init, glossariesDir);
    await ignoreStateDir(init);
    finish(init, stale, [example, glossaryExample].filter((f) => f !== void 0));
    ctx.conclude("ok");
  });
}
function setUp(root, quiet, out) {
  const created = [];
  return {
    root,
    quiet,
    out,
    created,
    report(mark, file, note = "") {
      if (mark === "+") created.push(file);
      if (!quiet || mark === "!") out(`${mark} ${terminalText(file)}${note ? `  (${note})` : ""}`);
    },
    async create(rel, text) {
      const abs = path.join(root, rel);
      await mkdir(path.dirname(abs), { recursive: true });
      try {
        await writeFile(abs, text, { flag: "wx" });
        return true;
      } catch (error) {
        if (error.code === "EEXIST") return false;
        throw writeError(rel, error);
      }
    }
  };
}
async function writeSchemas(init) {
  const stale = [];
  for (const [name, schema] of Object.entries(buildAllSchemas())) {
    const rel = `${SCHEMA_DIR}/${name}`;
    const text = serializeSchema(schema);
    if (await init.create(rel, text)) init.report("+", rel);
    else if (await readFile(path.join(init.root, rel), "utf8").catch(() => "") === text) init.report("=", rel, "up to date");
    else {
      stale.push(rel);
      init.report("!", rel, "differs from this version of stylesync; left as it is");
    }
  }
  return stale;
}
async function writeExample(init, stylesDir, stylesRel) {
  const examples = await pathKind(stylesDir) === "dir" ? await listYamlFiles(stylesDir) : [];
  const example = `${stylesRel}/${EXAMPLE_FILE}`;
  if (examples.length > 0) {
    init.report("=", `${stylesRel}/`, `holds ${examples.length} style ${examples.length === 1 ? "file" : "files"}; no example written`);
    return void 0;
  }
  if (!await init.create(example, exampleText(schemaRef(init.root, path.join(init.root, example), STYLE_LIST_SCHEMA_FILE)))) return void 0;
  init.report("+", example, "an example list; edit, rename or delete it");
  return example;
}
async function writeGlossaryExample(init, glossariesDir) {
  const rel = repoRelative(init.root, glossariesDir);
  if (rel === void 0 || rel === ".") return void 0;
  const existing = await pathKind(glossariesDir) === "dir" ? await listYamlFiles(glossariesDir) : [];
  if (existing.length > 0) {
    init.report("=", `${rel}/`, `holds ${existing.length} glossary ${existing.length === 1 ? "file" : "files"}; no example written`);
    return void 0;
  }
  const file = `${rel}/${EXAMPLE_FILE}`;
  if (!await init.create(file, glossaryExampleText(schemaRef(init.root, path.join(init.root, file), GLOSSARY_SCHEMA_FILE)))) return void 0;
  init.report("+", file, "an example glossary; edit, rename or delete it");
  return file;
}
async function ignoreStateDir(init) {
  const gitignore = path.join(init.root, ".gitignore");
  const ignoreText = await readFile(gitignore, "utf8").catch((error) => {
    if (error.code === "ENOENT") return void 0;
    throw writeError(".gitignore", error);
  });
  if (ignoreText === void 0) {
    if (await init.create(".gitignore", `# stylesync: backups and local state
${IGNORED}
`)) init.report("+", ".gitignore");
  } else if (ignoresStateDir(ignoreText)) {
    init.report("=", ".gitignore", `already ignores ${IGNORED}`);
  } else {
    const separator = ignoreText === "" || ignoreText.endsWith("\n") ? "" : "\n";
    await appendFile(gitignore, `${separator}${IGNORED}
`).catch((error) => {
      throw writeError(".gitignore", error);
    });
    init.report("~", ".gitignore", `added ${IGNORED}`);
  }
}
function finish(init, stale, examples) {
  const { out, quiet, created } = init;
  if (!quiet) out("");
  if (stale.length > 0) {
    out(`The schemas marked ! come from another version of stylesync; delete them and run init again to refresh them.`);
  }
  out(created.length === 0 ? "Nothing to create: this directory is already set up." : `Created ${created.length} ${created.length === 1 ? "file" : "files"}.`);
  if (quiet) return;
  out("Next:");
  out("  stylesync validate                 # check the style files offline");
  out(`  export ${DEFAULT_KEY_VARIABLE}=\u2026  STYLESYNC_BASE_URL=https://\u2026`);
  out("  stylesync plan                     # what apply would change on the service");
  out(`  stylesync import                   # or start from the lists and glossaries the service already holds${examples.length > 0 ? ` (delete ${examples.map(terminalText).join(" and ")} first)` : ""}`);
}
function ignoresStateDir(text) {
  return text.split(/\r?\n/).some((line) => /^\/?\.stylesync\/?\**\s*$/.test(line.trim()));
}
function writeError(rel, error) {
  return new StylesyncError(`Could not write ${terminalText(rel)}: ${error.message}`, "Check that the directory is writable, then run init again; files already created are kept.", {
    code: "write-failed",
    cause: error
  });
}
function configText(root, configPath, stylesRel) {
  const { max_deletes, max_delete_percent } = DEFAULT_THRESHOLDS;
  return `#${schemaComment(schemaRef(root, configPath, CONFIG_SCHEMA_FILE))}
#
# stylesync settings for this repository. Every key is optional; commented-out
# lines show what can be set. The API key never goes here: it is read from
# ${DEFAULT_KEY_VARIABLE} (or the variable a target names in api_key_env).

# Where the style files are, relative to this file. Files whose names start
# with \`_\` are fragments: shared through \`extends\`, never synced on their own.
styles_dir: ${(0, import_yaml.stringify)(stylesRel).trimEnd()}

# Where the glossary files are (one glossary a file; docs/glossary-files.md).
glossaries_dir: ${DEFAULT_GLOSSARIES_DIR}

# The service address. STYLESYNC_BASE_URL or --base-url override it.
# base_url: https://style-rules.example.com

# The word before the key in the Authorization header; deployments differ.
# auth_scheme: ${DEFAULT_AUTH_SCHEME}

# Delete live lists that no style file declares (also: apply --prune), except
# those whose names match an ignore pattern.
# prune: false
# ignore: ["Legacy *"]

# Rules the service has and stylesync's catalog lacks, as group.rule. Any
# other rule missing from the catalog is an error: the service would store a
# misspelt rule and ignore it.
# extra_rules: [numbers.new_rule]

# The least share of glossary terms, rules and instructions that examples must
# exercise, else validate fails (\`stylesync validate --coverage\` lists what
# none exercises; docs/checks.md). Raise them as examples are written, e.g.
# to terms: 100%, rules: 80%.
# coverage: { terms: 0%, rules: 0%, instructions: 0% }

# A plan that deletes more lists than this, or a larger share of them (counted
# from 10 live lists up), is refused unless apply gets --allow-deletes.
thresholds:
  max_deletes: ${max_deletes}
  max_delete_percent: ${max_delete_percent}

# Named services, chosen with --target NAME.
# targets:
#   staging:
#     base_url: https://staging.example.com
#     api_key_env: STAGING_STYLE_KEY
#   production:
#     base_url: https://api.example.com
#     api_key_env: PROD_STYLE_KEY
`;
}
function glossaryExampleText(ref) {
  return `#${schemaComment(ref)}
#
# An example glossary written by \`stylesync init\`: one file, one glossary,
# one dictionary per language pair. Large termbases go in a TSV, CSV or TBX
# file beside this one (entries_file: terms/en-de.tsv). A style file uses it with
# \`glossaries: [Example Terms]\`. An entry is \`source: target\`, or says more
# in the long form: variants never to use, a definition, a note, or
# \`{translate: false}\` (docs/glossary-files.md). Only the pair is sent.
name: Example Terms
dictionaries:
  - source_language: en
    target_language: de
    entries:
      sign in: {target: anmelden, forbidden: [einloggen]}
      sign out: abmelden
`;
}
function exampleText(ref) {
  return `#${schemaComment(ref)}
#
# An example style rule list written by \`stylesync init\`: one file, one list.
# Change it, rename the list, or delete the file; \`stylesync plan\` shows what
# apply would do with it. Your editor completes rule names and values through
# the $schema line above.
name: Example DE
language: de
configured_rules:
  dates_and_times:
    time_format: use_24_hour_clock
  numbers:
    decimal_separator: use_comma_as_decimal_separator
    thousands_separator: use_period_as_thousands_separator
custom_instructions:
  - label: Formal address
    prompt: Address the reader with "Sie", never with "du".
    source_language: en
`;
}
export {
  initCommand
};
