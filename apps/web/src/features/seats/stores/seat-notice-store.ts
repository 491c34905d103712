import { create } from 'zustand';

/**
 * The "your seat was taken" message of the seat screen. It is set from outside React's
 * render (a fresh seat map, the state a later step passed back), so it lives in a
 * small store rather than in component state.
 */
interface SeatNoticeState {
  notice: string | null;
  /** The leg tab to show with it. */
  legKey: string | null;
}

export const useSeatNoticeStore = create<SeatNoticeState>(() => ({ notice: null, legKey: null }));

export function showSeatNotice(notice: string, legKey: string | null = null): void {
  useSeatNoticeStore.setState({ notice, legKey });
}

export function clearSeatNotice(): void {
  useSeatNoticeStore.setState({ notice: null, legKey: null });
}

let holders = 0;

/**
 * The seat screen holds the notice while it is shown; it is cleared once no screen holds
 * it (checked after a tick, so React's development double mount keeps it).
 */
export function holdSeatNotice(): () => void {
  holders += 1;
  return () => {
    holders -= 1;
    setTimeout(() => {
      if (holders === 0) clearSeatNotice();
    }, 0);
  };
}
