/**
 * A maker that makes once per key and hands back the same value after: formatters and namers (Intl
 * objects are costly to build, cheap to reuse) for the few keys a process meets (decimals, time
 * zones, languages).
 *
 * With `max`, for keys that come from outside (a cookie's value): at most `max` values are kept, the
 * oldest made forgotten first.
 */
export function onePerKey<K, V>(make: (key: K) => V, max = Infinity): (key: K) => V {
  const made = new Map<K, V>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined && !made.has(key)) {
      if (made.size >= max) made.delete(made.keys().next().value as K);
      made.set(key, (value = make(key)));
    }
    return value as V;
  };
}
