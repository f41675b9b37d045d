import { VERSION } from '../version.ts';

/**
 * What `--version` prints: stylesync's version on the first line (scripts
 * compare it), then the runtime, as `terraform version` does, because a bug
 * report needs both and users paste this line.
 */
export function versionText(runtime: { node: string; platform: string; arch: string } = { node: process.version, platform: process.platform, arch: process.arch }): string {
  return `stylesync ${VERSION}\non node ${runtime.node} ${runtime.platform}_${runtime.arch}`;
}
