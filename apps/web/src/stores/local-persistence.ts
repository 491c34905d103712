import type { StateCreator, StoreApi } from 'zustand';

type SetState<T> = StoreApi<T>['setState'];

/**
 * A zustand store's chosen slices kept in localStorage under `name`: read when the store
 * is made, written after every change, as zustand's persist middleware did for the
 * booking store before (the same `{"state": ..., "version": n}`, so what a visitor has
 * stored is read as before). The middleware is 0.9 KB brotli of the home route (issue 11)
 * for what the booking store uses of it: a synchronous storage, one version, partialize
 * and merge.
 *
 * Like the middleware without a `migrate` function: a stored value of another version,
 * or one that does not parse, is not read (the store starts from its defaults, merged).
 * Unlike it, a write the browser refuses (storage full or disabled) leaves the change in
 * memory instead of throwing from the action that made it.
 */
export function localPersistence<T, S>(options: {
  name: string;
  version: number;
  /** What is written: the slices worth a reload. */
  partialize: (state: T) => S;
  /** The stored slices (undefined when none could be read) over the current state. */
  merge: (stored: unknown, current: T) => T;
}) {
  // Reading `localStorage` itself throws where the browser refuses storage to the page.
  let storage: Storage | undefined;
  try {
    storage = localStorage;
  } catch {
    storage = undefined;
  }
  let hydrate: (() => void) | undefined;

  const read = (): unknown => {
    try {
      const stored = JSON.parse(storage?.getItem(options.name) ?? 'null') as {
        state?: unknown;
        version?: unknown;
      } | null;
      if (!stored) return undefined;
      if (typeof stored.version === 'number' && stored.version !== options.version)
        return undefined;
      return stored.state;
    } catch {
      return undefined;
    }
  };

  const write = (state: T) => {
    try {
      storage?.setItem(
        options.name,
        JSON.stringify({ state: options.partialize(state), version: options.version }),
      );
    } catch {
      // Kept in memory for this visit; the next change tries again.
    }
  };

  return {
    /** Wraps the store's creator: `create<T>()(persistence.persist((set) => ({ ... })))`. */
    persist:
      (config: StateCreator<T, [], []>): StateCreator<T, [], []> =>
      (set, get, api) => {
        const setAndWrite = ((...args: Parameters<SetState<T>>) => {
          set(...args);
          write(get());
        }) as SetState<T>;
        const setState = api.setState;
        api.setState = ((...args: Parameters<SetState<T>>) => {
          setState(...args);
          write(get());
        }) as SetState<T>;
        const initial = config(setAndWrite, get, api);
        api.getInitialState = () => initial;
        // Reading again replaces the state without writing it back (what was read is stored).
        hydrate = () => set(options.merge(read(), get()), true);
        return options.merge(read(), initial);
      },
    /** Reads the stored slices again over the current state (a reload, in tests). */
    rehydrate: async (): Promise<void> => hydrate?.(),
  };
}
