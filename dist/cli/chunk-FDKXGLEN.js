import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  terminalText
} from "./chunk-YU2LL6H5.js";
import {
  codeUnitOrder,
  examplePair,
  instructionOrigin,
  pairKey
} from "./chunk-WADOF54X.js";
import {
  diagnostic
} from "./chunk-DFW3UD3O.js";
import {
  firstChar,
  lastChar,
  spacedWordChar,
  spellings
} from "./chunk-A3C6QQL2.js";
import {
  StylesyncError
} from "./chunk-MADRQNID.js";
import {
  DEFAULT_AUTH_SCHEME
} from "./chunk-XKJFTXK7.js";

// src/report/request-line.ts
var NOTICEABLE_WAIT_MS = 1e3;
function renderRequestLine(event, options) {
  const request = `${event.method} ${terminalText(event.path)}`;
  if (event.waitingMs !== void 0) {
    return `Still waiting for the service to answer ${request} (${Math.round(event.waitingMs / 1e3)} s so far)\u2026`;
  }
  if (event.note === "duplicate-ids") {
    const ids = (event.ids ?? []).map((id) => terminalText(id)).join(", ");
    return `warning: ${request} listed ${ids} twice in one answer; the copies are the same, so one of each was used`;
  }
  if (event.note === "recovered") {
    return options.verbose ? `http: ${request}: no clear answer, but what it made was found; not sent again` : void 0;
  }
  const wait = event.retryInMs === void 0 ? "" : `; retrying in ${seconds(event.retryInMs)}${event.retryAfter ? " (the service's Retry-After)" : ""}`;
  if (options.verbose) {
    const trace = event.traceId ? ` (trace ${terminalText(event.traceId)})` : "";
    return `http: ${request} \u2192 ${outcome(event)}${trace}${wait}`;
  }
  if (event.retryInMs !== void 0 && event.retryInMs >= NOTICEABLE_WAIT_MS) {
    return `${request} \u2192 ${outcome(event)}${wait}\u2026`;
  }
  return void 0;
}
function outcome(event) {
  if (event.status !== void 0) return String(event.status);
  return event.failure === "timeout" ? "no answer in time (timeout)" : "connection failed";
}
function seconds(ms) {
  return ms < 1e3 ? `${ms} ms` : `${(ms / 1e3).toFixed(ms % 1e3 === 0 ? 0 : 1)} s`;
}

// src/cli/target-flags.ts
function addTargetOptions(command, online = "") {
  return command.option("--target <name>", "a target declared in stylesync.yaml (its base_url, api_key_env, styles_dir)").option("--base-url <url>", `${online}service address (else STYLESYNC_BASE_URL, else base_url of the target or stylesync.yaml)`).option("--auth-scheme <word>", `${online}word before the key in the Authorization header (else stylesync.yaml, else ${DEFAULT_AUTH_SCHEME})`).option("--config <path>", "repository config file (default: stylesync.yaml in the current directory)").option("--dir <dir>", "styles directory (else the target's or stylesync.yaml's styles_dir)").option("--timeout <ms>", `${online}per-request timeout in milliseconds`).option("-v, --verbose", `${online}print every request on stderr: method, path, status, trace id and retry waits (never the key)`);
}
function sessionOptions(ctx, flags) {
  const verbose = Boolean(flags.verbose);
  const quiet = !verbose && (ctx.quiet?.() ?? false);
  return {
    cwd: ctx.io.cwd,
    env: ctx.io.env,
    ...flags.config === void 0 ? {} : { configPath: flags.config },
    ...flags.dir === void 0 ? {} : { stylesDir: flags.dir },
    ...flags.target === void 0 ? {} : { target: flags.target },
    ...flags.baseUrl === void 0 ? {} : { baseUrl: flags.baseUrl },
    ...flags.authScheme === void 0 ? {} : { authScheme: flags.authScheme },
    ...flags.timeout === void 0 ? {} : { timeoutMs: parseTimeout(flags.timeout) },
    ...ctx.io.clock === void 0 ? {} : { clock: ctx.io.clock },
    // A target may read its key from any variable.
    onSecret: (key) => ctx.addSecret(key),
    onRequest: (event) => {
      const line = renderRequestLine(event, { verbose });
      if (line !== void 0 && !quiet) ctx.io.stderr(`${line}
`);
    }
  };
}
function parseTimeout(text) {
  const ms = Number(text);
  if (!Number.isInteger(ms) || ms <= 0) {
    throw new StylesyncError(`--timeout must be a whole number of milliseconds above 0, not "${text}".`, "For example --timeout 30000 (30 seconds).", { code: "invalid-flag" });
  }
  return ms;
}

