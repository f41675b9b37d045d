import type { BuildOptions } from 'esbuild';

/** The esbuild options of dist/stylesync.js and its chunks (see cli-build.mjs). */
export declare const cliBuildOptions: BuildOptions;
/** Where the CLI's chunks go. */
export declare const CLI_CHUNK_DIR: string;
