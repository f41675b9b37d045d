import type { LoadProjectOptions } from '../config/project.ts';
import type { SessionOptions } from './session.ts';

/**
 * What loading the project needs of a session's options. Its own file so an
 * offline command (validate) can use it without session.ts, which brings the
 * live client and its HTTP code into start-up.
 */
export function projectOptions(options: Pick<SessionOptions, 'cwd' | 'configPath' | 'stylesDir' | 'target' | 'strict'>): LoadProjectOptions {
  return {
    cwd: options.cwd,
    ...(options.configPath === undefined ? {} : { configPath: options.configPath }),
    ...(options.stylesDir === undefined ? {} : { stylesDir: options.stylesDir }),
    ...(options.target === undefined ? {} : { target: options.target }),
    ...(options.strict === undefined ? {} : { strict: options.strict }),
  };
}
