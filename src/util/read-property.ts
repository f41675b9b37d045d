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
