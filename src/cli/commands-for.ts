import { commandWord, PROGRAM_FLAGS } from './command-word.ts';
import { COMMANDS, loadCommand, loadCommands, type CommandFactory, type CommandModule } from './commands.ts';

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
  if (named) return [await loadCommand(named)];
  const only = (...flags: string[]) => argv.some((a) => flags.includes(a));
  if (argv.every((a) => PROGRAM_FLAGS.has(a)) && only('-V', '--version') && !only('-h', '--help')) return [];
  return loadCommands(modules);
}
