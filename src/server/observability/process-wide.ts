/**
 * One value per process, however many copies of a module load it. The server's front
 * (scripts/serve.mjs) reads these modules from src/ while the Astro build holds copies of its own;
 * both must share one logger, one set of metrics, one request note and one drain.
 */
export function processWide<T>(name: string, make: () => T): T {
  const key = Symbol.for(`storefront.${name}`);
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  return (store[key] ??= make());
}
