/**
 * A Map used as a bounded cache, least recently used first (a Map keeps insertion order, so the
 * first key is the one to drop).
 */

/** The value of `key`, moved to most recently used; undefined when absent. */
export function useRecent<K, V>(map: Map<K, V>, key: K): V | undefined {
  const value = map.get(key);
  if (value !== undefined) {
    map.delete(key);
    map.set(key, value);
  }
  return value;
}

/** Sets `key` as the most recently used entry, dropping the least recently used past `max` entries. */
export function keepRecent<K, V>(map: Map<K, V>, key: K, value: V, max: number) {
  map.delete(key);
  if (map.size >= max) map.delete(map.keys().next().value!);
  map.set(key, value);
}
