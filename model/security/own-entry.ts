/**
 * The value stored under `key` in a plain object, own properties only. Content
 * values (slugs, topic keys) used as keys must never reach Object.prototype:
 * `record["constructor"]` is a function and `record["__proto__"]` an object.
 */
export function ownEntry<T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** A plain object from entries, each an own property (an entry named `__proto__` stays data, not a prototype). */
export function recordOf<T>(entries: Iterable<readonly [string, T]>): Record<string, T> {
  return Object.fromEntries(entries) as Record<string, T>;
}
