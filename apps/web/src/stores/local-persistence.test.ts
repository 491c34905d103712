import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { create } from 'zustand';
import { localPersistence } from './local-persistence';

interface Counter {
  count: number;
  label: string;
  increment: () => void;
}

function makeStore(version = 2) {
  const persistence = localPersistence<Counter, { count: number }>({
    name: 'counter',
    version,
    partialize: (state) => ({ count: state.count }),
    merge: (stored, current) => ({ ...current, ...(stored as { count?: number } | undefined) }),
  });
  const store = create<Counter>()(
    persistence.persist((set) => ({
      count: 0,
      label: 'start',
      increment: () => set((s) => ({ count: s.count + 1 })),
    })),
  );
  return { store, rehydrate: persistence.rehydrate };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('localPersistence', () => {
  it("writes the chosen slices after every change in zustand persist's shape", () => {
    const { store } = makeStore();
    store.getState().increment();
    expect(JSON.parse(localStorage.getItem('counter') ?? 'null')).toEqual({
      state: { count: 1 },
      version: 2,
    });
    store.setState({ label: 'set from outside', count: 5 });
    expect(JSON.parse(localStorage.getItem('counter') ?? 'null').state).toEqual({ count: 5 });
  });

  it('starts from what was stored, merged over the defaults', () => {
    localStorage.setItem('counter', JSON.stringify({ state: { count: 7 }, version: 2 }));
    const { store } = makeStore();
    expect(store.getState().count).toBe(7);
    expect(store.getState().label).toBe('start');
    // The store's initial state is the creator's, not what was read.
    expect(store.getInitialState().count).toBe(0);
  });

  it('does not read another version, nor a value that does not parse', () => {
    localStorage.setItem('counter', JSON.stringify({ state: { count: 7 }, version: 1 }));
    expect(makeStore().store.getState().count).toBe(0);
    localStorage.setItem('counter', '{not json');
    expect(makeStore().store.getState().count).toBe(0);
  });

  it('keeps a change in memory when the browser refuses the write', () => {
    const { store } = makeStore();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => store.getState().increment()).not.toThrow();
    expect(store.getState().count).toBe(1);
  });

  it('reads the stored slices again on rehydrate, without writing them back', async () => {
    const { store, rehydrate } = makeStore();
    localStorage.setItem('counter', JSON.stringify({ state: { count: 3 }, version: 2 }));
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    await rehydrate();
    expect(store.getState().count).toBe(3);
    expect(setItem).not.toHaveBeenCalled();
  });
});
