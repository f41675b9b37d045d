import path from 'node:path';

/** Path arithmetic shared by the loader and validation: repository-relative, forward slashes. */

export function isYamlFileName(name: string): boolean {
  return name.endsWith('.yaml') || name.endsWith('.yml');
}

/** `abs` relative to `root` with forward slashes, or undefined when it lies outside. */
export function repoRelative(root: string, abs: string): string | undefined {
  const rel = path.relative(root, abs);
  if (rel === '' ) return '.';
  if (rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) return undefined;
  return rel.split(path.sep).join('/');
}

/**
 * Fragments are files whose name starts with `_`, anywhere, and every file
 * under one of `fragmentDirs` (repository-relative).
 */
export function fragmentMatcher(fragmentDirs: readonly string[]): (file: string) => boolean {
  const prefixes = fragmentDirs.map((d) => (d === '.' ? '' : `${d.replace(/\/+$/, '')}/`));
  return (file) => path.posix.basename(file).startsWith('_') || prefixes.some((p) => p === '' || file.startsWith(p));
}
