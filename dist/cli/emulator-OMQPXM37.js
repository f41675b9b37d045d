import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  createListBody
} from "./chunk-EDBK7QIF.js";
import "./chunk-UEI424LT.js";
import {
  spellings
} from "./chunk-A3C6QQL2.js";
import {
  Command,
  InvalidArgumentError
} from "./chunk-X7S5KYRM.js";
import {
  REPORTING_TAG_HEADER,
  normalizeReportingTag,
  reportingTagProblem
} from "./chunk-TEZ4EFMH.js";
import {
  StylesyncError
} from "./chunk-MADRQNID.js";
import {
  DEFAULT_AUTH_SCHEME,
  GLOSSARY_LIMITS,
  LIMITS,
  STYLE_LANGUAGES,
  codePointLength,
  entriesToTsv,
  entryBytes,
  isKnownValue,
  isStyleLanguage,
  parseGlossaryEntries,
  rootLanguage,
  utf8Bytes
} from "./chunk-XKJFTXK7.js";
import "./chunk-V5274J54.js";

// src/cli/emulator.ts
import { resolve } from "node:path";

// src/emulator/emulator.ts
import { createServer } from "node:http";

// src/emulator/faults.ts
var FaultBook = class {
  constructor(rng) {
    this.rng = rng;
  }
  rng;
  faults = [];
  add(rule) {
    checkFaultRule(rule);
    const active = { rule: { ...rule } };
    if (rule.count !== void 0) active.remaining = rule.count;
    this.faults.push(active);
  }
  clear() {
    this.faults = [];
  }
  decide(method, route) {
    const decision = { latencyMs: 0, delayed: false, held: false };
    for (const fault of this.faults) {
      const { rule } = fault;
      if (rule.method !== void 0 && rule.method.toUpperCase() !== method) continue;
      if (rule.route !== void 0 && rule.route !== route) continue;
      if (!answersWith(rule, method, route)) continue;
      if (fault.remaining !== void 0 && fault.remaining <= 0) continue;
      if (rule.probability !== void 0 && this.rng.next() >= rule.probability) continue;
      if (fault.remaining !== void 0) fault.remaining -= 1;
      if (rule.kind === "latency") {
        decision.latencyMs += rule.latencyMs ?? 0;
        decision.delayed = true;
        continue;
      }
      if (rule.kind === "hold") {
        decision.held = true;
        continue;
      }
      decision.terminal = rule;
      break;
    }
    this.faults = this.faults.filter((f) => f.remaining === void 0 || f.remaining > 0);
    return decision;
  }
};
var KINDS = ["status", "latency", "hold", "reset", "hang"];
var STATUSES = [429, 456, 500, 503, 529];
var ROUTES_OF_STATUS = {
  456: ["POST /v3/style_rules", "PATCH /v3/style_rules/:style_id", "POST /v3/style_rules/:style_id/custom_instructions", "POST /v2/translate"],
  529: ["POST /v2/translate"]
};
function answersWith(rule, method, route) {
  const routes = rule.kind === "status" && rule.status !== void 0 ? ROUTES_OF_STATUS[rule.status] : void 0;
  return routes === void 0 || routes.includes(`${method} ${route}`);
}
function checkRouteOfStatus(rule) {
  const routes = ROUTES_OF_STATUS[rule.status];
  if (routes === void 0) return;
  const fits = routes.some((r) => {
    const [method, route] = r.split(" ");
    return (rule.route === void 0 || rule.route === route) && (rule.method === void 0 || String(rule.method).toUpperCase() === method);
  });
  if (!fits) throw new Error(`status ${String(rule.status)} is answered only on ${routes.join(", ")}`);
}
var FIELDS = ["method", "route", "kind", "status", "retryAfterSeconds", "latencyMs", "count", "probability"];
function checkFaultRule(value) {
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw new Error("a fault rule must be an object");
  const rule = value;
  for (const key of Object.keys(rule)) if (!FIELDS.includes(key)) throw new Error(`unknown fault field ${key}; allowed: ${FIELDS.join(", ")}`);
  if (!KINDS.includes(rule.kind)) throw new Error(`kind must be one of ${KINDS.join(", ")}`);
  if (rule.method !== void 0 && typeof rule.method !== "string") throw new Error("method must be a string");
  if (rule.route !== void 0 && typeof rule.route !== "string") throw new Error("route must be a string");
  if (rule.kind === "status" && !STATUSES.includes(rule.status)) throw new Error(`a status fault needs status ${STATUSES.join(", ")}`);
  checkRouteOfStatus(rule);
  if (rule.kind !== "status" && rule.status !== void 0) throw new Error('status applies only to kind "status"');
  if (rule.kind === "latency" && !isCount(rule.latencyMs, 0)) throw new Error("a latency fault needs latencyMs, a non-negative integer");
  if (rule.retryAfterSeconds !== void 0 && !isCount(rule.retryAfterSeconds, 0)) throw new Error("retryAfterSeconds must be a non-negative integer");
  if (rule.count !== void 0 && !isCount(rule.count, 1)) throw new Error("count must be a positive integer");
  if (rule.probability !== void 0 && (typeof rule.probability !== "number" || !(rule.probability >= 0 && rule.probability <= 1))) {
    throw new Error("probability must be a number from 0 to 1");
  }
}
function isCount(v, min) {
  return typeof v === "number" && Number.isInteger(v) && v >= min;
}

// src/emulator/http-error.ts
var HttpError = class extends Error {
  status;
  detail;
  headers;
  constructor(status, message, options) {
    super(message);
    this.name = "HttpError";
    this.status = status;
    if (options?.detail !== void 0) this.detail = options.detail;
    if (options?.headers !== void 0) this.headers = options.headers;
  }
};
function badRequest(message, detail) {
  return new HttpError(400, message, detail === void 0 ? void 0 : { detail });
}
function notFound(message) {
  return new HttpError(404, message);
}

// src/emulator/scopes.ts
var SCOPES = [
  "style_rules:read",
  "style_rules:write",
  "glossaries:read",
  "glossaries:write",
  "languages:read",
  "translate:text",
  "translate:document",
  "write:improve",
  "translation_memories:read",
  "usage:read"
];
var SCOPE_LIST = /^[a-z_]+:[a-z_]+(,[a-z_]+:[a-z_]+)*$/;
function parseKeySpec(text) {
  for (let at = text.indexOf(":"); at > 0; at = text.indexOf(":", at + 1)) {
    const rest = text.slice(at + 1);
    if (!SCOPE_LIST.test(rest)) continue;
    const scopes = rest.split(",");
    const unknown = scopes.filter((s) => !SCOPES.includes(s));
    if (unknown.length > 0) throw new Error(`unknown scope(s) ${unknown.join(", ")}; the service's scopes are ${SCOPES.join(", ")}`);
    return { key: text.slice(0, at), scopes: [...new Set(scopes)] };
  }
  if (text.endsWith(":")) throw new Error("no scope after the colon; give KEY:SCOPE[,SCOPE\u2026], or KEY alone for a key with every scope");
  return { key: text };
}
function missingScopes(key, needed) {
  if (key.scopes === void 0) return [];
  const held = key.scopes;
  return needed.filter((s) => !held.includes(s));
}

// src/emulator/auth.ts
function authorize(creds, route, config) {
  if (!route.authenticated) return void 0;
  if (creds.query.has("auth_key")) {
    throw new HttpError(403, `Legacy authentication with the auth_key query parameter is not accepted; send the header "Authorization: ${config.scheme} <key>"`);
  }
  if (bodyCarriesKey(creds.rawBody)) {
    throw new HttpError(403, `Legacy authentication with auth_key in the request body is not accepted; send the header "Authorization: ${config.scheme} <key>"`);
  }
  const key = parseHeader(creds.authorization, config.scheme);
  const spec2 = config.keys === void 0 ? { key } : config.keys.find((k) => k.key === key);
  if (!spec2) throw unauthorized("Invalid API key", config.scheme);
  if (route.proOnly && spec2.tier === "free") {
    throw new HttpError(403, "The style rules interface is available only on the Pro tier; this key belongs to the free tier");
  }
  const missing = missingScopes(spec2, route.scopes ?? []);
  if (missing.length > 0) throw new HttpError(403, "Forbidden", { detail: `Missing required scope(s): ${missing.join(", ")}` });
  return spec2;
}
function parseHeader(header, scheme) {
  if (header === void 0 || header.trim() === "") throw unauthorized("Missing Authorization header", scheme);
  const match = /^(\S+)\s+(\S.*)$/.exec(header.trim());
  if (!match) throw unauthorized(`Authorization header must have the form "${scheme} <key>"`, scheme);
  if ((match[1] ?? "").toLowerCase() !== scheme.toLowerCase()) {
    throw new HttpError(403, `Authorization header must have the form "${scheme} <key>"; the word before the key is not accepted`);
  }
  return (match[2] ?? "").trim();
}
function bodyCarriesKey(raw) {
  if (raw === "") return false;
  try {
    const parsed = JSON.parse(raw);
    return parsed !== null && typeof parsed === "object" && !Array.isArray(parsed) && "auth_key" in parsed;
  } catch {
    return /(^|&)auth_key=/.test(raw);
  }
}
function unauthorized(message, scheme) {
  return new HttpError(401, message, { headers: { "WWW-Authenticate": scheme } });
}

