import type { Command } from 'commander';
import type { CommandContext } from './context.ts';
import { emulatorCommand } from './emulator.ts';
import { planCommand } from './plan.ts';
import { applyCommand } from './apply.ts';
import { importCommand } from './import.ts';
import { recordCommand } from './record.ts';
import { validateCommand } from './validate.ts';
import { initCommand } from './init.ts';
import { fmtCommand } from './fmt.ts';
import { completionCommand } from './completion.ts';
import { guideCommand } from './guide.ts';
import { exportCommand } from './export.ts';

export type CommandFactory = (ctx: CommandContext) => Command;

// Each command lives in its own file under src/cli/; registering one is one line here.
export const COMMANDS: CommandFactory[] = [
  validateCommand,
  emulatorCommand,
  planCommand,
  applyCommand,
  importCommand,
  recordCommand,
  initCommand,
  fmtCommand,
  guideCommand,
  exportCommand,
  completionCommand,
];
