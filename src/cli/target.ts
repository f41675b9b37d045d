import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Command } from 'commander';
import type { RepoConfig, TargetConfig, ValidationResult } from '../config/model.ts';
import { loadProject } from '../config/project.ts';
import { StylesyncError } from '../errors.ts';
import { resolveBaseUrl } from '../live/base-url.ts';
import { cliSettingNames, type SettingNames } from '../live/setting-names.ts';
import { createClient, DEFAULT_AUTH_SCHEME, DEFAULT_KEY_VARIABLE, type LiveClient } from '../live/client.ts';
import { renderDiagnostics } from '../report/diagnostics.ts';
import { renderRequestLine } from '../report/request-line.ts';
import { wantsColor } from '../report/style.ts';
import type { CommandContext } from './context.ts';
import type { CliIO } from './io.ts';

/** The flags plan, apply and import share (commander's camel-cased names). */
export interface TargetFlags {
  target?: string;
  baseUrl?: string;
  authScheme?: string;
  config?: string;
  dir?: string;
  timeout?: string;
  verbose?: boolean;
}

/** Where and how to talk to the service for this run. */
export interface ResolvedTarget {
  /** The `--target` name, or null for the top-level settings of stylesync.yaml. */
  name: string | null;
  baseUrl: string;
  apiKey: string;
  /** The environment variable the key was read from (named in messages, never the key). */
  keyVariable: string;
  /** How the key, scheme and address are set here, named in hints. */
  names: SettingNames;
  authScheme: string;
  timeoutMs?: number;
}

/** Registers the shared flags on a command. */
export function addTargetOptions(command: Command): Command {
  return command
    .option('--target <name>', 'a target declared in stylesync.yaml (its base_url, api_key_env, styles_dir)')
    .option('--base-url <url>', 'service address (else STYLESYNC_BASE_URL, else base_url of the target or stylesync.yaml)')
    .option('--auth-scheme <word>', `word before the key in the Authorization header (else stylesync.yaml, else ${DEFAULT_AUTH_SCHEME})`)
    .option('--config <path>', 'repository config file (default: stylesync.yaml in the current directory)')
    .option('--dir <dir>', 'styles directory (else the target\'s or stylesync.yaml\'s styles_dir)')
    .option('--timeout <ms>', 'per-request timeout in milliseconds')
    .option('-v, --verbose', 'print every request on stderr: method, path, status, trace id and retry waits (never the key)');
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
  );
}

/**
 * Flags over environment over the target over the top level of
 * stylesync.yaml. A target that names `api_key_env` reads its key from that
 * variable only, never falling back to STYLESYNC_API_KEY: a production key
 * must not be sent to staging because a variable was unset.
 */
export function resolveTarget(config: RepoConfig, flags: TargetFlags, env: Record<string, string | undefined>, settingNames?: SettingNames): ResolvedTarget {
  const target = pickTarget(config, flags.target);
  const keyVariable = target.api_key_env ?? DEFAULT_KEY_VARIABLE;
  const names = settingNames ?? cliSettingNames(keyVariable);
  const baseUrl = resolveBaseUrl({ flag: flags.baseUrl, env: env.STYLESYNC_BASE_URL, config: target.base_url ?? config.base_url }, names);
  const apiKey = env[keyVariable]?.trim();
  if (!apiKey) {
    const which = flags.target === undefined ? '' : ` (the key variable of target "${flags.target}")`;
    throw new StylesyncError(
      `No API key: the environment variable ${keyVariable}${which} is not set.`,
      `Set ${keyVariable} to the style rules service key; it is sent only in the Authorization header.`,
    );
  }
  const resolved: ResolvedTarget = {
    name: flags.target ?? null,
    baseUrl,
    apiKey,
    keyVariable,
    names,
    authScheme: flags.authScheme ?? target.auth_scheme ?? config.auth_scheme ?? DEFAULT_AUTH_SCHEME,
  };
  if (flags.timeout !== undefined) resolved.timeoutMs = parseTimeout(flags.timeout);
  return resolved;
}

function parseTimeout(text: string): number {
  const ms = Number(text);
  if (!Number.isInteger(ms) || ms <= 0) {
    throw new StylesyncError(`--timeout must be a whole number of milliseconds above 0, not "${text}".`, 'For example --timeout 30000 (30 seconds).');
  }
  return ms;
}

