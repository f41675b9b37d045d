import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  VERSION,
  settleInOrder
} from "./chunk-UEUF6HZP.js";
import {
  MIN_KEY_LENGTH,
  redactAll
} from "./chunk-RFHINAKV.js";
import {
  DEFAULT_KEY_VARIABLE,
  checkBaseUrl,
  cliSettingNames
} from "./chunk-UG6R5WR7.js";
import {
  codeUnitOrder,
  pairKey,
  pairText,
  readingFields
} from "./chunk-WADOF54X.js";
import {
  instructionBody,
  instructionsEqual,
  sameContent
} from "./chunk-UEI424LT.js";
import {
  DEFAULT_REPORTING_TAG,
  REPORTING_TAG_HEADER
} from "./chunk-TEZ4EFMH.js";
import {
  StylesyncError
} from "./chunk-MADRQNID.js";
import {
  DEFAULT_AUTH_SCHEME,
  LIMITS,
  entriesToTsv
} from "./chunk-XKJFTXK7.js";

// src/plan/stable-json.ts
function stableJson(value) {
  return `${JSON.stringify(sortKeys(value), null, 2)}
`;
}
function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== "object" || value === null) return value;
  const source = value;
  const keys = Object.keys(source).sort((a, b) => rank(a) - rank(b) || codeUnitOrder(a, b));
  return Object.fromEntries(keys.map((key) => [key, sortKeys(source[key])]));
}
function rank(key) {
  return key === "format_version" ? 0 : 1;
}
function oneLine(value) {
  return JSON.stringify(sortKeys(value));
}

// src/live/clock.ts
var wallClock = {
  deadline(ms, expire) {
    const timer = setTimeout(expire, ms);
    return () => clearTimeout(timer);
  },
  settle: (ms) => ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve(),
  waiting(ms, tick) {
    const started = Date.now();
    const timer = setInterval(() => tick(Date.now() - started), ms);
    return () => clearInterval(timer);
  }
};

// src/live/limits.ts
var DEFAULT_RETRY_WAIT_BUDGET_MS = 5 * 6e4;
var DEFAULT_MAX_LISTS = 1e4;
var DEFAULT_MAX_DICTIONARIES = 2e3;
var MAX_LISTING_READS = 4;
var MAX_ANSWER_BYTES = 64 * 2 ** 20;
var RETRY_WAIT_BUDGET_VARIABLE = "STYLESYNC_RETRY_WAIT_BUDGET";
var MAX_LISTS_VARIABLE = "STYLESYNC_MAX_LISTS";
var MAX_DICTIONARIES_VARIABLE = "STYLESYNC_MAX_DICTIONARIES";
function clientLimitsFromEnv(env) {
  const limits = {};
  const budget = wholeNumber(env, RETRY_WAIT_BUDGET_VARIABLE, `${RETRY_WAIT_BUDGET_VARIABLE}=600 (seconds)`);
  if (budget !== void 0) limits.retryWaitBudgetMs = budget * 1e3;
  const lists = wholeNumber(env, MAX_LISTS_VARIABLE, `${MAX_LISTS_VARIABLE}=50000`);
  if (lists !== void 0) limits.maxLists = lists;
  const dictionaries = wholeNumber(env, MAX_DICTIONARIES_VARIABLE, `${MAX_DICTIONARIES_VARIABLE}=5000`);
  if (dictionaries !== void 0) limits.maxDictionaries = dictionaries;
  return limits;
}
function wholeNumber(env, name, example) {
  const text2 = env[name]?.trim();
  if (text2 === void 0 || text2 === "") return void 0;
  if (!/^\d{1,9}$/.test(text2) || Number(text2) < 1) {
    throw new StylesyncError(`${name} must be a whole number of at least 1, not ${JSON.stringify(text2.slice(0, 40))}.`, `For example ${example}, or unset it for the default.`, {
      code: "invalid-input"
    });
  }
  return Number(text2);
}

// src/live/scopes.ts
var READ_SCOPES = ["style_rules:read", "glossaries:read", "languages:read"];
var WRITE_SCOPES = ["style_rules:write", "glossaries:write"];
var PREVIEW_SCOPES = ["translate:text", "style_rules:write", "glossaries:write"];
var MAX_SCOPES = 10;
var SCOPE_NAME = /^[a-z_]{1,40}:[a-z_]{1,40}$/;
var MISSING = /Missing required scope\(s\):\s*([^\n]{0,500})/;
function missingScopesIn(text2) {
  let detail;
  try {
    detail = JSON.parse(text2)?.detail;
  } catch {
    return void 0;
  }
  if (typeof detail !== "string") return void 0;
  const listed = MISSING.exec(detail.slice(0, 1e3))?.[1];
  if (listed === void 0) return void 0;
  const scopes = [...new Set(listed.split(",").map((s) => s.trim()))].filter((s) => SCOPE_NAME.test(s)).slice(0, MAX_SCOPES);
  return scopes.length > 0 ? scopes : void 0;
}
function scopeHint(command, missing) {
  const apply = command !== void 0 && command.startsWith("apply") && missing.some((s) => s.endsWith(":write"));
  const which = apply ? "use the apply key (one with the write scopes)" : `use a key that has ${missing.join(", ")}`;
  return `${command === void 0 ? which[0].toUpperCase() + which.slice(1) : `For ${command}, ${which}`}, then run again. ${COMMAND_NEEDS}`;
}
var COMMAND_NEEDS = `validate --online and plan need only read scopes (${READ_SCOPES.join(", ")}); apply needs ${WRITE_SCOPES.join(" and ")} as well; translate previews (plan --check-translations, guide --translate) need ${PREVIEW_SCOPES.join(", ")}.`;
function scopeOfCall(method, path) {
  const read = method === "GET";
  if (path.startsWith("/v3/style_rules")) return read ? "style_rules:read" : "style_rules:write";
  if (path.startsWith("/v3/glossaries")) return read ? "glossaries:read" : "glossaries:write";
  if (path.startsWith("/v3/languages")) return "languages:read";
  if (path.startsWith("/v2/translate")) return "translate:text";
  return void 0;
}

