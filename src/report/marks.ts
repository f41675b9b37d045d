import type { ListPlan } from '../plan/types.ts';

/** The mark before each list, as terraform draws them. */
export const ACTION_MARK: Record<ListPlan['action'], string> = {
  create: '+',
  update: '~',
  delete: '-',
  replace: '-/+',
};

/**
 * What an adoption means (plan/adopt.ts), said under the item in text and
 * Markdown: its changes below are the live content the file overwrites.
 */
export const ADOPT_WORDS = {
  list: 'adopts a live list no style file managed before this change: the changes below overwrite its live rules and instructions (pin it with style_id to adopt on purpose, or import it first)',
  glossary: 'adopts a live glossary no glossary file managed before this change: the changes below overwrite its live terms (pin it with glossary_id to adopt on purpose, or import it first)',
} as const;

/** Adopted items first (each overwrites a live item no file managed), the rest in plan order. */
export function adoptedFirst<T extends { adopted?: true }>(items: readonly T[]): T[] {
  return [...items.filter((i) => i.adopted), ...items.filter((i) => !i.adopted)];
}
