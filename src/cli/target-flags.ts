import type { Command } from 'commander';
import type { SessionOptions } from '../app/session.ts';
import { DEFAULT_AUTH_SCHEME } from '../catalog/types.ts';
import { StylesyncError } from '../errors.ts';
import { renderRequestLine } from '../report/request-line.ts';
import type { CommandContext } from './context.ts';

/** The flags validate, plan, apply and import share (commander's camel-cased names). */
export interface TargetFlags {
  target?: string;
  baseUrl?: string;
  authScheme?: string;
  config?: string;
  dir?: string;
  timeout?: string;
  verbose?: boolean;
}

/**
 * Registers the shared flags on a command. `online` prefixes the flags that
 * only matter when the command talks to the service (validate's "with --online: ").
 */
export function addTargetOptions(command: Command, online = ''): Command {
  return command
    .option('--target <name>', 'a target declared in stylesync.yaml (its base_url, api_key_env, styles_dir)')
    .option('--base-url <url>', `${online}service address (else STYLESYNC_BASE_URL, else base_url of the target or stylesync.yaml)`)
    .option('--auth-scheme <word>', `${online}word before the key in the Authorization header (else stylesync.yaml, else ${DEFAULT_AUTH_SCHEME})`)
    .option('--config <path>', 'repository config file (default: stylesync.yaml in the current directory)')
    .option('--dir <dir>', "styles directory (else the target's or stylesync.yaml's styles_dir)")
    .option('--timeout <ms>', `${online}per-request timeout in milliseconds`)
    .option('-v, --verbose', `${online}print every request on stderr: method, path, status, trace id and retry waits (never the key)`);
}

/** The session the flags ask for; the key is registered as a secret and requests are shown as --verbose and --quiet say. */
export function sessionOptions(ctx: CommandContext, flags: TargetFlags): SessionOptions {
  const verbose = Boolean(flags.verbose);
  // --quiet drops the waiting lines too, unless --verbose asked for every request.
  const quiet = !verbose && (ctx.quiet?.() ?? false);
  return {
    cwd: ctx.io.cwd,
    env: ctx.io.env,
    ...(flags.config === undefined ? {} : { configPath: flags.config }),
    ...(flags.dir === undefined ? {} : { stylesDir: flags.dir }),
    ...(flags.target === undefined ? {} : { target: flags.target }),
    ...(flags.baseUrl === undefined ? {} : { baseUrl: flags.baseUrl }),
    ...(flags.authScheme === undefined ? {} : { authScheme: flags.authScheme }),
    ...(flags.timeout === undefined ? {} : { timeoutMs: parseTimeout(flags.timeout) }),
    ...(ctx.io.clock === undefined ? {} : { clock: ctx.io.clock }),
    // A target may read its key from any variable.
    onSecret: (key) => ctx.addSecret(key),
    onRequest: (event) => {
      const line = renderRequestLine(event, { verbose });
      if (line !== undefined && !quiet) ctx.io.stderr(`${line}\n`);
    },
  };
}

function parseTimeout(text: string): number {
  const ms = Number(text);
  if (!Number.isInteger(ms) || ms <= 0) {
    throw new StylesyncError(`--timeout must be a whole number of milliseconds above 0, not "${text}".`, 'For example --timeout 30000 (30 seconds).', { code: 'invalid-flag' });
  }
  return ms;
}