// src/live/errors.ts
var TRANSLATE_BODY_LIMIT_BYTES = 128 * 1024;
var REPORT = "If it persists, report it to the service operator with the trace id.";
var QuotaExceededError = class extends StylesyncError {
  status = 456;
  name = "QuotaExceededError";
};
var MissingScopeError = class extends StylesyncError {
  constructor(message, hint, missingScopes, traceId) {
    super(message, hint, { code: "missing-scope", ...traceId ? { traceId } : {} });
    this.missingScopes = missingScopes;
  }
  missingScopes;
  name = "MissingScopeError";
};
function responseError(answer, ctx) {
  const missing = answer.status === 403 ? missingScopesIn(answer.text) : void 0;
  if (missing !== void 0) return missingScopeError(missing, answer, ctx);
  const said = serviceMessage(answer.text);
  const saidPart = said ? `: ${said}` : "";
  const wording = statusWording(answer, ctx, saidPart);
  const stopped = answer.stopped === void 0 ? wording : withStop(wording, answer.stopped);
  if (answer.status === 456) {
    return new QuotaExceededError(redactAll(stopped.message, ctx.secrets), redactAll(stopped.hint, ctx.secrets), {
      code: "quota-exceeded",
      ...answer.traceId ? { traceId: answer.traceId } : {}
    });
  }
  return build(stopped.message, stopped.hint, ctx, { code: statusCode(answer.status), traceId: answer.traceId });
}
function missingScopeError(missing, answer, ctx) {
  const list = missing.join(", ");
  const who = ctx.command ?? "This command";
  const message = `${who} needs ${list}, which the key lacks: the service refused to ${ctx.action} (403 Forbidden: missing scope(s) ${list})`;
  return new MissingScopeError(redactAll(message, ctx.secrets), redactAll(scopeHint(ctx.command, missing), ctx.secrets), missing, answer.traceId);
}
function statusWording(answer, ctx, saidPart) {
  const status = answer.status;
  const retried = ctx.attempts > 1 ? ` (retried ${ctx.attempts - 1} time${ctx.attempts === 2 ? "" : "s"})` : "";
  if (status >= 300 && status < 400) return redirectWording(answer, ctx);
  switch (status) {
    case 400:
      return {
        message: `The service rejected the request to ${ctx.action} (400 Bad Request)${saidPart || ": no reason given"}`,
        hint: "Correct the value the service names in the YAML, run `stylesync validate`, then plan again."
      };
    case 401:
      return {
        message: `The service did not accept the API key while trying to ${ctx.action} (401 Unauthorized)${saidPart}`,
        hint: `Set ${ctx.names.key} to a valid key; check ${ctx.names.authScheme} (sent as "Authorization: ${ctx.authScheme} <key>").`
      };
    case 403:
      return {
        message: `The service refused to ${ctx.action} (403 Forbidden)${saidPart}`,
        // Services of this kind answer 403, not 401, when the word before the key is wrong.
        hint: `Check the auth scheme first: the request was sent as "Authorization: ${ctx.authScheme} <key>"; if the service expects another word, set it with ${ctx.names.authScheme} (or auth_scheme in stylesync.yaml). ` + forbiddenOtherwise(ctx)
      };
    case 404:
      return {
        message: `${notFound(ctx.subject)} (404 Not Found while trying to ${ctx.action})${saidPart}`,
        hint: "It may have been deleted or replaced outside stylesync; run `stylesync plan` again to read the current state."
      };
    case 413:
      return {
        message: `The request to ${ctx.action} was too large for the service (413 Payload Too Large)${saidPart}`,
        hint: ctx.path.startsWith("/v2/translate") ? `The service takes at most ${TRANSLATE_BODY_LIMIT_BYTES / 1024} KiB in one translate request; shorten the example text.` : "Shorten what the YAML sends in this request (instructions, prompts), or split the list."
      };
    case 456:
      return {
        message: `The account's quota is used up: the service refused to ${ctx.action} (456 Quota Exceeded)${saidPart}`,
        hint: ctx.subject.kind === "glossary" || ctx.subject.kind === "glossaries" ? (
          // spec/glossaries-v3.md: the number of glossaries an account may hold depends on its plan (the free plan was reported cut to 1).
          "Nothing was changed by this request, and it was not retried. The account holds as many glossaries as its plan allows: delete a glossary you no longer need (a file with `state: absent`) or raise the plan, then run again; other glossaries and lists were not affected."
        ) : "Nothing was changed by this request, and it was not retried. Raise the account's quota or wait until it resets, then run again; other lists were not affected."
      };
    case 429:
    case 529:
      return {
        message: `The service kept answering ${status} Too Many Requests to ${ctx.action}${retried}${saidPart}`,
        hint: "Try again later; if other jobs share this key, run them one after another."
      };
  }
  if (status >= 500) {
    return { message: `The service failed with ${status} while trying to ${ctx.action}${retried}${saidPart}`, hint: `This is on the service's side; try again later. ${REPORT}` };
  }
  return {
    message: `The service answered ${status} to ${ctx.method} ${ctx.path} while trying to ${ctx.action}${saidPart}`,
    hint: `stylesync did not expect this answer; check that ${ctx.host} is the style rules service. ${REPORT}`
  };
}
function forbiddenOtherwise(ctx) {
  const scope = scopeOfCall(ctx.method, ctx.path);
  const needs = scope === void 0 ? "Otherwise the key may lack a scope this call needs" : `Otherwise the key may lack ${scope}, the scope ${ctx.method} ${ctx.path.split("?")[0]} needs`;
  const tier = ctx.subject.kind === "glossary" || ctx.subject.kind === "glossaries" ? "" : ", or the account the Pro tier (style rules are Pro only)";
  return scope === void 0 ? `${needs}${tier}. ${COMMAND_NEEDS}` : `${needs}${tier}: ${scopeHint(ctx.command, [scope])}`;
}
function redirectWording(answer, ctx) {
  const target = answer.location === void 0 || answer.location === "" ? "no Location given" : `Location ${quoted(answer.location)}`;
  return {
    message: `The service answered ${answer.status} (a redirect, ${target}) to ${ctx.method} ${ctx.path} while trying to ${ctx.action}; stylesync never follows redirects`,
    hint: `Set the final address as the base URL (${ctx.names.baseUrl}, STYLESYNC_BASE_URL or base_url in stylesync.yaml) if you trust it; otherwise check that ${ctx.host} is the style rules service.`
  };
}
function withStop(wording, stop2) {
  if (stop2.kind === "retry-after") {
    return {
      message: `${wording.message}; the service asked to wait ${seconds(stop2.askedMs)} before trying again, longer than this run's whole retry-wait budget of ${seconds(stop2.maxMs)}, so it did not retry`,
      hint: `Run again after the wait the service asked for, or raise ${RETRY_WAIT_BUDGET_VARIABLE} (seconds; default ${DEFAULT_RETRY_WAIT_BUDGET_MS / 1e3}). ${wording.hint}`
    };
  }
  return {
    message: `${wording.message}; the run's retry-wait budget of ${seconds(stop2.budgetMs)} is used up, so it did not retry`,
    hint: `${wording.hint} To wait longer in total, raise ${RETRY_WAIT_BUDGET_VARIABLE} (seconds; default ${DEFAULT_RETRY_WAIT_BUDGET_MS / 1e3}).`
  };
}
function quoted(text2) {
  const cut2 = text2.length > 200 ? `${text2.slice(0, 200)}...` : text2;
  return JSON.stringify(cut2).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
function timeoutError(ctx, cause, stopped) {
  const retried = ctx.attempts > 1 ? `, ${ctx.attempts} attempts` : "";
  const wording = {
    message: `No answer from ${ctx.host} within ${seconds(ctx.timeoutMs)} while trying to ${ctx.action} (${ctx.method} ${ctx.path}${retried})`,
    hint: `Check the network, VPN or proxy, and that ${ctx.host} is the right base URL; if the service is just slow, raise the timeout.`
  };
  const { message, hint } = stopped === void 0 ? wording : withStop(wording, stopped);
  return build(message, hint, ctx, { code: "timeout", cause });
}
function networkError(ctx, cause, stopped) {
  const code = errorCode(cause);
  const retried = ctx.attempts > 1 ? `, ${ctx.attempts} attempts` : "";
  const wording = {
    message: `Could not reach ${ctx.host} while trying to ${ctx.action} (${code ?? "connection failed"}${retried})`,
    hint: `Check the base URL (${ctx.names.baseUrl}, STYLESYNC_BASE_URL or base_url in stylesync.yaml), DNS, proxy and firewall, and that the service is up.`
  };
  const { message, hint } = stopped === void 0 ? wording : withStop(wording, stopped);
  return build(message, hint, ctx, { code: "unreachable", cause });
}
function unexpectedAnswerError(ctx, traceId, problem, cause) {
  return build(
    `The service's answer to ${ctx.method} ${ctx.path} (trying to ${ctx.action}) has an unexpected shape: ${problem}`,
    `Check that ${ctx.host} is the style rules service and that stylesync is up to date. ${REPORT}`,
    ctx,
    { code: "unexpected-answer", traceId, cause }
  );
}
function clientError(message, hint, secrets, options) {
  const traceId = options.traceId;
  return new StylesyncError(redactAll(message, secrets), redactAll(hint, secrets), {
    code: options.code,
    ...options.cause === void 0 ? {} : { cause: sanitize(options.cause, secrets) },
    ...traceId ? { traceId } : {}
  });
}
function build(message, hint, ctx, options) {
  return clientError(message, hint, ctx.secrets, options);
}
function statusCode(status) {
  if (status >= 300 && status < 400) return "redirected";
  if (status === 400) return "rejected";
  if (status === 401) return "auth-refused";
  if (status === 403) return "forbidden";
  if (status === 404) return "not-found";
  if (status === 413) return "request-too-large";
  if (status === 429 || status === 529) return "rate-limited";
  return status >= 500 ? "service-failed" : "unexpected-status";
}
function notFound(subject) {
  switch (subject.kind) {
    case "list":
      return `Style rule list ${named(subject.name, subject.id)} was not found`;
    case "instruction":
      return `Custom instruction ${named(subject.label, subject.id)} of list ${named(subject.listName, subject.listId)} was not found`;
    case "languages":
      return "The languages endpoint was not found";
    case "lists":
      return "The style rules endpoint was not found";
    case "glossaries":
      return "The glossaries endpoint was not found";
    case "glossary":
      return `Glossary ${named(subject.name, subject.id)}${subject.pair === void 0 ? "" : ` or its ${subject.pair} dictionary`} was not found`;
  }
}
function named(name, id) {
  if (name !== void 0 && id !== void 0) return `"${name}" (id ${id})`;
  if (name !== void 0) return `"${name}"`;
  return `id ${id ?? "?"}`;
}
function serviceMessage(text2) {
  const trimmed = text2.trim();
  if (trimmed === "") return "";
  try {
    const body = JSON.parse(trimmed);
    if (typeof body === "object" && body !== null && !Array.isArray(body)) {
      const record = body;
      const parts = [record.message, record.detail].filter((part) => part !== void 0 && part !== null && part !== "").map((part) => cut(typeof part === "string" ? part : JSON.stringify(part)));
      if (parts.length > 0) return parts.join(" \u2014 ");
    }
    return excerpt(trimmed);
  } catch {
    return `${excerpt(trimmed)} (not JSON)`;
  }
}
function cut(text2) {
  return text2.length > 300 ? `${text2.slice(0, 300)}\u2026` : text2;
}
function excerpt(text2) {
  const flat = text2.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
  return flat.length > 200 ? `${flat.slice(0, 200)}\u2026` : flat;
}
function seconds(ms) {
  return ms % 1e3 === 0 ? `${(ms / 1e3).toLocaleString("en-US")} s` : `${ms} ms`;
}
function errorCode(error) {
  let current = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const code = current.code;
    if (typeof code === "string" && code !== "") return code;
    current = current.cause;
  }
  return void 0;
}
function sanitize(error, secrets, depth = 0) {
  if (!(error instanceof Error)) return new Error(redactAll(String(error), secrets));
  const nested = depth < 4 && error.cause !== void 0 ? sanitize(error.cause, secrets, depth + 1) : void 0;
  const copy = new Error(redactAll(error.message, secrets), nested === void 0 ? void 0 : { cause: nested });
  copy.name = error.name;
  const code = error.code;
  if (typeof code === "string") copy.code = code;
  copy.stack = `${copy.name}: ${copy.message}`;
  return copy;
}

