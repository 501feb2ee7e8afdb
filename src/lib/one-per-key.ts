/**
 * A maker that makes once per key and hands back the same value after: formatters and namers (Intl
 * objects are costly to build, cheap to reuse) for the few keys a process meets (decimals, time
 * zones, languages).
 */
export function onePerKey<K, V>(make: (key: K) => V): (key: K) => V {
  const made = new Map<K, V>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) made.set(key, (value = make(key)));
    return value;
  };
}