// src/emulator/server.ts
var CONTROL_PREFIX = "/__emulator";
var MAX_BODY_BYTES = 1024 * 1024;
function createPipeline(deps) {
  return (req, res) => {
    handle(deps, req, res).catch((error) => {
      if (!res.headersSent && !res.destroyed) send(res, deps.traces.hex(32), internalError(error));
    });
  };
}
async function handle(deps, req, res) {
  const method = (req.method ?? "GET").toUpperCase();
  const url = new URL(req.url ?? "/", "http://emulator.invalid");
  const path = url.pathname;
  const traceId = deps.traces.hex(32);
  let rawBody;
  try {
    rawBody = await readBody(req, deps.service.bodyLimit(method, path) ?? MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof HttpError) send(res, traceId, errorResponse(error));
    else req.socket.destroy();
    return;
  }
  if (path === CONTROL_PREFIX || path.startsWith(`${CONTROL_PREFIX}/`)) {
    const match2 = deps.control.match(method, path);
    send(res, traceId, run(match2, { method, path, query: url.searchParams, rawBody, header: headerOf(req) }));
    return;
  }
  const match = deps.service.match(method, path);
  const route = match.kind === "not-found" ? "" : match.pattern;
  const decision = deps.faults.decide(method, route);
  const fault = decision.terminal?.kind ?? (decision.held ? "hold" : decision.delayed ? "latency" : void 0);
  const logEntry = (status, trace, extra = {}) => deps.log.add({ method, path, route, status, traceId: trace, at: (/* @__PURE__ */ new Date()).toISOString(), ...fault ? { fault } : {}, ...extra });
  if (decision.latencyMs > 0) deps.stalls.delayed({ method, path });
  if (decision.latencyMs > 0 && !await deps.sleep(decision.latencyMs)) {
    req.socket.destroy();
    return;
  }
  const hold = decision.held ? deps.stalls.hold({ method, path }) : void 0;
  try {
    if (hold && !await hold.proceed) {
      req.socket.destroy();
      return;
    }
    if (decision.terminal) {
      injectFault(decision.terminal, res, req, traceId, logEntry, () => deps.stalls.hung({ method, path }));
      return;
    }
    serve(match, req, res, { method, path, url, rawBody, traceId }, deps.auth, logEntry);
  } finally {
    hold?.done();
  }
}
function serve(match, req, res, { method, path, url, rawBody, traceId }, auth, logEntry) {
  let response;
  if (match.kind === "found") {
    response = runGuarded(() => {
      requireUserAgent(req);
      const key = authorize({ authorization: req.headers.authorization, query: url.searchParams, rawBody }, match.auth, auth);
      const request = { method, path, params: match.params, query: url.searchParams, rawBody, json: () => parseJson(rawBody), header: headerOf(req) };
      if (key) request.key = key;
      if (req.headers["content-type"] !== void 0) request.contentType = req.headers["content-type"];
      return match.handler(request);
    });
  } else {
    response = run(match, { method, path, query: url.searchParams, rawBody, header: headerOf(req) });
  }
  send(res, traceId, response);
  logEntry(response.status, traceId, response.log);
}
function headerOf(req) {
  return (name) => {
    const value = req.headers[name.toLowerCase()];
    return Array.isArray(value) ? value.join(", ") : value;
  };
}
function run(match, req) {
  if (match.kind === "not-found") {
    return errorResponse(new HttpError(404, `No endpoint ${req.method} ${req.path}`));
  }
  if (match.kind === "method-not-allowed") {
    return errorResponse(
      new HttpError(405, `Method ${req.method} is not allowed on ${match.pattern}; allowed: ${match.allow.join(", ")}`, {
        headers: { Allow: match.allow.join(", ") }
      })
    );
  }
  return runGuarded(() => match.handler({ ...req, params: match.params, json: () => parseJson(req.rawBody) }));
}
function runGuarded(fn) {
  try {
    return fn();
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error);
    return internalError(error);
  }
}
function injectFault(rule, res, req, traceId, logEntry, hung) {
  switch (rule.kind) {
    case "reset":
      logEntry(0, "");
      req.socket.destroy();
      return;
    case "hang":
      logEntry(0, "");
      hung();
      return;
    default: {
      const status = rule.status ?? 500;
      const headers = {};
      if (rule.retryAfterSeconds !== void 0 && (status === 429 || status === 503 || status === 529)) {
        headers["Retry-After"] = String(rule.retryAfterSeconds);
      }
      const message = FAULT_MESSAGES[status] ?? "Internal server error";
      send(res, traceId, { status, headers, body: { message, detail: "injected by the emulator" } });
      logEntry(status, traceId);
    }
  }
}
var FAULT_MESSAGES = {
  429: "Too many requests",
  456: "Quota exceeded. The character limit has been reached",
  503: "Service unavailable",
  529: "Too many requests"
};
function requireUserAgent(req) {
  const ua = req.headers["user-agent"];
  if (ua === void 0 || ua.trim() === "") {
    throw new HttpError(403, 'A User-Agent header is required; identify your client, e.g. "User-Agent: stylesync/1.0"');
  }
}
function parseJson(raw) {
  if (raw.trim() === "") throw badRequest("A JSON request body is required");
  try {
    return JSON.parse(raw);
  } catch (error) {
    throw badRequest("Request body is not valid JSON", error instanceof Error ? error.message : void 0);
  }
}
function readBody(req, limit) {
  return new Promise((resolve2, reject) => {
    const chunks = [];
    let size = 0;
    req.on("data", (chunk) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners("data");
        req.resume();
        reject(new HttpError(413, `Request body exceeds ${limit} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve2(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}
function errorResponse(error) {
  const body = { message: error.message };
  if (error.detail !== void 0) body.detail = error.detail;
  const response = { status: error.status, body };
  if (error.headers) response.headers = error.headers;
  return response;
}
function internalError(error) {
  const detail = error instanceof Error ? error.message : String(error);
  return { status: 500, body: { message: "Internal error in the emulator (a bug in src/emulator)", detail } };
}
function send(res, traceId, response) {
  if (res.destroyed || res.headersSent) return;
  const headers = { "X-Trace-ID": traceId, ...response.headers };
  if (response.body === void 0) {
    res.writeHead(response.status, headers);
    res.end();
    return;
  }
  const text = JSON.stringify(response.body);
  headers["Content-Type"] = "application/json; charset=utf-8";
  headers["Content-Length"] = String(Buffer.byteLength(text));
  res.writeHead(response.status, headers);
  res.end(text);
}

// src/emulator/control.ts
var OPEN = { authenticated: false };
function addControlRoutes(router, controls) {
  router.add("POST", `${CONTROL_PREFIX}/reset`, OPEN, () => {
    controls.reset();
    return { status: 204 };
  }).add("POST", `${CONTROL_PREFIX}/faults`, OPEN, (req) => {
    const body = req.json();
    const rules = Array.isArray(body) ? body : [body];
    rules.forEach((rule, i) => {
      try {
        checkFaultRule(rule);
      } catch (error) {
        throw badRequest(`fault ${i}: ${error.message}`);
      }
    });
    for (const rule of rules) controls.addFault(rule);
    return { status: 204 };
  }).add("POST", `${CONTROL_PREFIX}/page-hooks`, OPEN, (req) => {
    const body = req.json();
    try {
      controls.afterPage(body);
    } catch (error) {
      throw badRequest(`page hook: ${error.message}`);
    }
    return { status: 204 };
  }).add("POST", `${CONTROL_PREFIX}/release`, OPEN, () => {
    void controls.release();
    return { status: 204 };
  }).add("DELETE", `${CONTROL_PREFIX}/faults`, OPEN, () => {
    controls.clearFaults();
    return { status: 204 };
  }).add("GET", `${CONTROL_PREFIX}/log`, OPEN, () => ({ status: 200, body: { log: controls.log() } })).add("GET", `${CONTROL_PREFIX}/state`, OPEN, () => ({ status: 200, body: { lists: controls.lists(), glossaries: controls.glossaries() } })).add("POST", `${CONTROL_PREFIX}/seed`, OPEN, (req) => {
    const body = req.json();
    if (!Array.isArray(body)) throw badRequest("seed body must be an array of lists ({name, language, configured_rules, custom_instructions})");
    return { status: 201, body: { lists: controls.seed(body) } };
  });
}

// src/emulator/languages-data.json
var languages_data_default = {
  _comment: "Emulator language data: a realistic sample, not the service's real list. roles per resource: s = usable_as_source, t = usable_as_target. A language's features are shown for a resource only when the resource lists that feature.",
  resources: [
    {
      name: "translate_text",
      features: [
        {
          name: "formality",
          needs_target_support: true
        },
        {
          name: "glossary",
          needs_source_support: true,
          needs_target_support: true
        },
        {
          name: "tag_handling",
          needs_source_support: true,
          needs_target_support: true
        },
        {
          name: "auto_detection",
          needs_source_support: true
        }
      ]
    },
    {
      name: "translate_document",
      features: [
        {
          name: "formality",
          needs_target_support: true
        },
        {
          name: "glossary",
          needs_source_support: true,
          needs_target_support: true
        },
        {
          name: "auto_detection",
          needs_source_support: true
        }
      ]
    },
    {
      name: "glossary",
      features: []
    },
    {
      name: "voice",
      features: [
        {
          name: "translated_speech",
          needs_target_support: true
        },
        {
          name: "spoken_terms",
          needs_source_support: true
        }
      ]
    },
    {
      name: "write",
      features: []
    },
    {
      name: "style_rules",
      features: []
    },
    {
      name: "translation_memory",
      features: []
    }
  ],
  languages: [
    {
      lang: "ar",
      name: "Arabic",
      status: "stable",
      roles: {
        translate_text: "st",
        translate_document: "st",
        glossary: "st"
      },
      features: {
        glossary: {
          status: "stable"
        },
        tag_handling: {
          status: "stable"
        }
      }
    },
    {
      lang: "bg",
      name: "Bulgarian",
      status: "stable",
      roles: {
        translate_text: "st",
        translate_document: "st",
        glossary: "st"
      },
      features: {
        glossary: {
          status: "stable"
        },
        tag_handling: {
          status: "stable"
        }
      }
    },
    {
      lang: "cs",
      name: "Czech",
      status: "stable",
      roles: {
        translate_text: "st",
        translate_document: "st",
        glossary: "st"
      },
      features: {
        glossary: {
          status: "stable"
        },
        tag_handling: {
          status: "stable"
        }
      }
    },
    {
      lang: "da",
      name: "Danish",
      status: "stable",
      roles: {
        translate_text: "st",
        translate_document: "st",
        glossary: "st"
      },
      features: {
        glossary: {
          status: "stable"
        },
        tag_handling: {
          status: "stable"
        }
      }
    },
    {
      lang: "de",
      name: "German",
      status: "stable",
      roles: {
        translate_text: "st",
        translate_document: "st",
        glossary: "st",
        translation_memory: "st",
        style_rules: "st",
        voice: "st",
        write: "st"
      },
      features: {
        formality: {
          status: "stable"
        },
        glossary: {
          status: "stable"
        },
        tag_handling: {
          status: "stable"
        },
        translated_speech: {
          status: "stable"
        },
        spoken_terms: {
          status: "stable"
        }
      }
    },
    {
      lang: "de-CH",
      name: "German (Swiss)",
      status: "stable",
      roles: {
        translate_text: "t",
        translate_document: "t"
      },
      features: {
        formality: {
          status: "stable"
        },
        tag_handling: {
          status: "stable"
        }
      }
    },
    {
      lang: "el",
      name: "Greek",
      status: "stable",
      roles: {
        translate_text: "st",
        translate_document: "st",
        glossary: "st"
      },
      features: {
        glossary: {
          status: "stable"
        },
        tag_handling: {
          status: "stable"
        }
      }
    },
    {
      lang: "en",
      name: "English",
      status: "stable",
      roles: {
        translate_text: "s",
        translate_document: "s",
        glossary: "st",
        translation_memory: "st",
        style_rules: "st",
        voice: "st"
      },
      features: {
        glossary: {
          status: "stable"
        },
        tag_handling: {
          status: "stable"
        },
        translated_speech: {
          status: "stable"
        },
        spoken_terms: {
          status: "stable"
        }
      }
    },
    {
      lang: "en-GB",
      name: "English (British)",
      status: "stable",
      roles: {
        translate_text: "t",
        translate_document: "t",
        write: "st"
      },
      features: {
        glossary: {
          status: "stable"
        },
        tag_handling: {
          status: "stable"
        }
      }
    },
    {
      lang: "en-US",
      name: "English (American)",
      status: "stable",
      roles: {
        translate_text: "t",
        translate_document: "t",
        write: "st"
      },
      features: {
        glossary: {
          status: "stable"
        },
        tag_handling: {
          status: "stable"
        }
      }
    },
    {
      lang: "es",
      name: "Spanish",
      status: "stable",
      roles: {
        translate_text: "st",
        translate_document: "st",
        glossary: "st",
        translation_memory: "st",
        style_rules: "st",
        voice: "st",
        write: "st"
      },
      features: {
        formality: {
          status: "stable"
        },
        glossary: {
          status: "stable"
        },
        tag_handling: {
          status: "stable"
        },
        translated_speech: {
          status: "stable"
        },
        spoken_terms: {
          status: "stable"
        }
      }
    },
    {
      lang: "es-419",
      name: "Spanish (Latin American)",
      status: "stable",
      roles: {
        translate_text: "t",
        translate_document: "t"
      },
      features: {
        formality: {
          status: "stable"
        },
        tag_handling: {
          status: "stable"
        }
      }
    },
    {
      lang: "et",
      name: "Estonian",
      status: "stable",
      roles: {
        translate_text: "st",
        translate_document: "st",
        glossary: "st"
      },
      features: {
        glossary: {
          status: "stable"
        },
        tag_handling: {
          status: "stable"
        }
      }
    },
    {
      lang: "fi",
      name: "Finnish",
      status: "stable",
      roles: {
        translate_text: "st",
        translate_document: "st",
        glossary: "st"
      },
      features: {
        glossary: {
          status: "stable"
        },
        tag_handling: {
          status: "stable"
        }
      }
    },
    {
      lang: "fr",
      name: "French",
      status: "stable",
      roles: {
        translate_text: "st",
        translate_document: "st",
        glossary: "st",
        translation_memory: "st",
        style_rules: "st",
        voice: "st",
        write: "st"
      },
      features: {
        formality: {
          status: "stable"
        },
        glossary: {
          status: "stable"
        },
        tag_handling: {
          status: "stable"
        },
        translated_speech: {
          status: "stable"
        },
        spoken_terms: {
          status: "stable"
        }
      }
    },
    {
      lang: "fr-CA",
      name: "French (Canadian)",
      status: "stable",
      roles: {
        translate_text: "t",
        translate_document: "t"
      },
      features: {
        formality: {
          status: "stable"
        },
        tag_handling: {
          status: "stable"
        }
      }
    },
    {
      lang: "he",
      name: "Hebrew",
      status: "beta",
      roles: {
        translate_text: "st",
        translate_document: "st"
      },
      features: {
        tag_handling: {
          status: "stable"
        }
      }
    },
    {
      lang: "hu",
      name: "Hungarian",
      status: "stable",
      roles: {
        translate_text: "st",
        translate_document: "st",
        glossary: "st"
      },
      features: {
        glossary: {
          status: "stable"
        },
        tag_handling: {
          status: "stable"
        }
      }
    },
    {
      lang: "id",
      name: "Indonesian",
      status: "stable",
      roles: {
        translate_text: "st",
        translate_document: "st",
        glossary: "st"
      },
      features: {
        glossary: {
          status: "stable"
        },
        tag_handling: {
          status: "stable"
        }
      }
    },
    {
      lang: "it",
      name: "Italian",
      status: "stable",
      roles: {
        translate_text: "st",
        translate_document: "st",
        glossary: "st",
        translation_memory: "st",
        style_rules: "st",
        voice: "st",
        write: "st"
      },
      features: {
        formality: {
          status: "stable"
        },
        glossary: {
          status: "stable"
        },
        tag_handling: {
          status: "stable"
        },
        translated_speech: {
          status: "stable"
        },
        spoken_terms: {
          status: "stable"
        }
      }
    },
    {
      lang: "ja",
      name: "Japanese",
      status: "stable",
      roles: {
        translate_text: "st",
        translate_document: "st",
        glossary: "st",
        translation_memory: "st",
        style_rules: "st",
        voice: "st"
      },
      features: {
        formality: {
          status: "stable"
        },
        glossary: {
          status: "stable"
        },
        tag_handling: {
          status: "stable"
        },
        translated_speech: {
          status: "beta",
          external: true
        },
        spoken_terms: {
          status: "stable"
        }
      }
    },
    {
      lang: "ko",
      name: "Korean",
      status: "stable",
      roles: {
        translate_text: "st",
        translate_document: "st",
        glossary: "st",
        translation_memory: "st",
        style_rules: "st",
        voice: "st"
      },
      features: {
        glossary: {
          status: "stable"
        },
        tag_handling: {
          status: "stable"
        },
        translated_speech: {
          status: "beta",
          external: true
        },
        spoken_terms: {
          status: "stable"
        }
      }
    },
    {
      lang: "lt",
      name: "Lithuanian",
      status: "stable",
      roles: {
        translate_text: "st",
        translate_document: "st",
        glossary: "st"
      },
      features: {
        glossary: {
          status: "stable"
        },
        tag_handling: {
          status: "stable"
        }
      }
    },
    {
      lang: "lv",
      name: "Latvian",
      status: "stable",
      roles: {
        translate_text: "st",
        translate_document: "st",
        glossary: "st"
      },
      features: {
        glossary: {
          status: "stable"
        },
        tag_handling: {
          status: "stable"
        }
      }
    },
    {
      lang: "nb",
      name: "Norwegian Bokm\xE5l",
      status: "stable",
      roles: {
        translate_text: "st",
        translate_document: "st",
        glossary: "st"
      },
      features: {
        glossary: {
          status: "stable"
        },
        tag_handling: {
          status: "stable"
        }
      }
    },
    {
      lang: "nl",
      name: "Dutch",
      status: "stable",
      roles: {
        translate_text: "st",
        translate_document: "st",
        glossary: "st",
        translation_memory: "st",
        voice: "st"
      },
      features: {
        formality: {
          status: "stable"
        },
        glossary: {
          status: "stable"
        },
        tag_handling: {
          status: "stable"
        },
        translated_speech: {
          status: "stable"
        },
        spoken_terms: {
          status: "stable"
        }
      }
    },
    {
      lang: "pl",
      name: "Polish",
      status: "stable",
      roles: {
        translate_text: "st",
        translate_document: "st",
        glossary: "st",
        translation_memory: "st",
        voice: "st"
      },
      features: {
        formality: {
          status: "stable"
        },
        glossary: {
          status: "stable"
        },
        tag_handling: {
          status: "stable"
        },
        translated_speech: {
          status: "stable"
        },
        spoken_terms: {
          status: "stable"
        }
      }
    },
    {
      lang: "pt",
      name: "Portuguese",
      status: "stable",
      roles: {
        translate_text: "s",
        translate_document: "s",
        glossary: "st",
        translation_memory: "st"
      },
      features: {
        glossary: {
          status: "stable"
        },
        tag_handling: {
          status: "stable"
        }
      }
    },
    {
      lang: "pt-BR",
      name: "Portuguese (Brazilian)",
      status: "stable",
      roles: {
        translate_text: "t",
        translate_document: "t",
        voice: "st",
        write: "st"
      },
      features: {
        formality: {
          status: "stable"
        },
        glossary: {
          status: "stable"
        },
        tag_handling: {
          status: "stable"
        },
        translated_speech: {
          status: "stable"
        },
        spoken_terms: {
          status: "stable"
        }
      }
    },
    {
      lang: "pt-PT",
      name: "Portuguese (European)",
      status: "stable",
      roles: {
        translate_text: "t",
        translate_document: "t",
        write: "st"
      },
      features: {
        formality: {
          status: "stable"
        },
        glossary: {
          status: "stable"
        },
        tag_handling: {
          status: "stable"
        }
      }
    },
    {
      lang: "ro",
      name: "Romanian",
      status: "stable",
      roles: {
        translate_text: "st",
        translate_document: "st",
        glossary: "st"
      },
      features: {
        glossary: {
          status: "stable"
        },
        tag_handling: {
          status: "stable"
        }
      }
    },
    {
      lang: "ru",
      name: "Russian",
      status: "stable",
      roles: {
        translate_text: "st",
        translate_document: "st",
        glossary: "st"
      },
      features: {
        formality: {
          status: "stable"
        },
        glossary: {
          status: "stable"
        },
        tag_handling: {
          status: "stable"
        }
      }
    },
    {
      lang: "sk",
      name: "Slovak",
      status: "stable",
      roles: {
        translate_text: "st",
        translate_document: "st",
        glossary: "st"
      },
      features: {
        glossary: {
          status: "stable"
        },
        tag_handling: {
          status: "stable"
        }
      }
    },
    {
      lang: "sl",
      name: "Slovenian",
      status: "stable",
      roles: {
        translate_text: "st",
        translate_document: "st",
        glossary: "st"
      },
      features: {
        glossary: {
          status: "stable"
        },
        tag_handling: {
          status: "stable"
        }
      }
    },
    {
      lang: "sv",
      name: "Swedish",
      status: "stable",
      roles: {
        translate_text: "st",
        translate_document: "st",
        glossary: "st"
      },
      features: {
        glossary: {
          status: "stable"
        },
        tag_handling: {
          status: "stable"
        }
      }
    },
    {
      lang: "th",
      name: "Thai",
      status: "beta",
      roles: {
        translate_text: "st",
        translate_document: "st"
      },
      features: {
        tag_handling: {
          status: "stable"
        }
      }
    },
    {
      lang: "tr",
      name: "Turkish",
      status: "stable",
      roles: {
        translate_text: "st",
        translate_document: "st",
        glossary: "st"
      },
      features: {
        glossary: {
          status: "stable"
        },
        tag_handling: {
          status: "stable"
        }
      }
    },
    {
      lang: "uk",
      name: "Ukrainian",
      status: "stable",
      roles: {
        translate_text: "st",
        translate_document: "st",
        glossary: "st"
      },
      features: {
        glossary: {
          status: "stable"
        },
        tag_handling: {
          status: "stable"
        }
      }
    },
    {
      lang: "vi",
      name: "Vietnamese",
      status: "beta",
      roles: {
        translate_text: "st",
        translate_document: "st"
      },
      features: {
        tag_handling: {
          status: "stable"
        }
      }
    },
    {
      lang: "zh",
      name: "Chinese",
      status: "stable",
      roles: {
        translate_text: "st",
        translate_document: "st",
        glossary: "st",
        translation_memory: "st",
        style_rules: "st",
        voice: "st"
      },
      features: {
        glossary: {
          status: "stable"
        },
        tag_handling: {
          status: "stable"
        },
        translated_speech: {
          status: "stable"
        },
        spoken_terms: {
          status: "stable"
        }
      }
    },
    {
      lang: "zh-Hans",
      name: "Chinese (simplified)",
      status: "stable",
      roles: {
        translate_text: "t",
        translate_document: "t"
      },
      features: {
        glossary: {
          status: "stable"
        },
        tag_handling: {
          status: "stable"
        }
      }
    },
    {
      lang: "zh-Hant",
      name: "Chinese (traditional)",
      status: "stable",
      roles: {
        translate_text: "t",
        translate_document: "t"
      },
      features: {
        glossary: {
          status: "stable"
        },
        tag_handling: {
          status: "stable"
        }
      }
    }
  ]
};

// src/emulator/languages.ts
var LANGUAGES = languages_data_default.languages;
var RESOURCES = languages_data_default.resources;
var RESOURCE_NAMES = RESOURCES.map((r) => r.name);
function languagesFor(resource, include) {
  const descriptor = RESOURCES.find((r) => r.name === resource);
  if (!descriptor) throw new Error(`unknown resource ${resource}`);
  const featureNames = new Set(descriptor.features.map((f) => f.name));
  const out = [];
  for (const lang of LANGUAGES) {
    const role = lang.roles[resource];
    if (!role) continue;
    if (lang.status === "beta" && !include.beta) continue;
    const features = {};
    for (const [name, info2] of Object.entries(lang.features)) {
      if (!featureNames.has(name)) continue;
      if (info2.external && !include.external) continue;
      features[name] = { ...info2 };
    }
    out.push({
      lang: lang.lang,
      name: lang.name,
      status: lang.status,
      usable_as_source: role.includes("s"),
      usable_as_target: role.includes("t"),
      features
    });
  }
  return out;
}
function translateLanguage(code) {
  translateTextLanguages ??= languagesFor("translate_text", { beta: true, external: true });
  const lower = code.toLowerCase();
  return translateTextLanguages.find((l) => l.lang.toLowerCase() === lower);
}
var translateTextLanguages;
var READ = { authenticated: true, scopes: ["languages:read"] };
function addLanguageRoutes(router) {
  router.add("GET", "/v3/languages", READ, (req) => {
    const resource = req.query.get("resource");
    if (resource === null) throw badRequest(`resource is required; one of ${RESOURCE_NAMES.join(", ")}`);
    if (!RESOURCE_NAMES.includes(resource)) {
      throw badRequest(`resource ${JSON.stringify(resource)} is not known; use one of ${RESOURCE_NAMES.join(", ")}`);
    }
    const include = req.query.getAll("include").flatMap((v) => v.split(","));
    for (const value of include) {
      if (value !== "beta" && value !== "external") throw badRequest(`include ${JSON.stringify(value)} is not known; use beta or external`);
    }
    return { status: 200, body: languagesFor(resource, { beta: include.includes("beta"), external: include.includes("external") }) };
  }).add("GET", "/v3/languages/resources", READ, () => ({ status: 200, body: RESOURCES }));
}

// src/emulator/glossary-body.ts
var DICTIONARY_FIELDS = ["source_lang", "target_lang", "entries", "entries_format"];
function readCreateBody(req) {
  const body = readBody2(req, false);
  refuseUnknown(body, ["name", "dictionaries"], "");
  const name = validateName(body.name);
  const list = body.dictionaries;
  if (list === void 0) throw badRequest("dictionaries is required: an array of at least one dictionary");
  if (!Array.isArray(list) || list.length === 0) throw badRequest("dictionaries must be an array of at least one dictionary");
  const dictionaries = list.map((d, i) => validateDictionary(d, `dictionaries[${i}].`));
  dictionaries.forEach((d, i) => {
    const first = dictionaries.findIndex((o) => o.source_lang === d.source_lang && o.target_lang === d.target_lang);
    if (first !== i) {
      throw badRequest(`dictionaries[${i}] repeats the pair ${pairName(d)} of dictionaries[${first}]; a glossary holds one dictionary per language pair`);
    }
  });
  return { name, dictionaries };
}
function readPatchBody(req) {
  const body = readBody2(req, false);
  refuseUnknown(body, ["name", "dictionaries"], "", "PATCH changes the name and merges at most one dictionary");
  const out = {};
  if (body.name !== void 0) out.name = validateName(body.name);
  const list = body.dictionaries;
  if (list !== void 0) {
    if (!Array.isArray(list)) throw badRequest("dictionaries must be an array of at most one dictionary");
    if (list.length > 1) throw badRequest(`dictionaries has ${list.length} entries; a PATCH merges at most one dictionary (send one PATCH per dictionary)`);
    if (list.length === 1) out.dictionary = validateDictionary(list[0], "dictionaries[0].");
  }
  if (out.name === void 0 && out.dictionary === void 0) {
    throw badRequest("Nothing to change: give name, or dictionaries with one dictionary to merge");
  }
  return out;
}
function readDictionaryBody(req) {
  return validateDictionary(readBody2(req, true), "");
}
function readPairQuery(req) {
  const source = req.query.get("source_lang");
  const target = req.query.get("target_lang");
  if (source === null || target === null) throw badRequest("source_lang and target_lang are both required query parameters");
  return { source_lang: baseCode(source, "source_lang"), target_lang: baseCode(target, "target_lang") };
}
function pairName(d) {
  return `${d.source_lang}\u2192${d.target_lang}`;
}
function validateName(value) {
  if (value === void 0) throw badRequest("name is required");
  if (typeof value !== "string") throw badRequest("name must be a string");
  if (value.trim() === "") throw badRequest("name must not be empty");
  if (new RegExp("\\p{Cc}", "u").test(value)) throw badRequest("name must not hold control characters");
  const bytes = utf8Bytes(value);
  if (bytes > GLOSSARY_LIMITS.nameMaxBytes) throw badRequest(`name is ${bytes} UTF-8 bytes long; at most ${GLOSSARY_LIMITS.nameMaxBytes} are allowed`);
  return value;
}
function validateDictionary(value, at) {
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw badRequest(`${where(at)}a dictionary must be an object`);
  const d = value;
  refuseUnknown(d, DICTIONARY_FIELDS, at);
  const source_lang = baseCode(requireString(d.source_lang, `${at}source_lang`), `${at}source_lang`);
  const target_lang = baseCode(requireString(d.target_lang, `${at}target_lang`), `${at}target_lang`);
  checkPair(source_lang, target_lang, at);
  const format = d.entries_format === void 0 ? "tsv" : requireString(d.entries_format, `${at}entries_format`).toLowerCase();
  if (format !== "tsv" && format !== "csv") throw badRequest(`${at}entries_format must be tsv or csv, got ${JSON.stringify(d.entries_format)}`);
  const text = requireString(d.entries, `${at}entries`);
  return { source_lang, target_lang, entries: parseEntries(text, format, { source: source_lang, target: target_lang }, at) };
}
function parseEntries(text, format, pair, at) {
  const parsed = parseGlossaryEntries(text, { format, pair, maxProblems: 1, caseVariants: false });
  const problem = parsed.problems[0];
  if (problem) {
    const detail = `${at}entries line ${problem.line}, column ${problem.column}: ${problem.message}`;
    if (parsed.bytes > GLOSSARY_LIMITS.dictionaryMaxBytes) throw new HttpError(413, "Glossary dictionary too large", { detail });
    throw badRequest("Invalid glossary entries provided", detail);
  }
  if (parsed.entries.length === 0) {
    const why = format === "csv" ? `has no line for the pair ${pair.source}\u2192${pair.target}` : "is empty";
    throw badRequest("Invalid glossary entries provided", `${at}entries ${why}; a dictionary holds at least one entry (delete the dictionary instead)`);
  }
  return parsed.entries.map((e) => [e.source, e.target]);
}
function baseCode(code, field) {
  const lower = code.trim().toLowerCase();
  if (lower.includes("-") || lower.includes("_")) {
    const base = lower.split(/[-_]/)[0] ?? "";
    throw badRequest(`${field} ${JSON.stringify(code)} is a regional variant; glossaries take base language codes and apply to every variant: use ${JSON.stringify(base)}`);
  }
  if (!/^[a-z]{2,3}$/.test(lower)) throw badRequest(`${field} ${JSON.stringify(code)} is not a language code`);
  return lower;
}
function checkPair(source, target, at) {
  const langs = languagesFor("glossary", { beta: true, external: true });
  const usable = (code, role) => langs.some((l) => l.lang.toLowerCase() === code && l[role]);
  if (source === target || !usable(source, "usable_as_source") || !usable(target, "usable_as_target")) {
    throw badRequest(`${where(at)}the language pair ${source}\u2192${target} is not supported for glossaries; see GET /v3/languages?resource=glossary`);
  }
}
function where(at) {
  return at === "" ? "" : `${at.slice(0, -1)}: `;
}
function requireString(value, field) {
  if (value === void 0) throw badRequest(`${field} is required`);
  if (typeof value !== "string") throw badRequest(`${field} must be a string`);
  return value;
}
function setOwn(obj, key, value) {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
}
function refuseUnknown(obj, allowed, at, why) {
  for (const key of Object.keys(obj)) {
    if (!allowed.includes(key)) throw badRequest(`${at}${key} is not a known field${why ? ` (${why})` : ""}; allowed: ${allowed.join(", ")}`);
  }
}
function readBody2(req, single) {
  const type = (req.contentType ?? "application/json").split(";")[0]?.trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") return formBody(req.rawBody, single);
  if (type !== "application/json") {
    throw new HttpError(415, `Unsupported Content-Type ${JSON.stringify(type)}; send application/json or application/x-www-form-urlencoded`);
  }
  const body = req.json();
  if (body === null || typeof body !== "object" || Array.isArray(body)) throw badRequest("request body must be a JSON object");
  return body;
}
var DOTTED = /^dictionaries\[(\d{1,4})\]\.([a-z_]+)$/;
function formBody(raw, single) {
  const params = new URLSearchParams(raw);
  const out = {};
  const dictionaries = [];
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    if (values.length > 1) throw badRequest(`${key} is given ${values.length} times; give it once`);
    const value = values[0];
    const dotted = DOTTED.exec(key);
    if (!dotted) {
      setOwn(out, key, value);
      continue;
    }
    const index = Number(dotted[1]);
    setOwn(dictionaries[index] ??= {}, dotted[2], value);
  }
  for (let i = 0; i < dictionaries.length; i++) {
    if (dictionaries[i] === void 0) throw badRequest(`dictionaries[${i}] is missing while dictionaries[${dictionaries.length - 1}] is given`);
  }
  if (!single) return dictionaries.length > 0 ? { ...out, dictionaries } : out;
  if (dictionaries.length === 0) return out;
  if (dictionaries.length > 1 || Object.keys(out).length > 0) throw badRequest("A PUT carries one dictionary: source_lang, target_lang, entries and entries_format");
  return dictionaries[0];
}

// src/emulator/glossaries.ts
var READ2 = { authenticated: true, scopes: ["glossaries:read"] };
var WRITE = { authenticated: true, scopes: ["glossaries:write"] };
var GLOSSARIES = "/v3/glossaries";
var GLOSSARY = "/v3/glossaries/:glossary_id";
var GLOSSARY_ENTRIES = "/v3/glossaries/:glossary_id/entries";
var GLOSSARY_DICTIONARIES = "/v3/glossaries/:glossary_id/dictionaries";
var GLOSSARY_BODY_LIMIT = 32 * 1024 * 1024;
function addGlossaryRoutes(router, store) {
  const big = { maxBodyBytes: GLOSSARY_BODY_LIMIT };
  router.add("POST", GLOSSARIES, WRITE, (req) => {
    const body = readCreateBody(req);
    return { status: 201, body: store.create(body.name, body.dictionaries) };
  }, big).add("GET", GLOSSARIES, READ2, (req) => {
    noQuery(req);
    return { status: 200, body: { glossaries: store.list() } };
  }).add("GET", GLOSSARY, READ2, (req) => ({ status: 200, body: store.get(id(req)) })).add("PATCH", GLOSSARY, WRITE, (req) => {
    store.get(id(req));
    return { status: 200, body: store.patch(id(req), readPatchBody(req)) };
  }, big).add("DELETE", GLOSSARY, WRITE, (req) => {
    store.delete(id(req));
    return { status: 204 };
  }).add("GET", GLOSSARY_ENTRIES, READ2, (req) => {
    store.get(id(req));
    const pair = readPairQuery(req);
    return { status: 200, body: { dictionaries: [{ ...pair, entries: store.entries(id(req), pair), entries_format: "tsv" }] } };
  }).add("PUT", GLOSSARY_DICTIONARIES, WRITE, (req) => {
    store.get(id(req));
    return { status: 200, body: store.replace(id(req), readDictionaryBody(req)) };
  }, big).add("DELETE", GLOSSARY_DICTIONARIES, WRITE, (req) => {
    store.get(id(req));
    store.deleteDictionary(id(req), readPairQuery(req));
    return { status: 204 };
  });
}
function noQuery(req) {
  const keys = [...req.query.keys()];
  if (keys.length > 0) throw badRequest(`GET /v3/glossaries takes no query parameters (no paging: every glossary comes in one answer); got ${keys.join(", ")}`);
}
function id(req) {
  return req.params.glossary_id ?? "";
}

// src/emulator/glossary-store.ts
var GlossaryStore = class {
  constructor(options) {
    this.options = options;
  }
  options;
  glossaries = /* @__PURE__ */ new Map();
  create(name, dictionaries) {
    if (this.glossaries.size >= this.options.quota) {
      throw new HttpError(456, "Quota exceeded", {
        detail: `This account may hold at most ${this.options.quota} glossaries and holds ${this.glossaries.size}; delete one first`
      });
    }
    const glossary = { glossary_id: this.options.issueId(), name, creation_time: (/* @__PURE__ */ new Date()).toISOString(), dictionaries: dictionaries.map(stored) };
    this.glossaries.set(glossary.glossary_id, glossary);
    this.options.onChange();
    return info(glossary);
  }
  list() {
    return [...this.glossaries.values()].map(info);
  }
  get(id3) {
    return info(this.find(id3));
  }
  /** Renames and/or merges one dictionary (creating it when missing); never removes an entry. */
  patch(id3, change) {
    const glossary = this.find(id3);
    let merged;
    if (change.dictionary) {
      const existing = this.dictionaryOf(glossary, change.dictionary);
      merged = stored({ ...change.dictionary, entries: existing ? [...existing.entries] : [] });
      for (const [source, target] of change.dictionary.entries) merged.entries.set(source, target);
      checkSize(merged);
    }
    if (change.name !== void 0) glossary.name = change.name;
    if (merged) this.put(glossary, merged);
    this.options.onChange();
    return info(glossary);
  }
  /** Replaces the dictionary of the pair, or adds it. */
  replace(id3, dictionary) {
    const glossary = this.find(id3);
    const replacement = stored(dictionary);
    this.put(glossary, replacement);
    this.options.onChange();
    return dictionaryInfo(replacement);
  }
  delete(id3) {
    this.find(id3);
    this.glossaries.delete(id3);
    this.options.onChange();
  }
  deleteDictionary(id3, pair) {
    const glossary = this.find(id3);
    const existing = this.dictionaryOf(glossary, pair);
    if (!existing) throw notFound(`Glossary ${JSON.stringify(id3)} has no dictionary for ${pairName(pair)}`);
    if (glossary.dictionaries.length === 1) {
      throw badRequest(`The dictionary ${pairName(pair)} is the glossary's last; a glossary keeps at least one dictionary (delete the glossary instead)`);
    }
    glossary.dictionaries = glossary.dictionaries.filter((d) => d !== existing);
    this.options.onChange();
  }
  /** The entries of one dictionary as TSV; 404 when the glossary has no such dictionary. */
  entries(id3, pair) {
    const dictionary = this.dictionaryOf(this.find(id3), pair);
    if (!dictionary) throw notFound(`Glossary ${JSON.stringify(id3)} has no dictionary for ${pairName(pair)}`);
    return entriesToTsv(dictionary.entries);
  }
  /** For translation: the glossary's terms for a pair, undefined when it has no such dictionary. */
  terms(id3, pair) {
    return this.dictionaryOf(this.find(id3), pair)?.entries;
  }
  clear() {
    this.glossaries.clear();
    this.options.onChange();
  }
  all() {
    return [...this.glossaries.values()].map((g) => ({
      glossary_id: g.glossary_id,
      name: g.name,
      creation_time: g.creation_time,
      dictionaries: g.dictionaries.map((d) => ({ source_lang: d.source_lang, target_lang: d.target_lang, entries: entriesToTsv(d.entries) }))
    }));
  }
  /** Replaces the state with glossaries from a data file (no change notification); throws on a malformed one. */
  load(glossaries) {
    this.glossaries.clear();
    for (const g of glossaries) {
      const dictionaries = g.dictionaries.map((d) => {
        const parsed = parseGlossaryEntries(d.entries, { format: "tsv", maxProblems: 1, caseVariants: false });
        if (parsed.problems.length > 0) throw new Error(`glossary ${g.glossary_id} ${pairName(d)}: ${parsed.problems[0]?.message}`);
        return stored({ source_lang: d.source_lang, target_lang: d.target_lang, entries: parsed.entries.map((e) => [e.source, e.target]) });
      });
      this.glossaries.set(g.glossary_id, { glossary_id: g.glossary_id, name: g.name, creation_time: g.creation_time, dictionaries });
    }
  }
  put(glossary, dictionary) {
    const at = glossary.dictionaries.findIndex((d) => samePair(d, dictionary));
    if (at >= 0) glossary.dictionaries[at] = dictionary;
    else glossary.dictionaries.push(dictionary);
  }
  dictionaryOf(glossary, pair) {
    return glossary.dictionaries.find((d) => samePair(d, pair));
  }
  find(id3) {
    const glossary = this.glossaries.get(id3);
    if (!glossary) throw notFound(`Glossary ${JSON.stringify(id3)} not found`);
    return glossary;
  }
};
function samePair(a, b) {
  return a.source_lang.toLowerCase() === b.source_lang.toLowerCase() && a.target_lang.toLowerCase() === b.target_lang.toLowerCase();
}
function stored(d) {
  return { source_lang: d.source_lang, target_lang: d.target_lang, entries: new Map(d.entries) };
}
function checkSize(d) {
  let bytes = 0;
  for (const [source, target] of d.entries) bytes += entryBytes(source, target);
  if (bytes > GLOSSARY_LIMITS.dictionaryMaxBytes) {
    throw new HttpError(413, "Glossary dictionary too large", {
      detail: `merged, the dictionary ${pairName(d)} would be ${bytes} bytes as TSV; at most ${GLOSSARY_LIMITS.dictionaryMaxBytes} (10 MiB) are allowed`
    });
  }
}
function dictionaryInfo(d) {
  return { source_lang: d.source_lang, target_lang: d.target_lang, entry_count: d.entries.size };
}
function info(g) {
  return { glossary_id: g.glossary_id, name: g.name, creation_time: g.creation_time, dictionaries: g.dictionaries.map(dictionaryInfo) };
}

// src/emulator/validate.ts
var SOURCE_LANGUAGE = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/;
function validateCreateBody(body, options) {
  const obj = requireObject(body, "request body");
  refuseUnknown2(obj, ["name", "language", "configured_rules", "custom_instructions"], "");
  const name = validateName2(obj.name, "name");
  if (!isStyleLanguage(obj.language)) {
    throw badRequest(
      obj.language === void 0 ? "language is required" : `language ${JSON.stringify(obj.language)} is not supported; use one of ${STYLE_LANGUAGES.join(", ")}`
    );
  }
  const configured_rules = obj.configured_rules === void 0 ? {} : validateRules(obj.configured_rules, options, "configured_rules");
  let custom_instructions = [];
  if (obj.custom_instructions !== void 0) {
    if (!Array.isArray(obj.custom_instructions)) throw badRequest("custom_instructions must be an array");
    if (obj.custom_instructions.length > LIMITS.instructionsPerList) {
      throw badRequest(
        `custom_instructions has ${obj.custom_instructions.length} entries; at most ${LIMITS.instructionsPerList} are allowed per list`
      );
    }
    custom_instructions = obj.custom_instructions.map((item, i) => validateInstruction(item, `custom_instructions[${i}]`));
  }
  return { name, language: obj.language, configured_rules, custom_instructions };
}
function validatePatchBody(body) {
  const obj = requireObject(body, "request body");
  refuseUnknown2(obj, ["name"], "", "only name can be changed");
  return validateName2(obj.name, "name");
}
function validateName2(value, field) {
  if (value === void 0) throw badRequest(`${field} is required`);
  if (typeof value !== "string") throw badRequest(`${field} must be a string`);
  if (value.trim().length === 0) throw badRequest(`${field} must not be empty`);
  return value;
}
function validateRules(value, options, field) {
  const obj = requireObject(value, field);
  return Object.fromEntries(
    Object.entries(obj).map(([group, members]) => {
      if (members === null || typeof members !== "object" || Array.isArray(members)) {
        throw badRequest(`${field}.${group} must be an object of rule names to values`);
      }
      const rules = Object.entries(members).map(([rule, v]) => {
        if (typeof v !== "string") throw badRequest(`${field}.${group}.${rule} must be a string`);
        if (options.strictCatalog && !isKnownValue(group, rule, v)) {
          throw badRequest(`${field}.${group}.${rule}: ${JSON.stringify(v)} is not an allowed value`, "strict catalog mode");
        }
        return [rule, v];
      });
      return [group, Object.fromEntries(rules)];
    })
  );
}
function validateInstruction(value, field) {
  const obj = requireObject(value, field);
  const at = field === "" ? "" : `${field}.`;
  refuseUnknown2(obj, ["label", "prompt", "source_language"], at);
  const label = requireText(obj.label, `${at}label`, LIMITS.labelMaxCodePoints);
  const prompt = requireText(obj.prompt, `${at}prompt`, LIMITS.promptMaxCodePoints);
  const source = obj.source_language;
  if (source === void 0) return { label, prompt };
  if (typeof source !== "string" || !SOURCE_LANGUAGE.test(source)) {
    throw badRequest(`${at}source_language must be a lower-case language code such as "en", got ${JSON.stringify(source)}`);
  }
  return { label, prompt, source_language: source };
}
function requireText(value, field, max) {
  if (value === void 0) throw badRequest(`${field} is required`);
  if (typeof value !== "string") throw badRequest(`${field} must be a string`);
  if (value.length === 0) throw badRequest(`${field} must not be empty`);
  const n = codePointLength(value);
  if (n > max) throw badRequest(`${field} is ${n} characters long; at most ${max} are allowed`);
  return value;
}
function requireObject(value, field) {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw badRequest(`${field} must be a JSON object`);
  }
  return value;
}
function refuseUnknown2(obj, allowed, at, why) {
  for (const key of Object.keys(obj)) {
    if (!allowed.includes(key)) {
      throw badRequest(`${at}${key} is not a known field${why ? ` (${why})` : ""}; allowed: ${allowed.join(", ")}`);
    }
  }
}

// src/emulator/page-hooks.ts
var PageHooks = class {
  constructor(validate) {
    this.validate = validate;
  }
  validate;
  hooks = [];
  add(hook) {
    checkPageHook(hook);
    if (hook.create !== void 0) validateCreateBody(hook.create, this.validate);
    this.hooks.push({ hook: { ...hook }, remaining: hook.count ?? 1 });
  }
  clear() {
    this.hooks = [];
  }
  /** Called once a page's body is built: runs every hook due after it. */
  served(page, store) {
    for (const entry of this.hooks) {
      if (entry.hook.afterPage !== page || entry.remaining <= 0) continue;
      entry.remaining--;
      if (entry.hook.create !== void 0) store.create(validateCreateBody(entry.hook.create, this.validate));
      if (entry.hook.deleteAt !== void 0) {
        const lists = store.all();
        const victim = lists.at(entry.hook.deleteAt);
        if (victim) store.delete(victim.style_id);
      }
    }
    this.hooks = this.hooks.filter((entry) => entry.remaining > 0);
  }
};
var FIELDS2 = ["afterPage", "create", "deleteAt", "count"];
function checkPageHook(value) {
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw new Error("a page hook must be an object");
  const hook = value;
  for (const key of Object.keys(hook)) if (!FIELDS2.includes(key)) throw new Error(`unknown page hook field ${key}; allowed: ${FIELDS2.join(", ")}`);
  if (!Number.isInteger(hook.afterPage) || hook.afterPage < 0) throw new Error("afterPage must be a non-negative integer");
  if (hook.create === void 0 === (hook.deleteAt === void 0)) throw new Error("a page hook needs exactly one of create and deleteAt");
  if (hook.deleteAt !== void 0 && !Number.isInteger(hook.deleteAt)) throw new Error("deleteAt must be an integer (0 = oldest, -1 = newest)");
  if (hook.count !== void 0 && (!Number.isInteger(hook.count) || hook.count < 1)) throw new Error("count must be a positive integer");
}

// src/emulator/persistence.ts
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
var FORMAT = 1;
async function loadState(file) {
  let text;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if (error.code === "ENOENT") return void 0;
    throw error;
  }
  let data;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`emulator data file ${file} is not valid JSON`, { cause: error });
  }
  const parsed = data;
  if (parsed?.format !== FORMAT || !Array.isArray(parsed.lists)) {
    throw new Error(`emulator data file ${file} is not in format ${FORMAT} (expected {"format": ${FORMAT}, "lists": [...]})`);
  }
  for (const list of parsed.lists) {
    if (typeof list?.style_id !== "string" || typeof list.version !== "number" || !Array.isArray(list.custom_instructions)) {
      throw new Error(`emulator data file ${file} holds a malformed list`);
    }
  }
  const glossaries = parsed.glossaries ?? [];
  if (!Array.isArray(glossaries) || glossaries.some((g) => typeof g?.glossary_id !== "string" || !Array.isArray(g.dictionaries))) {
    throw new Error(`emulator data file ${file} holds a malformed glossary`);
  }
  return { lists: parsed.lists, glossaries };
}
var StateWriter = class {
  constructor(file, snapshot) {
    this.file = file;
    this.snapshot = snapshot;
  }
  file;
  snapshot;
  running;
  dirty = false;
  counter = 0;
  lastError;
  schedule() {
    this.dirty = true;
    this.running ??= this.loop();
  }
  async flush() {
    while (this.running) await this.running;
    if (this.lastError !== void 0) {
      const error = this.lastError;
      this.lastError = void 0;
      throw error;
    }
  }
  async loop() {
    try {
      while (this.dirty) {
        this.dirty = false;
        await this.write();
      }
    } catch (error) {
      this.lastError = error;
    } finally {
      this.running = void 0;
    }
  }
  async write() {
    const data = { format: FORMAT, ...this.snapshot() };
    const tmp = `${this.file}.${process.pid}.${this.counter++}.tmp`;
    await mkdir(dirname(this.file), { recursive: true });
    await writeFile(tmp, `${JSON.stringify(data, null, 2)}
`, "utf8");
    await rename(tmp, this.file);
  }
};

