import type { BuildOptions } from 'esbuild';

/** The esbuild options of dist/action.js (see action-build.mjs). */
export declare const actionBuildOptions: BuildOptions;
