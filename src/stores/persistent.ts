/** Persistent atoms under the spec's browser keys (localStorage), JSON-encoded where the value is structured. */
import { persistentAtom } from '@nanostores/persistent';

export function persistentJson<T>(key: string, initial: T) {
  return persistentAtom<T>(key, initial, {
    encode: JSON.stringify,
    decode(raw) {
      try {
        return JSON.parse(raw) as T;
      } catch {
        return initial;
      }
    },
  });
}