// src/emulator/request-log.ts
var RequestLog = class {
  constructor(cap = 1e4) {
    this.cap = cap;
  }
  cap;
  entries = [];
  add(entry) {
    this.entries.push(entry);
    if (this.entries.length > this.cap) this.entries.splice(0, this.entries.length - this.cap);
  }
  snapshot() {
    return this.entries.map((e) => ({ ...e }));
  }
  clear() {
    this.entries = [];
  }
};

// src/emulator/rng.ts
import { randomInt } from "node:crypto";
var Rng = class {
  constructor(seed) {
    this.seed = seed;
    this.state = seed >>> 0;
  }
  seed;
  state;
  /** Back to the first number, as if just constructed. */
  restart() {
    this.state = this.seed >>> 0;
  }
  /** Uniform in [0, 1). */
  next() {
    this.state = this.state + 1831565813 >>> 0;
    let t = this.state;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  }
  hex(length) {
    let out = "";
    while (out.length < length) out += Math.floor(this.next() * 4294967296).toString(16).padStart(8, "0");
    return out.slice(0, length);
  }
  /** A version-4-shaped UUID. */
  uuid() {
    const h = this.hex(32);
    const variant = (parseInt(h[16] ?? "0", 16) & 3 | 8).toString(16);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  }
};
function rngStreams(seed) {
  const base = seed ?? randomInt(0, 4294967295);
  return {
    ids: new Rng(base ^ 469),
    traces: new Rng(base ^ 31438),
    faults: new Rng(base ^ 64023)
  };
}

