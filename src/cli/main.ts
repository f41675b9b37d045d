import { Command, CommanderError } from 'commander';
import type { CommandContext } from './context.ts';
import { EXIT_ERROR, exitCode } from './exit.ts';
import type { CliIO, Outcome } from './io.ts';
import { redactAll } from '../live/redact.ts';
import { describeError, ERROR_PREFIX } from '../report/describe-error.ts';
import { renderErrorJson } from '../report/error-json.ts';
import { guardStream } from '../report/user-text.ts';
import type { CommandFactory } from './commands.ts';
import { commandsFor } from './commands-for.ts';
import { versionText } from './version-text.ts';

/**
 * Runs the CLI in-process and returns the exit code. Only bin.ts calls process.exit.
 * Without `commands`, only those the command line needs are loaded (commands-for.ts).
 */
export async function run(argv: string[], io: CliIO, commands?: CommandFactory[]): Promise<number> {
  let outcome: Outcome = 'ok';
  let detailed = false;
  // Secrets known to this run never reach the terminal, whatever path the text takes.
  // The runner names the Action's input INPUT_API-KEY (core.getInput keeps the hyphen).
  const secrets = new Set([io.env.STYLESYNC_API_KEY ?? '', io.env['INPUT_API-KEY'] ?? ''].filter((s) => s.length > 0));
  // guardStream is the backstop behind each renderer's own escaping: nothing a
  // renderer forgot can drive the terminal or start a workflow command.
  const safe = (text: string) => guardStream(redactAll(text, [...secrets]));
  let wroteStdout = false;
  const safeIO: CliIO = {
    ...io,
    stdout: (s) => {
      wroteStdout ||= s.length > 0;
      io.stdout(safe(s));
    },
    stderr: (s) => io.stderr(safe(s)),
  };

  const program = new Command('stylesync')
    .description('Translation style rule lists as code: validate, plan and apply YAML style files.')
    .version(versionText(), '-V, --version', 'print the version of stylesync, Node and the platform')
    .option('--debug', 'show stack traces on errors')
    .option('-q, --quiet', 'print only errors and the final line (machine formats such as --format json are printed whole)')
    .showHelpAfterError('  hint: run `stylesync --help` for the commands and global options')
    .exitOverride()
    .configureOutput({
      writeOut: (s) => safeIO.stdout(s),
      writeErr: (s) => safeIO.stderr(s),
      // commander's own usage errors ("error: unknown option …") begin as every other error does.
      outputError: (s, write) => write(s.startsWith(ERROR_PREFIX) ? s : `${ERROR_PREFIX}${s}`),
    });

  const ctx: CommandContext = {
    io: safeIO,
    conclude(o, options) {
      outcome = o;
      detailed = options?.detailedExitcode ?? false;
    },
    addSecret(value) {
      if (value.length > 0) secrets.add(value);
    },
    secrets: () => [...secrets],
    debug: () => Boolean(program.opts().debug),
    quiet: () => Boolean(program.opts().quiet),
  };
  let parsing = false;
  try {
    // Inside the try: loading a command's module fails on a damaged install (commands.ts loadCommand).
    // addCommand does not pass output routing or exitOverride down; without this a
    // subcommand's usage error would bypass io and end the process.
    for (const factory of commands ?? (await commandsFor(argv))) {
      const command = factory(ctx).copyInheritedSettings(program);
      // Every error carries a hint; a usage error's is the command's own help.
      program.addCommand(command.showHelpAfterError(`  hint: run \`stylesync ${command.name()} --help\` for its arguments and options`));
    }
    parsing = true;
    await program.parseAsync(argv, { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version end here with code 0; usage errors were already printed.
      return error.exitCode === 0 ? 0 : EXIT_ERROR;
    }
    // Before parsing (a command that did not load), --debug is read from the command line as given: a program flag.
    const given = argv.includes('--') ? argv.slice(0, argv.indexOf('--')) : argv;
    safeIO.stderr(describeError(error, parsing ? ctx.debug() : given.includes('--debug')));
    // A tool reading stdout of `--format json` gets a document saying why, unless the command already wrote one.
    const asked = program.commands.some((c) => c.opts().format === 'json');
    if (asked && !wroteStdout) safeIO.stdout(renderErrorJson(error));
    return EXIT_ERROR;
  }
  return exitCode(outcome, detailed);
}
