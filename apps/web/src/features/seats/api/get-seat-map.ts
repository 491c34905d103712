import type { SeatMapLeg, SeatMapResult } from '@lintas/domain/seat-map-schemas';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';
import type { Direction, JourneyLeg } from '../../../lib/journey';

/** One direction's seat map request: its first leg plus the connecting legs, in travel order. */
export interface SeatMapRequest {
  operatorCode: string;
  scheduleCode: string;
  date: string;
  connecting: Array<{ operatorCode: string; scheduleCode: string; date: string }>;
}

/** `GET travel/kursi`: the seat map of a trip and of each connecting leg (spec §7). */
function getSeatMap(request: SeatMapRequest, signal?: AbortSignal): Promise<SeatMapResult> {
  const connecting = request.connecting;
  return fetchResults<SeatMapResult>({
    path: 'travel/kursi',
    params: {
      operator_kode: request.operatorCode,
      jadwal_kode: request.scheduleCode,
      tanggal_berangkat: request.date,
      ...(connecting.length > 0
        ? {
            jadwal_kode_connecting: connecting.map((leg) => leg.scheduleCode).join(','),
            operator_kode_connecting: connecting.map((leg) => leg.operatorCode).join(','),
            tanggal_berangkat_connecting: connecting.map((leg) => leg.date).join(','),
          }
        : {}),
    },
    signal,
  });
}

const seatMapQuery = (request: SeatMapRequest) =>
  queryOptions({
    queryKey: ['seat-map', request],
    queryFn: ({ signal }) => getSeatMap(request, signal),
    // Seats sell while a person looks: always ask again when they come back to the tab.
    staleTime: 0,
    refetchOnWindowFocus: 'always',
  });

/** Groups the journey's legs into one request per direction (go, return). */
function seatMapRequests(
  legs: readonly JourneyLeg[],
): Array<{ direction: Direction; request: SeatMapRequest }> {
  const requests: Array<{ direction: Direction; request: SeatMapRequest }> = [];
  for (const direction of ['go', 'return'] as const) {
    const [first, ...rest] = legs.filter((leg) => leg.direction === direction);
    if (!first) continue;
    requests.push({
      direction,
      request: {
        operatorCode: first.operatorCode,
        scheduleCode: first.scheduleCode,
        date: first.date,
        connecting: rest.map(({ operatorCode, scheduleCode, date }) => ({
          operatorCode,
          scheduleCode,
          date,
        })),
      },
    });
  }
  return requests;
}

export type LegMaps = Record<string, SeatMapLeg>;

function toLegMaps(
  directions: readonly Direction[],
  results: ReadonlyArray<SeatMapResult | undefined>,
): LegMaps {
  const maps: LegMaps = {};
  results.forEach((data, i) => {
    const direction = directions[i];
    if (!data || !direction) return;
    maps[`${direction}-0`] = data;
    data.list_connecting.forEach((leg, j) => {
      maps[`${direction}-${j + 1}`] = leg;
    });
  });
  return maps;
}

/** The seat map of every leg of the journey, keyed by leg key ('go-0', 'go-1', 'return-0', ...). */
export function useJourneySeatMaps(legs: readonly JourneyLeg[]) {
  const requests = seatMapRequests(legs);
  const directions = requests.map((item) => item.direction);
  return useQueries({
    queries: requests.map((item) => seatMapQuery(item.request)),
    combine: (results) => ({
      maps: toLegMaps(
        directions,
        results.map((result) => result.data),
      ),
      isPending: results.some((result) => result.isPending),
      isFetching: results.some((result) => result.isFetching),
      error: results.find((result) => result.error)?.error ?? null,
      /** Asks the server again; resolves with the fresh maps (failed ones left out). */
      refetch: async (): Promise<LegMaps> => {
        const fresh = await Promise.all(results.map((result) => result.refetch()));
        return toLegMaps(
          directions,
          fresh.map((result) => result.data),
        );
      },
    }),
  });
}