// src/emulator/router.ts
var Router = class {
  routes = [];
  add(method, pattern, auth, handler, options = {}) {
    this.routes.push({ method, pattern, segments: split(pattern), auth, handler, options });
    return this;
  }
  /** The body limit of the route a request goes to, undefined for the pipeline's default. */
  bodyLimit(method, path) {
    const parts = split(path);
    return this.routes.find((r) => r.method === method && matchSegments(r.segments, parts))?.options.maxBodyBytes;
  }
  match(method, path) {
    const parts = split(path);
    let pathMatched;
    for (const route of this.routes) {
      const params = matchSegments(route.segments, parts);
      if (!params) continue;
      if (route.method === method) {
        return { kind: "found", pattern: route.pattern, params, auth: route.auth, handler: route.handler };
      }
      pathMatched ??= { pattern: route.pattern, allow: [] };
      if (pathMatched.pattern === route.pattern) pathMatched.allow.push(route.method);
    }
    if (pathMatched) return { kind: "method-not-allowed", pattern: pathMatched.pattern, allow: pathMatched.allow };
    return { kind: "not-found" };
  }
};
function split(path) {
  return path.split("/").filter((s) => s.length > 0);
}
function matchSegments(pattern, parts) {
  if (pattern.length !== parts.length) return void 0;
  const params = {};
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i];
    const s = parts[i];
    if (p.startsWith(":")) {
      let value;
      try {
        value = decodeURIComponent(s);
      } catch {
        return void 0;
      }
      params[p.slice(1)] = value;
    } else if (p !== s) {
      return void 0;
    }
  }
  return params;
}

