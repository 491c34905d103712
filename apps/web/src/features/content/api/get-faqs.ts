import type { FaqCategoryGroup, FaqItem } from '@lintas/domain/content-schemas';
import { useQuery } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';

/** GET travel/list-faq (cari): the questions by category, filtered by the words typed. */
export function useFaqs(words: string) {
  return useQuery({
    queryKey: ['list-faq', words],
    queryFn: ({ signal }) =>
      fetchResults<FaqCategoryGroup[]>({
        path: 'travel/list-faq',
        params: words ? { cari: words } : {},
        signal,
      }),
    placeholderData: (previous) => previous,
  });
}

/** GET travel/rekomendasi-faq: the questions people ask most. */
export function useRecommendedFaqs() {
  return useQuery({
    queryKey: ['rekomendasi-faq'],
    queryFn: ({ signal }) => fetchResults<FaqItem[]>({ path: 'travel/rekomendasi-faq', signal }),
  });
}
