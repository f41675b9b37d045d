import type { Origin } from '../catalog/types.ts';

/** `styles/support.yaml:14`: clickable in most terminals and editors. */
export function formatOrigin(origin: Origin): string {
  return `${origin.file}:${origin.line}`;
}
