import { INITIAL_DATA_ELEMENT_ID, type InitialAnswer } from '@lintas/domain/initial-data';
import type { QueryClient } from '@tanstack/react-query';

function isAnswer(value: unknown): value is InitialAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as Partial<InitialAnswer>;
  return (
    Array.isArray(answer.key) &&
    answer.key.length > 0 &&
    answer.data !== undefined &&
    typeof answer.updatedAt === 'number' &&
    Number.isFinite(answer.updatedAt)
  );
}

/**
 * The answers the server wrote into the page (decision 0026), read from the
 * `<script type="application/json" id="lintas-initial-data">` element, which is then
 * removed: it describes the page as it was loaded, and a later client-side visit must not
 * read it again. Anything unreadable gives no answers: the page then asks the API.
 */
export function readInitialAnswers(doc: Document): InitialAnswer[] {
  const element = doc.getElementById(INITIAL_DATA_ELEMENT_ID);
  if (!element) return [];
  element.remove();
  try {
    const parsed = JSON.parse(element.textContent || 'null') as { answers?: unknown } | null;
    return Array.isArray(parsed?.answers) ? parsed.answers.filter(isAnswer) : [];
  } catch {
    return [];
  }
}

let pageAnswers: InitialAnswer[] | null = null;

/** The page's answers, read once per page load (React's StrictMode creates the client twice). */
function initialAnswers(): InitialAnswer[] {
  if (pageAnswers === null)
    pageAnswers = typeof document === 'undefined' ? [] : readInitialAnswers(document);
  return pageAnswers;
}

/** Answers the home page's lists fetched before the QueryClient existed (decision 0031). */
const fetchedAnswers = new Map<string, InitialAnswer>();

/**
 * Keeps an answer asked for before the QueryClient existed (lib/use-initial-answer.ts),
 * so the client, once created, holds it as it would have had it asked itself.
 */
export function rememberAnswer(answer: InitialAnswer): void {
  fetchedAnswers.set(JSON.stringify(answer.key), answer);
}

/**
 * The freshest answer this page has for `key` without a QueryClient: one fetched since
 * the page loaded, else the one the server wrote into it.
 */
export function knownAnswer(key: readonly unknown[]): InitialAnswer | undefined {
  const hash = JSON.stringify(key);
  return (
    fetchedAnswers.get(hash) ??
    initialAnswers().find((answer) => JSON.stringify(answer.key) === hash)
  );
}

/**
 * Puts each answer into the cache under its query key, dated when the server computed it
 * (never later than now: a client clock behind the server's must not make it look newer),
 * so each query's own staleTime decides whether it is asked for again on mount. By default
 * the page's answers, then those fetched before the client existed (newer, so last).
 */
export function seedInitialAnswers(
  client: QueryClient,
  answers: readonly InitialAnswer[] = [...initialAnswers(), ...fetchedAnswers.values()],
  now: number = Date.now(),
): void {
  for (const answer of answers) {
    client.setQueryData(answer.key, answer.data, { updatedAt: Math.min(answer.updatedAt, now) });
  }
}
