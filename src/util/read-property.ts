/**
 * Adds `key` to `target` as an own enumerable property whose value `get` makes on each read: JSON, spreads,
 * `Object.keys` and comparisons see it as a plain property, in the place it is added. For the lists that hold their
 * instructions in columns (catalog/desired-instructions.ts, live/wire.ts; issue #31).
 *
 * V8 keeps an object's fast properties only when the accessor is one function for every object of the kind: `get`
 * reads its object from `this` and is made once, by the caller's module. A getter written in an object literal, or a
 * closure per object, left every list in dictionary mode, some 450 bytes more a list (4.5 MB at 5,000 lists, desired
 * and live; a heap snapshot) and a hash lookup on every read of its fields. Properties added after it go to a store
 * of their own, as any property added to a literal does.
 */
export function addReadProperty<T extends object, K extends string, V>(target: T, key: K, get: (this: T) => V): T & Record<K, V> {
  return Object.defineProperty(target, key, { get, enumerable: true, configurable: true }) as T & Record<K, V>;
}

/**
 * The one getter (addReadProperty's `get`) of every object of a kind whose value is made from what `held` keeps for
 * it: `read(held.get(this))`. Made once per kind, by the module that fills `held`. An object made from one of them
 * (Object.create) reads as it, as a getter closed over its object did; any other receiver (a Proxy around one, the
 * getter copied onto another object) is a programming error, said as one rather than as a field of undefined.
 * `maker` names what makes the objects, for that error.
 */
export function heldReader<H, V>(held: WeakMap<object, H>, read: (found: H) => V, maker: string): (this: unknown) => V {
  return function (this: unknown): V {
    const found = heldAlong(held, this);
    if (found === undefined) {
      throw new TypeError(`custom_instructions read through something that is not a list ${maker} made, nor made from one (a Proxy around a list, or its getter copied elsewhere): read the list itself`);
    }
    return read(found);
  };
}

/** What `held` keeps for `from` or the nearest of its prototypes; a prototype chain ends (no object is its own ancestor). */
function heldAlong<H>(held: WeakMap<object, H>, from: unknown): H | undefined {
  for (let at = from; typeof at === 'object' && at !== null; at = Object.getPrototypeOf(at)) {
    const found = held.get(at);
    if (found !== undefined) return found;
  }
  return undefined;
}