// src/live/retry-budget.ts
var RetryBudget = class {
  constructor(totalMs) {
    this.totalMs = totalMs;
  }
  totalMs;
  usedMs = 0;
  /** Takes `ms` from the budget, or nothing and false when that would go over. */
  reserve(ms) {
    if (this.usedMs + ms > this.totalMs) return false;
    this.usedMs += ms;
    return true;
  }
  /** Gives back what a reserved wait did not use. */
  release(ms) {
    this.usedMs = Math.max(0, this.usedMs - ms);
  }
  get spentMs() {
    return this.usedMs;
  }
};

// src/live/retry-policy.ts
var DEFAULT_BACKOFF = {
  baseDelayMs: 300,
  maxDelayMs: 1e4,
  maxRetryAfterMs: 6e4
};
var TRANSIENT_STATUSES = [429, 500, 502, 503, 504, 529];
var RETRY_AFTER_STATUSES = [429, 503, 529];
var NOT_PROCESSED_STATUSES = [429, 529];
function isAmbiguous(outcome) {
  if (outcome.kind !== "response") return true;
  return outcome.status >= 500;
}
function postSafety(method, outcome) {
  if (method.toUpperCase() !== "POST") return void 0;
  return outcome.kind === "response" && NOT_PROCESSED_STATUSES.includes(outcome.status) ? void 0 : false;
}
function kyRetryOptions(retries, backoff, hooks) {
  return {
    limit: retries,
    methods: ["get", "put", "patch", "delete", "post"],
    statusCodes: TRANSIENT_STATUSES,
    afterStatusCodes: RETRY_AFTER_STATUSES,
    maxRetryAfter: backoff.maxRetryAfterMs,
    backoffLimit: backoff.maxDelayMs,
    delay: (attempt) => backoff.baseDelayMs * 2 ** Math.max(0, attempt - 1),
    jitter: hooks.jitter,
    retryOnTimeout: true,
    shouldRetry: hooks.shouldRetry
  };
}
function retryAfterMs(value, maxMs = Number.POSITIVE_INFINITY, now = Date.now()) {
  if (value === null || value === void 0) return void 0;
  const text2 = value.trim();
  if (text2 === "") return void 0;
  if (/^\d+(\.\d+)?$/.test(text2)) return Math.min(Math.round(Number(text2) * 1e3), maxMs);
  if (/^[-+]?\d/.test(text2)) return void 0;
  const at = Date.parse(text2);
  if (Number.isNaN(at)) return void 0;
  return Math.min(Math.max(0, at - now), maxMs);
}

// src/live/http.ts
var DEFAULT_SLOW_NOTICE_MS = 5e3;
function pathWithQuery(spec) {
  if (!spec.query || spec.query.length === 0) return spec.path;
  return `${spec.path}?${new URLSearchParams(spec.query).toString()}`;
}
var NetworkFailure = class extends Error {
  name = "NetworkFailure";
};
var AnswerTooLarge = class extends Error {
  constructor(limit) {
    super(`answer larger than ${limit} bytes`);
    this.limit = limit;
  }
  limit;
  name = "AnswerTooLarge";
};
async function boundedText(response, limit) {
  const declared = Number(response.headers.get("content-length") ?? Number.NaN);
  if (declared > limit || response.body === null) {
    await response.body?.cancel();
    if (declared > limit) throw new AnswerTooLarge(limit);
    return "";
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text2 = "";
  let size = 0;
  for (; ; ) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new AnswerTooLarge(limit);
    }
    text2 += decoder.decode(value, { stream: true });
  }
  return text2 + decoder.decode();
}
var CallState = class {
  constructor(spec, target, report) {
    this.spec = spec;
    this.target = target;
    this.report = report;
  }
  spec;
  target;
  report;
  attempts = 0;
  /** The body of the last answer, read by attemptFetch; ky is handed the answer without it, so it is held once. */
  body = "";
  outcomes = [];
  stopped;
  /** The retry wait last taken from the run's budget, at its longest. */
  reservedMs = 0;
  /** The event of the attempt just finished, reported once its fate (retry or not) is known. */
  pending;
  finished(event) {
    this.pending = event;
  }
  flush(extra = {}) {
    if (this.pending) this.report({ ...this.pending, ...extra });
    this.pending = void 0;
  }
  ended() {
    return { attempts: this.attempts, earlierAmbiguous: this.outcomes.slice(0, -1).some(isAmbiguous), ...this.stopped ? { stopped: this.stopped } : {} };
  }
};
var kyModule;
function loadKy() {
  return kyModule ??= import("./distribution-3UHCE5GX.js");
}
function createHttp(options) {
  let sent = 0;
  const report = (event) => options.onRequest?.(event);
  const budget = new RetryBudget(options.retryWaitBudgetMs);
  async function call(spec) {
    const state = new CallState(spec, pathWithQuery(spec), report);
    const k = await loadKy();
    const fetchOne = attemptFetch(state, options, () => sent++, k);
    try {
      const response = await k.default(options.baseUrl + state.target, {
        method: spec.method,
        headers: { ...spec.headers, authorization: options.authorization, "user-agent": options.userAgent, accept: "application/json" },
        ...spec.body === void 0 ? {} : { json: spec.body },
        retry: retryOptions(state, options, budget, k),
        timeout: false,
        // A redirect is answered, not followed: see above.
        redirect: "manual",
        fetch: fetchOne,
        ...spec.signal === void 0 ? {} : { signal: spec.signal }
      });
      state.flush();
      return answered(response, state);
    } catch (error) {
      state.flush();
      if (error instanceof k.HTTPError) return answered(error.response, state);
      if (error instanceof AnswerTooLarge) throw tooLarge(spec, error.limit);
      const kind = error instanceof k.TimeoutError ? "timeout" : "network";
      return { kind, error: error instanceof NetworkFailure ? error.cause : error, ...state.ended() };
    }
  }
  return { call, requestCount: () => sent, report };
}
function attemptFetch(state, options, count, { TimeoutError }) {
  const slowNoticeMs = options.slowNoticeMs ?? DEFAULT_SLOW_NOTICE_MS;
  const report = (event) => options.onRequest?.(event);
  return async (given, init) => {
    const input = given instanceof Request ? given : new Request(given, init);
    state.flush();
    const attempt = ++state.attempts;
    count();
    const { method } = state.spec;
    const controller = new AbortController();
    const disarm = options.clock.deadline(options.timeoutMs, () => controller.abort(), { method, path: state.target });
    const stopNotices = options.clock.waiting(slowNoticeMs, (waitingMs) => report({ method, path: state.target, attempt, waitingMs }), { method, path: state.target });
    const event = { method, path: state.target, attempt };
    try {
      const response = await fetch(input, { ...init, signal: AbortSignal.any([controller.signal, input.signal]) });
      const text2 = await boundedText(response, options.maxAnswerBytes ?? MAX_ANSWER_BYTES).catch((error) => {
        if (error instanceof AnswerTooLarge) {
          event.status = response.status;
          state.outcomes.push({ kind: "response", status: response.status });
        }
        throw error;
      });
      event.status = response.status;
      const traceId = response.headers.get("x-trace-id");
      if (traceId) event.traceId = traceId;
      state.outcomes.push({ kind: "response", status: response.status });
      state.finished(event);
      state.body = text2;
      return new Response(null, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers
      });
    } catch (error) {
      if (error instanceof AnswerTooLarge) {
        state.finished(event);
        throw error;
      }
      const timedOut = controller.signal.aborted;
      event.failure = timedOut ? "timeout" : "network";
      state.outcomes.push({ kind: event.failure });
      state.finished(event);
      if (timedOut) throw Object.assign(new TimeoutError(input), { cause: error });
      throw new NetworkFailure(error instanceof Error ? error.message : String(error), { cause: error });
    } finally {
      disarm();
      stopNotices();
    }
  };
}
function retryOptions(state, options, budget, { HTTPError }) {
  const { backoff } = options;
  return kyRetryOptions(options.retries, backoff, {
    shouldRetry: ({ error, retryCount }) => {
      if (state.spec.signal?.aborted || error instanceof AnswerTooLarge) return false;
      const outcome = state.outcomes.at(-1) ?? { kind: "network" };
      const verdict = state.spec.idempotent ? void 0 : postSafety(state.spec.method, outcome);
      if (verdict === false || !wouldRetry(error, HTTPError)) return verdict;
      const asked = error instanceof HTTPError && RETRY_AFTER_STATUSES.includes(error.response.status) ? retryAfterMs(error.response.headers.get("retry-after")) : void 0;
      if (asked !== void 0 && asked > budget.totalMs) return stop(state, { kind: "retry-after", askedMs: asked, maxMs: budget.totalMs });
      const obeyed = asked === void 0 ? void 0 : Math.min(asked, backoff.maxRetryAfterMs);
      const longest = obeyed ?? Math.min(backoff.baseDelayMs * 2 ** Math.max(0, retryCount - 1), backoff.maxDelayMs);
      if (!budget.reserve(longest)) return stop(state, { kind: "budget", budgetMs: budget.totalMs });
      state.reservedMs = longest;
      if (obeyed !== void 0) {
        state.flush({ retryInMs: obeyed, retryAfter: true });
        return void 0;
      }
      return true;
    },
    // Called with the backoff delay right before ky sleeps: full jitter, reported as drawn.
    jitter: (delay) => {
      const wait = Math.round(Math.random() * Math.min(delay, backoff.maxDelayMs));
      budget.release(Math.max(0, state.reservedMs - wait));
      state.flush({ retryInMs: wait });
      return wait;
    }
  });
}
function wouldRetry(error, HTTPError) {
  if (error instanceof HTTPError) return TRANSIENT_STATUSES.includes(error.response.status);
  return true;
}
function stop(state, why) {
  state.stopped = why;
  return false;
}
function answered(response, state) {
  const location = response.status >= 300 && response.status < 400 ? response.headers.get("location") : null;
  const text2 = state.body;
  state.body = "";
  return {
    kind: "response",
    status: response.status,
    traceId: response.headers.get("x-trace-id") ?? "",
    text: text2,
    ...location === null ? {} : { location },
    ...state.ended()
  };
}
function tooLarge(spec, limit) {
  return new StylesyncError(
    `The service's answer to ${spec.method} ${spec.path} was larger than ${Math.round(limit / 2 ** 20)} MiB, so stylesync stopped reading it and sent nothing more for it.`,
    "No answer of the service is that large (a dictionary holds at most 10 MB): check that the base URL points at the service and not at something else. Nothing was retried.",
    { code: "answer-too-large" }
  );
}
function defaultUserAgent() {
  return `stylesync/${VERSION}`;
}

