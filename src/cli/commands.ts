import type { Command } from 'commander';
import type { CommandContext } from './context.ts';

export type CommandFactory = (ctx: CommandContext) => Command;

// Each command lives in its own file under src/cli/; registering one is one line here.
export const COMMANDS: CommandFactory[] = [];
