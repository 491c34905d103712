import { create } from 'zustand';

/**
 * The custom alert dialog (spec §2, §9): a title (default 'Pemberitahuan'), a message
 * and one confirm button (default 'OK'). `showAlert()` resolves when the person
 * confirms or, when a duration is set, when it runs out (default 3000 ms as in spec §9;
 * pass `duration: null` for a dialog that waits for the person). Alerts queue.
 * Without a mounted <AlertHost/> it warns on the console and resolves at once.
 *
 *   await showAlert({ message: 'Kursi sudah dipesan orang lain.', type: 'error', duration: null });
 */
export type AlertType = 'info' | 'success' | 'warning' | 'error';

const ALERT_DEFAULTS = {
  title: 'Pemberitahuan',
  confirmText: 'OK',
  durationMs: 3000,
} as const;

export interface AlertOptions {
  message: string;
  title?: string;
  confirmText?: string;
  type?: AlertType;
  /** Milliseconds before it closes by itself; null keeps it open until confirmed. */
  duration?: number | null;
}

export interface ActiveAlert {
  id: number;
  message: string;
  title: string;
  confirmText: string;
  type: AlertType;
  duration: number | null;
  resolve: () => void;
}

interface AlertState {
  queue: ActiveAlert[];
  hosts: number;
}

export const useAlertStore = create<AlertState>(() => ({ queue: [], hosts: 0 }));

let nextId = 1;

export function showAlert(options: AlertOptions): Promise<void> {
  if (useAlertStore.getState().hosts === 0) {
    console.warn('[alert] AlertHost belum dipasang; pesan tidak ditampilkan:', options.message);
    return Promise.resolve();
  }
  return new Promise<void>((resolve) => {
    const alert: ActiveAlert = {
      id: nextId++,
      message: options.message,
      title: options.title ?? ALERT_DEFAULTS.title,
      confirmText: options.confirmText ?? ALERT_DEFAULTS.confirmText,
      type: options.type ?? 'info',
      duration: options.duration === undefined ? ALERT_DEFAULTS.durationMs : options.duration,
      resolve,
    };
    useAlertStore.setState((state) => ({ queue: [...state.queue, alert] }));
  });
}

/** Closes the alert `id` and resolves its promise. */
export function closeAlert(id: number): void {
  const alert = useAlertStore.getState().queue.find((item) => item.id === id);
  if (!alert) return;
  useAlertStore.setState((state) => ({ queue: state.queue.filter((item) => item.id !== id) }));
  alert.resolve();
}

/** Called by <AlertHost/> on mount; returns the unmount cleanup. */
export function registerAlertHost(): () => void {
  useAlertStore.setState((state) => ({ hosts: state.hosts + 1 }));
  return () => useAlertStore.setState((state) => ({ hosts: Math.max(0, state.hosts - 1) }));
}
