import { isAbsolute, join } from 'node:path';

/**
 * Where stylesync keeps cached service answers: `RUNNER_TEMP` inside GitHub
 * Actions (the runner cleans it, and a hosted runner's home is not shared
 * between jobs anyway), `XDG_CACHE_HOME` or `~/.cache` on Linux and macOS
 * (the XDG convention many command-line tools follow on macOS too), and
 * `LOCALAPPDATA` on Windows. Undefined when the environment names none: the
 * checks then ask the service every run.
 */
export function cacheDir(env: Record<string, string | undefined>): string | undefined {
  if (env.GITHUB_ACTIONS === 'true' && env.RUNNER_TEMP) return join(env.RUNNER_TEMP, 'stylesync-cache');
  // The XDG spec says a relative value is invalid and must be ignored.
  if (env.XDG_CACHE_HOME && isAbsolute(env.XDG_CACHE_HOME)) return join(env.XDG_CACHE_HOME, 'stylesync');
  if (env.HOME && isAbsolute(env.HOME)) return join(env.HOME, '.cache', 'stylesync');
  if (env.LOCALAPPDATA && isAbsolute(env.LOCALAPPDATA)) return join(env.LOCALAPPDATA, 'stylesync', 'cache');
  return undefined;
}