// src/catalog/terms-in.ts
function leadingWord(text, start) {
  let end = start;
  while (end < text.length) {
    const ch = firstChar(text, end);
    if (!spacedWordChar(ch)) break;
    end += ch.length;
  }
  return text.slice(start, end);
}
function add(map, key, term) {
  const bucket = map.get(key);
  if (bucket) bucket.terms.push(term);
  else map.set(key, { terms: [term] });
}
function sortedOf(bucket) {
  if (bucket.sorted) return bucket.sorted;
  const bySpelling = /* @__PURE__ */ new Map();
  for (const term of bucket.terms) {
    for (const spelling of term.spellings) {
      const list = bySpelling.get(spelling);
      if (list) list.push(term);
      else bySpelling.set(spelling, [term]);
    }
  }
  const spellings2 = [...bySpelling.keys()].sort(codeUnitOrder);
  bucket.sorted = { spellings: spellings2, terms: spellings2.map((sp) => bySpelling.get(sp)), longest: spellings2.reduce((n, sp) => Math.max(n, sp.length), 0) };
  return bucket.sorted;
}
function lastAtMost(sorted, value) {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (sorted[mid] <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}
function commonPrefix(a, b) {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}
function longestAt(bucket, text, at, work) {
  const { spellings: spellings2, terms, longest } = sortedOf(bucket);
  let rest = text.slice(at, at + longest);
  while (rest !== "") {
    work.searches++;
    const i = lastAtMost(spellings2, rest);
    if (i < 0) return void 0;
    const spelling = spellings2[i];
    const shared = commonPrefix(spelling, rest);
    if (shared === spelling.length) {
      const end = at + spelling.length;
      const wordGoesOn = end < text.length && spacedWordChar(firstChar(text, end));
      const found = terms[i].filter((t) => !(t.endEdge && wordGoesOn));
      if (found.length > 0) return { length: spelling.length, terms: found };
      rest = spelling.slice(0, -1);
    } else {
      rest = rest.slice(0, shared);
    }
  }
  return void 0;
}
function termIndex(terms) {
  const index = { byWord: /* @__PURE__ */ new Map(), byChar: /* @__PURE__ */ new Map() };
  for (const term of new Set(terms)) {
    const normal = term.normalize("NFC");
    if (normal === "") continue;
    const entry = { term, spellings: spellings(normal), endEdge: spacedWordChar(lastChar(normal, normal.length)) };
    if (spacedWordChar(firstChar(normal, 0))) add(index.byWord, leadingWord(normal, 0), entry);
    else for (const first of new Set(entry.spellings.map((s) => firstChar(s, 0)))) add(index.byChar, first, entry);
  }
  return index;
}
function termsIn(text, indexes, work = { searches: 0 }) {
  const normal = text.normalize("NFC");
  const all = Array.isArray(indexes) ? indexes : [indexes];
  const found = /* @__PURE__ */ new Set();
  let reach = 0;
  let previousSpaced = false;
  for (let at = 0; at < normal.length; ) {
    const ch = firstChar(normal, at);
    const spaced = spacedWordChar(ch);
    const buckets = [];
    for (const index of all) {
      if (spaced && !previousSpaced) for (const word of new Set(spellings(leadingWord(normal, at)))) buckets.push(...optional(index.byWord.get(word)));
      buckets.push(...optional(index.byChar.get(ch)));
    }
    let best;
    for (const bucket of buckets) {
      const here = longestAt(bucket, normal, at, work);
      if (here === void 0 || best !== void 0 && here.length < best.length) continue;
      best = best === void 0 || here.length > best.length ? { length: here.length, terms: [...here.terms] } : { length: best.length, terms: [...best.terms, ...here.terms] };
    }
    if (best !== void 0 && at + best.length > reach) {
      for (const t of best.terms) found.add(t.term);
      reach = at + best.length;
    }
    previousSpaced = spaced;
    at += ch.length;
  }
  return [...found];
}
function optional(value) {
  return value === void 0 ? [] : [value];
}

// src/config/validate-coverage.ts
var COVERAGE_KINDS = ["terms", "rules", "instructions"];
function validateCoverage(lists, glossaries) {
  const owners = [];
  const present = lists.filter((l) => l.state === "present");
  for (const list of present) owners.push(listCoverage(list));
  for (const glossary of glossaries) {
    if (glossary.state !== "present" || glossary.name === "") continue;
    owners.push(glossaryCoverage(glossary, present));
  }
  const totals = { terms: zero(), rules: zero(), instructions: zero() };
  for (const owner of owners) {
    for (const kind of COVERAGE_KINDS) {
      const count = owner.counts[kind];
      if (!count) continue;
      totals[kind].exercised += count.exercised;
      totals[kind].total += count.total;
    }
  }
  return { totals, owners };
}
var zero = () => ({ exercised: 0, total: 0 });
function listCoverage(list) {
  const named = new Set(list.examples.flatMap((e) => e.covers ?? []));
  const uncovered = [];
  const rules = zero();
  for (const [group, values] of Object.entries(list.configured_rules)) {
    for (const rule of Object.keys(values)) {
      const key = `${group}.${rule}`;
      rules.total++;
      if (named.has(key)) rules.exercised++;
      else uncovered.push({ kind: "rules", name: key, origin: list.ruleOrigins[key] ?? list.origin });
    }
  }
  const instructions = zero();
  for (const instruction of list.custom_instructions) {
    instructions.total++;
    if (named.has(instruction.label)) instructions.exercised++;
    else uncovered.push({ kind: "instructions", name: instruction.label, origin: instructionOrigin(instruction, list.file) });
  }
  uncovered.sort(byOrigin);
  return { kind: "list", name: list.name, file: list.file, counts: { rules, instructions }, uncovered, examples: list.examples.length };
}
function glossaryCoverage(glossary, lists) {
  const texts = /* @__PURE__ */ new Map();
  let examples = 0;
  const add2 = (example, target) => {
    examples++;
    const pair = examplePair(example, target);
    if (pair === void 0) return;
    texts.set(pair, [...texts.get(pair) ?? [], example.text]);
  };
  for (const list of lists) {
    if (!(list.glossaries ?? []).some((ref) => ref.name === glossary.name)) continue;
    for (const example of list.examples) add2(example, example.target_language ?? list.language);
  }
  for (const example of glossary.examples ?? []) add2(example, example.target_language ?? "");
  const terms = zero();
  const uncovered = [];
  for (const dictionary of glossary.dictionaries) {
    const pair = pairKey(dictionary);
    const exercised = exercisedTerms(dictionary, texts.get(pair) ?? []);
    for (const term of dictionary.entries.keys()) {
      terms.total++;
      if (exercised.has(term)) terms.exercised++;
      else uncovered.push({ kind: "terms", name: term, origin: dictionary.entryOrigins.get(term) ?? dictionary.origin, pair });
    }
  }
  return { kind: "glossary", name: glossary.name, file: glossary.file, counts: { terms }, uncovered, examples };
}
function exercisedTerms(dictionary, texts) {
  const found = /* @__PURE__ */ new Set();
  if (texts.length === 0) return found;
  const index = termIndex(dictionary.entries.keys());
  for (const text of texts) for (const term of termsIn(text, index)) found.add(term);
  return found;
}
function byOrigin(a, b) {
  return a.origin.file < b.origin.file ? -1 : a.origin.file > b.origin.file ? 1 : a.origin.line - b.origin.line || a.origin.col - b.origin.col;
}
function coveragePercent(count) {
  return count.total === 0 ? 100 : Math.floor(count.exercised * 100 / count.total);
}
var ADVICE = {
  terms: "Add examples whose text holds the terms `stylesync validate --coverage` lists (to a list that names the glossary, or to the glossary file)",
  rules: "Name the rules `stylesync validate --coverage` lists in the `covers:` of examples that exercise them",
  instructions: "Name the instructions `stylesync validate --coverage` lists (by label) in the `covers:` of examples that exercise them"
};
function coverageShortfalls(coverage, minimums) {
  const out = [];
  for (const kind of COVERAGE_KINDS) {
    const minimum = minimums?.[kind];
    const count = coverage.totals[kind];
    if (minimum === void 0 || count.exercised * 100 >= minimum.percent * count.total) continue;
    const { origin } = minimum;
    out.push(
      diagnostic(
        "error",
        "coverage-below-minimum",
        { file: origin.file, pos: origin, path: `coverage.${kind}` },
        `examples exercise ${count.exercised} of ${count.total} ${kind} (${coveragePercent(count)}%), below the minimum of ${minimum.percent}%`,
        `${ADVICE[kind]}, or lower coverage.${kind}.`
      )
    );
  }
  return out;
}

// src/report/coverage-line.ts
function coverageLine(totals) {
  const parts = COVERAGE_KINDS.filter((kind) => totals[kind].total > 0).map((kind) => {
    const count = totals[kind];
    return `${kind} ${count.exercised} of ${count.total} (${coveragePercent(count)}%)`;
  });
  return parts.length === 0 ? "Coverage: nothing to exercise (no rules, instructions or terms)" : `Coverage: ${parts.join(", ")} exercised by examples`;
}

// src/report/origin.ts
function formatOrigin(origin) {
  return `${origin.file}:${origin.line}`;
}

export {
  termIndex,
  termsIn,
  COVERAGE_KINDS,
  validateCoverage,
  coverageShortfalls,
  coverageLine,
  formatOrigin,
  addTargetOptions,
  sessionOptions
};
