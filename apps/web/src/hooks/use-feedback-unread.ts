import type { FeedbackUnreadResult } from '@lintas/domain/feedback-schemas';
import { useQuery } from '@tanstack/react-query';
import { fetchResults } from '../lib/api-client';
import { isLoggedIn } from '../lib/session';

/** Query key of the unread reply count: the feedback page invalidates it after reading. */
export const feedbackUnreadKey = ['feedback-unread'] as const;

/**
 * The root state's totalReplyFeedback (GET travel/feedback-unread, bearer): staff replies
 * the customer has not opened. Shared by the account menu's badge and the feedback page;
 * not asked for a guest.
 */
export function useFeedbackUnread() {
  return useQuery({
    queryKey: feedbackUnreadKey,
    queryFn: ({ signal }) =>
      fetchResults<FeedbackUnreadResult>({ path: 'travel/feedback-unread', signal }),
    enabled: isLoggedIn(),
    staleTime: 60_000,
    select: (result) => result.total_reply_feedback,
  });
}
