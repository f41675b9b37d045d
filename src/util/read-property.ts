/**
 * Adds `key` to `target` as an own enumerable property whose value `read` makes on each read: JSON, spreads,
 * `Object.keys` and comparisons see it as a plain property, in the place it is added. For the lists that hold their
 * instructions in columns (catalog/desired-instructions.ts, live/wire.ts; issue #31).
 *
 * Defined on an object made without it, not written as a getter in an object literal: V8 makes a literal that has a
 * getter in dictionary mode, some 400 bytes more per list (4 MB at 5,000 lists, desired and live) and a hash lookup
 * on every read of its fields, where an accessor added by `Object.defineProperty` keeps the object's fast properties.
 * Properties added after it go to a store of their own, as any property added to a literal does.
 */
export function addReadProperty<T extends object, K extends string, V>(target: T, key: K, read: () => V): T & Record<K, V> {
  return Object.defineProperty(target, key, { get: read, enumerable: true, configurable: true }) as T & Record<K, V>;
}
