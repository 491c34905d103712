import type { Timestamp } from './columns.js';

export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  /** Where the window ends: pruning keeps counters of windows still running. */
  window_end: Timestamp;
  hits: number;
}
