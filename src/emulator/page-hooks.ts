import type { CreateListBody } from '../catalog/types.ts';
import type { Store } from './store.ts';
import { validateCreateBody, type ValidateOptions } from './validate.ts';

/**
 * Test-only: changes the account right after a page of `GET /v3/style_rules`
 * is served, as another run or a person would between two page reads. The
 * listing pages by offset with no total, so this is how a client's
 * defence against a listing that moves while it is read is proved.
 */
export interface PageHook {
  /** After this page (from 0) is served. */
  afterPage: number;
  /** Create this list, or delete the list at this position (0 = oldest; -1 = newest). */
  create?: CreateListBody;
  deleteAt?: number;
  /** Fire this many times (default 1). */
  count?: number;
}

export class PageHooks {
  private hooks: Array<{ hook: PageHook; remaining: number }> = [];

  constructor(private readonly validate: ValidateOptions) {}

  add(hook: PageHook): void {
    checkPageHook(hook);
    if (hook.create !== undefined) validateCreateBody(hook.create, this.validate);
    this.hooks.push({ hook: { ...hook }, remaining: hook.count ?? 1 });
  }

  clear(): void {
    this.hooks = [];
  }

  /** Called once a page's body is built: runs every hook due after it. */
  served(page: number, store: Store): void {
    for (const entry of this.hooks) {
      if (entry.hook.afterPage !== page || entry.remaining <= 0) continue;
      entry.remaining--;
      if (entry.hook.create !== undefined) store.create(validateCreateBody(entry.hook.create, this.validate));
      if (entry.hook.deleteAt !== undefined) {
        const lists = store.all();
        const victim = lists.at(entry.hook.deleteAt);
        if (victim) store.delete(victim.style_id);
      }
    }
    this.hooks = this.hooks.filter((entry) => entry.remaining > 0);
  }
}

const FIELDS = ['afterPage', 'create', 'deleteAt', 'count'];

/** Throws an Error naming the first problem; the control endpoint turns it into a 400. */
export function checkPageHook(value: unknown): asserts value is PageHook {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error('a page hook must be an object');
  const hook = value as Record<string, unknown>;
  for (const key of Object.keys(hook)) if (!FIELDS.includes(key)) throw new Error(`unknown page hook field ${key}; allowed: ${FIELDS.join(', ')}`);
  if (!Number.isInteger(hook.afterPage) || (hook.afterPage as number) < 0) throw new Error('afterPage must be a non-negative integer');
  if ((hook.create === undefined) === (hook.deleteAt === undefined)) throw new Error('a page hook needs exactly one of create and deleteAt');
  if (hook.deleteAt !== undefined && !Number.isInteger(hook.deleteAt)) throw new Error('deleteAt must be an integer (0 = oldest, -1 = newest)');
  if (hook.count !== undefined && (!Number.isInteger(hook.count) || (hook.count as number) < 1)) throw new Error('count must be a positive integer');
}
