import { DEFAULT_AUTH_SCHEME } from '../catalog/types.ts';
import type { RepoConfig, TargetConfig } from '../config/model.ts';
import { StylesyncError } from '../errors.ts';
import { resolveBaseUrl } from '../live/base-url.ts';
import { cliSettingNames, DEFAULT_KEY_VARIABLE, type SettingNames } from '../live/setting-names.ts';
import { type ClientLimits, clientLimitsFromEnv } from '../live/limits.ts';

export type Env = Record<string, string | undefined>;

/** Where to send requests, as the user chose it (flags, inputs); unset means stylesync.yaml and the environment decide. */
export interface TargetChoice {
  /** A target declared in stylesync.yaml. */
  target?: string;
  baseUrl?: string;
  authScheme?: string;
  timeoutMs?: number;
}

/** Where and how to talk to the service for this run. */
export interface ResolvedTarget {
  /** The target's name, or null for the top-level settings of stylesync.yaml. */
  name: string | null;
  baseUrl: string;
  apiKey: string;
  /** How the key (`names.key`: the variable it was read from, or the Action's input), scheme and address are set here, named in hints. */
  names: SettingNames;
  authScheme: string;
  timeoutMs?: number;
  /** The bounds of a run set in the environment (STYLESYNC_RETRY_WAIT_BUDGET, STYLESYNC_MAX_LISTS, STYLESYNC_MAX_DICTIONARIES); see src/live/limits.ts. */
  limits?: ClientLimits;
  /** stylesync.yaml's `reporting_tag`, sent with every translation; the client's default when absent. */
  reportingTag?: string;
}

/** The declared target, or the error that lists the declared ones. */
export function pickTarget(config: RepoConfig, name: string | undefined): TargetConfig {
  if (name === undefined) return {};
  const target = Object.hasOwn(config.targets, name) ? config.targets[name] : undefined;
  if (target) return target;
  const declared = Object.keys(config.targets);
  throw new StylesyncError(
    `Unknown target "${name}".`,
    declared.length === 0
      ? 'stylesync.yaml declares no targets; add one under `targets:` or leave out --target.'
      : `Use one of the targets declared in stylesync.yaml: ${declared.join(', ')}.`,
    { code: 'unknown-target' },
  );
}

/** The environment variable the key is read from: the target's `api_key_env`, else STYLESYNC_API_KEY. */
export function keyVariable(config: RepoConfig, target: string | undefined): string {
  return pickTarget(config, target).api_key_env ?? DEFAULT_KEY_VARIABLE;
}

/**
 * The choice over the environment over the target over the top level of
 * stylesync.yaml. A target that names `api_key_env` reads its key from that
 * variable only, never falling back to STYLESYNC_API_KEY: a production key
 * must not be sent to staging because a variable was unset.
 */
export function resolveTarget(config: RepoConfig, choice: TargetChoice, env: Env, settingNames?: SettingNames): ResolvedTarget {
  const target = pickTarget(config, choice.target);
  const variable = keyVariable(config, choice.target);
  const names = settingNames ?? cliSettingNames(variable);
  const baseUrl = resolveBaseUrl({ flag: choice.baseUrl, env: env.STYLESYNC_BASE_URL, config: target.base_url ?? config.base_url }, names);
  const apiKey = env[variable]?.trim();
  if (!apiKey) {
    const which = choice.target === undefined ? '' : ` (the key variable of target "${choice.target}")`;
    throw new StylesyncError(
      `No API key: the environment variable ${variable}${which} is not set.`,
      `Set ${variable} to the style rules service key; it is sent only in the Authorization header.`,
      { code: 'no-key' },
    );
  }
  const resolved: ResolvedTarget = {
    name: choice.target ?? null,
    baseUrl,
    apiKey,
    names,
    authScheme: choice.authScheme ?? target.auth_scheme ?? config.auth_scheme ?? DEFAULT_AUTH_SCHEME,
  };
  if (choice.timeoutMs !== undefined) resolved.timeoutMs = choice.timeoutMs;
  if (config.reporting_tag !== undefined) resolved.reportingTag = config.reporting_tag;
  const limits = clientLimitsFromEnv(env);
  if (Object.keys(limits).length > 0) resolved.limits = limits;
  return resolved;
}

/**
 * The preview service of stylesync.yaml's `preview:` block, or undefined
 * without one (previews are then made on the target, as before). Its key is
 * read from its own variable only, never the target's, so a production key
 * cannot be the one that writes previews; its address is checked as a
 * target's is (https unless loopback), the target's address when absent.
 */
export function resolvePreview(config: RepoConfig, target: ResolvedTarget, env: Env, keyName?: string): ResolvedTarget | undefined {
  const preview = config.preview;
  if (preview === undefined) return undefined;
  const variable = preview.api_key_env;
  const names = { ...target.names, key: keyName ?? variable };
  const baseUrl = preview.base_url === undefined ? target.baseUrl : resolveBaseUrl({ config: preview.base_url }, names);
  const apiKey = env[variable]?.trim();
  if (!apiKey) {
    throw new StylesyncError(
      `No preview key: ${keyName ?? `the environment variable ${variable}`} (preview.api_key_env in stylesync.yaml) is not set.`,
      `Set ${keyName ?? variable} to the preview service's key, or remove \`preview:\` from stylesync.yaml to make previews with the plan key.`,
      { code: 'no-key' },
    );
  }
  // The point of a preview service is a key that cannot touch production: the target's own key is refused.
  if (apiKey === target.apiKey) {
    throw new StylesyncError(
      `The preview key (${keyName ?? variable}) is the target's own key, so the previews would be written with it.`,
      `Give ${keyName ?? variable} the preview service's key (one that cannot write to the target), or remove \`preview:\` from stylesync.yaml to make previews with the plan key.`,
      { code: 'preview-key-is-target-key' },
    );
  }
  const resolved: ResolvedTarget = { name: 'preview', baseUrl, apiKey, names, authScheme: target.authScheme };
  for (const key of ['timeoutMs', 'limits', 'reportingTag'] as const) if (target[key] !== undefined) Object.assign(resolved, { [key]: target[key] });
  return resolved;
}