// src/emulator/stalls.ts
var MAX_UNCLAIMED = 1e3;
var Stalls = class {
  held = [];
  /** Stalls no waiter has taken yet, oldest first. */
  unclaimed = [];
  waiters = [];
  /** Holds a request until `release()` (resolves true) or `clear()` (false); `done()` once it was carried out. */
  hold(stall) {
    let resume;
    let done;
    const proceed = new Promise((resolve2) => resume = resolve2);
    const finished = new Promise((resolve2) => done = resolve2);
    this.held.push({ resume, finished });
    this.notify(stall);
    return { proceed, done };
  }
  /** A request that will never be answered (a `hang` fault). */
  hung(stall) {
    this.notify(stall);
  }
  /** A request waiting out a latency fault. */
  delayed(stall) {
    this.notify(stall);
  }
  /**
   * Resolves once a request of this method and path stalls (at once if one did and was not taken).
   * `'*'` for either matches any: a run's first write, whichever it is, when its order is not the test's point.
   */
  whenStalled(method, path) {
    const index = this.unclaimed.findIndex((s) => matches({ method, path }, s));
    if (index >= 0) {
      this.unclaimed.splice(index, 1);
      return { stalled: Promise.resolve(), cancel: () => void 0 };
    }
    let waiter;
    const stalled = new Promise((resolve2) => waiter = { method, path, resolve: resolve2 });
    this.waiters.push(waiter);
    return { stalled, cancel: () => this.waiters = this.waiters.filter((w) => w !== waiter) };
  }
  /** Carries out every held request; resolves with their number once all are done (answered to whoever still listens, and logged). */
  async release() {
    const held = this.held;
    this.held = [];
    for (const h of held) h.resume(true);
    await Promise.all(held.map((h) => h.finished));
    return held.length;
  }
  /** Drops held requests undone (reset, close): a held write never lands in a later test. */
  clear() {
    for (const h of this.held) h.resume(false);
    this.held = [];
    this.unclaimed = [];
  }
  notify(stall) {
    const waiter = this.waiters.find((w) => matches(w, stall));
    if (waiter === void 0) {
      this.unclaimed.push(stall);
      if (this.unclaimed.length > MAX_UNCLAIMED) this.unclaimed.shift();
      return;
    }
    this.waiters = this.waiters.filter((w) => w !== waiter);
    waiter.resolve();
  }
};
function matches(wanted, stall) {
  return (wanted.method === "*" || wanted.method === stall.method) && (wanted.path === "*" || wanted.path === stall.path);
}