// src/live/wire.ts
var UnexpectedAnswer = class extends Error {
  field;
  constructor(field, problem) {
    super(`${field} ${problem}`);
    this.name = "UnexpectedAnswer";
    this.field = field;
  }
};
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function describe(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value === "string" ? "a string" : `${typeof value === "object" ? "an" : "a"} ${typeof value}`;
}
function requireString(record, key, where) {
  const value = record[key];
  if (typeof value === "string") return value;
  throw new UnexpectedAnswer(`${where}.${key}`, value === void 0 ? "is missing" : `is ${describe(value)}, not a string`);
}
function requireId(record, key, where) {
  const value = record[key];
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  const id = requireString(record, key, where);
  if (id === "") throw new UnexpectedAnswer(`${where}.${key}`, "is empty");
  return id;
}
function optionalString(record, key, where) {
  const value = record[key];
  if (value === void 0 || value === null) return void 0;
  if (typeof value === "string") return value;
  throw new UnexpectedAnswer(`${where}.${key}`, `is ${describe(value)}, not a string`);
}
function parseRules(value, where) {
  if (value === void 0 || value === null) return {};
  if (!isObject(value)) throw new UnexpectedAnswer(where, `is ${describe(value)}, not an object of groups`);
  const rules = [];
  for (const [group, members] of Object.entries(value)) {
    if (members === null) continue;
    if (!isObject(members)) {
      throw new UnexpectedAnswer(`${where}.${group}`, `is ${describe(members)}, not an object of rules`);
    }
    const out = [];
    for (const [rule, chosen] of Object.entries(members)) {
      if (typeof chosen !== "string") {
        throw new UnexpectedAnswer(`${where}.${group}.${rule}`, `is ${describe(chosen)}, not a string`);
      }
      out.push([rule, chosen]);
    }
    rules.push([group, Object.fromEntries(out)]);
  }
  return Object.fromEntries(rules);
}
function parseInstruction(value, where, pool) {
  if (!isObject(value)) throw new UnexpectedAnswer(where, `is ${describe(value)}, not an instruction object`);
  const id = requireId(value, "id", where);
  const label2 = requireString(value, "label", where);
  const read = requireString(value, "prompt", where);
  const prompt = pool === void 0 ? read : pool.texts.sharePrompt(pool.list, pool.index, pool.count, read);
  const source = optionalString(value, "source_language", where);
  return source === void 0 || source === "" ? { id, label: label2, prompt } : { id, label: label2, prompt, source_language: source };
}
function parseList(value, where = "style rule list", texts) {
  if (!isObject(value)) throw new UnexpectedAnswer(where, `is ${describe(value)}, not a style rule list object`);
  const version = value.version;
  if (typeof version !== "number" || !Number.isFinite(version)) {
    throw new UnexpectedAnswer(`${where}.version`, version === void 0 ? "is missing" : `is ${describe(version)}, not a number`);
  }
  const instructions = value.custom_instructions;
  if (instructions !== void 0 && instructions !== null && !Array.isArray(instructions)) {
    throw new UnexpectedAnswer(`${where}.custom_instructions`, `is ${describe(instructions)}, not an array`);
  }
  const style_id = requireId(value, "style_id", where);
  const name = requireString(value, "name", where);
  const count = instructions?.length ?? 0;
  const columns = instructionColumns(
    (instructions ?? []).map(
      (item, index) => parseInstruction(item, `${where}.custom_instructions[${index}]`, texts === void 0 ? void 0 : { texts, list: name, index, count })
    ),
    texts === void 0 ? void 0 : { texts, list: name }
  );
  const list = listOf(style_id, name, requireString(value, "language", where), version, parseRules(value.configured_rules, `${where}.configured_rules`), columns);
  const created = optionalString(value, "creation_time", where);
  const updated = optionalString(value, "updated_time", where);
  if (created !== void 0) list.creation_time = created;
  if (updated !== void 0) list.updated_time = updated;
  return list;
}
function listOf(style_id, name, language, version, configured_rules, columns) {
  return readingFields({ style_id, name, language, version, configured_rules }, columns);
}
var InstructionColumns = class {
  constructor(ids, idLength, packed, labels, prompts, sources) {
    this.ids = ids;
    this.idLength = idLength;
    this.packed = packed;
    this.labels = labels;
    this.prompts = prompts;
    this.sources = sources;
  }
  ids;
  idLength;
  packed;
  labels;
  prompts;
  sources;
  get length() {
    return this.labels.length;
  }
  label(n) {
    return this.labels[n];
  }
  prompt(n) {
    return this.prompts[n];
  }
  sourceLanguage(n) {
    return typeof this.sources === "object" ? this.sources[n] : this.sources;
  }
  toArray() {
    return instructionsOf(this);
  }
};
function instructionColumns(instructions, shared) {
  const idLength = instructions[0]?.id.length ?? 0;
  const sameLength = instructions.every((i) => i.id.length === idLength);
  const first = instructions[0]?.source_language;
  const oneSource = instructions.every((i) => i.source_language === first);
  const ids = instructions.map((i) => i.id);
  const joined = sameLength ? ids.join("") : void 0;
  const packed = joined !== void 0 && idLength === UUID_LENGTH ? packUuids(joined, ids.length) : void 0;
  return new InstructionColumns(
    packed ?? joined ?? ids,
    idLength,
    packed !== void 0,
    shareColumn(shared, "labels", instructions.map((i) => i.label)),
    shareColumn(shared, "prompts", instructions.map((i) => i.prompt)),
    oneSource ? first : instructions.map((i) => i.source_language)
  );
}
function shareColumn(shared, field, column) {
  return shared === void 0 ? column : shared.texts.shareColumn(shared.list, field, column);
}
var UUID_LENGTH = 36;
var HEX_DIGITS = Buffer.from("0123456789abcdef", "latin1");
var NIBBLES = Int8Array.from({ length: 128 }, (_, code) => "0123456789abcdef".indexOf(String.fromCharCode(code)));
function packUuids(joined, count) {
  const bytes = Buffer.allocUnsafe(count * 16);
  let at = 0;
  for (let start = 0; start < joined.length; start += UUID_LENGTH) {
    for (let k = 0; k < UUID_LENGTH; ) {
      if (k === 8 || k === 13 || k === 18 || k === 23) {
        if (joined.charCodeAt(start + k) !== 45) return void 0;
        k++;
        continue;
      }
      const high = NIBBLES[joined.charCodeAt(start + k)] ?? -1;
      const low = NIBBLES[joined.charCodeAt(start + k + 1)] ?? -1;
      if (high < 0 || low < 0) return void 0;
      bytes[at++] = high << 4 | low;
      k += 2;
    }
  }
  return bytes.toString("latin1");
}
function unpackUuids(packed) {
  const bytes = Buffer.from(packed, "latin1");
  const out = Buffer.allocUnsafe(bytes.length / 16 * UUID_LENGTH);
  let at = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    out[at++] = HEX_DIGITS[byte >> 4];
    out[at++] = HEX_DIGITS[byte & 15];
    const k = i % 16;
    if (k === 3 || k === 5 || k === 7 || k === 9) out[at++] = 45;
  }
  return out.toString("latin1");
}
function instructionsOf({ ids: held, idLength, packed, labels, prompts, sources }) {
  const ids = packed ? unpackUuids(held) : held;
  return labels.map((label2, n) => {
    const id = typeof ids === "string" ? ids.slice(n * idLength, (n + 1) * idLength) : ids[n];
    const prompt = prompts[n];
    const source = typeof sources === "object" ? sources[n] : sources;
    return source === void 0 ? { id, label: label2, prompt } : { id, label: label2, prompt, source_language: source };
  });
}
function parseListPage(value) {
  if (Array.isArray(value)) return value;
  if (!isObject(value)) throw new UnexpectedAnswer("the list answer", `is ${describe(value)}, not {"style_rules": [...]}`);
  const items = value.style_rules;
  if (!Array.isArray(items)) {
    throw new UnexpectedAnswer("style_rules", items === void 0 ? "is missing" : `is ${describe(items)}, not an array`);
  }
  return items;
}
function parseLanguages(value) {
  if (!Array.isArray(value)) throw new UnexpectedAnswer("the languages answer", `is ${describe(value)}, not an array`);
  return value.map((item, i) => parseLanguage(item, `languages[${i}]`));
}
function parseLanguage(value, where) {
  if (!isObject(value)) throw new UnexpectedAnswer(where, `is ${describe(value)}, not a language object`);
  const features = {};
  const rawFeatures = value.features;
  if (rawFeatures !== void 0 && rawFeatures !== null) {
    if (!isObject(rawFeatures)) throw new UnexpectedAnswer(`${where}.features`, `is ${describe(rawFeatures)}, not an object`);
    for (const [name, feature] of Object.entries(rawFeatures)) {
      if (!isObject(feature)) throw new UnexpectedAnswer(`${where}.features.${name}`, `is ${describe(feature)}, not an object`);
      const entry2 = { status: optionalString(feature, "status", `${where}.features.${name}`) ?? "stable" };
      if (typeof feature.external === "boolean") entry2.external = feature.external;
      features[name] = entry2;
    }
  }
  const entry = {
    lang: requireString(value, "lang", where),
    name: optionalString(value, "name", where) ?? "",
    usable_as_source: value.usable_as_source === true,
    usable_as_target: value.usable_as_target === true,
    features
  };
  const status = optionalString(value, "status", where);
  if (status !== void 0) entry.status = status;
  return entry;
}
function parseTranslation(value) {
  if (!isObject(value)) throw new UnexpectedAnswer("the translate answer", `is ${describe(value)}, not an object`);
  const items = value.translations;
  if (!Array.isArray(items)) {
    throw new UnexpectedAnswer("translations", items === void 0 ? "is missing" : `is ${describe(items)}, not an array`);
  }
  let billed;
  const result = {
    translations: items.map((item, i) => {
      const where = `translations[${i}]`;
      if (!isObject(item)) throw new UnexpectedAnswer(where, `is ${describe(item)}, not an object`);
      const out = { text: requireString(item, "text", where) };
      const detected = optionalString(item, "detected_source_language", where);
      if (detected !== void 0) out.detected_source_language = detected;
      const count = optionalCount(item, "billed_characters", where);
      if (count !== void 0) {
        out.billed_characters = count;
        billed = (billed ?? 0) + count;
      }
      return out;
    })
  };
  if (billed !== void 0) result.billed_characters = billed;
  return result;
}
function optionalCount(record, key, where) {
  const value = record[key];
  if (value === void 0 || value === null) return void 0;
  if (typeof value === "number" && Number.isInteger(value) && value >= 0) return value;
  throw new UnexpectedAnswer(`${where}.${key}`, `is ${typeof value === "number" ? String(value) : describe(value)}, not a count of characters`);
}

