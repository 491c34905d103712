import { formatRupiah } from '@lintas/domain/format';
import {
  checkDraftCompleteness,
  draftFieldLabels,
  isPassengerInfoComplete,
} from '@lintas/domain/reservation-draft';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { OperatorPolicies } from '../../../components/journey/operator-policies';
import { TripSummary, type SummaryLeg } from '../../../components/journey/trip-summary';
import { PageTitle } from '../../../components/seo/page-title';
import { Button } from '../../../components/ui/button';
import { GuidedTour, TourButton, type TourStep } from '../../../components/ui/guided-tour';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import {
  buildReservationDraft,
  describeLeg,
  journeyLegs,
  legSeats,
  scheduleProblem,
  seatCountProblem,
  storedLegSource,
  type JourneyLeg,
  type LegDetails,
} from '../../../lib/journey';
import { useOperatorPolicies } from '../../../lib/operator-terms';
import { passengerNamesFor, useBookingStore } from '../../../stores/booking-store';
import { toast } from '../../../stores/toast-store';
import { useViewMode } from '../../../stores/view-mode-store';
import styles from './booker-page.module.css';
import { PassengerSection } from './passenger-section';
import { useBookerFields } from './use-booker-fields';
import { keyboardResize } from '../../../lib/native-bridge';

const bookerMessages = {
  checkFields: 'Periksa kembali data yang ditandai merah.',
  incomplete: (labels: string[]) => `Data belum lengkap: ${labels.join(', ')}.`,
  chooseSeats: 'Silakan pilih kursi terlebih dahulu.',
} as const;

export interface BookerPageProps {
  /** Fresh details of each leg (from its seat map), keyed by leg key; the stored search result otherwise. */
  legDetails?: Record<string, LegDetails>;
}

/** The reservation-form tour (spec §3 guide.formReservation). */
const bookerTour: readonly TourStep[] = [
  {
    target: 'booker',
    title: 'Data pemesan',
    text: 'Isi nama, email dan nomor telepon Anda. Kode booking dan e-tiket dikirim ke sini, dan dipakai untuk membuka pesanan di Cek Pesanan.',
  },
  {
    target: 'passengers',
    title: 'Nama penumpang',
    text: 'Satu nama untuk setiap kursi, sesuai kartu identitas. Centang "Sama dengan pemesan" bila Anda ikut berangkat.',
  },
  {
    target: 'summary',
    title: 'Periksa perjalanan',
    text: 'Jadwal, titik jemput, kursi dan harga ada di ringkasan ini. Ubah kursi lewat tautan di atas.',
  },
  {
    target: 'continue',
    title: 'Lanjut ke pembayaran',
    text: 'Berikutnya Anda memilih metode pembayaran. Kursi baru ditahan setelah Anda menekan Bayar.',
  },
];

/**
 * Journey step 4: the booker (Nama Lengkap, Email, Nomor Telepon) and one passenger name
 * per seat, with the spec §5 validators (on blur and on submit, first error focused),
 * "Sama dengan pemesan" for the first passenger of go and of return, and the spec §4
 * completeness gate before the payment step. Everything typed goes straight into the
 * persisted store, so a reload loses nothing.
 */
