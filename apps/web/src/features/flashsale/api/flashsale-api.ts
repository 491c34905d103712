import type {
  FlashSaleCardDetail,
  FlashSaleCardsResult,
  FlashSaleHome,
  FlashSalePurchaseDetail,
  FlashSalePurchaseResult,
  FlashSalePurchasesResult,
  FlashSaleSessionsResult,
  QuizAnswerResult,
  QuizQuestion,
} from '@lintas/domain/flashsale-schemas';
import type { PaymentMethodsResult } from '@lintas/domain/pricing-schemas';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';
import { saveGuestToken } from '../../../lib/guest-tokens';

/** What a person types at checkout (spec §3 flash sale: personal{name,email,phonenumber}). */
export interface FlashSaleBuyer {
  pemesan_nama: string;
  pemesan_email: string;
  pemesan_telp: string;
  jenis_pembayaran_kode: string;
}

/** GET flashsale/beranda: the home banner and the dates that have sessions. */
export function useFlashSaleHome() {
  return useQuery({
    queryKey: ['flashsale', 'beranda'],
    queryFn: ({ signal }) => fetchResults<FlashSaleHome>({ path: 'flashsale/beranda', signal }),
  });
}

/** GET flashsale/list-sesi (tanggal). */
export function useFlashSaleSessions(tanggal: string | null) {
  return useQuery({
    queryKey: ['flashsale', 'list-sesi', tanggal],
    enabled: tanggal !== null,
    queryFn: ({ signal }) =>
      fetchResults<FlashSaleSessionsResult>({
        path: 'flashsale/list-sesi',
        params: { tanggal: tanggal ?? '' },
        signal,
      }),
  });
}

/** GET flashsale/list-card (sesi_sub_id); refreshed every 20 s so sold counts move. */
export function useFlashSaleCards(sessionId: number | null) {
  return useQuery({
    queryKey: ['flashsale', 'list-card', sessionId],
    enabled: sessionId !== null,
    placeholderData: keepPreviousData,
    refetchInterval: 20_000,
    queryFn: ({ signal }) =>
      fetchResults<FlashSaleCardsResult>({
        path: 'flashsale/list-card',
        params: { sesi_sub_id: sessionId ?? 0 },
        signal,
      }),
  });
}

/** GET flashsale/detail-card (card_id). */
export function useFlashSaleCard(cardId: number) {
  return useQuery({
    queryKey: ['flashsale', 'detail-card', cardId],
    queryFn: ({ signal }) =>
      fetchResults<FlashSaleCardDetail>({
        path: 'flashsale/detail-card',
        params: { card_id: cardId },
        signal,
      }),
  });
}

/** GET flashsale/soal-card (card_id): asked when the person starts the quiz. */
export function useQuizQuestion() {
  return useMutation({
    mutationFn: (cardId: number) =>
      fetchResults<QuizQuestion>({ path: 'flashsale/soal-card', params: { card_id: cardId } }),
  });
}

/** GET flashsale/cek-soal-card (card_id, jawaban). */
export function useQuizAnswer() {
  return useMutation({
    mutationFn: ({ cardId, jawaban }: { cardId: number; jawaban: string }) =>
      fetchResults<QuizAnswerResult>({
        path: 'flashsale/cek-soal-card',
        params: { card_id: cardId, jawaban },
      }),
  });
}

/** GET flashsale/list-jenis-pembayaran (card_id, key_auth). */
export function useFlashSaleMethods(cardId: number, keyAuth: string | null) {
  return useQuery({
    queryKey: ['flashsale', 'list-jenis-pembayaran', cardId, keyAuth],
    enabled: keyAuth !== null,
    queryFn: ({ signal }) =>
      fetchResults<PaymentMethodsResult>({
        path: 'flashsale/list-jenis-pembayaran',
        params: { card_id: cardId, key_auth: keyAuth ?? '' },
        signal,
      }),
  });
}

/**
 * POST flashsale/transaksi. Never retried by itself: the key_auth is spent by the first
 * answer, so a second try would be refused. The guest token is kept before moving on.
 */
export function useBuyFlashSale() {
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: FlashSaleBuyer & { card_id: number; key_auth: string }) =>
      fetchResults<FlashSalePurchaseResult>({
        method: 'POST',
        path: 'flashsale/transaksi',
        data: body,
      }),
    onSuccess: (result) => saveGuestToken(result.transaksi_kode, result.guest_token),
  });
}

/** GET flashsale/list-transaksi (page; bearer): the signed-in customer's purchases. */
export function useMyFlashSalePurchases(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['flashsale', 'list-transaksi'],
    enabled,
    queryFn: ({ pageParam, signal }) =>
      fetchResults<FlashSalePurchasesResult>({
        path: 'flashsale/list-transaksi',
        params: { page: pageParam },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.total_page ? last.page + 1 : undefined),
  });
}

/** GET flashsale/detail-transaksi (transaksi_kode): with this browser's guest token. */
export function useFlashSalePurchase(code: string) {
  return useQuery({
    queryKey: ['flashsale', 'detail-transaksi', code],
    queryFn: ({ signal }) =>
      fetchResults<FlashSalePurchaseDetail>({
        path: 'flashsale/detail-transaksi',
        params: { transaksi_kode: code },
        guestReservationCode: code,
        signal,
      }),
    // Waiting for the payment: ask again now and then (the webhook settles it).
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 10_000 : false),
  });
}