// src/live/exchange.ts
function isSuccess(result) {
  return result.kind === "response" && result.status >= 200 && result.status < 300;
}
function unclear(result) {
  return result.kind !== "response" || isAmbiguous({ kind: "response", status: result.status });
}
function createExchange(http, call) {
  function context(spec, action, subject, attempts) {
    return { ...call, action, method: spec.method, path: pathWithQuery(spec), subject, attempts };
  }
  function failure(result, spec, action, subject) {
    const ctx = context(spec, action, subject, result.attempts);
    if (result.kind === "response") return responseError(result, ctx);
    return result.kind === "timeout" ? timeoutError(ctx, result.error, result.stopped) : networkError(ctx, result.error, result.stopped);
  }
  function read(result, spec, action, subject, parse) {
    let body;
    try {
      body = result.text.trim() === "" ? void 0 : JSON.parse(result.text);
    } catch (error) {
      throw unexpectedAnswerError(context(spec, action, subject, result.attempts), result.traceId, "the body is not JSON", error);
    }
    try {
      return parse(body);
    } catch (error) {
      if (error instanceof UnexpectedAnswer) {
        throw unexpectedAnswerError(context(spec, action, subject, result.attempts), result.traceId, error.message);
      }
      throw error;
    }
  }
  async function exchange(spec, action, subject, parse) {
    const result = await http.call(spec);
    if (!isSuccess(result)) throw failure(result, spec, action, subject);
    return { value: read(result, spec, action, subject, parse), traceId: result.traceId };
  }
  async function remove(spec, action, subject) {
    const result = await http.call(spec);
    if (result.kind === "response" && result.status === 404) {
      return { value: void 0, traceId: result.traceId, ...result.earlierAmbiguous ? {} : { alreadyGone: true } };
    }
    if (isSuccess(result)) return { value: void 0, traceId: result.traceId };
    throw failure(result, spec, action, subject);
  }
  return { http, secrets: call.secrets, failure, read, exchange, remove };
}

// src/live/find-created.ts
function findCreated(kind, items, body, knownBefore) {
  const matches = items.filter((item) => !knownBefore.has(kind.id(item)) && item.name === body.name && kind.holds(item, body));
  matches.sort((a, b) => codeUnitOrder(a.creation_time ?? "", b.creation_time ?? "") || codeUnitOrder(kind.id(a), kind.id(b)));
  return matches[0];
}
var listCreated = { id: (list) => list.style_id, holds: sameContent, plural: "lists" };
var glossaryCreated = {
  id: (glossary) => glossary.glossary_id,
  holds: (glossary, body) => sameCounts(counts(glossary.dictionaries), counts(body.dictionaries)),
  plural: "glossaries"
};
function counts(dictionaries) {
  return new Map(dictionaries.map((d) => [pairKey(d), d.entry_count]));
}
function sameCounts(a, b) {
  return a.size === b.size && [...a].every(([pair2, count]) => b.get(pair2) === count);
}

// src/live/duplicate-ids.ts
function onceEach(items, id) {
  const first = /* @__PURE__ */ new Map();
  const twice = /* @__PURE__ */ new Set();
  const kept = [];
  for (const item of items) {
    const key = id(item);
    const seen = first.get(key);
    if (seen === void 0) {
      first.set(key, item);
      kept.push(item);
      continue;
    }
    if (stableJson(seen) !== stableJson(item)) return { items: kept, twice: [...twice], conflict: key };
    twice.add(key);
  }
  return { items: kept, twice: [...twice] };
}

