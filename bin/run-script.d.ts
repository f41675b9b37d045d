import type { Script } from 'node:vm';

/** bin/run-script.js: a command's compiled script run with V8's code cache (see there). */
declare const runScript: {
  /** The commands that have a compiled script (dist/cli/NAME.cjs). */
  SCRIPT_COMMANDS: readonly string[];
  /** The cache file beside a command's script. */
  cacheFileOf(file: string): string;
  /** Compiles the script, with the cache when given (cachedDataRejected says whether V8 took it). */
  compileScript(file: string, cachedData?: Buffer): Script;
  /** Runs a compiled script as Node runs a CommonJS file. */
  runScript(script: Script, file: string): void;
  /** Runs a command's script, with its cache when one is there. */
  runCommandScript(file: string): void;
};
export = runScript;
