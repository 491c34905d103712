import type { SouvenirProduct } from '@lintas/domain/souvenir-schemas';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { cartWatcher } from '../../../lib/native-bridge';

/**
 * The souvenir state of spec §3 ("cart list of items with id, isCart, recommendation
 * list, cartPosition{top,left}, isShowTutorial"), kept in localStorage under 'souvenir'
 * so a cart survives a reload and the next visit. Spec §4: the cart supports add, remove
 * by id, and clear all, which also turns isCart off.
 *
 * An item keeps what the cart shows (name, shop, price, image) as it was when added;
 * the order message is written by the server from the ids, with its current prices.
 */
export interface CartItem {
  id: number;
  nama: string;
  toko: string;
  kota: string;
  harga: number;
  gambar: string;
  /** How many of it (adding it again adds one). */
  jumlah: number;
}

export interface CartPosition {
  top: number;
  left: number;
}

interface SouvenirData {
  cart: CartItem[];
  /** The cart is in use: its floating button shows. Off after clearing. */
  isCart: boolean;
  recommendation: SouvenirProduct[];
  /** Where the floating cart button was left (px from the viewport's top-left); null: default. */
  cartPosition: CartPosition | null;
  /** The first-time hint beside the cart button; off once dismissed. */
  isShowTutorial: boolean;
}

interface SouvenirActions {
  add: (product: SouvenirProduct) => void;
  remove: (id: number) => void;
  clear: () => void;
  setRecommendation: (list: SouvenirProduct[]) => void;
  setCartPosition: (position: CartPosition) => void;
  dismissTutorial: () => void;
}

/** One cart line holds at most this many of a product (a WhatsApp order, not a warehouse). */
export const CART_MAX_QUANTITY = 20;
/** The server's cap on the entries of one order message. */
const CART_MAX_ENTRIES = 50;

const SOUVENIR_STORAGE_KEY = 'souvenir';

function initialData(): SouvenirData {
  return {
    cart: [],
    isCart: false,
    recommendation: [],
    cartPosition: null,
    isShowTutorial: true,
  };
}

/** The total of the cart as shown (the order message has the server's own). */
export function cartTotal(cart: readonly CartItem[]): number {
  return cart.reduce((sum, item) => sum + item.harga * item.jumlah, 0);
}

export function cartCount(cart: readonly CartItem[]): number {
  return cart.reduce((sum, item) => sum + item.jumlah, 0);
}

/** The ids message-souvenir takes: a product repeated once per unit, in the cart's order. */
export function cartProductIds(cart: readonly CartItem[]): number[] {
  return cart.flatMap((item) => Array.from({ length: item.jumlah }, () => item.id));
}

export const useSouvenirStore = create<SouvenirData & SouvenirActions>()(
  persist(
    (set) => ({
      ...initialData(),
      add: (product) =>
        set((state) => {
          if (cartCount(state.cart) >= CART_MAX_ENTRIES) return state;
          const existing = state.cart.find((item) => item.id === product.produk_id);
          const cart = existing
            ? state.cart.map((item) =>
                item.id === product.produk_id
                  ? { ...item, jumlah: Math.min(CART_MAX_QUANTITY, item.jumlah + 1) }
                  : item,
              )
            : [
                ...state.cart,
                {
                  id: product.produk_id,
                  nama: product.nama,
                  toko: product.toko,
                  kota: product.kota,
                  harga: product.harga,
                  gambar: product.gambar,
                  jumlah: 1,
                },
              ];
          return { cart, isCart: true };
        }),
      remove: (id) => set((state) => ({ cart: state.cart.filter((item) => item.id !== id) })),
      clear: () => set({ cart: [], isCart: false }),
      setRecommendation: (recommendation) => set({ recommendation }),
      setCartPosition: (cartPosition) => set({ cartPosition }),
      dismissTutorial: () => set({ isShowTutorial: false }),
    }),
    {
      name: SOUVENIR_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      // A stored state from an older build may lack newer fields: fill them from the defaults.
      merge: (persisted, current) => ({
        ...current,
        ...((persisted ?? {}) as Partial<SouvenirData>),
      }),
    },
  ),
);

// The native host keeps its cart badge in sync (spec §7 "cart watcher (sends the cart
// array)"): every change of the cart, and no other change, is sent once.
useSouvenirStore.subscribe((state, previous) => {
  if (state.cart !== previous.cart) cartWatcher(state.cart);
});
