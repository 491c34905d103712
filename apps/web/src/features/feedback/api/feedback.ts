import type {
  FeedbackCategory,
  FeedbackDetail,
  FeedbackHistoryResult,
  SendFeedbackBody,
} from '@lintas/domain/feedback-schemas';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { feedbackUnreadKey } from '../../../hooks/use-feedback-unread';
import { fetchResults } from '../../../lib/api-client';

const historyKey = ['feedback-riwayat'] as const;

/** GET travel/feedback-kategori: the categories of the send form. */
export function useFeedbackCategories() {
  return useQuery({
    queryKey: ['feedback-kategori'],
    queryFn: ({ signal }) =>
      fetchResults<FeedbackCategory[]>({ path: 'travel/feedback-kategori', signal }),
    staleTime: 30 * 60_000,
  });
}

/** GET travel/feedback-riwayat (bearer): the customer's threads, newest first, 10 per page. */
export function useFeedbackHistory() {
  return useInfiniteQuery({
    queryKey: historyKey,
    queryFn: ({ pageParam, signal }) =>
      fetchResults<FeedbackHistoryResult>({
        path: 'travel/feedback-riwayat',
        params: { page: pageParam },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.total_page ? last.page + 1 : undefined),
  });
}

/**
 * GET travel/feedback-detail with flag_read=1 (bearer): opening a thread marks its staff
 * replies read, so the history's badges and the unread total are asked again after it.
 */
export function useFeedbackThread(feedbackId: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['feedback-detail', feedbackId],
    queryFn: async ({ signal }) => {
      const detail = await fetchResults<FeedbackDetail>({
        path: 'travel/feedback-detail',
        params: { feedback_id: feedbackId, flag_read: 1 },
        signal,
      });
      void queryClient.invalidateQueries({ queryKey: historyKey });
      void queryClient.invalidateQueries({ queryKey: feedbackUnreadKey });
      return detail;
    },
  });
}

/** POST travel/feedback (bearer): sends new feedback; the history shows it at the top. */
export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendFeedbackBody) =>
      fetchResults<FeedbackDetail>({ method: 'POST', path: 'travel/feedback', data: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: historyKey }),
  });
}
