import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPlatformForTests } from '../../../lib/platform';
import { souvenir as product } from '../components/souvenir-test-data';
import { CART_MAX_QUANTITY, cartProductIds, cartTotal, useSouvenirStore } from './souvenir-store';

function reset() {
  localStorage.clear();
  useSouvenirStore.setState({
    cart: [],
    isCart: false,
    recommendation: [],
    cartPosition: null,
    isShowTutorial: true,
  });
}

beforeEach(reset);
afterEach(() => {
  delete window.LintasAndroid;
  window.history.replaceState(null, '', '/');
  resetPlatformForTests();
});

describe('souvenir cart store (spec §3, §4)', () => {
  it('adds products (again: one more of it) and turns isCart on', () => {
    const { add } = useSouvenirStore.getState();
    add(product(1));
    add(product(2));
    add(product(1));
    const { cart, isCart } = useSouvenirStore.getState();
    expect(isCart).toBe(true);
    expect(cart.map((item) => [item.id, item.jumlah])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(cartTotal(cart)).toBe(40_000);
    expect(cartProductIds(cart)).toEqual([1, 1, 2]);
    for (let i = 0; i < 30; i++) add(product(3));
    expect(useSouvenirStore.getState().cart.find((item) => item.id === 3)?.jumlah).toBe(
      CART_MAX_QUANTITY,
    );
  });

  it('removes by id only that product, keeping isCart on', () => {
    const { add, remove } = useSouvenirStore.getState();
    add(product(1));
    add(product(2));
    remove(1);
    const { cart, isCart } = useSouvenirStore.getState();
    expect(cart.map((item) => item.id)).toEqual([2]);
    expect(isCart).toBe(true);
    remove(99);
    expect(useSouvenirStore.getState().cart).toHaveLength(1);
  });

  it('clears all, which also turns isCart off', () => {
    const { add, clear } = useSouvenirStore.getState();
    add(product(1));
    add(product(2));
    clear();
    expect(useSouvenirStore.getState()).toMatchObject({ cart: [], isCart: false });
  });

  it('keeps the cart, position and tutorial in localStorage under "souvenir"', async () => {
    const { add, setCartPosition, dismissTutorial } = useSouvenirStore.getState();
    add(product(4));
    setCartPosition({ top: 120, left: 40 });
    dismissTutorial();
    const raw = localStorage.getItem('souvenir') ?? '{}';
    const stored = JSON.parse(raw);
    expect(stored.state).toMatchObject({
      cart: [{ id: 4, nama: 'Oleh-oleh 4', harga: 40_000, jumlah: 1 }],
      isCart: true,
      cartPosition: { top: 120, left: 40 },
      isShowTutorial: false,
    });
    // A new visit: the store starts empty and reads what the last one left.
    useSouvenirStore.setState({ cart: [], isCart: false, cartPosition: null });
    localStorage.setItem('souvenir', raw);
    await useSouvenirStore.persist.rehydrate();
    expect(useSouvenirStore.getState()).toMatchObject({
      isCart: true,
      cartPosition: { top: 120, left: 40 },
    });
    expect(useSouvenirStore.getState().cart).toHaveLength(1);
  });

  it('sends every change of the cart to the native host (cart watcher), nothing else', () => {
    window.history.replaceState(null, '', '/?platform=APP-ANDROID');
    resetPlatformForTests();
    const cartWatcher = vi.fn();
    window.LintasAndroid = { cartWatcher };
    const { add, remove, clear, dismissTutorial } = useSouvenirStore.getState();
    add(product(1));
    add(product(2));
    remove(1);
    dismissTutorial();
    clear();
    const sent = cartWatcher.mock.calls.map(([payload]) =>
      (JSON.parse(payload as string) as { cart: Array<{ id: number }> }).cart.map(
        (item) => item.id,
      ),
    );
    expect(sent).toEqual([[1], [1, 2], [2], []]);
  });
});