// src/util/limiter.ts
function limiter(concurrency) {
  const max = Math.max(1, Math.floor(concurrency) || 1);
  let running = 0;
  const waiting = [];
  return async (task) => {
    if (running >= max) await new Promise((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

// src/live/glossary-wire.ts
function isObject2(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function text(record, key, where) {
  const value = record[key];
  if (typeof value === "string") return value;
  throw new UnexpectedAnswer(`${where}.${key}`, value === void 0 ? "is missing" : "is not a string");
}
function pair(record, where) {
  return { source_lang: text(record, "source_lang", where).toLowerCase(), target_lang: text(record, "target_lang", where).toLowerCase() };
}
function dictionaryInfo(value, where) {
  if (!isObject2(value)) throw new UnexpectedAnswer(where, "is not a dictionary object");
  const count = value.entry_count;
  if (typeof count !== "number" || !Number.isInteger(count) || count < 0) throw new UnexpectedAnswer(`${where}.entry_count`, "is not a count of entries");
  return { ...pair(value, where), entry_count: count };
}
function parseGlossary(value, where = "glossary") {
  if (!isObject2(value)) throw new UnexpectedAnswer(where, "is not a glossary object");
  const id = text(value, "glossary_id", where);
  if (id === "") throw new UnexpectedAnswer(`${where}.glossary_id`, "is empty");
  if (id === "." || id === "..") throw new UnexpectedAnswer(`${where}.glossary_id`, `is ${JSON.stringify(id)}, which cannot name a glossary in a URL`);
  const dictionaries = value.dictionaries ?? [];
  if (!Array.isArray(dictionaries)) throw new UnexpectedAnswer(`${where}.dictionaries`, "is not an array");
  const glossary = {
    glossary_id: id,
    name: text(value, "name", where),
    dictionaries: dictionaries.map((d, i) => dictionaryInfo(d, `${where}.dictionaries[${i}]`))
  };
  if (typeof value.creation_time === "string") glossary.creation_time = value.creation_time;
  return glossary;
}
function parseGlossaryList(value) {
  if (!isObject2(value) || !Array.isArray(value.glossaries)) throw new UnexpectedAnswer("the glossary list", 'is not {"glossaries": [...]}');
  return value.glossaries.map((g, i) => parseGlossary(g, `glossaries[${i}]`));
}
var parseDictionaryInfo = (value) => dictionaryInfo(value, "dictionary");
function parseEntriesAnswer(value, asked) {
  const wrapped = isObject2(value) && Array.isArray(value.dictionaries) ? value.dictionaries : [value];
  const found = wrapped.find((d) => isObject2(d) && String(d.source_lang).toLowerCase() === asked.source_lang && String(d.target_lang).toLowerCase() === asked.target_lang);
  if (!isObject2(found)) throw new UnexpectedAnswer("the entries answer", `holds no ${asked.source_lang}\u2192${asked.target_lang} dictionary`);
  const format = found.entries_format ?? "tsv";
  if (format !== "tsv") throw new UnexpectedAnswer("the entries answer.entries_format", `is ${JSON.stringify(format)}, not "tsv"`);
  return { ...pair(found, "the entries answer"), entries: tsvEntries(text(found, "entries", "the entries answer")) };
}
function tsvEntries(tsv) {
  const entries = /* @__PURE__ */ new Map();
  let line = 0;
  for (const raw of tsv.split("\n")) {
    line += 1;
    const entry = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (entry === "") continue;
    const tab = entry.indexOf("	");
    if (tab < 0) throw new UnexpectedAnswer("the entries answer.entries", `line ${line} has no tab`);
    entries.set(entry.slice(0, tab), entry.slice(tab + 1));
  }
  return entries;
}

// src/live/glossaries.ts
var glossaryPath = (id) => `/v3/glossaries/${encodeURIComponent(id)}`;
var pairQuery = (pair2) => [
  ["source_lang", pair2.source_lang],
  ["target_lang", pair2.target_lang]
];
var wireDictionary = (d) => ({ source_lang: d.source_lang, target_lang: d.target_lang, entries: entriesToTsv(d.entries), entries_format: "tsv" });
var subjectOf = (g, pair2) => ({
  kind: "glossary",
  id: g.glossary_id,
  name: g.name,
  ...pair2 ? { pair: pairText(pair2) } : {}
});
function createGlossaryCalls(ex, maxDictionaries = DEFAULT_MAX_DICTIONARIES) {
  async function listGlossaries() {
    const answer = await ex.exchange({ method: "GET", path: "/v3/glossaries" }, "read the glossaries", { kind: "glossaries" }, parseGlossaryList);
    const { items, twice, conflict } = onceEach(answer.value, (g) => g.glossary_id);
    if (conflict !== void 0) {
      throw new StylesyncError(
        `The service listed glossary ${conflict} twice in one answer, with different contents (trace ${answer.traceId}), so stylesync cannot tell which is the live one.`,
        "Run the command again; if the listing keeps holding both, report the trace id to the service.",
        { code: "unexpected-answer" }
      );
    }
    if (twice.length > 0) ex.http.report({ method: "GET", path: "/v3/glossaries", attempt: 1, traceId: answer.traceId, note: "duplicate-ids", ids: twice });
    return { ...answer, value: items };
  }
  const readEntries = (glossary, pair2) => ex.exchange(
    { method: "GET", path: `${glossaryPath(glossary.glossary_id)}/entries`, query: pairQuery(pair2) },
    `read the ${pairText(pair2)} entries of glossary "${glossary.name}"`,
    subjectOf(glossary, pair2),
    (body) => parseEntriesAnswer(body, { source_lang: pair2.source_lang.toLowerCase(), target_lang: pair2.target_lang.toLowerCase() })
  );
  async function readGlossaries(glossaries, concurrency) {
    const over = glossaries.find((g) => g.dictionaries.length > maxDictionaries);
    if (over) throw tooManyDictionaries(over, maxDictionaries, ex.secrets);
    const limit = limiter(concurrency);
    const read = await settleInOrder(
      glossaries.map(async (glossary) => {
        const answers = await settleInOrder(glossary.dictionaries.map((d) => limit(() => readEntries(glossary, d))));
        return { glossary: { ...glossary, entries: answers.map((a) => a.value) }, traceIds: answers.map((a) => a.traceId) };
      })
    );
    return { glossaries: read.map((r) => r.glossary), traceIds: read.flatMap((r) => r.traceIds), requests: read.reduce((n, r) => n + r.traceIds.length, 0) };
  }
  const createGlossary = (name, dictionaries) => ex.exchange(
    { method: "POST", path: "/v3/glossaries", body: { name, dictionaries: dictionaries.map(wireDictionary) } },
    `create glossary "${name}"`,
    { kind: "glossary", name },
    (body) => parseGlossary(body)
  );
  function patchGlossary(glossary, change) {
    const body = { ...change.name === void 0 ? {} : { name: change.name }, ...change.dictionary ? { dictionaries: [wireDictionary(change.dictionary)] } : {} };
    const what = [change.name === void 0 ? "" : `rename to "${change.name}"`, change.dictionary ? `merge terms into ${pairText(change.dictionary)}` : ""].filter(Boolean).join(" and ");
    return ex.exchange(
      { method: "PATCH", path: glossaryPath(glossary.glossary_id), body, idempotent: true },
      `update glossary "${glossary.name}" (${what})`,
      subjectOf(glossary, change.dictionary),
      (answer) => parseGlossary(answer)
    );
  }
  const putDictionary = (glossary, dictionary) => ex.exchange(
    { method: "PUT", path: `${glossaryPath(glossary.glossary_id)}/dictionaries`, body: wireDictionary(dictionary), idempotent: true },
    `replace the ${pairText(dictionary)} dictionary of glossary "${glossary.name}"`,
    subjectOf(glossary, dictionary),
    parseDictionaryInfo
  );
  const deleteDictionary = (glossary, pair2) => ex.remove(
    { method: "DELETE", path: `${glossaryPath(glossary.glossary_id)}/dictionaries`, query: pairQuery(pair2) },
    `delete the ${pairText(pair2)} dictionary of glossary "${glossary.name}"`,
    subjectOf(glossary, pair2)
  );
  const deleteGlossary = (glossary) => ex.remove({ method: "DELETE", path: glossaryPath(glossary.glossary_id) }, `delete glossary "${glossary.name}"`, subjectOf(glossary));
  return { listGlossaries, readEntries, readGlossaries, createGlossary, patchGlossary, putDictionary, deleteDictionary, deleteGlossary };
}
function tooManyDictionaries(glossary, maxDictionaries, secrets) {
  const count = glossary.dictionaries.length.toLocaleString("en-US");
  return clientError(
    `Glossary "${glossary.name}" (${glossary.glossary_id}) lists ${count} dictionaries, more than ${maxDictionaries.toLocaleString("en-US")}, stylesync's limit for one glossary, so none of its entries were read.`,
    `A glossary holds one dictionary per language pair, far fewer than that. If it really holds more, raise ${MAX_DICTIONARIES_VARIABLE} (default ${DEFAULT_MAX_DICTIONARIES.toLocaleString("en-US")}). Otherwise check that the base URL points at the translation service, and report the listing to the service operator.`,
    secrets,
    { code: "too-many-dictionaries" }
  );
}

// src/live/known-names.ts
var KnownNames = class {
  lists = /* @__PURE__ */ new Map();
  /**
   * Each list as last read, its instructions read from it only when an error
   * names one, so a scan is cheap enough: not a key per instruction (a 5,000 ×
   * 100 listing made half a million `list/id` strings, some 75 MB at a plan's
   * peak, issue #31), nor the instructions' array, which a read list makes
   * anew on each read of it (live/wire.ts parseList holds them in columns).
   */
  read = /* @__PURE__ */ new Map();
  /** Labels known apart from the last read: single instructions answered since, and ids an earlier read held that the last one did not. */
  labels = /* @__PURE__ */ new Map();
  remember(list) {
    this.lists.set(list.style_id, list.name);
    const earlier = this.read.get(list.style_id);
    const single = this.labels.get(list.style_id);
    if (earlier !== void 0 || single !== void 0) {
      const apart = single ?? /* @__PURE__ */ new Map();
      for (const i of earlier?.custom_instructions ?? []) apart.set(i.id, i.label);
      for (const i of list.custom_instructions) apart.delete(i.id);
      if (apart.size > 0) this.labels.set(list.style_id, apart);
      else this.labels.delete(list.style_id);
    }
    this.read.set(list.style_id, list);
    return list;
  }
  rememberInstruction(listId, instruction) {
    let apart = this.labels.get(listId);
    if (apart === void 0) this.labels.set(listId, apart = /* @__PURE__ */ new Map());
    apart.set(instruction.id, instruction.label);
    return instruction;
  }
  /** Ids of every list seen so far. */
  listIds() {
    return new Set(this.lists.keys());
  }
  list(id, name) {
    const known = name ?? this.lists.get(id);
    return known === void 0 ? { kind: "list", id } : { kind: "list", id, name: known };
  }
  instruction(listId, id, label2) {
    const subject = { kind: "instruction", listId };
    const listName = this.lists.get(listId);
    if (listName !== void 0) subject.listName = listName;
    if (id !== void 0) subject.id = id;
    const known = label2 ?? (id === void 0 ? void 0 : this.instructionLabel(listId, id));
    if (known !== void 0) subject.label = known;
    return subject;
  }
  instructionLabel(listId, id) {
    return this.labels.get(listId)?.get(id) ?? this.read.get(listId)?.custom_instructions.find((i) => i.id === id)?.label;
  }
};
function label(subject) {
  switch (subject.kind) {
    case "list":
      return subject.name !== void 0 ? `"${subject.name}"` : `id ${subject.id ?? "?"}`;
    case "instruction":
      return subject.label !== void 0 ? `"${subject.label}"` : `id ${subject.id ?? "?"}`;
    case "glossary":
      return subject.name !== void 0 ? `"${subject.name}"` : `id ${subject.id ?? "?"}`;
    default:
      return subject.kind;
  }
}

// src/live/paths.ts
var stylePath = (id) => `/v3/style_rules/${encodeURIComponent(id)}`;
var instructionsPath = (id) => `${stylePath(id)}/custom_instructions`;
var instructionPath = (id, instructionId) => `${instructionsPath(id)}/${encodeURIComponent(instructionId)}`;

// src/live/list-reads.ts
var DEFAULT_READ_CONCURRENCY = 4;
var ACTION = "read the style rule lists";
function createListReads(ex, known, maxLists = DEFAULT_MAX_LISTS, defaultConcurrency = DEFAULT_READ_CONCURRENCY) {
  async function listAll(options = {}) {
    const concurrency = Math.max(1, Math.floor(options.concurrency ?? defaultConcurrency) || 1);
    let requests = 0;
    const passes = [];
    const plan = { concurrency, expectedPages: expectedPages(options.expect) };
    for (let read = 0; read < MAX_LISTING_READS; read++) {
      const pass = await readPass(plan, options.signal, options.texts);
      requests += pass.requests;
      passes.push(pass);
      if (pass.torn === void 0) return { lists: pass.lists.map((list) => known.remember(list)), requests, pages: pass.pages };
    }
    throw listingMoved(passes.map(describePass), ex.secrets);
  }
  async function readPass(plan, signal, texts) {
    const pass = { lists: [], requests: 0, pages: 0 };
    const seen = /* @__PURE__ */ new Set();
    const lastPage = Math.floor(maxLists / LIMITS.pageSizeMax);
    const sizes = batchSizes(plan);
    for (let first = 0; ; ) {
      signal?.throwIfAborted();
      const batch = Math.max(1, Math.min(sizes.next(first), lastPage - first + 1));
      const answers = await settleInOrder(Array.from({ length: batch }, (_, i) => readPage(first + i, signal, texts)));
      for (const [i, { items, traceId, attempts, conflict }] of answers.entries()) {
        const page = first + i;
        pass.requests += attempts;
        pass.pages++;
        if (conflict !== void 0) return { ...pass, requests: pass.requests + sumAttempts(answers.slice(i + 1)), torn: `list ${conflict} was listed twice, differently, on page ${page}` };
        if (page > 0 && items.length > 0 && items.every((list) => seen.has(list.style_id))) throw pagingIgnored(page, traceId, ex.secrets);
        const twice = items.find((list) => seen.has(list.style_id));
        if (twice !== void 0) return { ...pass, requests: pass.requests + sumAttempts(answers.slice(i + 1)), torn: `list ${twice.style_id} was on two pages` };
        for (const list of items) {
          seen.add(list.style_id);
          pass.lists.push(list);
        }
        if (items.length !== LIMITS.pageSizeMax) return { ...pass, requests: pass.requests + sumAttempts(answers.slice(i + 1)) };
        if (pass.lists.length > maxLists) throw tooMany(maxLists, page + 1, traceId, ex.secrets);
      }
      first += batch;
    }
  }
  async function readPage(page, signal, texts) {
    const spec = {
      ...signal === void 0 ? {} : { signal },
      method: "GET",
      path: "/v3/style_rules",
      query: [
        ["detailed", "true"],
        ["page_size", String(LIMITS.pageSizeMax)],
        ["page", String(page)]
      ]
    };
    const result = await ex.http.call(spec);
    if (!isSuccess(result)) throw ex.failure(result, spec, ACTION, { kind: "lists" });
    const listed = ex.read(result, spec, ACTION, { kind: "lists" }, (body) => parseListPage(body).map((item, i) => parseList(item, `style_rules[${i}]`, texts)));
    const { items, twice, conflict } = onceEach(listed, (list) => list.style_id);
    if (twice.length > 0) ex.http.report({ method: "GET", path: pathWithQuery(spec), attempt: result.attempts, traceId: result.traceId, note: "duplicate-ids", ids: twice });
    return { items, traceId: result.traceId, attempts: result.attempts, ...conflict === void 0 ? {} : { conflict } };
  }
  async function get(styleId) {
    const subject = known.list(styleId);
    const answer = await ex.exchange({ method: "GET", path: stylePath(styleId) }, `read style rule list ${label(subject)}`, subject, parseList);
    known.remember(answer.value);
    return answer;
  }
  return { listAll, get };
}
function expectedPages(expect) {
  return expect === void 0 || !Number.isFinite(expect) || expect < 0 ? 0 : Math.floor(expect / LIMITS.pageSizeMax) + 1;
}
function batchSizes({ concurrency, expectedPages: expected }) {
  let probe = 1;
  return {
    next(first) {
      if (first === 0) return 1;
      if (first < expected) return Math.min(concurrency, expected - first);
      probe = Math.min(concurrency, probe * 2);
      return probe;
    }
  };
}
function sumAttempts(answers) {
  return answers.reduce((n, a) => n + a.attempts, 0);
}
function describePass(pass) {
  return pass.torn === void 0 ? `${pass.lists.length} lists` : `torn: ${pass.torn}`;
}
function sameListing(a, b, id) {
  if (a.length !== b.length) return false;
  const ids = new Set(a.map(id));
  return b.every((item) => ids.has(id(item)));
}
function pagingIgnored(page, traceId, secrets) {
  return clientError(
    `Page ${page} of the style rule lists repeated lists already read: the service seems to ignore the page parameter, so the read was stopped.`,
    `Check that the base URL points at the style rules service itself, not a proxy that drops query parameters. If it does, report it to the service operator with the trace id.`,
    secrets,
    { code: "paging-broken", traceId }
  );
}
function tooMany(maxLists, pages, traceId, secrets) {
  return clientError(
    `The style rule lists did not end within ${maxLists.toLocaleString("en-US")} lists (${pages} full pages read), stylesync's limit for one account, so the read was stopped.`,
    `If the account really holds more lists, raise ${MAX_LISTS_VARIABLE} (default ${DEFAULT_MAX_LISTS.toLocaleString("en-US")}). Otherwise the service keeps sending full pages: check that the base URL points at the style rules service, and report it to the service operator with the trace id.`,
    secrets,
    { code: "too-many-lists", traceId }
  );
}
function listingMoved(reads, secrets) {
  return clientError(
    `The style rule lists changed while they were read: ${reads.length} reads in a row disagreed (${reads.join("; ")}), so nothing was planned against them.`,
    "Another run, a person or an integration is creating or deleting lists on this account right now. Run again once it is done; a plan made from a listing that moved could create a list that exists.",
    secrets,
    { code: "listing-moved" }
  );
}

// src/live/create-recovery.ts
function createCreates(ex, known, reads, settle) {
  function create(body) {
    const payload = {
      name: body.name,
      language: body.language,
      configured_rules: body.configured_rules,
      custom_instructions: body.custom_instructions.map(instructionBody)
    };
    const knownBefore = known.listIds();
    const listing = () => reads.listAll().then(({ lists, pages }) => ({ items: lists, pages }));
    return postOnce(ex, settle, {
      spec: { method: "POST", path: "/v3/style_rules", body: payload },
      action: `create style rule list "${body.name}"`,
      subject: { kind: "list", name: body.name },
      parse: (answer) => known.remember(parseList(answer)),
      what: "the list",
      look: () => lookForCreated(ex, listCreated, listing, body, knownBefore)
    });
  }
  function createInstruction(styleId, instruction) {
    return postOnce(ex, settle, {
      spec: { method: "POST", path: instructionsPath(styleId), body: instructionBody(instruction) },
      action: `add custom instruction "${instruction.label}" to list ${label(known.list(styleId))}`,
      subject: known.instruction(styleId, void 0, instruction.label),
      parse: (body) => known.rememberInstruction(styleId, parseInstruction(body, "instruction")),
      what: "the instruction",
      look: async () => {
        const list = (await reads.get(styleId)).value;
        return list.custom_instructions.find((have) => instructionsEqual(have, instruction));
      }
    });
  }
  return { create, createInstruction };
}
async function lookForCreated(ex, kind, listing, body, knownBefore) {
  const seen = [];
  for (let read = 0; read < MAX_LISTING_READS; read++) {
    const { items, pages } = await listing();
    const found = findCreated(kind, items, body, knownBefore);
    const previous = seen.at(-1);
    seen.push(items);
    if (found !== void 0 || pages <= 1 || previous !== void 0 && sameListing(previous, items, kind.id)) return found;
  }
  throw listingMoved(seen.map((items) => `${items.length} ${kind.plural}`), ex.secrets);
}
async function postOnce(ex, settle, p) {
  const first = await ex.http.call(p.spec);
  if (isSuccess(first)) return { value: ex.read(first, p.spec, p.action, p.subject, p.parse), traceId: first.traceId };
  if (!unclear(first)) throw ex.failure(first, p.spec, p.action, p.subject);
  const found = await lookAfterUnclear(ex, settle, first, p);
  if (found !== void 0) {
    ex.http.report({ method: "POST", path: p.spec.path, attempt: first.attempts, note: "recovered" });
    return { value: found, traceId: "", recovered: true };
  }
  const second = await ex.http.call(p.spec);
  if (isSuccess(second)) return { value: ex.read(second, p.spec, p.action, p.subject, p.parse), traceId: second.traceId, resent: true };
  throw unclearTwice(ex, second, p);
}
async function lookAfterUnclear(ex, settle, result, p) {
  await settle();
  try {
    return await p.look();
  } catch (error) {
    const original = ex.failure(result, p.spec, p.action, p.subject);
    const inner = error instanceof StylesyncError ? error : void 0;
    throw clientError(
      `${original.message}; checking whether it was done anyway failed too: ${inner?.message ?? String(error)}`,
      `It may or may not have been done. Run \`stylesync plan\` to see the current state before applying again. ${inner?.hint ?? ""}`.trim(),
      ex.secrets,
      { code: "write-unclear", cause: error, ...original.traceId ? { traceId: original.traceId } : inner?.traceId ? { traceId: inner.traceId } : {} }
    );
  }
}
function createGlossaryCreate(ex, calls, settle) {
  const seen = /* @__PURE__ */ new Set();
  const remember = (g) => (seen.add(g.glossary_id), g);
  async function listGlossaries() {
    const answer = await calls.listGlossaries();
    for (const g of answer.value) remember(g);
    return answer;
  }
  async function createGlossary(name, dictionaries) {
    const wire = dictionaries.map(wireDictionary);
    const planned = wire.map((d) => ({ source_lang: d.source_lang, target_lang: d.target_lang, entry_count: d.entries === "" ? 0 : d.entries.split("\n").length }));
    const knownBefore = new Set(seen);
    const listing = async () => ({ items: (await calls.listGlossaries()).value, pages: 1 });
    const answer = await postOnce(ex, settle, {
      spec: { method: "POST", path: "/v3/glossaries", body: { name, dictionaries: wire } },
      action: `create glossary "${name}"`,
      subject: { kind: "glossary", name },
      parse: parseGlossary,
      what: "the glossary",
      look: () => lookForCreated(ex, glossaryCreated, listing, { name, dictionaries: planned }, knownBefore)
    });
    remember(answer.value);
    return answer;
  }
  return { listGlossaries, createGlossary };
}
function unclearTwice(ex, result, p) {
  const original = ex.failure(result, p.spec, p.action, p.subject);
  if (!unclear(result)) return original;
  return clientError(
    `${original.message}; it was sent twice without a clear answer`,
    `${p.what[0]?.toUpperCase()}${p.what.slice(1)} may or may not exist now. Run \`stylesync plan\` to see the current state before applying again. ${original.hint}`,
    ex.secrets,
    { code: "write-unclear", ...original.traceId ? { traceId: original.traceId } : {} }
  );
}

// src/live/text-calls.ts
function createTextCalls(ex, known, reportingTag) {
  function languages(resource, include = []) {
    const query = [["resource", resource], ...include.map((value) => ["include", value])];
    return ex.exchange({ method: "GET", path: "/v3/languages", query }, `read the languages of resource ${resource}`, { kind: "languages" }, parseLanguages);
  }
  async function translate(request) {
    const subject = request.style_id === void 0 ? { kind: "lists" } : known.list(request.style_id);
    const through = request.style_id === void 0 ? "" : ` with list ${label(subject)}`;
    const action = `translate an example into ${request.target_lang}${through}`;
    const bytes = Buffer.byteLength(JSON.stringify(request));
    if (bytes > TRANSLATE_BODY_LIMIT_BYTES) {
      throw clientError(
        `Could not ${action}: the request would be ${Math.ceil(bytes / 1024)} KiB, more than the ${TRANSLATE_BODY_LIMIT_BYTES / 1024} KiB the service takes in one translate request; it was not sent.`,
        "Shorten the example text (and its context).",
        ex.secrets,
        { code: "request-too-large" }
      );
    }
    return ex.exchange(
      { method: "POST", path: "/v2/translate", body: request, idempotent: true, headers: { [REPORTING_TAG_HEADER]: reportingTag } },
      action,
      subject,
      parseTranslation
    );
  }
  return { languages, translate };
}

// src/live/writes.ts
function createWrites(ex, known) {
  const listAnswer = (answer) => known.remember(parseList(answer));
  function rename(styleId, name) {
    const subject = known.list(styleId);
    return ex.exchange({ method: "PATCH", path: stylePath(styleId), body: { name } }, `rename style rule list ${label(subject)} to "${name}"`, subject, listAnswer);
  }
  function replaceRules(styleId, rules) {
    const subject = known.list(styleId);
    return ex.exchange(
      { method: "PUT", path: `${stylePath(styleId)}/configured_rules`, body: rules },
      `replace the configured rules of list ${label(subject)}`,
      subject,
      listAnswer
    );
  }
  function updateInstruction(styleId, instructionId, instruction) {
    const subject = known.instruction(styleId, instructionId);
    return ex.exchange(
      { method: "PUT", path: instructionPath(styleId, instructionId), body: instructionBody(instruction) },
      `update custom instruction ${label(subject)} of list ${label(known.list(styleId))}`,
      subject,
      (body) => known.rememberInstruction(styleId, parseInstruction(body, "instruction"))
    );
  }
  function deleteInstruction(styleId, instructionId) {
    const subject = known.instruction(styleId, instructionId);
    return ex.remove(
      { method: "DELETE", path: instructionPath(styleId, instructionId) },
      `delete custom instruction ${label(subject)} of list ${label(known.list(styleId))}`,
      subject
    );
  }
  function deleteList(styleId) {
    const subject = known.list(styleId);
    return ex.remove({ method: "DELETE", path: stylePath(styleId) }, `delete style rule list ${label(subject)}`, subject);
  }
  return { rename, replaceRules, updateInstruction, deleteInstruction, deleteList };
}

// src/live/client.ts
var DEFAULT_TIMEOUT_MS = 3e4;
var DEFAULT_RETRIES = 3;
var DEFAULT_SETTLE_MS = 1e3;
function createClient(options) {
  const names = options.names ?? cliSettingNames(options.keyVariable ?? DEFAULT_KEY_VARIABLE);
  checkKey(options.apiKey, names);
  const secrets = [options.apiKey];
  const authScheme = checkAuthScheme(options.authScheme ?? DEFAULT_AUTH_SCHEME, names, secrets);
  const baseUrl = checkBaseUrl(options.baseUrl, "the base URL", names);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const clock = options.clock ?? wallClock;
  const http = createHttp({
    baseUrl,
    authorization: `${authScheme} ${options.apiKey}`,
    userAgent: options.userAgent ?? defaultUserAgent(),
    timeoutMs,
    clock,
    retries: options.retries ?? DEFAULT_RETRIES,
    backoff: { ...DEFAULT_BACKOFF, ...options.backoff },
    retryWaitBudgetMs: options.retryWaitBudgetMs ?? DEFAULT_RETRY_WAIT_BUDGET_MS,
    onRequest: options.onRequest,
    ...options.slowNoticeMs === void 0 ? {} : { slowNoticeMs: options.slowNoticeMs },
    ...options.maxAnswerBytes === void 0 ? {} : { maxAnswerBytes: options.maxAnswerBytes }
  });
  const ex = createExchange(http, { host: new URL(baseUrl).host, timeoutMs, authScheme, names, secrets, ...options.command === void 0 ? {} : { command: options.command } });
  const known = new KnownNames();
  const reads = createListReads(ex, known, options.maxLists ?? DEFAULT_MAX_LISTS, options.concurrency);
  const settle = () => clock.settle(options.settleMs ?? DEFAULT_SETTLE_MS);
  const glossaries = createGlossaryCalls(ex, options.maxDictionaries ?? DEFAULT_MAX_DICTIONARIES);
  return {
    ...reads,
    ...createCreates(ex, known, reads, settle),
    ...createWrites(ex, known),
    ...createTextCalls(ex, known, options.reportingTag ?? DEFAULT_REPORTING_TAG),
    ...glossaries,
    // The glossary create is never re-sent blindly either; the listing remembers the ids it saw for it.
    ...createGlossaryCreate(ex, glossaries, settle),
    requestCount: () => http.requestCount()
  };
}
function checkKey(apiKey, names) {
  const keyHint = `Set ${names.key} to the key itself, without quotes, spaces or the scheme word.`;
  if (!apiKey) throw new StylesyncError("No API key was given.", keyHint, { code: "no-key" });
  if (apiKey.length < MIN_KEY_LENGTH) {
    throw new StylesyncError(
      `The API key in ${names.key} is too short (${apiKey.length} characters; at least ${MIN_KEY_LENGTH}).`,
      `${keyHint} Service keys are far longer; check that the variable holds the whole key.`,
      { code: "key-invalid" }
    );
  }
  if (!/^[\x21-\x7e]+$/.test(apiKey)) {
    throw new StylesyncError("The API key contains spaces, line breaks or other characters a header cannot carry.", keyHint, { code: "key-invalid" });
  }
}
function checkAuthScheme(authScheme, names, secrets) {
  if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(authScheme)) {
    throw new StylesyncError(
      `The auth scheme "${redactAll(authScheme, secrets)}" is not a single word.`,
      `Give ${names.authScheme} as one word such as Service-Auth-Key (the key goes in ${names.key}).`,
      { code: "auth-scheme-invalid" }
    );
  }
  return authScheme;
}

export {
  parseLanguages,
  MAX_LISTING_READS,
  clientLimitsFromEnv,
  PREVIEW_SCOPES,
  MissingScopeError,
  stableJson,
  oneLine,
  limiter,
  DEFAULT_READ_CONCURRENCY,
  sameListing,
  listingMoved,
  createClient
};
