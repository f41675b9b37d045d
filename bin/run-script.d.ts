import type { Script } from 'node:vm';

/** bin/run-script.js: a command's compiled script run with V8's code cache (see there). */
declare const runScript: {
  /** The commands that have a compiled script (dist/cli/NAME.cjs). */
  SCRIPT_COMMANDS: readonly string[];
  /** The cache file beside a command's script. */
  cacheFileOf(file: string): string;
  /** A cache file's content: the digest of the script's bytes, then V8's data for it. */
  cacheFileContent(source: Buffer, data: Buffer): Buffer;
  /** Compiles the script, with a cache file's content when given; cacheTaken says whether the compile used it. */
  compileScript(file: string, cache?: Buffer): { script: Script; source: Buffer; cacheTaken: boolean };
  /** A command's script compiled, with its cache when one is there. */
  loadCommandScript(file: string): Script;
  /** Runs a compiled script as Node runs a CommonJS file. */
  runScript(script: Script, file: string): void;
  /** Runs a command's script, with its cache when one is there. */
  runCommandScript(file: string): void;
};
export = runScript;
