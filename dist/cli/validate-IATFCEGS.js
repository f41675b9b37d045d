import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  renderValidationJson
} from "./chunk-FHXWXBTQ.js";
import {
  validationSummary
} from "./chunk-YOKOROIL.js";
import {
  COVERAGE_KINDS,
  addTargetOptions,
  coverageLine,
  coverageShortfalls,
  formatOrigin,
  sessionOptions,
  validateCoverage
} from "./chunk-FDKXGLEN.js";
import {
  makeStyle,
  renderDiagnostics,
  wantsColor
} from "./chunk-S3ZJRUGJ.js";
import {
  terminalQuoted,
  terminalText
} from "./chunk-YU2LL6H5.js";
import {
  addDiagnostics,
  projectOptions
} from "./chunk-KM6U3AQU.js";
import {
  checkGlossaryRefs,
  diagnosticsOf,
  filesRead,
  loadProject
} from "./chunk-UG6R5WR7.js";
import "./chunk-D6S6DZUD.js";
import "./chunk-WADOF54X.js";
import "./chunk-HYMDCOR5.js";
import "./chunk-DFW3UD3O.js";
import "./chunk-A3C6QQL2.js";
import {
  Command,
  Option
} from "./chunk-X7S5KYRM.js";
import "./chunk-TEZ4EFMH.js";
import "./chunk-MADRQNID.js";
import "./chunk-XKJFTXK7.js";
import "./chunk-V5274J54.js";

// src/app/validate-project.ts
async function validateProject(options) {
  const checked = await checkProject(options);
  const { config, result } = checked;
  const { lists, glossaries } = filesRead(result);
  const whole = options.paths === void 0 || options.paths.length === 0;
  const gate = config.coverage !== void 0 && whole;
  if (!options.coverage && !gate) return checked;
  const coverage = validateCoverage(lists, glossaries);
  return { config, result: gate ? addDiagnostics(result, coverageShortfalls(coverage, config.coverage)) : result, coverage };
}
async function checkProject(options) {
  const { config, result } = await loadProject({ ...projectOptions(options), ...options.paths === void 0 ? {} : { paths: options.paths }, advice: {} });
  if (!options.online || !result.ok) {
    const { lists, glossaries } = filesRead(result);
    return { config, result: addDiagnostics(result, checkGlossaryRefs(lists, glossaries)) };
  }
  const { checkOnline } = await import("./validate-online-AZWUGFSI.js");
  return { config, result: await checkOnline(options, config, result) };
}

// src/report/coverage-text.ts
var COVERAGE_ITEMS_SHOWN = 20;
function renderCoverageText(coverage, s) {
  const lines = [s.bold(coverageLine(coverage.totals))];
  for (const owner of coverage.owners) {
    if (owner.uncovered.length === 0) continue;
    lines.push(`  ${owner.kind} ${s.bold(terminalQuoted(owner.name))} (${terminalText(owner.file)}): ${counts(owner)}${owner.examples === 0 ? `; ${NO_EXAMPLES[owner.kind]}` : ""}`);
    for (const item of owner.uncovered.slice(0, COVERAGE_ITEMS_SHOWN)) {
      lines.push(`    ${s.yellow("-")} ${itemText(item)}  ${s.dim(`# ${terminalText(formatOrigin(item.origin))}`)}`);
    }
    const rest = owner.uncovered.length - COVERAGE_ITEMS_SHOWN;
    if (rest > 0) lines.push(`    \u2026 and ${rest} more (\`--format json\` lists them all)`);
  }
  return `${lines.join("\n")}
`;
}
var NO_EXAMPLES = {
  list: "it has no examples: add `examples:` to its file, naming what each exercises in `covers:`",
  glossary: "no example runs with it: name it in a style file's `glossaries:`, or add `examples:` to its file"
};
function counts(owner) {
  const parts = COVERAGE_KINDS.flatMap((kind) => {
    const count = owner.counts[kind];
    return count && count.total > 0 ? [`${kind} ${count.exercised} of ${count.total}`] : [];
  });
  return `${parts.join(", ")} exercised`;
}
function itemText(item) {
  if (item.kind === "terms") return `term ${terminalQuoted(item.name)}${item.pair === void 0 ? "" : ` (${terminalText(item.pair)})`}`;
  if (item.kind === "rules") return `rule ${terminalText(item.name)}`;
  return `instruction ${terminalQuoted(item.name)}`;
}

// src/cli/validate.ts
function validateCommand(ctx) {
  const command = new Command("validate").description("check the style files: schema, catalog values, limits, extends and duplicates (offline unless --online)").argument("[paths...]", "style files or directories to check (default: the styles directory)").option("--strict", "rule groups missing from the local catalog are errors, not warnings (unknown rules always are)").addOption(
    new Option("--format <format>", "output format (GitHub annotations are added to text when GITHUB_ACTIONS=true)").choices(["text", "json", "github"]).default("text")
  ).option("--online", "also check list, instruction and example languages against the service (needs the API key)").option("--refresh-languages", "with --online: read the languages from the service even when the 24-hour cache is fresh").option("--coverage", "also list the rules, instructions and glossary terms that no example exercises");
  addTargetOptions(command, "with --online: ");
  return command.action(async (paths, flags) => {
    const { io } = ctx;
    const { result, coverage } = await validateProject({
      // Without --online nothing is sent, so the service's flags (--timeout among them) are not looked at.
      ...sessionOptions(ctx, flags.online ? flags : { ...flags, timeout: void 0 }),
      command: "validate --online",
      paths,
      strict: flags.strict ?? false,
      online: Boolean(flags.online),
      refreshLanguages: Boolean(flags.refreshLanguages),
      coverage: Boolean(flags.coverage),
      // validate prints its notes even under --quiet (the CLI's other commands do not).
      onEvent: (event) => {
        if (event.kind === "note") io.stderr(`note: ${terminalText(event.text)}
`);
      }
    });
    const diagnostics = diagnosticsOf(result).sort(
      (a, b) => a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.col - b.col
    );
    if (flags.format === "json") {
      io.stdout(renderValidationJson(result, coverage));
    } else if (flags.format === "github") {
      io.stdout(renderDiagnostics(diagnostics, { format: "github", color: false }));
    } else {
      const color = wantsColor(io.isTTY, io.env);
      const shown = ctx.quiet?.() ? diagnostics.filter((d) => d.severity === "error") : diagnostics;
      io.stdout(renderDiagnostics(shown, { format: "text", color }));
      if (coverage !== void 0 && flags.coverage) io.stdout(renderCoverageText(coverage, makeStyle(color)));
      io.stdout(`${validationSummary(result)}
`);
      if (io.env.GITHUB_ACTIONS === "true") io.stdout(renderDiagnostics(diagnostics, { format: "github", color: false }));
    }
    ctx.conclude(result.ok ? "ok" : "error");
  });
}
export {
  validateCommand
};
