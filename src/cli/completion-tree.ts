import type { Command } from 'commander';

/** An option as completion needs it. */
export interface CompletionOption {
  /** `--format`; undefined for a short-only option. */
  long?: string;
  /** `-q`. */
  short?: string;
  description: string;
  /** Whether a value follows the option. */
  takesValue: boolean;
  /** The value is a path (its placeholder says file, dir or path): file names are offered, else nothing. */
  pathValue: boolean;
  /** The values allowed, when commander knows them (`.choices()`). */
  choices?: string[];
}

/** A command as completion needs it; the program itself has name ''. */
export interface CompletionCommand {
  name: string;
  description: string;
  options: CompletionOption[];
  /** Values of its first positional argument, when it has choices (`completion SHELL`). */
  argumentChoices?: string[];
  /** Whether it takes positional arguments at all (files are then offered). */
  takesArguments: boolean;
}

export interface CompletionTree {
  program: CompletionCommand;
  commands: CompletionCommand[];
}

/**
 * The commands and options as commander holds them (its Help decides what is
 * visible, the implicit `help` command and `--help` included), so a script
 * generated from it never falls behind the commands it completes.
 */
export function completionTree(program: Command): CompletionTree {
  const help = program.createHelp();
  const describe = (command: Command): CompletionCommand => {
    const args = help.visibleArguments(command);
    const first = command.registeredArguments[0];
    const choices = first?.argChoices;
    return {
      name: command === program ? '' : command.name(),
      description: firstLine(command.description()),
      options: help.visibleOptions(command).map((o) => ({
        ...(o.long === undefined ? {} : { long: o.long }),
        ...(o.short === undefined ? {} : { short: o.short }),
        description: firstLine(o.description),
        takesValue: o.required || o.optional,
        pathValue: /[<[](file|dir|path)\b/.test(o.flags),
        ...(o.argChoices === undefined ? {} : { choices: [...o.argChoices] }),
      })),
      ...(choices === undefined ? {} : { argumentChoices: [...choices] }),
      takesArguments: args.length > 0 || command.registeredArguments.length > 0,
    };
  };
  const commands = help.visibleCommands(program).map(describe);
  // commander's implicit `help [command]` takes a command's name.
  const helpCommand = commands.find((c) => c.name === 'help' && c.argumentChoices === undefined);
  if (helpCommand !== undefined) helpCommand.argumentChoices = commands.map((c) => c.name).filter((name) => name !== 'help');
  return { program: describe(program), commands };
}

function firstLine(text: string): string {
  return text.split('\n')[0] ?? '';
}
