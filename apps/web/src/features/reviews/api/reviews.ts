import type {
  ReviewRateBody,
  ReviewRateResult,
  ReviewTagsResult,
} from '@lintas/domain/review-schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';

/** GET travel/review-tags: the tags a star rating offers (asked only once a rating is chosen). */
export function useReviewTags(rating: number) {
  return useQuery({
    queryKey: ['review-tags', rating],
    queryFn: ({ signal }) =>
      fetchResults<ReviewTagsResult>({ path: 'travel/review-tags', params: { rating }, signal }),
    enabled: rating > 0,
    staleTime: 30 * 60_000,
  });
}

/** POST travel/reservasi-review-rate (bearer): one review of a paid, travelled reservation. */
export function useRateReservation() {
  return useMutation({
    mutationFn: (body: ReviewRateBody) =>
      fetchResults<ReviewRateResult>({
        method: 'POST',
        path: 'travel/reservasi-review-rate',
        data: body,
      }),
  });
}
