/**
 * What a block's hooks make, for its tests to read while they run: each property is read from the one
 * made for the running test, and reading one before the hooks made it fails with `missing`.
 */
export function madeByHooks<T extends object>(current: () => T | undefined, missing: string): T {
  return new Proxy({} as T, {
    get: (_target, property) => {
      const made = current();
      if (!made) throw new Error(missing);
      return Reflect.get(made, property);
    },
  });
}
