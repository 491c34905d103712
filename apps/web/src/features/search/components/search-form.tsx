import { addDaysIso, toIsoDate } from '@lintas/domain/dates';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { GuidedTour, TourButton, type TourStep } from '../../../components/ui/guided-tour';
import { paths } from '../../../config/paths';
import { useBookingStore } from '../../../stores/booking-store';
import { useViewMode } from '../../../stores/view-mode-store';
import { PlacePicker } from './place-picker';
import styles from './search-form.module.css';

/** The trip-search tour (spec §3 guide.searchTrip), one step per part of the form. */
const searchTour: readonly TourStep[] = [
  {
    target: 'trip-type',
    title: 'Sekali jalan atau pulang pergi',
    text: 'Pilih Pulang Pergi bila Anda ingin memesan tiket kembali sekaligus.',
  },
  {
    target: 'route',
    title: 'Dari mana ke mana',
    text: 'Pilih kota atau titik jemput keberangkatan dan tujuan. Tombol ⇅ menukar keduanya.',
  },
  {
    target: 'dates',
    title: 'Tanggal perjalanan',
    text: 'Pilih tanggal berangkat (dan tanggal pulang untuk pulang pergi).',
  },
  {
    target: 'search',
    title: 'Cari jadwal',
    text: 'Tekan Cari Tiket untuk melihat semua jadwal, harga dan sisa kursi.',
  },
];

const searchFormMessages = {
  required: 'Harap isi',
  sameRoute: 'Kota asal dan tujuan tidak boleh sama',
  pastDate: 'Tanggal berangkat tidak boleh sebelum hari ini',
  returnBeforeGo: 'Tanggal pulang tidak boleh sebelum tanggal berangkat',
} as const;

/**
 * The search form of the home page (spec §3 "Search form"): trip type, origin and
 * destination pickers (city groups and points from search-point-asal, and list-tujuan /
 * search-point-tujuan for what the origin reaches; defaults Bandung → Jakarta from the
 * store), swap, and dates (no past dates; return on or after departure). `onSearch` runs
 * after a valid search (the results page folds its "Ubah" form away).
 */
export function SearchForm({ onSearch }: { onSearch?: () => void } = {}) {
  const navigate = useNavigate();
  const desktop = useViewMode() === 'd';
  const form = useBookingStore((s) => s.formOriginDestination);
  const tour = useBookingStore((s) => s.guide.searchTrip);
  const {
    setGuide,
    toggleRoundTrip,
    swapOriginDestination,
    setTripDates,
    updateSchedule,
    setOrigin,
    setDestination,
  } = useBookingStore.getState();

  const today = toIsoDate(new Date());
  const dateGo = form.dateTrip || today;
  const dateReturn = form.dateTripReturn || addDaysIso(dateGo, 1);
  const [errors, setErrors] = useState<{ route?: string; dateGo?: string; dateReturn?: string }>(
    {},
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (!form.origin.text || !form.destination.text) next.route = searchFormMessages.required;
    else if (form.origin.id === form.destination.id && form.origin.type === form.destination.type) {
      next.route = searchFormMessages.sameRoute;
    }
    if (!dateGo) next.dateGo = searchFormMessages.required;
    else if (dateGo < today) next.dateGo = searchFormMessages.pastDate;
    if (form.isRoundtrip) {
      if (!dateReturn) next.dateReturn = searchFormMessages.required;
      else if (dateReturn < dateGo) next.dateReturn = searchFormMessages.returnBeforeGo;
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setTripDates({ dateTrip: dateGo, dateTripReturn: form.isRoundtrip ? dateReturn : '' });
    updateSchedule({
      roundTrip: form.isRoundtrip,
      dateGo,
      dateReturn: form.isRoundtrip ? dateReturn : '',
      selectedGo: null,
      selectedReturn: null,
      tripStatus: 'go',
      page: 1,
      // Filters name operators and classes of one route: a new search starts without them.
      filtersGo: {},
      filtersReturn: {},
      quickFilterGo: '',
      quickFilterReturn: '',
      detail: { date: dateGo, from: form.origin.text, to: form.destination.text },
    });
    navigate(paths.results.getHref());
    onSearch?.();
  }

  return (
    <form
      className={`${styles.form} ${desktop ? styles.desktop : ''}`}
      onSubmit={submit}
      noValidate
      aria-label="Cari tiket"
    >
      <GuidedTour
        label="Panduan pencarian jadwal"
        steps={searchTour}
        progress={tour}
        onChange={(progress) => setGuide('searchTrip', progress)}
      />
      <fieldset className={styles.tripType} data-tour="trip-type">
        <legend>Jenis perjalanan</legend>
        <label className={styles.option}>
          <input
            type="radio"
            name="trip-type"
            checked={!form.isRoundtrip}
            onChange={() => form.isRoundtrip && toggleRoundTrip()}
          />
          <span>Sekali Jalan</span>
        </label>
        <label className={styles.option}>
          <input
            type="radio"
            name="trip-type"
            checked={form.isRoundtrip}
            onChange={() => !form.isRoundtrip && toggleRoundTrip()}
          />
          <span>Pulang Pergi</span>
        </label>
      </fieldset>

      <div className={styles.route} data-tour="route">
        <PlacePicker
          label="Dari"
          dialogTitle="Pilih kota atau titik keberangkatan"
          value={form.origin}
          onSelect={(place) => {
            setOrigin(place);
            setErrors((e) => ({ ...e, route: undefined }));
          }}
          variant={desktop ? 'popover' : 'sheet'}
          placeholder="Pilih asal"
        />
        <Button
          variant="secondary"
          size="small"
          className={styles.swap}
          onClick={swapOriginDestination}
          aria-label={`Tukar asal dan tujuan: ${form.origin.text} dan ${form.destination.text}`}
        >
          <span aria-hidden="true">⇅</span>
        </Button>
        <PlacePicker
          label="Ke"
          dialogTitle="Pilih kota atau titik tujuan"
          value={form.destination}
          onSelect={(place) => {
            setDestination(place);
            setErrors((e) => ({ ...e, route: undefined }));
          }}
          reachableFrom={form.origin}
          variant={desktop ? 'popover' : 'sheet'}
          placeholder="Pilih tujuan"
          error={errors.route}
        />
      </div>

      <div className={styles.dates} data-tour="dates">
        <DateField
          label="Tanggal berangkat"
          name="dateTrip"
          min={today}
          required
          value={dateGo}
          error={errors.dateGo}
          onChange={(next) => {
            // Keep the return on or after the new departure.
            if (form.isRoundtrip && next && dateReturn < next)
              setTripDates({ dateTrip: next, dateTripReturn: next });
            else setTripDates({ dateTrip: next });
          }}
        />
        {form.isRoundtrip ? (
          <DateField
            label="Tanggal pulang"
            name="dateTripReturn"
            min={dateGo}
            required
            value={dateReturn}
            error={errors.dateReturn}
            onChange={(next) => setTripDates({ dateTripReturn: next })}
          />
        ) : null}
      </div>

      <Button type="submit" block data-tour="search">
        Cari Tiket
      </Button>
      <p className={styles.tourStart}>
        <span>Baru pertama kali memesan?</span>
        <TourButton
          label="Panduan pencarian jadwal"
          onStart={() => setGuide('searchTrip', { state: true, currentStep: 0 })}
        />
      </p>
    </form>
  );
}
