import { redactAll } from '../live/redact.ts';
import type { RepoConfig, ValidationResult } from '../config/model.ts';
import { loadProject, type LoadProjectOptions } from '../config/project.ts';
import { createClient, type LiveClient, type RequestEvent } from '../live/client.ts';
import type { SettingNames } from '../live/setting-names.ts';
import { type Env, resolveTarget, type ResolvedTarget, type TargetChoice } from './target.ts';

/** How to open a session: the project's files and where to send requests. */
export interface SessionOptions extends TargetChoice {
  /** Where relative paths start; the repository root when there is no stylesync.yaml. */
  cwd: string;
  env: Env;
  /** stylesync.yaml elsewhere (relative to cwd). */
  configPath?: string;
  /** A styles directory overriding the config's (relative to cwd). */
  stylesDir?: string;
  strict?: boolean;
  /** How settings are set where this runs, named in hints; the CLI's flags and variables unless told. */
  settingNames?: SettingNames;
  /** Told the key before any request can carry it, so the adapter can redact it from everything it prints. */
  onSecret?(key: string): void;
  /** Every HTTP request and retry wait, for the adapter to show or not. */
  onRequest?(event: RequestEvent): void;
}

/** Everything plan, apply and import start from. */
export interface Session {
  config: RepoConfig;
  /** The style files as validated; the caller decides what errors in them mean. */
  result: ValidationResult;
  target: ResolvedTarget;
  api: LiveClient;
  /**
   * Masks the key, in every form the client masks it, in text bound for a file
   * (a saved plan, the record, ids, backups): a list named or prompted with the
   * key must not put it into files that get committed or uploaded.
   */
  redact(text: string): string;
}

/**
 * The style files loaded and validated, the target resolved and a client for
 * it. Invalid files do not throw: the session carries the diagnostics, so each
 * use case decides what an invalid file means for it.
 */
export async function openSession(options: SessionOptions): Promise<Session> {
  const { config, result } = await loadProject(projectOptions(options));
  const target = resolveTarget(config, options, options.env, options.settingNames);
  return { config, result, target, api: clientFor(target, options), redact: (text) => redactAll(text, [target.apiKey]) };
}

/** loadProject's options from a session's. */
export function projectOptions(options: Pick<SessionOptions, 'cwd' | 'configPath' | 'stylesDir' | 'target' | 'strict'>): LoadProjectOptions {
  return {
    cwd: options.cwd,
    ...(options.configPath === undefined ? {} : { configPath: options.configPath }),
    ...(options.stylesDir === undefined ? {} : { stylesDir: options.stylesDir }),
    ...(options.target === undefined ? {} : { target: options.target }),
    ...(options.strict === undefined ? {} : { strict: options.strict }),
  };
}

/** A client for the resolved target; the key is handed to `onSecret` first, so no output can show it from here on. */
export function clientFor(target: ResolvedTarget, hooks: Pick<SessionOptions, 'onSecret' | 'onRequest'> = {}): LiveClient {
  hooks.onSecret?.(target.apiKey);
  return createClient({
    baseUrl: target.baseUrl,
    apiKey: target.apiKey,
    authScheme: target.authScheme,
    names: target.names,
    ...(target.timeoutMs === undefined ? {} : { timeoutMs: target.timeoutMs }),
    ...target.limits,
    ...(hooks.onRequest === undefined ? {} : { onRequest: hooks.onRequest }),
  });
}
