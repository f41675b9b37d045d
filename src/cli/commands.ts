import type { Command } from 'commander';
import { StylesyncError } from '../errors.ts';
import type { CommandContext } from './context.ts';
import { settleInOrder } from '../util/settle-in-order.ts';

export type CommandFactory = (ctx: CommandContext) => Command;

/** A command by its name, and how to load its module. */
export interface CommandModule {
  name: string;
  load(): Promise<CommandFactory>;
}

// Each command lives in its own file under src/cli/; registering one is one line here. The modules
// are imported only when the command line names them (commands-for.ts): every command imported at
// start-up loaded the guide's Markdown and the TBX reader's XML parsers into `--version` too.
// test/cli/commands.test.ts holds each name to its command's own.
export const COMMANDS: CommandModule[] = [
  { name: 'validate', load: async () => (await import('./validate.ts')).validateCommand },
  { name: 'emulator', load: async () => (await import('./emulator.ts')).emulatorCommand },
  { name: 'plan', load: async () => (await import('./plan.ts')).planCommand },
  { name: 'apply', load: async () => (await import('./apply.ts')).applyCommand },
  { name: 'import', load: async () => (await import('./import.ts')).importCommand },
  { name: 'record', load: async () => (await import('./record.ts')).recordCommand },
  { name: 'init', load: async () => (await import('./init.ts')).initCommand },
  { name: 'fmt', load: async () => (await import('./fmt.ts')).fmtCommand },
  { name: 'guide', load: async () => (await import('./guide.ts')).guideCommand },
  { name: 'outputs', load: async () => (await import('./outputs.ts')).outputsCommand },
  { name: 'export', load: async () => (await import('./export.ts')).exportCommand },
  { name: 'completion', load: async () => (await import('./completion.ts')).completionCommand },
];

/**
 * Every command, loaded: for help, completion and anything the command line does not name plainly. All settle before
 * a failure is told, the first command's in this order (util/settle-in-order.ts): a damaged install missing several
 * chunks named whichever import failed first.
 */
export function loadCommands(modules: CommandModule[] = COMMANDS): Promise<CommandFactory[]> {
  return settleInOrder(modules.map(loadCommand));
}

/**
 * A command's module, loaded. In the bundle it is a chunk of dist/cli/ that only this command line reads, so a
 * damaged or partial install (a chunk missing or cut short) shows here, as an error that says what to do.
 */
export async function loadCommand(module: CommandModule): Promise<CommandFactory> {
  try {
    return await module.load();
  } catch (error) {
    throw new StylesyncError(
      `the code of the ${module.name} command could not be loaded (${error instanceof Error ? error.message : String(error)}).`,
      'The installed stylesync is damaged or incomplete: install it again (in a stylesync checkout, run `npm run bundle`).',
      { code: 'install-damaged', cause: error },
    );
  }
}