/** Output that never carries the key, whatever a message happens to quote. */
export interface SafeOutput {
  /** What a person reads along the way; nothing under --quiet. */
  out(text: string): void;
  /** The line a run ends with (the summary), and machine formats: printed even under --quiet. */
  final(text: string): void;
  err(text: string): void;
  /** ANSI colour: a terminal that has not asked for NO_COLOR. */
  color: boolean;
  /** -q/--quiet: only errors and the final line. */
  quiet: boolean;
}

/** The command's output; ctx.io already redacts every registered secret. */
function output(ctx: CommandContext): SafeOutput {
  const { io } = ctx;
  const quiet = ctx.quiet?.() ?? false;
  return {
    out: quiet ? () => {} : (text) => io.stdout(text),
    final: (text) => io.stdout(text),
    err: (text) => io.stderr(text),
    color: wantsColor(io.isTTY, io.env),
    quiet,
  };
}

export interface Session extends SafeOutput {
  config: RepoConfig;
  result: ValidationResult;
  target: ResolvedTarget;
  api: LiveClient;
}

/**
 * Everything plan, apply and import start from: the style files loaded and
 * validated, the target resolved and a client for it. Diagnostics are not
 * printed here; `reportDiagnostics` does that, so each command decides what
 * an invalid file means for it.
 */
export async function openSession(ctx: CommandContext, flags: TargetFlags): Promise<Session> {
  const { io } = ctx;
  const { config, result } = await loadProject({
    cwd: io.cwd,
    ...(flags.config === undefined ? {} : { configPath: flags.config }),
    ...(flags.dir === undefined ? {} : { stylesDir: flags.dir }),
    ...(flags.target === undefined ? {} : { target: flags.target }),
  });
  const target = resolveTarget(config, flags, io.env, ctx.settingNames);
  const api = clientFor(ctx, target, Boolean(flags.verbose));
  return { ...output(ctx), config, result, target, api };
}

/** A client for the resolved target; registers its key first, so no output can show it from here on. */
export function clientFor(ctx: CommandContext, target: ResolvedTarget, verbose = false): LiveClient {
  // A target may read its key from any variable.
  ctx.addSecret(target.apiKey);
  // --quiet drops the waiting lines too, unless --verbose asked for every request.
  const quiet = !verbose && (ctx.quiet?.() ?? false);
  return createClient({
    baseUrl: target.baseUrl,
    apiKey: target.apiKey,
    authScheme: target.authScheme,
    keyVariable: target.keyVariable,
    names: target.names,
    ...(target.timeoutMs === undefined ? {} : { timeoutMs: target.timeoutMs }),
    onRequest: (event) => {
      const line = renderRequestLine(event, { verbose });
      if (line !== undefined && !quiet) ctx.io.stderr(`${line}\n`);
    },
  });
}

/** Prints warnings (not under --quiet) and errors to stderr, except the `skip` codes; true when there were no errors. */
export function reportDiagnostics(session: Session, skip: readonly string[] = []): boolean {
  const keep = (d: { code: string }) => !skip.includes(d.code);
  const errors = session.result.errors.filter(keep);
  const warnings = session.quiet ? [] : session.result.warnings.filter(keep);
  const all = [...errors, ...warnings];
  if (all.length > 0) session.err(renderDiagnostics(all, { format: 'text', color: session.color }));
  return errors.length === 0;
}

/** A whole number ≥ `min` from a flag, or an error naming the flag. */
export function parseCount(flag: string, text: string | undefined, min: number, example = `${flag} ${Math.max(min, 1)}`): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min) {
    throw new StylesyncError(`${flag} must be a whole number of at least ${min}, not "${text}".`, `For example ${example}.`);
  }
  return n;
}

/** Writes a file the user asked for (`--out`, `--record`, `--ids-out`), turning fs errors into advice. */
export async function writeOrExplain(file: string, text: string, flag: string): Promise<void> {
  try {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, text);
  } catch (error) {
    throw new StylesyncError(`Could not write ${file} (${flag}): ${(error as Error).message}`, `Check that the directory exists and is writable, or give ${flag} another path.`, {
      cause: error,
    });
  }
}
