import type { CreateListBody } from '../catalog/types.ts';
import type { DesiredList } from '../catalog/desired.ts';
import { createListBody } from '../catalog/create-body.ts';

/** The create bodies for the lists the style files want present (`emulator --seed DIR`). */
export function seedFromDesired(lists: readonly DesiredList[]): CreateListBody[] {
  return lists.filter((list) => list.state === 'present').map(createListBody);
}
