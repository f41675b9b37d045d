import type { BuildOptions } from 'esbuild';

/** The esbuild options of dist/stylesync.js and its chunks (see cli-build.mjs). */
export declare const cliBuildOptions: BuildOptions;
/** Where the CLI's chunks go. */
export declare const CLI_CHUNK_DIR: string;
/** The esbuild options of dist/cli/command-word.cjs (see cli-build.mjs). */
export declare const commandWordBuildOptions: BuildOptions;
/** The esbuild options of dist/cli/COMMAND.cjs, a command's script (see cli-build.mjs). */
export declare function commandScriptBuildOptions(command: string): BuildOptions;
