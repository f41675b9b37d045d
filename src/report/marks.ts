import type { ListPlan } from '../plan/types.ts';

/** The mark before each list, as terraform draws them. */
export const ACTION_MARK: Record<ListPlan['action'], string> = {
  create: '+',
  update: '~',
  delete: '-',
  replace: '-/+',
};
