import type { LoadProjectOptions } from '../config/project.ts';

/** The session options that say which files to load (a part of SessionOptions, which session.ts declares). */
export type ProjectChoice = Pick<LoadProjectOptions, 'cwd' | 'configPath' | 'stylesDir' | 'target' | 'strict'>;

/**
 * What loading the project needs of a session's options. Its own file so an
 * offline command (validate) can use it without session.ts, which brings the
 * live client and its HTTP code into start-up.
 */
export function projectOptions(options: ProjectChoice): LoadProjectOptions {
  return {
    cwd: options.cwd,
    ...(options.configPath === undefined ? {} : { configPath: options.configPath }),
    ...(options.stylesDir === undefined ? {} : { stylesDir: options.stylesDir }),
    ...(options.target === undefined ? {} : { target: options.target }),
    ...(options.strict === undefined ? {} : { strict: options.strict }),
  };
}