export function BookerPage({ legDetails = {} }: BookerPageProps) {
  const navigate = useNavigate();
  const desktop = useViewMode() === 'd';
  const tour = useBookingStore((s) => s.guide.formReservation);
  const schedule = useBookingStore((s) => s.schedule);
  const seat = useBookingStore((s) => s.seat);
  const customerState = useBookingStore((s) => s.customer);
  const { customer, sameAsCustomerGo, sameAsCustomerReturn } = customerState;
  const legs = useMemo(() => journeyLegs(schedule), [schedule]);
  const policies = useOperatorPolicies(legs.map((leg) => leg.operatorCode));
  const fields = useBookerFields(
    customerState,
    seat.activeSeatGo.length,
    seat.activeSeatReturn.length,
  );
  const [formMessage, setFormMessage] = useState<string | null>(null);

  const problem =
    scheduleProblem(schedule) ??
    (seatCountProblem(legs, seat)
      ? { message: bookerMessages.chooseSeats, to: 'seats' as const }
      : null);
  const problemMessage = problem?.message;
  const problemTarget = problem?.to;
  useEffect(() => {
    if (!problemMessage) return;
    toast(problemMessage, { type: 'warning', duration: 3000 });
    const to =
      problemTarget === 'home'
        ? paths.home.getHref()
        : problemTarget === 'results'
          ? paths.results.getHref()
          : paths.seats.getHref();
    navigate(to, { replace: true });
  }, [problemMessage, problemTarget, navigate]);

  // With "Sama dengan pemesan" on, the first passenger IS the booker: keep the stored name
  // in step even when the seats changed meanwhile (a seat lost at payment clears names).
  const goSeatCount = seat.activeSeatGo.length;
  const returnSeatCount = seat.activeSeatReturn.length;
  const firstGoName = passengerNamesFor(customerState, 'go', goSeatCount)[0];
  const firstReturnName = passengerNamesFor(customerState, 'return', returnSeatCount)[0];
  useEffect(() => {
    const store = useBookingStore.getState();
    if (sameAsCustomerGo && goSeatCount > 0 && firstGoName !== customer.name)
      store.setPassengerName(0, customer.name);
    if (sameAsCustomerReturn && returnSeatCount > 0 && firstReturnName !== customer.name)
      store.setReturnPassengerName(0, customer.name);
  }, [
    sameAsCustomerGo,
    sameAsCustomerReturn,
    goSeatCount,
    returnSeatCount,
    firstGoName,
    firstReturnName,
    customer.name,
  ]);

  if (problem) return null;

  const goLegs = legs.filter((leg) => leg.direction === 'go');
  const returnLegs = legs.filter((leg) => leg.direction === 'return');
  const goSeats = seat.activeSeatGo;
  const returnSeats = seat.activeSeatReturn;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!fields.validateAll()) {
      setFormMessage(bookerMessages.checkFields);
      return;
    }
    const state = useBookingStore.getState();
    const draft = buildReservationDraft(state);
    // The payment method is chosen on the next step; everything else must be here.
    const missing = checkDraftCompleteness(draft).missing.filter(
      (field) => field !== 'payment_code',
    );
    const passengersComplete =
      isPassengerInfoComplete(state.seat.activeSeatGo, state.customer.passengers) &&
      (!state.schedule.roundTrip ||
        (draft.seat_passenger_return ?? []).every((name) => name.trim() !== ''));
    if (missing.length > 0 || !passengersComplete) {
      const labels = missing.map((field) => draftFieldLabels[field] ?? field);
      if (!passengersComplete) labels.push('Nama penumpang');
      setFormMessage(bookerMessages.incomplete(labels));
      return;
    }
    setFormMessage(null);
    navigate(paths.payment.getHref());
  }

  const details = (leg: JourneyLeg): LegDetails =>
    legDetails[leg.key] ?? describeLeg(storedLegSource(schedule, leg), leg.date);
  const summaryLegs: SummaryLeg[] = legs.map((leg) => ({
    key: leg.key,
    label: leg.label,
    details: details(leg),
    seats: legSeats(seat, leg).map((s) => s.no),
  }));
  const total = legs.reduce((sum, leg) => sum + details(leg).price * legSeats(seat, leg).length, 0);

  /** "Pergi · Rute 2 dari 2: Kursi 3" for the connecting legs of passenger `index`. */
  const otherSeats = (direction: 'go' | 'return', index: number) =>
    (direction === 'go' ? goLegs : returnLegs)
      .slice(1)
      .map((leg) => `${leg.label}: Kursi ${legSeats(seat, leg)[index]?.no ?? '-'}`)
      .join(' · ');

  const summary = (
    <TripSummary legs={summaryLegs} compact={!desktop}>
      {total > 0 ? (
        <div className={styles.totalRow}>
          <span>Harga tiket ({goSeats.length} penumpang)</span>
          <strong className={styles.totalValue}>{formatRupiah(total)}</strong>
        </div>
      ) : null}
    </TripSummary>
  );

  return (
    <div className={`${styles.page} ${desktop ? styles.desktop : styles.mobile}`}>
      <PageTitle title={paths.booker.title} />
      <div className={styles.heading}>
        <Link className={styles.back} to={paths.seats.getHref()}>
          <span aria-hidden="true">←</span> Ubah kursi
        </Link>
        <div className={styles.titleRow}>
          <h1 className={styles.h1}>Data Pemesan &amp; Penumpang</h1>
          <TourButton
            label="Panduan mengisi data pemesan"
            onStart={() =>
              useBookingStore
                .getState()
                .setGuide('formReservation', { state: true, currentStep: 0 })
            }
          />
        </div>
      </div>
      <GuidedTour
        label="Panduan mengisi data pemesan"
        steps={bookerTour}
        progress={tour}
        onChange={(progress) => useBookingStore.getState().setGuide('formReservation', progress)}
      />

      <div className={styles.layout}>
        {!desktop ? (
          <div className={styles.summaryTop} data-tour="summary">
            {summary}
          </div>
        ) : null}
        <form
          className={styles.form}
          onSubmit={submit}
          noValidate
          aria-label="Data pemesan dan penumpang"
          // Inside the apps the host resizes the page for the keyboard while a field is typed in.
          onFocus={() => keyboardResize(true)}
          onBlur={() => keyboardResize(false)}
        >
          <section className={styles.card} aria-labelledby="booker-title" data-tour="booker">
            <h2 id="booker-title" className={styles.cardTitle}>
              Data Pemesan
            </h2>
            <p className={styles.cardHint}>
              Email atau nomor telepon ini dipakai untuk membuka pesanan lewat menu Cek Pesanan.
            </p>
            <TextField
              label="Nama Lengkap"
              autoComplete="name"
              required
              maxLength={64}
              {...fields.propsFor('booker-name')}
            />
            <TextField
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="nama@email.com"
              required
              maxLength={254}
              {...fields.propsFor('booker-email')}
            />
            <TextField
              label="Nomor Telepon"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="08xxxxxxxxxx"
              hint="9 sampai 15 digit angka"
              required
              {...fields.propsFor('booker-phone')}
            />
          </section>

          <PassengerSection
            direction="go"
            seats={goSeats}
            same={sameAsCustomerGo}
            roundTrip={returnLegs.length > 0}
            otherSeats={(index) => otherSeats('go', index)}
            fields={fields}
          />
          {returnLegs.length > 0 ? (
            <PassengerSection
              direction="return"
              seats={returnSeats}
              same={sameAsCustomerReturn}
              roundTrip
              otherSeats={(index) => otherSeats('return', index)}
              fields={fields}
            />
          ) : null}

          <OperatorPolicies state={policies} />

          <div className={styles.submitArea} data-tour="continue">
            {formMessage ? (
              <p className={styles.formMessage} role="alert">
                {formMessage}
              </p>
            ) : null}
            <Button type="submit" block>
              Lanjutkan ke Pembayaran
            </Button>
          </div>
        </form>
        {desktop ? (
          <aside className={styles.aside} aria-label="Ringkasan pesanan" data-tour="summary">
            {summary}
          </aside>
        ) : null}
      </div>
    </div>
  );
}
