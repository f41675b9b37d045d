import { DEFAULT_AUTH_SCHEME } from '../catalog/types.ts';
import { resolve } from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import { parseKeySpec, startEmulator } from '../emulator/emulator.ts';
import type { EmulatorOptions, KeySpec } from '../emulator/emulator.ts';
import { seedFromDesired } from '../emulator/seed-from-desired.ts';
import type { CreateListBody } from '../live/api.ts';
import { StylesyncError } from '../errors.ts';
import type { CommandContext } from './context.ts';

interface EmulatorFlags {
  host: string;
  port: number;
  authScheme: string;
  apiKey: string[];
  data?: string;
  seed?: string;
  strictCatalog?: boolean;
  glossaryQuota?: number;
}

/** Resolves when the process is asked to stop (SIGINT or SIGTERM). */
export function waitForSignal(): Promise<NodeJS.Signals> {
  return new Promise((done) => {
    const stop = (signal: NodeJS.Signals) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      done(signal);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

/**
 * `stylesync emulator`: runs the local emulator of the service until
 * SIGINT/SIGTERM. The first stdout line is the base URL, so scripts and
 * tests can read it. `waitForStop` is replaceable for in-process tests.
 */
export function emulatorCommand(ctx: CommandContext, waitForStop: () => Promise<unknown> = waitForSignal): Command {
  return new Command('emulator')
    .description('run a local emulator of the style-rules service (for tests, demos and trying stylesync out)')
    // addCommand does not pass the program's output settings down; usage errors must still go through io.
    .configureOutput({ writeOut: (s) => ctx.io.stdout(s), writeErr: (s) => ctx.io.stderr(s) })
    .option('--host <host>', 'address to bind', '127.0.0.1')
    .option('--port <n>', 'port to listen on (0 picks a free one)', parsePort, 0)
    .option('--auth-scheme <word>', 'scheme word expected in "Authorization: <scheme> <key>"', DEFAULT_AUTH_SCHEME)
    .option(
      '--api-key <key[:scopes]>',
      'accept this key (repeatable), with only the scopes given (KEY:style_rules:read,glossaries:read) or, without scopes, all of them; without any key, every non-empty key is accepted',
      collect,
      [],
    )
    .option('--data <file>', 'keep the state in this JSON file across restarts')
    .option('--seed <dir>', 'pre-create the lists of the style files in this directory (when the data file is new)')
    .option('--strict-catalog', 'answer 400 for configured-rule values outside the known catalog')
    .option('--glossary-quota <n>', 'glossaries the account may hold; one more answers 456 (default 1000)', parseQuota)
    .action(async (flags: EmulatorFlags) => {
      const options: EmulatorOptions = { host: flags.host, port: flags.port, authScheme: flags.authScheme };
      if (flags.apiKey.length > 0) options.apiKeys = flags.apiKey.map(keySpec);
      if (flags.data !== undefined) options.dataFile = resolve(ctx.io.cwd, flags.data);
      if (flags.strictCatalog) options.strictCatalog = true;
      if (flags.glossaryQuota !== undefined) options.glossaryQuota = flags.glossaryQuota;
      if (flags.seed !== undefined) options.seed = await seedLists(ctx.io.cwd, flags.seed);

      let emulator;
      try {
        emulator = await startEmulator(options);
      } catch (error) {
        throw new StylesyncError(
          `The emulator could not start: ${(error as Error).message}`,
          'Check that the port is free and that --data names a file written by the emulator (or a new path).',
          { code: 'emulator-failed', cause: error },
        );
      }
      ctx.io.stdout(`${emulator.url}\n`);
      ctx.io.stderr(
        `stylesync emulator listening on ${emulator.url} (auth scheme ${flags.authScheme}; ` +
          `${flags.apiKey.length > 0 ? `${flags.apiKey.length} key(s)` : 'any key stylesync accepts (8 characters or more)'}). ` +
          `Control endpoints under ${emulator.url}/__emulator/. Stop with Ctrl+C.\n`,
      );
      await waitForStop();
      try {
        await emulator.close();
      } catch (error) {
        // Only the last write of --data can fail here.
        throw new StylesyncError(
          `The emulator could not save its state to ${flags.data}: ${(error as Error).message}`,
          'Point --data at a file in a writable directory; the lists of this run were not saved.',
          { code: 'emulator-failed', cause: error },
        );
      }
      ctx.conclude('ok');
    });
}

async function seedLists(cwd: string, dir: string): Promise<CreateListBody[]> {
  // Loaded lazily: only --seed needs the YAML loader.
  const { loadProject } = await import('../config/project.ts');
  const { result } = await loadProject({ cwd, stylesDir: resolve(cwd, dir) });
  if (!result.ok) {
    throw new StylesyncError(
      `The style files in ${dir} have ${result.errors.length} error(s); the emulator was not started.`,
      `Run "stylesync validate" on ${dir} to see them, fix them, then start the emulator again.`,
      { code: 'files-invalid' },
    );
  }
  return seedFromDesired(result.lists);
}

function parsePort(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n > 65535) throw new InvalidArgumentError('a port is an integer from 0 to 65535.');
  return n;
}

function parseQuota(value: string): number {
  if (!/^\d{1,9}$/.test(value)) throw new InvalidArgumentError('a glossary quota is a non-negative integer.');
  return Number(value);
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

/** Read here rather than by commander, whose error for a bad option value would print the value: the key. */
function keySpec(value: string): KeySpec {
  try {
    return parseKeySpec(value);
  } catch (error) {
    throw new StylesyncError(
      `--api-key: ${(error as Error).message}.`,
      'Give --api-key KEY for a key with every scope, or KEY:SCOPE[,SCOPE…] with scopes from the list above (docs/emulator.md, "Scoped keys").',
      { code: 'invalid-flag' },
    );
  }
}
