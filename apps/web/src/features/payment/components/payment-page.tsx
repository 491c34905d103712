import { formatRupiah } from '@lintas/domain/format';
import type { PaymentMethodItem } from '@lintas/domain/pricing-schemas';
import {
  checkDraftCompleteness,
  draftFieldLabels,
  isCustomerFilled,
  isPassengerInfoComplete,
} from '@lintas/domain/reservation-draft';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { TripSummary, type SummaryLeg } from '../../../components/journey/trip-summary';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PriceLines } from '../../../components/ui/price-lines';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { describeLeg, journeyLegs, legSeats, storedLegSource } from '../../../lib/journey';
import { passengerNamesFor, useBookingStore } from '../../../stores/booking-store';
import { useIsMobileView } from '../../../stores/view-mode-store';
import { withLoading } from '../../../stores/loading-store';
import { priceCheckBody, usePriceQuote } from '../api/check-price';
import { useCreateReservation } from '../api/create-reservation';
import { usePaymentMethods } from '../api/get-payment-methods';
import { useDebounced } from '../hooks/use-debounced';
import { useVoucherEntry } from '../hooks/use-voucher-entry';
import { buildDraft, buildTripSelection } from '../lib/trip-selection';
import { AssuranceToggle, DonationField, type DonationValue } from './extras';
import { PaymentMethods } from './payment-methods';
import { AgreementLine, type TermsOperator, type TermsTopic, TermsSheet } from './terms';
import { VoucherSection } from './voucher-section';
import styles from './payment.module.css';
import {
  checkoutRefusal,
  isVoucherRefusal,
  type PayError,
  type PriceChanged,
} from '../lib/checkout-outcome';

