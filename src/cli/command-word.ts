/**
 * The command a command line names plainly. Apart from commands-for.ts because
 * bin/stylesync.js asks it too, before anything else loads (built alone into
 * dist/cli/command-word.cjs): it picks the command's compiled script
 * (scripts/cli-build.mjs) by the same rule that picks the command to register.
 */

/** The program's own options (main.ts); none takes a value, so the first other word is the command. */
export const PROGRAM_FLAGS = new Set(['--debug', '-q', '--quiet', '-V', '--version', '-h', '--help']);

/** The program's help: before a command's name it asks for the program's help, which lists every command. */
const HELP_FLAGS = new Set(['-h', '--help']);

/** The command a command line names, or undefined when it names none plainly. */
export function commandWord(argv: readonly string[]): string | undefined {
  for (const arg of argv) {
    if (!arg.startsWith('-')) return arg;
    // `--`, combined short flags, a command's option before its name, the program's help: leave the parsing to
    // commander, with every command registered.
    if (!PROGRAM_FLAGS.has(arg) || HELP_FLAGS.has(arg)) return undefined;
  }
  return undefined;
}
