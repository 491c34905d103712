import type { BlogListResult } from '@lintas/domain/content-schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';

/** GET travel/list-blog-home-v2 (blog_group_kode, page): newest first, a page at a time. */
export function useBlogs(groupCode: string | null) {
  return useInfiniteQuery({
    queryKey: ['list-blog-home-v2', groupCode],
    queryFn: ({ pageParam, signal }) =>
      fetchResults<BlogListResult>({
        path: 'travel/list-blog-home-v2',
        params: { page: pageParam, ...(groupCode ? { blog_group_kode: groupCode } : {}) },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.total_page ? last.page + 1 : undefined),
  });
}
