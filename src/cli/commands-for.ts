import { COMMANDS, loadCommands, type CommandFactory, type CommandModule } from './commands.ts';

/** The program's own options (main.ts); none takes a value, so the first other word is the command. */
const PROGRAM_FLAGS = new Set(['--debug', '-q', '--quiet', '-V', '--version', '-h', '--help']);

/** The command a command line names, or undefined when it names none plainly. */
function commandWord(argv: string[]): string | undefined {
  for (const arg of argv) {
    if (!arg.startsWith('-')) return arg;
    // `--`, combined short flags, a command's option before its name: leave the parsing to commander.
    if (!PROGRAM_FLAGS.has(arg)) return undefined;
  }
  return undefined;
}

/**
 * The commands to register for this command line: only the one it names, so
 * `stylesync validate` does not load the guide's or the TBX reader's parsers,
 * and none for `--version` alone. Help, completion (which describes every
 * command), an unknown word or anything unusual gets them all, so commander
 * answers exactly as with every command registered.
 */
export async function commandsFor(argv: string[], modules: CommandModule[] = COMMANDS): Promise<CommandFactory[]> {
  const word = commandWord(argv);
  const named = modules.find((m) => m.name === word && m.name !== 'completion');
  if (named) return [await named.load()];
  const only = (...flags: string[]) => argv.some((a) => flags.includes(a));
  if (argv.every((a) => PROGRAM_FLAGS.has(a)) && only('-V', '--version') && !only('-h', '--help')) return [];
  return loadCommands(modules);
}
