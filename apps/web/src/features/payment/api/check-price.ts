import type { PriceCheckInput, PriceQuoteResult } from '@lintas/domain/pricing-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';
import type { TripSelectionBody } from '../lib/trip-selection';

export interface PriceChoices {
  paymentCode: string | null;
  voucherCode: string | null;
  assurance: boolean;
  donation: number;
}

/** The cek-harga body: the trip fields plus what changes the price (points are never used). */
export function priceCheckBody(
  selection: TripSelectionBody,
  choices: PriceChoices,
): PriceCheckInput {
  return {
    ...selection,
    jenis_pembayaran_kode: choices.paymentCode,
    voucher_kode: choices.voucherCode,
    flag_asuransi: choices.assurance ? 1 : 0,
    donasi: choices.donation,
    flag_point: 0,
  };
}

/** POST travel/cek-harga: the server's price for the trip and the choices, as lines. */
const checkPrice = (body: PriceCheckInput, signal?: AbortSignal) =>
  fetchResults<PriceQuoteResult>({ method: 'POST', path: 'travel/cek-harga', data: body, signal });

const priceQuery = (body: PriceCheckInput | null) =>
  queryOptions({
    queryKey: ['cek-harga', body],
    queryFn: ({ signal }) => checkPrice(body as PriceCheckInput, signal),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });

export const usePriceQuote = (body: PriceCheckInput | null) => useQuery(priceQuery(body));
