import type { Banner } from '@lintas/domain/content-schemas';
import { useQuery } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';

/** GET travel/list-banner: the home carousel's banners showing now. */
export function useBanners() {
  return useQuery({
    queryKey: ['list-banner'],
    queryFn: ({ signal }) => fetchResults<Banner[]>({ path: 'travel/list-banner', signal }),
    staleTime: 60_000,
  });
}
