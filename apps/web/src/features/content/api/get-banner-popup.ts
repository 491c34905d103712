import type { BannerPopupResult } from '@lintas/domain/content-schemas';
import { useQuery } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';

/** GET travel/banner-popup (ads_kode optional): the popup for this visitor, or null. */
export function useBannerPopup(adsCode: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['banner-popup', adsCode],
    queryFn: ({ signal }) =>
      fetchResults<BannerPopupResult>({
        path: 'travel/banner-popup',
        params: adsCode ? { ads_kode: adsCode } : {},
        signal,
      }),
    enabled,
    // A failed popup is simply not shown: no retries for something nobody asked for.
    retry: false,
  });
}
