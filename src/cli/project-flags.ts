import type { Command } from 'commander';

/** Where the files are, for the offline commands (fmt, guide, export): no service flags. */
export interface ProjectFlags {
  config?: string;
  dir?: string;
  target?: string;
}

/** --config, --dir and --target, worded alike in every offline command. */
export function addProjectFlags(command: Command, targetWhat = 'the styles_dir'): Command {
  return command
    .option('--config <path>', 'repository config file (default: stylesync.yaml in the current directory)')
    .option('--dir <dir>', "styles directory (else the target's or stylesync.yaml's styles_dir)")
    .option('--target <name>', `use ${targetWhat} of this target of stylesync.yaml`);
}

/** The flags as the loader's options (loadProject, and the app's use cases that take them). */
export function projectChoice(flags: ProjectFlags): { configPath?: string; stylesDir?: string; target?: string } {
  return {
    ...(flags.config === undefined ? {} : { configPath: flags.config }),
    ...(flags.dir === undefined ? {} : { stylesDir: flags.dir }),
    ...(flags.target === undefined ? {} : { target: flags.target }),
  };
}
