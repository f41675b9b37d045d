import type { BuildOptions, Plugin } from 'esbuild';

/** The esbuild options of dist/stylesync.js and its chunks (see cli-build.mjs). */
export declare const cliBuildOptions: BuildOptions;
/** Where the CLI's chunks go. */
export declare const CLI_CHUNK_DIR: string;
/** The esbuild options of dist/cli/command-word.cjs (see cli-build.mjs). */
export declare const commandWordBuildOptions: BuildOptions;
/** The esbuild options of dist/cli/COMMAND.cjs, a command's script (see cli-build.mjs). */
export declare function commandScriptBuildOptions(command: string): BuildOptions;
/** The esbuild options of dist/cli/advice-worker.cjs, the instruction advice's second thread (see cli-build.mjs). */
export declare const adviceWorkerBuildOptions: BuildOptions;
/** The namespace of the module each build puts in place of src/config/advice-worker-entry.ts. */
export declare const ADVICE_WORKER_ENTRY_NAMESPACE: string;
/** The plugin that puts a build's answer in place of src/config/advice-worker-entry.ts: its chunks', its scripts', or none. */
export declare function adviceWorkerEntryPlugin(kind: 'esm' | 'cjs' | 'none'): Plugin;
