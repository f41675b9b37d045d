import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  clientLimitsFromEnv,
  createClient
} from "./chunk-HK2UHOY2.js";
import {
  redactAll
} from "./chunk-RFHINAKV.js";
import {
  addDiagnostics,
  projectOptions
} from "./chunk-KM6U3AQU.js";
import {
  DEFAULT_KEY_VARIABLE,
  checkBaseUrl,
  checkGlossaryRefs,
  cliSettingNames,
  filesRead,
  loadProject
} from "./chunk-UG6R5WR7.js";
import {
  StylesyncError
} from "./chunk-MADRQNID.js";
import {
  DEFAULT_AUTH_SCHEME
} from "./chunk-XKJFTXK7.js";

// src/live/base-url.ts
function resolveBaseUrl(sources = {}, names = cliSettingNames()) {
  const candidates = [
    [names.baseUrl, sources.flag],
    ["STYLESYNC_BASE_URL", sources.env],
    ["base_url in stylesync.yaml", sources.config]
  ];
  for (const [origin, value] of candidates) {
    const trimmed = value?.trim();
    if (trimmed) return checkBaseUrl(trimmed, origin, names);
  }
  throw new StylesyncError(
    "No service address is set, so stylesync does not know where the style rules service is.",
    `Set it in one of three ways: ${names.baseUrlExample}, the STYLESYNC_BASE_URL environment variable, or \`base_url:\` in stylesync.yaml (under the target, when you use --target).`,
    { code: "no-address" }
  );
}

// src/app/target.ts
function pickTarget(config, name) {
  if (name === void 0) return {};
  const target = Object.hasOwn(config.targets, name) ? config.targets[name] : void 0;
  if (target) return target;
  const declared = Object.keys(config.targets);
  throw new StylesyncError(
    `Unknown target "${name}".`,
    declared.length === 0 ? "stylesync.yaml declares no targets; add one under `targets:` or leave out --target." : `Use one of the targets declared in stylesync.yaml: ${declared.join(", ")}.`,
    { code: "unknown-target" }
  );
}
function keyVariable(config, target) {
  return pickTarget(config, target).api_key_env ?? DEFAULT_KEY_VARIABLE;
}
function resolveTarget(config, choice, env, settingNames) {
  const target = pickTarget(config, choice.target);
  const variable = keyVariable(config, choice.target);
  const names = settingNames ?? cliSettingNames(variable);
  const baseUrl = resolveBaseUrl({ flag: choice.baseUrl, env: env.STYLESYNC_BASE_URL, config: target.base_url ?? config.base_url }, names);
  const apiKey = env[variable]?.trim();
  if (!apiKey) {
    const which = choice.target === void 0 ? "" : ` (the key variable of target "${choice.target}")`;
    throw new StylesyncError(
      `No API key: the environment variable ${variable}${which} is not set.`,
      `Set ${variable} to the style rules service key; it is sent only in the Authorization header.`,
      { code: "no-key" }
    );
  }
  const resolved = {
    name: choice.target ?? null,
    baseUrl,
    apiKey,
    names,
    authScheme: choice.authScheme ?? target.auth_scheme ?? config.auth_scheme ?? DEFAULT_AUTH_SCHEME
  };
  if (choice.timeoutMs !== void 0) resolved.timeoutMs = choice.timeoutMs;
  if (config.reporting_tag !== void 0) resolved.reportingTag = config.reporting_tag;
  const limits = clientLimitsFromEnv(env);
  if (Object.keys(limits).length > 0) resolved.limits = limits;
  return resolved;
}
function resolvePreview(config, target, env, keyName) {
  const preview = config.preview;
  if (preview === void 0) return void 0;
  const variable = preview.api_key_env;
  const names = { ...target.names, key: keyName ?? variable };
  const baseUrl = preview.base_url === void 0 ? target.baseUrl : resolveBaseUrl({ config: preview.base_url }, names);
  const apiKey = env[variable]?.trim();
  if (!apiKey) {
    throw new StylesyncError(
      `No preview key: ${keyName ?? `the environment variable ${variable}`} (preview.api_key_env in stylesync.yaml) is not set.`,
      `Set ${keyName ?? variable} to the preview service's key, or remove \`preview:\` from stylesync.yaml to make previews with the plan key.`,
      { code: "no-key" }
    );
  }
  if (apiKey === target.apiKey) {
    throw new StylesyncError(
      `The preview key (${keyName ?? variable}) is the target's own key, so the previews would be written with it.`,
      `Give ${keyName ?? variable} the preview service's key (one that cannot write to the target), or remove \`preview:\` from stylesync.yaml to make previews with the plan key.`,
      { code: "preview-key-is-target-key" }
    );
  }
  const resolved = { name: "preview", baseUrl, apiKey, names, authScheme: target.authScheme };
  for (const key of ["timeoutMs", "limits", "reportingTag"]) if (target[key] !== void 0) Object.assign(resolved, { [key]: target[key] });
  return resolved;
}

