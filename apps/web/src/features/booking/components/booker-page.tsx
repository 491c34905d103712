import { formatRupiah } from '@lintas/domain/format';
import {
  checkDraftCompleteness,
  draftFieldLabels,
  isPassengerInfoComplete,
} from '@lintas/domain/reservation-draft';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
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
import { cleanTyping, validateFieldValue, type FieldKind } from './booker-form-rules';
import styles from './booker-page.module.css';
import { keyboardResize } from '../../../lib/native-bridge';

const bookerMessages = {
  checkFields: 'Periksa kembali data yang ditandai merah.',
  incomplete: (labels: string[]) => `Data belum lengkap: ${labels.join(', ')}.`,
  chooseSeats: 'Silakan pilih kursi terlebih dahulu.',
} as const;

type FieldId = string;

interface FieldSpec {
  id: FieldId;
  kind: FieldKind;
  value: string;
}

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
  const [errors, setErrors] = useState<Record<FieldId, string | null>>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const fieldRefs = useRef(new Map<FieldId, HTMLInputElement>());

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

  const actions = useBookingStore.getState();
  const goLegs = legs.filter((leg) => leg.direction === 'go');
  const returnLegs = legs.filter((leg) => leg.direction === 'return');
  const goSeats = seat.activeSeatGo;
  const returnSeats = seat.activeSeatReturn;
  const goNames = passengerNamesFor(customerState, 'go', goSeats.length);
  const returnNames = passengerNamesFor(customerState, 'return', returnSeats.length);

  const fields: FieldSpec[] = [
    { id: 'booker-name', kind: 'name', value: customer.name },
    { id: 'booker-email', kind: 'email', value: customer.email },
    { id: 'booker-phone', kind: 'phonenumber', value: customer.phonenumber },
    ...goNames.map((value, i): FieldSpec => ({
      id: `passenger-go-${i}`,
      kind: 'passenger',
      value,
    })),
    ...returnNames.map((value, i): FieldSpec => ({
      id: `passenger-return-${i}`,
      kind: 'passenger',
      value,
    })),
  ];

  function setError(id: FieldId, message: string | null) {
    setErrors((current) => (current[id] === message ? current : { ...current, [id]: message }));
  }

  /** Stores a value; with `sameAsBooker` flags on, the booker's name flows to the first passengers. */
  function store(id: FieldId, value: string) {
    if (id === 'booker-name') {
      actions.setCustomer({ name: value });
      if (sameAsCustomerGo && goSeats.length > 0) actions.setPassengerName(0, value);
      if (sameAsCustomerReturn && returnSeats.length > 0) actions.setReturnPassengerName(0, value);
    } else if (id === 'booker-email') actions.setCustomer({ email: value });
    else if (id === 'booker-phone') actions.setCustomer({ phonenumber: value });
    else if (id.startsWith('passenger-go-'))
      actions.setPassengerName(Number(id.slice('passenger-go-'.length)), value);
    else if (id.startsWith('passenger-return-'))
      actions.setReturnPassengerName(Number(id.slice('passenger-return-'.length)), value);
  }

  function onType(field: FieldSpec, raw: string) {
    const typed = cleanTyping(field.kind, raw);
    store(field.id, typed.value);
    if (typed.removedBecause) setError(field.id, typed.removedBecause);
    // Once a field shows an error, it clears as soon as the value is right.
    else if (errors[field.id]) setError(field.id, validateFieldValue(field.kind, typed.value));
  }

  function onBlur(field: FieldSpec) {
    if (field.kind === 'email' && field.value !== field.value.trim())
      store(field.id, field.value.trim());
    setError(field.id, validateFieldValue(field.kind, field.value));
    if (field.id === 'booker-name') {
      if (sameAsCustomerGo && errors['passenger-go-0'])
        setError('passenger-go-0', validateFieldValue('passenger', field.value));
      if (sameAsCustomerReturn && errors['passenger-return-0'])
        setError('passenger-return-0', validateFieldValue('passenger', field.value));
    }
  }

  function toggleSameAsBooker(direction: 'go' | 'return', on: boolean) {
    if (direction === 'go') {
      actions.updateCustomerState({ sameAsCustomerGo: on });
      if (on) actions.setPassengerName(0, customer.name);
    } else {
      actions.updateCustomerState({ sameAsCustomerReturn: on });
      if (on) actions.setReturnPassengerName(0, customer.name);
    }
    const id = `passenger-${direction}-0`;
    if (on) setError(id, customer.name ? validateFieldValue('passenger', customer.name) : null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: Record<FieldId, string | null> = {};
    for (const field of fields) next[field.id] = validateFieldValue(field.kind, field.value);
    setErrors(next);
    const firstInvalid = fields.find((field) => next[field.id]);
    if (firstInvalid) {
      setFormMessage(bookerMessages.checkFields);
      fieldRefs.current.get(firstInvalid.id)?.focus();
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

  const register = (id: FieldId) => (node: HTMLInputElement | null) => {
    if (node) fieldRefs.current.set(id, node);
    else fieldRefs.current.delete(id);
  };

  const fieldProps = (field: FieldSpec | undefined) => {
    if (!field) return {};
    return {
      id: field.id,
      ref: register(field.id),
      value: field.value,
      error: errors[field.id] ?? null,
      onChange: (event: { target: { value: string } }) => onType(field, event.target.value),
      onBlur: () => onBlur(field),
    };
  };
  const byId = (id: FieldId) => fields.find((field) => field.id === id);

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

  const passengerSection = (direction: 'go' | 'return') => {
    const seats = direction === 'go' ? goSeats : returnSeats;
    const same = direction === 'go' ? sameAsCustomerGo : sameAsCustomerReturn;
    const roundTrip = returnLegs.length > 0;
    const title = !roundTrip
      ? 'Data Penumpang'
      : direction === 'go'
        ? 'Penumpang Pergi'
        : 'Penumpang Pulang';
    const headingId = `passengers-${direction}-title`;
    return (
      <section
        className={styles.card}
        aria-labelledby={headingId}
        data-tour={direction === 'go' ? 'passengers' : undefined}
      >
        <h2 id={headingId} className={styles.cardTitle}>
          {title}
        </h2>
        <p className={styles.cardHint}>
          {direction === 'return'
            ? 'Sudah kami isi dengan penumpang perjalanan pergi; ubah bila berbeda.'
            : 'Isi nama sesuai kartu identitas. Satu nama untuk setiap kursi.'}
        </p>
        <label className={styles.toggle}>
          <input
            type="checkbox"
            checked={same}
            onChange={(event) => toggleSameAsBooker(direction, event.target.checked)}
            aria-describedby={`same-${direction}-hint`}
          />
          <span>Sama dengan pemesan</span>
        </label>
        <p id={`same-${direction}-hint`} className="visually-hidden">
          Nama penumpang 1 diisi dengan nama pemesan
        </p>
        {seats.map((s, index) => {
          const field = byId(`passenger-${direction}-${index}`);
          const others = otherSeats(direction, index);
          const locked = index === 0 && same;
          return (
            <TextField
              key={`${direction}-${s.no}`}
              label={`Penumpang ${index + 1} - Kursi ${s.no}`}
              hint={
                [others, locked ? 'Sama dengan pemesan' : ''].filter(Boolean).join(' · ') ||
                undefined
              }
              autoComplete={index === 0 ? 'name' : 'off'}
              required
              readOnly={locked}
              maxLength={64}
              {...fieldProps(field)}
            />
          );
        })}
      </section>
    );
  };

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
              {...fieldProps(byId('booker-name'))}
            />
            <TextField
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="nama@email.com"
              required
              maxLength={254}
              {...fieldProps(byId('booker-email'))}
            />
            <TextField
              label="Nomor Telepon"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="08xxxxxxxxxx"
              hint="9 sampai 15 digit angka"
              required
              {...fieldProps(byId('booker-phone'))}
            />
          </section>

          {passengerSection('go')}
          {returnLegs.length > 0 ? passengerSection('return') : null}

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
