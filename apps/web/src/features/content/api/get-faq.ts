import type { FaqDetail } from '@lintas/domain/content-schemas';
import { useQuery } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';

/** GET travel/detail-faq (faq_id): one question with its answer and related questions. */
export function useFaq(id: number) {
  return useQuery({
    queryKey: ['detail-faq', id],
    queryFn: ({ signal }) =>
      fetchResults<FaqDetail>({ path: 'travel/detail-faq', params: { faq_id: id }, signal }),
    retry: false,
  });
}