/** Step 5 of the journey: choose how to pay, vouchers and extras, see the server's price, reserve. */
export function PaymentPage() {
  const navigate = useNavigate();
  const mobile = useIsMobileView();
  const state = useBookingStore();
  const { updateReservation } = state;
  const selectedGo = state.schedule.selectedGo;
  const customer = state.customer.customer;
  const passengers = passengerNamesFor(state.customer, 'go', state.seat.activeSeatGo.length).filter(
    Boolean,
  );
  const bookerReady =
    isCustomerFilled(customer) &&
    customer.email.trim() !== '' &&
    customer.phonenumber.trim() !== '' &&
    isPassengerInfoComplete(state.seat.activeSeatGo, state.customer.passengers);

  // The trip fields change only when the journey does; choices re-quote on their own.
  const selection = useMemo(
    () => buildTripSelection(useBookingStore.getState()),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read from the store when these change
    [state.schedule, state.seat, state.formOriginDestination.isRoundtrip],
  );

  useEffect(() => {
    if (!selectedGo) return;
    if (state.seat.activeSeatGo.length === 0) navigate(paths.seats.getHref(), { replace: true });
    else if (!bookerReady) navigate(paths.booker.getHref(), { replace: true });
  }, [selectedGo, bookerReady, state.seat.activeSeatGo.length, navigate]);

  const reservation = state.reservation;
  const paymentCode = reservation.payment?.code ?? null;
  const voucherCode = reservation.voucher?.code ?? null;
  const donationAmount = useDebounced(
    reservation.donation.donate ? reservation.donation.amount : 0,
    400,
  );

  const body = useMemo(
    () =>
      selection
        ? priceCheckBody(selection, {
            paymentCode,
            voucherCode,
            assurance: reservation.isRefundable,
            donation: donationAmount,
          })
        : null,
    [selection, paymentCode, voucherCode, reservation.isRefundable, donationAmount],
  );
  const quote = usePriceQuote(body);
  // The assurance price is shown before it is chosen: ask once for the trip with assurance on.
  const assuranceQuote = usePriceQuote(
    selection
      ? priceCheckBody(selection, {
          paymentCode: null,
          voucherCode: null,
          assurance: true,
          donation: 0,
        })
      : null,
  );
  const assurancePrice = assuranceQuote.data?.biaya_asuransi ?? null;

  const subtotal = quote.data ? quote.data.total_harga - quote.data.admin_fee : undefined;
  const methods = usePaymentMethods({ amount: subtotal, voucherCode }, subtotal !== undefined);

  const [payError, setPayError] = useState<PayError | null>(null);
  const [priceChanged, setPriceChanged] = useState<PriceChanged | null>(null);
  const [termsTopic, setTermsTopic] = useState<TermsTopic | null>(null);
  const reserve = useCreateReservation();
  const paying = reserve.isPending;
  const methodsRef = useRef<HTMLElement>(null);

  // Keep the store's payment state in step with the server's answer.
  useEffect(() => {
    const data = quote.data;
    if (!data) return;
    updateReservation({
      totalPrice: data.total_harga,
      priceLines: data.rincian_harga,
      priceFeeAssurance: data.biaya_asuransi,
      ...(data.voucher && reservation.voucher
        ? { voucher: { ...reservation.voucher, price: data.voucher.diskon } }
        : {}),
    });
  }, [quote.data]); // eslint-disable-line react-hooks/exhaustive-deps

  const { voucherStatus, applyVoucher, removeVoucher } = useVoucherEntry({
    quote,
    selection,
    email: customer.email,
    phone: customer.phonenumber,
    paymentCode,
  });

  if (!selectedGo) {
    return (
      <EmptyState
        title="Belum ada perjalanan yang dipilih"
        description="Cari jadwal dan pilih kursi terlebih dahulu, lalu lanjutkan ke pembayaran."
        action={<Link to={paths.home.getHref()}>Cari Jadwal</Link>}
      />
    );
  }
  if (!bookerReady) return <SkeletonCard label="Membuka data pemesan…" />;
  if (!selection) {
    return (
      <EmptyState
        title="Kursi belum lengkap"
        description="Pilih kursi untuk setiap perjalanan sebelum membayar."
        action={<Link to={paths.seats.getHref()}>Pilih Kursi</Link>}
      />
    );
  }

  const selectMethod = (method: PaymentMethodItem) => {
    setPayError(null);
    updateReservation({
      payment: {
        code: method.jenis_pembayaran_kode,
        name: method.nama,
        fee: method.nilai_admin_fee,
        typeFee: method.tipe_admin_fee.toLowerCase(),
      },
    });
  };

  const setDonation = (donation: DonationValue) => updateReservation({ donation });

  const pay = async (confirmedTotal?: number) => {
    setPayError(null);
    const current = useBookingStore.getState();
    const completeness = checkDraftCompleteness(buildDraft(current));
    if (!completeness.complete) {
      const missing = completeness.missing;
      if (missing.length === 1 && missing[0] === 'payment_code') {
        setPayError({ message: 'Pilih metode pembayaran terlebih dahulu.', action: 'methods' });
        methodsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        methodsRef.current
          ?.querySelector<HTMLInputElement>('input[type=radio]:not(:disabled)')
          ?.focus();
        return;
      }
      const labels = missing.map((field) => draftFieldLabels[field] ?? field).join(', ');
      setPayError({ message: `Data pesanan belum lengkap: ${labels}.`, action: 'booker' });
      return;
    }
    const withNames = buildTripSelection(current, true);
    const latest = quote.data;
    if (!withNames || !latest || !current.reservation.payment) return;
    const donation = current.reservation.donation;
    try {
      const result = await withLoading(
        reserve.checkout({
          ...priceCheckBody(withNames, {
            paymentCode: current.reservation.payment.code,
            voucherCode: current.reservation.voucher?.code ?? null,
            assurance: current.reservation.isRefundable,
            donation: donation.donate ? donation.amount : 0,
          }),
          jenis_pembayaran_kode: current.reservation.payment.code,
          pemesan_nama: current.customer.customer.name.trim(),
          pemesan_email: current.customer.customer.email.trim(),
          pemesan_telp: current.customer.customer.phonenumber.trim(),
          total_bayar: confirmedTotal ?? latest.total_harga,
          komentar_donasi:
            donation.donate && donation.description.trim() ? donation.description.trim() : null,
          url_referer: document.referrer || null,
        }),
      );
      const store = useBookingStore.getState();
      store.updateReservation({
        reservationCode: result.reservasi_kode,
        expiredTime: result.expired_time,
        totalPrice: result.total,
        priceLines: result.rincian,
      });
      store.finishJourney();
      setPriceChanged(null);
      navigate(paths.reservation.getHref(result.reservasi_kode), { replace: true });
    } catch (error) {
      setPriceChanged(null);
      const refusal = checkoutRefusal(error);
      if (refusal.kind === 'seat-taken') {
        navigate(paths.seats.getHref(), { state: refusal.seatState });
        return;
      }
      if (refusal.kind === 'price-changed') {
        setPriceChanged(refusal.priceChanged);
        void quote.refetch();
        return;
      }
      setPayError(refusal.payError);
    }
  };

  const legs = journeyLegs(state.schedule);
  // Every operator of the journey (go, return, connecting), once: their terms apply.
  const operators: TermsOperator[] = [];
  for (const leg of legs) {
    if (operators.some((operator) => operator.code === leg.operatorCode)) continue;
    const name = describeLeg(storedLegSource(state.schedule, leg), leg.date).operatorName;
    operators.push({ code: leg.operatorCode, name: name || leg.operatorCode });
  }
  const summaryLegs: SummaryLeg[] = legs.map((leg) => ({
    key: leg.key,
    label: leg.label,
    details: describeLeg(storedLegSource(state.schedule, leg), leg.date),
    seats: legSeats(state.seat, leg).map((seat) => seat.no),
  }));
  const total = quote.data?.total_harga;
  const quoteError =
    quote.error && !isVoucherRefusal(quote.error) ? errorMessage(quote.error) : null;

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <TripSummary legs={summaryLegs} title="Perjalanan Anda">
          <p className={styles.tripMeta}>
            {passengers.length} penumpang: {passengers.join(', ')}
          </p>
        </TripSummary>

        <section ref={methodsRef} className={styles.card} aria-labelledby="methods-heading">
          <h2 id="methods-heading" className={styles.cardTitle}>
            Metode Pembayaran
          </h2>
          <PaymentMethods
            data={methods.data}
            isLoading={methods.isLoading || (subtotal === undefined && quote.isLoading)}
            error={methods.error ? errorMessage(methods.error) : null}
            selected={paymentCode}
            onSelect={selectMethod}
            onRetry={() => void methods.refetch()}
          />
        </section>

        <section className={styles.card} aria-labelledby="voucher-heading">
          <h2 id="voucher-heading" className={styles.cardTitle}>
            Voucher
          </h2>
          <VoucherSection
            status={voucherStatus}
            onApply={(code) => void applyVoucher(code)}
            onRemove={removeVoucher}
            email={customer.email}
            phone={customer.phonenumber}
            order={
              quote.data
                ? {
                    fareTotal: quote.data.harga_tiket,
                    operatorCodes: operators.map((operator) => operator.code),
                    paymentCode,
                  }
                : undefined
            }
            disabled={!quote.data}
          />
        </section>

        <section className={styles.card} aria-labelledby="extras-heading">
          <h2 id="extras-heading" className={styles.cardTitle}>
            Perlindungan &amp; Donasi
          </h2>
          <div className={styles.extras}>
            <AssuranceToggle
              checked={reservation.isRefundable}
              price={assurancePrice}
              onChange={(isRefundable) => updateReservation({ isRefundable })}
              onShowTerms={() => setTermsTopic({ kind: 'assurance' })}
            />
            <DonationField value={reservation.donation} onChange={setDonation} />
          </div>
        </section>
      </div>

      <aside className={styles.aside} aria-labelledby="summary-heading" id="ringkasan-bayar">
        <section className={`${styles.card} ${styles.summary}`}>
          <h2 id="summary-heading" className={styles.cardTitle}>
            Rincian Harga
          </h2>
          <div
            aria-live="polite"
            aria-busy={quote.isFetching}
            className={quote.isFetching ? styles.updating : undefined}
          >
            {quote.data ? (
              <PriceLines lines={quote.data.rincian_harga} />
            ) : quote.isLoading ? (
              <SkeletonCard lines={4} label="Menghitung harga…" />
            ) : null}
          </div>
          {quoteError ? (
            <div className={styles.inlineError} role="alert">
              <p>{quoteError}</p>
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => void quote.refetch()}
              >
                Hitung ulang harga
              </button>
            </div>
          ) : null}
          {!paymentCode && quote.data ? (
            <p className={styles.note}>
              Biaya admin dihitung setelah Anda memilih metode pembayaran.
            </p>
          ) : null}
          {payError ? (
            <div className={styles.inlineError} role="alert">
              <p>{payError.message}</p>
              {payError.action === 'booker' ? (
                <Link to={paths.booker.getHref()}>Periksa data pemesan</Link>
              ) : null}
              {payError.action === 'search' ? (
                <Link to={paths.home.getHref()}>Cari jadwal lain</Link>
              ) : null}
              {payError.action === 'voucher' ? (
                <button type="button" className={styles.linkButton} onClick={removeVoucher}>
                  Lanjut tanpa voucher
                </button>
              ) : null}
            </div>
          ) : null}
          <AgreementLine
            operators={operators}
            assurance={reservation.isRefundable}
            onOpen={setTermsTopic}
          />
          <Button
            block
            onClick={() => void pay()}
            loading={paying}
            loadingText="Memproses…"
            disabled={!quote.data || quote.isFetching || Boolean(quoteError)}
          >
            {total !== undefined && paymentCode
              ? `Bayar Sekarang · ${formatRupiah(total)}`
              : 'Bayar Sekarang'}
          </Button>
          <p className={styles.secure}>
            Kursi ditahan setelah Anda menekan Bayar Sekarang. Selesaikan pembayaran sebelum batas
            waktu.
          </p>
        </section>
      </aside>

      {mobile && total !== undefined ? (
        <div className={styles.bottomBar}>
          <div>
            <p className={styles.bottomLabel}>Total pembayaran</p>
            <p className={styles.bottomTotal}>{formatRupiah(total)}</p>
          </div>
          <a className={styles.bottomLink} href="#ringkasan-bayar">
            Rincian &amp; Bayar
          </a>
        </div>
      ) : null}

      <TermsSheet topic={termsTopic} onClose={() => setTermsTopic(null)} />

      <ConfirmDialog
        open={priceChanged !== null}
        title="Harga telah berubah"
        confirmText={priceChanged ? `Bayar ${formatRupiah(priceChanged.total)}` : 'Lanjutkan'}
        cancelText="Periksa Lagi"
        busy={paying}
        onCancel={() => setPriceChanged(null)}
        onConfirm={() => priceChanged && void pay(priceChanged.total)}
      >
        {priceChanged ? (
          <>
            <p>{priceChanged.message}</p>
            <PriceLines lines={priceChanged.lines} caption="Rincian harga terbaru" />
          </>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
