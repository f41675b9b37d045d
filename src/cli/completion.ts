import { Argument, Command } from 'commander';
import { completionBash } from './completion-bash.ts';
import { completionFish } from './completion-fish.ts';
import { completionTree } from './completion-tree.ts';
import { completionZsh } from './completion-zsh.ts';
import type { CommandContext } from './context.ts';

const SHELLS = { bash: completionBash, zsh: completionZsh, fish: completionFish };

/** `stylesync completion SHELL`: a completion script derived from the commands as registered. */
export function completionCommand(ctx: CommandContext): Command {
  return new Command('completion')
    .description('print a shell completion script (commands, options and their values)')
    .addArgument(new Argument('<shell>', 'bash, zsh or fish').choices(Object.keys(SHELLS)))
    .addHelpText(
      'after',
      '\nLoad it in the shell\'s startup file:\n  bash: source <(stylesync completion bash)\n  zsh:  source <(stylesync completion zsh)   (after compinit)\n  fish: stylesync completion fish | source',
    )
    .action((shell: keyof typeof SHELLS, _flags: unknown, command: Command) => {
      // The program is the parent of this command: every command registered, whatever their number.
      const program = command.parent as Command;
      ctx.io.stdout(SHELLS[shell](completionTree(program)));
      ctx.conclude('ok');
    });
}
