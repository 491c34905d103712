import { create } from 'zustand';

/**
 * The full-screen loading overlay (spec §4). A counter, so overlapping requests keep it
 * up until the last one finishes.
 *
 *   const profile = await withLoading(callAction({ path: 'bus/customer-profil' }));
 */
interface LoadingState {
  pending: number;
}

export const useLoadingStore = create<LoadingState>(() => ({ pending: 0 }));

export function showLoading(): void {
  useLoadingStore.setState((state) => ({ pending: state.pending + 1 }));
}

export function hideLoading(): void {
  useLoadingStore.setState((state) => ({ pending: Math.max(0, state.pending - 1) }));
}

export async function withLoading<T>(work: Promise<T> | (() => Promise<T>)): Promise<T> {
  showLoading();
  try {
    return await (typeof work === 'function' ? work() : work);
  } finally {
    hideLoading();
  }
}

export const useIsLoading = () => useLoadingStore((state) => state.pending > 0);