// src/util/text-pool.ts
function textPool() {
  const texts = /* @__PURE__ */ new Map();
  const share = (text, own) => {
    const kept = texts.get(text);
    if (kept !== void 0) return kept;
    const copy = own === void 0 ? text : own(text);
    texts.set(copy, copy);
    return copy;
  };
  const prompts = /* @__PURE__ */ new Map();
  const columns = /* @__PURE__ */ new Map();
  return {
    share,
    shareColumn(list, field, column) {
      const key = `${list}\0${field}`;
      const kept = columns.get(key);
      if (kept === void 0) columns.set(key, column);
      else if (kept.length === column.length && kept.every((text, n) => text === column[n])) return kept;
      return column;
    },
    sharePrompt(list, index, count, text, own) {
      const place = count - 1 - index;
      let kept = prompts.get(list);
      if (kept === void 0) prompts.set(list, kept = new Array(count));
      if (place < 0 || place >= kept.length) return share(text, own);
      const there = kept[place];
      if (there === text) return there;
      if (there !== void 0) return share(text, own);
      const copy = own === void 0 ? text : own(text);
      kept[place] = copy;
      return copy;
    }
  };
}

// src/app/session.ts
async function openSession(options) {
  const { loaded, ahead } = await loadReadingAhead(options);
  const { config } = loaded;
  const result = refuseGlossaryRefErrors(loaded.result);
  const target = resolveTarget(config, options, options.env, options.settingNames);
  let previewTarget;
  try {
    previewTarget = options.preview === void 0 ? void 0 : resolvePreview(config, target, options.env, options.preview.keyName);
  } catch (error) {
    ahead?.abandon();
    throw error;
  }
  const api = ahead?.api ?? clientFor(target, options);
  const secrets = previewTarget === void 0 ? [target.apiKey] : [target.apiKey, previewTarget.apiKey];
  const preview = previewTarget === void 0 ? {} : { preview: { target: previewTarget, api: clientFor(previewTarget, options) } };
  const session = { config, result, target, api, ...preview, redact: (text) => redactAll(text, secrets), secrets };
  if (ahead === void 0) return session;
  if (!result.ok) {
    ahead.abandon();
    return session;
  }
  let read = ahead.read;
  const stop = ahead.abandon;
  const firstRead = {
    take: () => {
      const taken = read;
      read = void 0;
      return taken;
    },
    abandon: () => {
      read = void 0;
      stop();
    }
  };
  return { ...session, firstRead };
}
async function loadReadingAhead(options) {
  const readAhead = options.readAhead;
  if (readAhead === void 0) return { loaded: await loadProject(projectOptions(options)) };
  const texts = textPool();
  let ahead;
  const loaded = await loadProject({ ...projectOptions(options), texts, onScanned: (config, files) => ahead = startReadAhead(config, files, readAhead, options, texts) });
  return ahead === void 0 ? { loaded } : { loaded, ahead };
}
function startReadAhead(config, files, readAhead, options, texts) {
  let target;
  try {
    target = resolveTarget(config, options, options.env, options.settingNames);
  } catch {
    return void 0;
  }
  const api = clientFor(target, options);
  const controller = new AbortController();
  const read = api.listAll({ ...readAhead.concurrency === void 0 ? {} : { concurrency: readAhead.concurrency }, ...texts === void 0 ? {} : { texts }, expect: files, signal: controller.signal });
  read.catch(() => {
  });
  return { api, read, abandon: () => controller.abort() };
}
function refuseGlossaryRefErrors(result) {
  const { lists, glossaries } = filesRead(result);
  return addDiagnostics(result, checkGlossaryRefs(lists, glossaries).filter((d) => d.severity === "error"));
}
function clientFor(target, hooks = {}) {
  hooks.onSecret?.(target.apiKey);
  return createClient({
    baseUrl: target.baseUrl,
    apiKey: target.apiKey,
    authScheme: target.authScheme,
    names: target.names,
    ...target.timeoutMs === void 0 ? {} : { timeoutMs: target.timeoutMs },
    ...target.limits,
    ...hooks.onRequest === void 0 ? {} : { onRequest: hooks.onRequest },
    ...hooks.concurrency === void 0 ? {} : { concurrency: hooks.concurrency },
    ...hooks.clock === void 0 ? {} : { clock: hooks.clock },
    ...hooks.command === void 0 ? {} : { command: hooks.command },
    ...target.reportingTag === void 0 ? {} : { reportingTag: target.reportingTag }
  });
}

export {
  resolveTarget,
  openSession,
  clientFor
};
