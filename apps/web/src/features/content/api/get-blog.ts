import type { BlogDetail } from '@lintas/domain/content-schemas';
import { useQuery } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';

/** GET travel/detail-blog (kode): one article with its body and related articles. */
export function useBlog(code: string) {
  return useQuery({
    queryKey: ['detail-blog', code],
    queryFn: ({ signal }) =>
      fetchResults<BlogDetail>({ path: 'travel/detail-blog', params: { kode: code }, signal }),
    retry: false,
  });
}
