/**
 * One value per server process, shared by every module copy the bundler makes (route handlers can
 * each get their own copy of a module, so a plain module variable is not enough), with a reset for
 * tests. A promise that rejects is forgotten, so the next caller tries again.
 */
export interface ProcessWide<T> {
  get(): T;
  set(value: T): void;
  reset(): void;
}

export function processWide<T>(name: string, create: () => T): ProcessWide<T> {
  const key = Symbol.for(`wallminder.${name}`);
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  return {
    get() {
      let value = store[key];
      if (value === undefined) {
        const created = create();
        value = created;
        store[key] = created;
        if (created instanceof Promise) {
          created.catch(() => {
            if (store[key] === created) store[key] = undefined;
          });
        }
      }
      return value;
    },
    set(value) {
      store[key] = value;
    },
    reset() {
      store[key] = undefined;
    },
  };
}

/**
 * `instanceof` for an error that a process-wide value throws. Its methods throw the class of the module copy that
 * made it, which another copy's class does not recognise by prototype: an image store or payment provider made while
 * a page rendered throws errors that a route's `instanceof` missed, and a 503 became a 500. Such a class matches by
 * name instead: `static [Symbol.hasInstance](value: unknown) { return isErrorNamed(value, "TheName"); }`.
 */
export function isErrorNamed(value: unknown, name: string): boolean {
  return value instanceof Error && value.name === name;
}
