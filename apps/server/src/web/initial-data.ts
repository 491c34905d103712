import { toIsoDate } from '@lintas/domain/format';
import {
  resultsFirstRequests,
  seatAlertDeparture,
  seatAlertDepartureRequest,
  singleLegSeatMapRequest,
  type FirstRequest,
} from '@lintas/domain/first-answers';
import {
  INITIAL_DATA_ELEMENT_ID,
  type InitialAnswer,
  type InitialData,
} from '@lintas/domain/initial-data';
import {
  dateBarQuerySchema,
  scheduleDetailQuerySchema,
  scheduleFilterQuerySchema,
  searchScheduleQuerySchema,
} from '@lintas/domain/schedule-query-schemas';
import { seatMapQuerySchema, seatMapResultSchema } from '@lintas/domain/seat-map-schemas';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isAppError } from '../http/app-error.js';
import type { Clock } from '../lib/clock.js';
import type { ScheduleService } from '../modules/schedules/schedule.service.js';
import type { SeatMapService } from '../modules/seats/seat-map.service.js';

/**
 * How long the page waits for its first answers. A search is answered in tens of
 * milliseconds; past this the page is sent without them (and asks the API itself) rather
 * than keep a phone waiting for its HTML.
 */
const DEFAULT_BUDGET_MS = 250;

export interface InitialDataSources {
  schedules: Pick<ScheduleService, 'search' | 'filters' | 'dateBar' | 'highlights' | 'detail'>;
  seatMap: Pick<SeatMapService, 'seatMap'>;
  clock: Clock;
  budgetMs?: number;
}

/** One answer as the client's cache holds it: the JSON of the API envelope's `results`. */
type Answer = (request: FirstRequest) => Promise<unknown>;

/**
 * The script element carrying the answers. A JSON script is data, not code, so the CSP
 * that forbids inline scripts allows it; every `<` is written as \u003c (the same value
 * to JSON.parse) so no `</script>` or `<!--` in a name or a description can end it early.
 */
export function initialDataScript(answers: readonly InitialAnswer[]): string {
  if (answers.length === 0) return '';
  const payload: InitialData = { answers: [...answers] };
  const json = JSON.stringify(payload).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${json}</script>`;
}

/**
 * Computes, in this process and through the services the API routes call, the first
 * answers of the pages that wait on them (decision 0026): the results page's search and
 * its filters, date bar and highlights, and a seat alert's departure and its seat map. Each answer is exactly the API's `results`
 * for the same query: parsed by the route's query schema, and serialised as the route
 * serialises it (search and detail plainly, the seat map through its schema's encoding).
 * Bad or missing parameters, an answer the API would refuse, or no answer within the
 * budget embed nothing: the page then asks the API as it always did. Never throws.
 */
export function initialDataMarkup(
  sources: InitialDataSources,
): (request: FastifyRequest) => Promise<string> {
  const budgetMs = sources.budgetMs ?? DEFAULT_BUDGET_MS;

  const answer: Answer = async ({ path, query }) => {
    switch (path) {
      case 'travel/search-jadwal':
        return sources.schedules.search(searchScheduleQuerySchema.parse(query));
      case 'travel/list-filter-search-jadwal':
        return sources.schedules.filters(scheduleFilterQuerySchema.parse(query));
      case 'travel/list-tanggal-jadwal-available':
        return sources.schedules.dateBar(dateBarQuerySchema.parse(query));
      case 'travel/list-highlight-operator':
        return sources.schedules.highlights(scheduleFilterQuerySchema.parse(query));
      case 'travel/detail-jadwal':
        return sources.schedules.detail(scheduleDetailQuerySchema.parse(query));
      case 'travel/kursi': {
        const result = await sources.seatMap.seatMap(seatMapQuerySchema.parse(query));
        return z.encode(seatMapResultSchema, result);
      }
      default:
        throw new Error(`No first answer for ${path}`);
    }
  };

  /** Answers the requests one after another, adding each to `answers` as it is ready. */
  async function collect(url: URL, answers: InitialAnswer[]): Promise<void> {
    const add = async (request: FirstRequest) => {
      const data = await answer(request);
      answers.push({ key: request.key, data, updatedAt: sources.clock.now().getTime() });
      return data;
    };
    if (url.pathname === '/jadwal') {
      const [list, ...companions] = resultsFirstRequests(
        url.searchParams,
        toIsoDate(sources.clock.now()),
      );
      if (!list) return;
      // The list first (it builds the day's search index the others read), then the
      // filters, date bar and highlights together. A refused list ends it: the page asks.
      await add(list);
      await Promise.all(companions.map(add));
    } else if (url.pathname === '/kabar-kursi') {
      const departure = seatAlertDeparture(url.searchParams);
      if (!departure) return;
      const detail = (await add(seatAlertDepartureRequest(departure))) as {
        bisa_dipesan: boolean;
        kursi_tersedia: number;
        operator_kode: string;
        jadwal_kode: string;
        tanggal_berangkat: string;
      };
      // The page opens the seat map only for a bookable departure with a free seat, and
      // asks for it with the departure's codes and date as the detail answered them.
      if (detail.bisa_dipesan && detail.kursi_tersedia > 0)
        await add(
          singleLegSeatMapRequest({
            operator_kode: detail.operator_kode,
            jadwal_kode: detail.jadwal_kode,
            tanggal_berangkat: detail.tanggal_berangkat,
          }),
        );
    }
  }

  return async (request) => {
    let url: URL;
    try {
      url = new URL(request.url, 'http://page.invalid');
    } catch {
      return '';
    }
    if (url.pathname !== '/jadwal' && url.pathname !== '/kabar-kursi') return '';
    const answers: InitialAnswer[] = [];
    let timer: NodeJS.Timeout | undefined;
    const late = Symbol('late');
    const deadline = new Promise<typeof late>((resolve) => {
      timer = setTimeout(() => resolve(late), budgetMs);
    });
    const work = collect(url, answers).then(
      () => null,
      // A refused query (bad parameters, a past date, an unknown trip) is the page's to
      // show from its own request: the API answers it with the error the page knows.
      (error: unknown) => error,
    );
    const outcome = await Promise.race([work, deadline]);
    clearTimeout(timer);
    if (outcome === late) {
      request.log.warn(
        { path: url.pathname, budgetMs, ready: answers.length },
        'First answers not ready in time; the page is sent with those ready',
      );
    } else if (outcome !== null && !isRefusal(outcome)) {
      request.log.warn({ err: outcome, path: url.pathname }, 'First answers failed');
    }
    // Copied: a late answer may still be added to `answers` after the page is sent.
    return initialDataScript([...answers]);
  };
}

/** The refusals a route answers as a 4xx: expected for a stale or edited link. */
function isRefusal(error: unknown): boolean {
  return error instanceof z.ZodError || (isAppError(error) && error.statusCode < 500);
}