// src/emulator/store.ts
var Store = class {
  constructor(ids, onChange = () => {
  }) {
    this.ids = ids;
    this.onChange = onChange;
  }
  ids;
  onChange;
  lists = /* @__PURE__ */ new Map();
  /** Every id ever handed out, deleted ones included: a real service never reuses an id. */
  issued = /* @__PURE__ */ new Set();
  lastTime = 0;
  create(body) {
    const now = this.now();
    const list = {
      style_id: this.freshId(),
      name: body.name,
      creation_time: now,
      updated_time: now,
      language: body.language,
      version: 1,
      configured_rules: cloneRules(body.configured_rules),
      custom_instructions: body.custom_instructions.map((i) => ({ id: this.freshId(), ...spec(i) }))
    };
    this.lists.set(list.style_id, list);
    this.onChange();
    return copyList(list);
  }
  all() {
    return [...this.lists.values()].map(copyList);
  }
  /** A page in creation order. */
  page(page, size) {
    return [...this.lists.values()].slice(page * size, page * size + size).map(copyList);
  }
  get(styleId) {
    return copyList(this.find(styleId));
  }
  rename(styleId, name) {
    const list = this.find(styleId);
    list.name = name;
    return this.touched(list);
  }
  replaceRules(styleId, rules) {
    const list = this.find(styleId);
    list.configured_rules = cloneRules(rules);
    return this.touched(list);
  }
  delete(styleId) {
    this.find(styleId);
    this.lists.delete(styleId);
    this.onChange();
  }
  addInstruction(styleId, instruction) {
    const list = this.find(styleId);
    if (list.custom_instructions.length >= LIMITS.instructionsPerList) {
      throw badRequest(
        `custom_instructions: the list already has ${list.custom_instructions.length} instructions; at most ${LIMITS.instructionsPerList} are allowed per list`
      );
    }
    const created = { id: this.freshId(), ...spec(instruction) };
    list.custom_instructions.push(created);
    this.touched(list);
    return { ...created };
  }
  getInstruction(styleId, instructionId2) {
    return { ...this.findInstruction(this.find(styleId), instructionId2) };
  }
  replaceInstruction(styleId, instructionId2, instruction) {
    const list = this.find(styleId);
    const target = this.findInstruction(list, instructionId2);
    delete target.source_language;
    Object.assign(target, spec(instruction));
    this.touched(list);
    return { ...target };
  }
  deleteInstruction(styleId, instructionId2) {
    const list = this.find(styleId);
    this.findInstruction(list, instructionId2);
    list.custom_instructions = list.custom_instructions.filter((i) => i.id !== instructionId2);
    this.touched(list);
  }
  clear() {
    this.lists.clear();
    this.onChange();
  }
  /** Replaces the state with lists read from a data file (no change notification). */
  load(lists) {
    this.lists.clear();
    for (const list of lists) {
      this.lists.set(list.style_id, copyList(list));
      this.issued.add(list.style_id);
      for (const i of list.custom_instructions) this.issued.add(i.id);
      const t = Date.parse(list.updated_time ?? "");
      if (t > this.lastTime) this.lastTime = t;
    }
  }
  find(styleId) {
    const list = this.lists.get(styleId);
    if (!list) throw notFound(`Style rule list ${JSON.stringify(styleId)} not found`);
    return list;
  }
  findInstruction(list, instructionId2) {
    const found = list.custom_instructions.find((i) => i.id === instructionId2);
    if (!found) {
      throw notFound(`Custom instruction ${JSON.stringify(instructionId2)} not found in style rule list ${JSON.stringify(list.style_id)}`);
    }
    return found;
  }
  touched(list) {
    list.version += 1;
    list.updated_time = this.now();
    this.onChange();
    return copyList(list);
  }
  /** A fresh id for another kind of resource (glossaries): ids stay unique across kinds and restarts. */
  issueId() {
    return this.freshId();
  }
  /** Marks ids read from a data file as handed out, so a restarted seeded generator skips them. */
  reserveIds(ids) {
    for (const id3 of ids) this.issued.add(id3);
  }
  /** Strictly increasing, so updated_time changes on every write even within one millisecond. */
  now() {
    this.lastTime = Math.max(Date.now(), this.lastTime + 1);
    return new Date(this.lastTime).toISOString();
  }
  /** A seeded generator restarted over a loaded data file would repeat ids it already handed out. */
  freshId() {
    for (; ; ) {
      const id3 = this.ids.uuid();
      if (!this.issued.has(id3)) {
        this.issued.add(id3);
        return id3;
      }
    }
  }
};
function spec(i) {
  return i.source_language === void 0 ? { label: i.label, prompt: i.prompt } : { label: i.label, prompt: i.prompt, source_language: i.source_language };
}
function cloneRules(rules) {
  return Object.fromEntries(Object.entries(rules).map(([group, members]) => [group, { ...members }]));
}
function copyList(list) {
  return {
    style_id: list.style_id,
    name: list.name,
    creation_time: list.creation_time,
    updated_time: list.updated_time,
    language: list.language,
    version: list.version,
    configured_rules: cloneRules(list.configured_rules),
    custom_instructions: list.custom_instructions.map((i) => ({ ...i }))
  };
}

