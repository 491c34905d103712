import { create } from 'zustand';

/**
 * Toasts (spec §9): one at a time, centred at the bottom, default 1000 ms, default type
 * success. While a toast is showing, further toasts are dropped until its duration
 * expires ("only one toast is shown at a time"); `toast()` returns false then.
 *
 *   toast('Berhasil Mendaftar');
 *   toast('Maaf, permintaan OTP gagal', { type: 'error', duration: 3000 });
 */
export type ToastType = 'success' | 'error' | 'info' | 'warning';

const TOAST_DEFAULT_DURATION_MS = 1000;

export interface ToastMessage {
  id: number;
  message: string;
  type: ToastType;
  duration: number;
}

interface ToastState {
  current: ToastMessage | null;
}

export const useToastStore = create<ToastState>(() => ({ current: null }));

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | null = null;

export function toast(
  message: string,
  options: { type?: ToastType; duration?: number } = {},
): boolean {
  if (useToastStore.getState().current !== null) return false;
  const item: ToastMessage = {
    id: nextId++,
    message,
    type: options.type ?? 'success',
    duration: options.duration ?? TOAST_DEFAULT_DURATION_MS,
  };
  useToastStore.setState({ current: item });
  timer = setTimeout(() => dismissToast(item.id), item.duration);
  return true;
}

/** Hides the toast now (or the given one, if it is still the current one). */
export function dismissToast(id?: number): void {
  const current = useToastStore.getState().current;
  if (!current || (id !== undefined && current.id !== id)) return;
  if (timer) clearTimeout(timer);
  timer = null;
  useToastStore.setState({ current: null });
}
