/**
 * The answers the server writes into a page's HTML (decision 0026) as the client reads
 * them: the element and the shape of one answer. The requests behind them are in
 * first-answers.ts; this part is apart because every page's first script reads it, and
 * first-answers.ts (the results page's address rules) is only the results page's.
 */

/** The `<script type="application/json">` element the server writes and the client reads once. */
export const INITIAL_DATA_ELEMENT_ID = 'lintas-initial-data';

/** One embedded answer: the `results` of the API's envelope, and when it was computed. */
export interface InitialAnswer {
  key: readonly unknown[];
  data: unknown;
  /** Epoch milliseconds: the query's dataUpdatedAt, so the page's staleTime applies. */
  updatedAt: number;
}

export interface InitialData {
  answers: InitialAnswer[];
}
