import type {
  SouvenirBanner,
  SouvenirCartMessage,
  SouvenirListResult,
  SouvenirProduct,
  SouvenirProductDetail,
  SouvenirProductMessage,
} from '@lintas/domain/souvenir-schemas';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';

/** Products a page of the catalogue asks for (the call's own default is 1, spec §9). */
const SOUVENIRS_PER_PAGE = 8;

/** GET travel/banner-oleh-oleh: the catalogue's banners. */
export function useSouvenirBanners() {
  return useQuery({
    queryKey: ['banner-oleh-oleh'],
    queryFn: ({ signal }) =>
      fetchResults<SouvenirBanner[]>({ path: 'travel/banner-oleh-oleh', signal }),
  });
}

/** GET travel/list-produk-oleh-oleh (kategori_id, page, per_page, search), a page at a time. */
export function useSouvenirList(filter: { categoryId: number | null; search: string }) {
  return useInfiniteQuery({
    queryKey: ['list-produk-oleh-oleh', filter.categoryId, filter.search],
    queryFn: ({ pageParam, signal }) =>
      fetchResults<SouvenirListResult>({
        path: 'travel/list-produk-oleh-oleh',
        params: {
          page: pageParam,
          per_page: SOUVENIRS_PER_PAGE,
          ...(filter.categoryId === null ? {} : { kategori_id: filter.categoryId }),
          ...(filter.search ? { search: filter.search } : {}),
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.total_page ? last.page + 1 : undefined),
    // Another category or search keeps the chips and the old cards (dimmed) until it answers.
    placeholderData: keepPreviousData,
  });
}

/** GET travel/detail-produk-oleh-oleh (produk_id). */
export function useSouvenirProduct(id: number) {
  return useQuery({
    queryKey: ['detail-produk-oleh-oleh', id],
    queryFn: ({ signal }) =>
      fetchResults<SouvenirProductDetail>({
        path: 'travel/detail-produk-oleh-oleh',
        params: { produk_id: id },
        signal,
      }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/** GET travel/rekomendasi-produk-oleh-oleh, beside a product when one is given. */
export function useSouvenirRecommendation(id?: number) {
  return useQuery({
    queryKey: ['rekomendasi-produk-oleh-oleh', id ?? null],
    queryFn: ({ signal }) =>
      fetchResults<SouvenirProduct[]>({
        path: 'travel/rekomendasi-produk-oleh-oleh',
        params: id === undefined ? {} : { produk_id: id },
        signal,
      }),
  });
}

/** GET travel/message-souvenir (productIds): the cart's order as a WhatsApp message. */
export function fetchCartMessage(productIds: number[]) {
  return fetchResults<SouvenirCartMessage>({
    path: 'travel/message-souvenir',
    params: { productIds: productIds.join(',') },
  });
}

/** GET travel/format-pesan-oleh-oleh (produk_id): a question about one product. */
export function fetchProductMessage(id: number) {
  return fetchResults<SouvenirProductMessage>({
    path: 'travel/format-pesan-oleh-oleh',
    params: { produk_id: id },
  });
}