// src/emulator/style-rules.ts
var READ3 = { authenticated: true, scopes: ["style_rules:read"], proOnly: true };
var WRITE2 = { authenticated: true, scopes: ["style_rules:write"], proOnly: true };
var STYLE_RULES = "/v3/style_rules";
var STYLE_LIST = "/v3/style_rules/:style_id";
var CONFIGURED_RULES = "/v3/style_rules/:style_id/configured_rules";
var INSTRUCTIONS = "/v3/style_rules/:style_id/custom_instructions";
var INSTRUCTION = "/v3/style_rules/:style_id/custom_instructions/:instruction_id";
function addStyleRuleRoutes(router, store, options, pageHooks) {
  router.add("POST", STYLE_RULES, WRITE2, (req) => ({ status: 201, body: store.create(validateCreateBody(req.json(), options)) })).add("GET", STYLE_RULES, READ3, (req) => {
    const body = { style_rules: listPage(store, req) };
    pageHooks?.served(integerParam(req.query.get("page"), "page", 0), store);
    return { status: 200, body };
  }).add("GET", STYLE_LIST, READ3, (req) => ({ status: 200, body: store.get(id2(req)) })).add("PATCH", STYLE_LIST, WRITE2, (req) => ({ status: 200, body: store.rename(id2(req), validatePatchBody(req.json())) })).add("DELETE", STYLE_LIST, WRITE2, (req) => {
    store.delete(id2(req));
    return { status: 204 };
  }).add("PUT", CONFIGURED_RULES, WRITE2, (req) => {
    store.get(id2(req));
    return { status: 200, body: store.replaceRules(id2(req), validateRules(req.json(), options, "configured_rules")) };
  }).add("POST", INSTRUCTIONS, WRITE2, (req) => {
    store.get(id2(req));
    return { status: 201, body: store.addInstruction(id2(req), validateInstruction(req.json(), "")) };
  }).add("GET", INSTRUCTION, READ3, (req) => ({ status: 200, body: store.getInstruction(id2(req), instructionId(req)) })).add("PUT", INSTRUCTION, WRITE2, (req) => {
    store.getInstruction(id2(req), instructionId(req));
    return { status: 200, body: store.replaceInstruction(id2(req), instructionId(req), validateInstruction(req.json(), "")) };
  }).add("DELETE", INSTRUCTION, WRITE2, (req) => {
    store.deleteInstruction(id2(req), instructionId(req));
    return { status: 204 };
  });
}
function listPage(store, req) {
  const page = integerParam(req.query.get("page"), "page", 0);
  const size = integerParam(req.query.get("page_size"), "page_size", LIMITS.pageSizeDefault);
  if (size < 1 || size > LIMITS.pageSizeMax) {
    throw badRequest(`page_size must be between 1 and ${LIMITS.pageSizeMax}, got ${size}`);
  }
  const detailed = booleanParam(req.query.get("detailed"), "detailed");
  const lists = store.page(page, size);
  if (detailed) return lists;
  return lists.map(({ configured_rules: _r, custom_instructions: _i, ...summary }) => summary);
}
function integerParam(raw, name, fallback) {
  if (raw === null) return fallback;
  if (!/^\d{1,9}$/.test(raw)) throw badRequest(`${name} must be a non-negative integer, got ${JSON.stringify(raw)}`);
  return Number(raw);
}
function booleanParam(raw, name) {
  if (raw === null || raw === "false") return false;
  if (raw === "true") return true;
  throw badRequest(`${name} must be true or false, got ${JSON.stringify(raw)}`);
}
function id2(req) {
  return req.params.style_id ?? "";
}
function instructionId(req) {
  return req.params.instruction_id ?? "";
}

// src/emulator/glossary-translate.ts
function glossaryTerms(b, sourceLang, targetLang, store) {
  const ids = namedGlossaries(b);
  if (ids.length === 0) return [];
  const field = b.glossary_ids !== void 0 ? "glossary_ids" : "glossary_id";
  if (sourceLang === void 0) throw badRequest(`source_lang is required when ${field} is used (glossaries need a known source language)`);
  for (const code of [sourceLang, targetLang]) {
    if (translateLanguage(code)?.features.glossary === void 0) {
      throw badRequest(`${code.toUpperCase()} does not support glossaries in translation (no features.glossary in GET /v3/languages?resource=translate_text)`);
    }
  }
  const pair = { source_lang: rootLanguage(sourceLang), target_lang: rootLanguage(targetLang) };
  return [...new Set(ids)].map((id3) => {
    const terms = store.terms(id3, pair);
    if (!terms) {
      throw badRequest(`Glossary ${JSON.stringify(id3)} has no dictionary for ${pair.source_lang}\u2192${pair.target_lang}; every glossary named must hold one for the requested pair`);
    }
    return terms;
  });
}
function namedGlossaries(b) {
  if (b.glossary_id !== void 0 && b.glossary_ids !== void 0) throw badRequest("glossary_id and glossary_ids are mutually exclusive");
  if (b.glossary_id !== void 0) {
    if (typeof b.glossary_id !== "string") throw badRequest("glossary_id must be a string");
    return [b.glossary_id];
  }
  if (b.glossary_ids === void 0) return [];
  const ids = b.glossary_ids;
  if (!Array.isArray(ids) || ids.some((g) => typeof g !== "string")) throw badRequest("glossary_ids must be an array of strings");
  if (ids.length > 5) throw badRequest(`glossary_ids has ${ids.length} entries; at most 5 are allowed`);
  return ids;
}
var WORD_END = /[\p{L}\p{N}\p{M}]$/u;
var WORD_START = /^[\p{L}\p{N}\p{M}]/u;
function applyGlossaryTerms(text, dictionaries) {
  if (dictionaries.length === 0) return text;
  const lengths = termLengths(dictionaries);
  let out = "";
  let i = 0;
  let copiedTo = 0;
  while (i < text.length) {
    const match = longestAt(text, i, lengths, dictionaries);
    if (match) {
      out += text.slice(copiedTo, i) + match.target;
      i += match.length;
      copiedTo = i;
    } else i += 1;
  }
  return out + text.slice(copiedTo);
}
function termLengths(dictionaries) {
  const lengths = /* @__PURE__ */ new Set();
  for (const d of dictionaries) {
    let own = LENGTHS.get(d);
    if (!own) {
      own = [...new Set(Array.from(d.keys(), (source) => source.length))];
      LENGTHS.set(d, own);
    }
    for (const n of own) lengths.add(n);
  }
  return [...lengths].sort((a, b) => b - a);
}
var LENGTHS = /* @__PURE__ */ new WeakMap();
function longestAt(text, at, lengths, dictionaries) {
  for (const length of lengths) {
    if (at + length > text.length) continue;
    const candidate = text.slice(at, at + length);
    const target = firstTarget(candidate, dictionaries);
    if (target === void 0) continue;
    if (WORD_START.test(candidate) && WORD_END.test(text.slice(Math.max(0, at - 2), at))) continue;
    if (WORD_END.test(candidate) && WORD_START.test(text.slice(at + length, at + length + 2))) continue;
    return { target, length };
  }
  return void 0;
}
function firstTarget(source, dictionaries) {
  const swapped = spellings(source)[1];
  for (const d of dictionaries) {
    const target = d.get(source);
    if (target !== void 0) return target;
    const other = swapped === void 0 ? void 0 : d.get(swapped);
    if (other !== void 0) return inCaseOf(source, other);
  }
  return void 0;
}
function inCaseOf(text, target) {
  const first = String.fromCodePoint(text.codePointAt(0) ?? 0);
  if (first === first.toLowerCase()) return target;
  const [, swapped] = spellings(target);
  const head = String.fromCodePoint(target.codePointAt(0) ?? 0);
  return swapped !== void 0 && head === head.toLowerCase() ? swapped : target;
}

// src/emulator/rewrite.ts
function emulateTranslation(input) {
  let out = input.text;
  const labels = [];
  if (input.list) {
    const rules = input.list.configured_rules;
    const time = rules.dates_and_times?.time_format;
    if (time?.startsWith("use_24_hour_clock")) out = to24Hour(out);
    const decimal = rules.numbers?.decimal_separator;
    if (decimal?.startsWith("use_comma")) out = out.replace(/(\d)\.(?=\d)/g, "$1,");
    const quotes = quotePair(rules.punctuation?.quotation_mark) ?? quotePair(rules.punctuation?.quotation_mark_and_apostrophe);
    if (quotes) out = out.replace(/"([^"\n]*)"/g, `${quotes[0]}$1${quotes[1]}`);
    for (const instruction of input.list.custom_instructions) {
      const source = instruction.source_language;
      if (input.sourceLang === void 0 || source === void 0 || rootLanguage(source) === rootLanguage(input.sourceLang)) {
        labels.push(instruction.label);
      }
    }
  }
  const marker = labels.length > 0 ? ` \u27E6applied: ${labels.join(", ")}\u27E7` : "";
  return `[${input.target.toUpperCase()}] ${out}${marker}`;
}
function to24Hour(text) {
  return text.replace(/\b(\d{1,2})(?::([0-5]\d))?\s?([AaPp])[Mm]\b/g, (whole, h, m, ap) => {
    const hour = Number(h);
    if (hour < 1 || hour > 12) return whole;
    const h24 = hour % 12 + (ap.toLowerCase() === "p" ? 12 : 0);
    return `${String(h24).padStart(2, "0")}:${m ?? "00"}`;
  });
}
function quotePair(value) {
  if (value === void 0) return void 0;
  if (value.includes("guillemets")) return ["\xAB", "\xBB"];
  if (value.includes("curly")) return ["\u201C", "\u201D"];
  return void 0;
}

// src/emulator/translate.ts
var TRANSLATE = "/v2/translate";
var TRANSLATE_MAX_BODY_BYTES = 128 * 1024;
function addTranslateRoutes(router, store, glossaries) {
  router.add("POST", TRANSLATE, { authenticated: true, scopes: ["translate:text"] }, (req) => translate(req, store, glossaries));
}
function translate(req, store, glossaries) {
  if ([...req.query.keys()].length > 0) {
    throw badRequest("Query-string parameters are not accepted on /v2/translate; send every parameter in the JSON body");
  }
  const bytes = Buffer.byteLength(req.rawBody);
  if (bytes > TRANSLATE_MAX_BODY_BYTES) {
    throw new HttpError(413, `Request body of ${bytes} bytes exceeds the translate limit of ${TRANSLATE_MAX_BODY_BYTES} bytes (128 KiB)`);
  }
  const reportingTag = readReportingTag(req);
  const b = requestBody(req);
  if (!Array.isArray(b.text) || b.text.length === 0) throw badRequest("text is required: a non-empty array of strings");
  b.text.forEach((t, i) => {
    if (typeof t !== "string") throw badRequest(`text[${i}] must be a string`);
  });
  const texts = b.text;
  if (typeof b.target_lang !== "string") throw badRequest("target_lang is required");
  const target = translateLanguage(b.target_lang);
  if (!target?.usable_as_target) throw badRequest(`target_lang ${JSON.stringify(b.target_lang)} is not a supported target language`);
  let sourceLang;
  if (b.source_lang !== void 0) {
    const source = typeof b.source_lang === "string" ? translateLanguage(b.source_lang) : void 0;
    if (!source?.usable_as_source) throw badRequest(`source_lang ${JSON.stringify(b.source_lang)} is not a supported source language`);
    sourceLang = source.lang.toLowerCase();
  }
  checkOptionalTypes(b);
  const terms = glossaryTerms(b, sourceLang, b.target_lang, glossaries);
  if (b.translation_memory_id !== void 0) {
    throw notFound(`Translation memory ${JSON.stringify(b.translation_memory_id)} not found (the emulator holds no translation memories)`);
  }
  let list;
  if (b.style_id !== void 0) {
    if (typeof b.style_id !== "string") throw badRequest("style_id must be a string");
    if (req.key?.tier === "free") throw new HttpError(403, "Style rules are available only on the Pro tier; this key belongs to the free tier");
    list = store.get(b.style_id);
    if (rootLanguage(b.target_lang) !== list.language) {
      throw badRequest(
        `target_lang ${JSON.stringify(b.target_lang)} does not match the style rule list's language ${JSON.stringify(list.language)}; a list applies only to its own language and that language's regional variants`
      );
    }
  }
  const translations = texts.map((text) => ({
    detected_source_language: sourceLang ? sourceLang.toUpperCase() : "EN",
    text: emulateTranslation({ text: applyGlossaryTerms(text, terms), target: b.target_lang, ...sourceLang ? { sourceLang } : {}, ...list ? { list } : {} }),
    ...b.show_billed_characters === true ? { billed_characters: codePointLength(text) } : {}
  }));
  return { status: 200, body: { translations }, ...reportingTag === void 0 ? {} : { log: { reportingTag } } };
}
function readReportingTag(req) {
  const raw = req.header(REPORTING_TAG_HEADER);
  if (raw === void 0) return void 0;
  const problem = reportingTagProblem(raw);
  if (problem !== void 0) throw badRequest(`Invalid ${REPORTING_TAG_HEADER} header: ${problem}`);
  return normalizeReportingTag(raw);
}
var FORM_ARRAYS = /* @__PURE__ */ new Set(["text", "glossary_ids", "custom_instructions"]);
var FORM_BOOLEANS = /* @__PURE__ */ new Set(["show_billed_characters", "enable_beta_languages"]);
function requestBody(req) {
  const type = (req.contentType ?? "").split(";")[0].trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") return formBody2(req.rawBody);
  const body = req.json();
  if (body === null || typeof body !== "object" || Array.isArray(body)) throw badRequest("request body must be a JSON object");
  return body;
}
function formBody2(raw) {
  const params = new URLSearchParams(raw);
  const out = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    if (key === "glossary_ids") {
      out[key] = formGlossaryIds(values);
      continue;
    }
    if (FORM_ARRAYS.has(key)) {
      out[key] = values;
      continue;
    }
    if (values.length > 1) throw badRequest(`${key} is given ${values.length} times; give it once`);
    const value = values[0];
    if (FORM_BOOLEANS.has(key)) out[key] = formBoolean(key, value);
    else if (key === "translation_memory_threshold") out[key] = value.trim() === "" ? value : Number(value);
    else out[key] = value;
  }
  return out;
}
function formGlossaryIds(values) {
  const ids = values.flatMap((v) => v.split(","));
  if (ids.some((id3) => id3 === "")) throw badRequest("glossary_ids holds an empty id; separate ids with single commas or repeat the field");
  return ids;
}
function formBoolean(key, value) {
  const v = value.toLowerCase();
  if (v === "1" || v === "true") return true;
  if (v === "0" || v === "false") return false;
  throw badRequest(`${key} must be 1, 0, true or false, got ${JSON.stringify(value)}`);
}
function checkOptionalTypes(b) {
  for (const field of ["context", "model_type", "tag_handling_version", "style_id"]) {
    if (b[field] !== void 0 && typeof b[field] !== "string") throw badRequest(`${field} must be a string`);
  }
  for (const field of ["show_billed_characters", "enable_beta_languages"]) {
    if (b[field] !== void 0 && typeof b[field] !== "boolean") throw badRequest(`${field} must be a boolean`);
  }
  if (b.custom_instructions !== void 0) {
    if (!Array.isArray(b.custom_instructions) || b.custom_instructions.some((c) => typeof c !== "string")) {
      throw badRequest("custom_instructions must be an array of strings");
    }
  }
  const threshold = b.translation_memory_threshold;
  if (threshold !== void 0 && (typeof threshold !== "number" || !(threshold >= 0 && threshold <= 100))) {
    throw badRequest("translation_memory_threshold must be a number from 0 to 100");
  }
}

// src/emulator/emulator.ts
var DEFAULT_GLOSSARY_QUOTA = 1e3;
async function startEmulator(options = {}) {
  const host = options.host ?? "127.0.0.1";
  const streams = rngStreams(options.randomSeed);
  const validateOptions = { strictCatalog: options.strictCatalog ?? false };
  let writer;
  const store = new Store(streams.ids, () => writer?.schedule());
  const glossaries = new GlossaryStore({
    issueId: () => store.issueId(),
    onChange: () => writer?.schedule(),
    quota: options.glossaryQuota ?? DEFAULT_GLOSSARY_QUOTA
  });
  const loaded = options.dataFile ? await loadState(options.dataFile) : void 0;
  if (loaded) {
    store.load(loaded.lists);
    glossaries.load(loaded.glossaries ?? []);
    store.reserveIds(glossaries.list().map((g) => g.glossary_id));
  }
  if (options.dataFile) writer = new StateWriter(options.dataFile, () => ({ lists: store.all(), glossaries: glossaries.all() }));
  const faults = new FaultBook(streams.faults);
  const pageHooks = new PageHooks(validateOptions);
  const log = new RequestLog();
  const stalls = new Stalls();
  const { sleep, dropDelayed } = delays();
  const seed = seeder(store, validateOptions);
  const controls = {
    reset() {
      store.clear();
      glossaries.clear();
      faults.clear();
      streams.faults.restart();
      pageHooks.clear();
      dropDelayed();
      stalls.clear();
      log.clear();
    },
    addFault: (rule) => faults.add(rule),
    afterPage: (hook) => pageHooks.add(hook),
    clearFaults: () => faults.clear(),
    log: () => log.snapshot(),
    lists: () => store.all(),
    glossaries: () => glossaries.all(),
    seed,
    release: () => stalls.release()
  };
  if (!loaded && options.seed) seed(options.seed);
  const service = new Router();
  addStyleRuleRoutes(service, store, validateOptions, pageHooks);
  addLanguageRoutes(service);
  addGlossaryRoutes(service, glossaries);
  addTranslateRoutes(service, store, glossaries);
  const control = new Router();
  addControlRoutes(control, controls);
  const auth = { scheme: options.authScheme ?? DEFAULT_AUTH_SCHEME, ...options.apiKeys ? { keys: options.apiKeys } : {} };
  const server = createServer(createPipeline({ service, control, faults, log, auth, traces: streams.traces, stalls, sleep }));
  const url = await listen(server, options.port ?? 0, host);
  let closing;
  return {
    url,
    close() {
      closing ??= (async () => {
        dropDelayed();
        stalls.clear();
        const closed = new Promise((resolve2) => server.close(() => resolve2()));
        server.closeAllConnections();
        await closed;
        await writer?.flush();
      })();
      return closing;
    },
    ...controls,
    get log() {
      return log.snapshot();
    },
    whenStalled: (method, path) => stalls.whenStalled(method.toUpperCase(), path)
  };
}
function seeder(store, validateOptions) {
  return (bodies) => {
    const valid = bodies.map((body, i) => {
      try {
        return validateCreateBody(body, validateOptions);
      } catch (error) {
        throw Object.assign(error, { message: `seed list ${i}: ${error.message}` });
      }
    });
    return valid.map((body) => store.create(body));
  };
}
function delays() {
  const timers = /* @__PURE__ */ new Map();
  return {
    sleep: (ms) => new Promise((resolve2) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve2(true);
      }, ms);
      timers.set(timer, resolve2);
    }),
    dropDelayed() {
      for (const [timer, resume] of timers) {
        clearTimeout(timer);
        resume(false);
      }
      timers.clear();
    }
  };
}
async function listen(server, port, host) {
  await new Promise((resolve2, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve2();
    });
  });
  const address = server.address();
  const urlHost = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return `http://${urlHost}:${address.port}`;
}

// src/emulator/seed-from-desired.ts
function seedFromDesired(lists) {
  return lists.filter((list) => list.state === "present").map(createListBody);
}

// src/cli/emulator.ts
function waitForSignal() {
  return new Promise((done) => {
    const stop = (signal) => {
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      done(signal);
    };
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  });
}
function emulatorCommand(ctx, waitForStop = waitForSignal) {
  return new Command("emulator").description("run a local emulator of the style-rules service (for tests, demos and trying stylesync out)").configureOutput({ writeOut: (s) => ctx.io.stdout(s), writeErr: (s) => ctx.io.stderr(s) }).option("--host <host>", "address to bind", "127.0.0.1").option("--port <n>", "port to listen on (0 picks a free one)", parsePort, 0).option("--auth-scheme <word>", 'scheme word expected in "Authorization: <scheme> <key>"', DEFAULT_AUTH_SCHEME).option(
    "--api-key <key[:scopes]>",
    "accept this key (repeatable), with only the scopes given (KEY:style_rules:read,glossaries:read) or, without scopes, all of them; without any key, every non-empty key is accepted",
    collect,
    []
  ).option("--data <file>", "keep the state in this JSON file across restarts").option("--seed <dir>", "pre-create the lists of the style files in this directory (when the data file is new)").option("--strict-catalog", "answer 400 for configured-rule values outside the known catalog").option("--glossary-quota <n>", "glossaries the account may hold; one more answers 456 (default 1000)", parseQuota).action(async (flags) => {
    const options = { host: flags.host, port: flags.port, authScheme: flags.authScheme };
    if (flags.apiKey.length > 0) options.apiKeys = flags.apiKey.map(keySpec);
    if (flags.data !== void 0) options.dataFile = resolve(ctx.io.cwd, flags.data);
    if (flags.strictCatalog) options.strictCatalog = true;
    if (flags.glossaryQuota !== void 0) options.glossaryQuota = flags.glossaryQuota;
    if (flags.seed !== void 0) options.seed = await seedLists(ctx.io.cwd, flags.seed);
    let emulator;
    try {
      emulator = await startEmulator(options);
    } catch (error) {
      throw new StylesyncError(
        `The emulator could not start: ${error.message}`,
        "Check that the port is free and that --data names a file written by the emulator (or a new path).",
        { code: "emulator-failed", cause: error }
      );
    }
    ctx.io.stdout(`${emulator.url}
`);
    ctx.io.stderr(
      `stylesync emulator listening on ${emulator.url} (auth scheme ${flags.authScheme}; ${flags.apiKey.length > 0 ? `${flags.apiKey.length} key(s)` : "any key stylesync accepts (8 characters or more)"}). Control endpoints under ${emulator.url}/__emulator/. Stop with Ctrl+C.
`
    );
    await waitForStop();
    try {
      await emulator.close();
    } catch (error) {
      throw new StylesyncError(
        `The emulator could not save its state to ${flags.data}: ${error.message}`,
        "Point --data at a file in a writable directory; the lists of this run were not saved.",
        { code: "emulator-failed", cause: error }
      );
    }
    ctx.conclude("ok");
  });
}
async function seedLists(cwd, dir) {
  const { loadProject } = await import("./project-6FUNKDMM.js");
  const { result } = await loadProject({ cwd, stylesDir: resolve(cwd, dir) });
  if (!result.ok) {
    throw new StylesyncError(
      `The style files in ${dir} have ${result.errors.length} error(s); the emulator was not started.`,
      `Run "stylesync validate" on ${dir} to see them, fix them, then start the emulator again.`,
      { code: "files-invalid" }
    );
  }
  return seedFromDesired(result.lists);
}
function parsePort(value) {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n > 65535) throw new InvalidArgumentError("a port is an integer from 0 to 65535.");
  return n;
}
function parseQuota(value) {
  if (!/^\d{1,9}$/.test(value)) throw new InvalidArgumentError("a glossary quota is a non-negative integer.");
  return Number(value);
}
function collect(value, previous) {
  return [...previous, value];
}
function keySpec(value) {
  try {
    return parseKeySpec(value);
  } catch (error) {
    throw new StylesyncError(
      `--api-key: ${error.message}.`,
      'Give --api-key KEY for a key with every scope, or KEY:SCOPE[,SCOPE\u2026] with scopes from the list above (docs/emulator.md, "Scoped keys").',
      { code: "invalid-flag" }
    );
  }
}
export {
  emulatorCommand,
  waitForSignal
};
