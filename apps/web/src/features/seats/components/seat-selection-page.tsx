import type { SeatMapLeg } from '@lintas/domain/seat-map-schemas';
import { dateFormats, formatDate, formatRupiah } from '@lintas/domain/format';
import { DEFAULT_MAX_SEATS, toggleSeat } from '@lintas/domain/seat-rules';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { OperatorPolicies } from '../../../components/journey/operator-policies';
import { OperatorLogo } from '../../../components/brand/operator-logo';
import { SeatIcon } from '../../../components/ui/icons';
import type { SummaryLeg } from '../../../components/journey/trip-summary';
import { PageTitle } from '../../../components/seo/page-title';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useOperatorPolicies } from '../../../lib/operator-terms';
import {
  describeLeg,
  journeyLegs,
  legSeats,
  scheduleProblem,
  seatCountProblem,
  setLegSeats,
  storedLegSource,
  type JourneyLeg,
} from '../../../lib/journey';
import { useBookingStore } from '../../../stores/booking-store';
import { toast } from '../../../stores/toast-store';
import { useViewMode } from '../../../stores/view-mode-store';
import { useJourneySeatMaps } from '../api/get-seat-map';
import { useReleaseLostSeats } from '../hooks/use-release-lost-seats';
import {
  lostMessage,
  releaseLostPromos,
  releaseLostSeats,
  seatPageMessages,
} from '../lib/lost-seats';
import { bestPromo, legSeatTotal, withBestPromos, withSeatPromo } from '../lib/seat-promos';
import {
  clearSeatNotice,
  holdSeatNotice,
  showSeatNotice,
  useSeatNoticeStore,
} from '../stores/seat-notice-store';
import { SeatLegTabs } from './seat-leg-tabs';
import { SeatLegend, SeatMap } from './seat-map';
import { SeatSummaryAside, SeatSummaryBar } from './seat-order-summary';
import { SeatPromos } from './seat-promos';
import styles from './seat-selection-page.module.css';

/**
 * Journey step 3: the seat map of every leg (go, its connecting legs, return), drawn as
 * the vehicle looks, with the selection rules of spec §4 "Seat setting", the running
 * total and "Lanjutkan" to the booker form.
 */
export function SeatSelectionPage() {
  const navigate = useNavigate();
  const desktop = useViewMode() === 'd';
  const schedule = useBookingStore((s) => s.schedule);
  const seat = useBookingStore((s) => s.seat);
  const legs = useMemo(() => journeyLegs(schedule), [schedule]);
  const problem = scheduleProblem(schedule);

  const seatMaps = useJourneySeatMaps(legs);
  const policies = useOperatorPolicies(legs.map((leg) => leg.operatorCode));
  const { maps } = seatMaps;
  const notice = useSeatNoticeStore((s) => s.notice);
  const noticeLegKey = useSeatNoticeStore((s) => s.legKey);
  const [chosenKey, setChosenKey] = useState<string>('go-0');
  const [noticeSeen, setNoticeSeen] = useState<string | null>(null);
  // A new seat-lost notice opens the tab of the leg it is about (once).
  const activeKey = noticeLegKey && noticeSeen !== notice ? noticeLegKey : chosenKey;
  const activeLeg = legs.find((leg) => leg.key === activeKey) ?? legs[0];
  const setActiveKey = (key: string) => {
    setChosenKey(key);
    setNoticeSeen(notice);
  };
  const [status, setStatus] = useState<{ kind: 'error' | 'info'; text: string } | null>(null);
  const [checking, setChecking] = useState(false);
  // The best seat promo goes on each seat chosen (issue 12); a person may switch it off.
  const [autoPromo, setAutoPromo] = useState(true);
  const noticeRef = useRef<HTMLDivElement>(null);

  // No schedule chosen (or a round trip without its return): back to where one is chosen.
  const problemMessage = problem?.message;
  const problemTarget = problem?.to;
  useEffect(() => {
    if (!problemMessage) return;
    toast(problemMessage, { type: 'warning', duration: 3000 });
    navigate(problemTarget === 'home' ? paths.home.getHref() : paths.results.getHref(), {
      replace: true,
    });
  }, [problemMessage, problemTarget, navigate]);

  useReleaseLostSeats(legs, maps);

  // A notice belongs to this visit of the screen.
  useEffect(() => holdSeatNotice(), []);

  useEffect(() => {
    if (!notice) return;
    // After the shell has moved focus to the new page.
    const timer = setTimeout(() => noticeRef.current?.focus(), 50);
    return () => clearTimeout(timer);
  }, [notice]);

  if (problem || !activeLeg) return null;

  const goCount = legSeats(seat, legs[0] as JourneyLeg).length;
  const counts = Object.fromEntries(legs.map((leg) => [leg.key, legSeats(seat, leg).length]));
  const details = (leg: JourneyLeg) =>
    describeLeg(maps[leg.key] ?? storedLegSource(schedule, leg), leg.date);
  // Each seat at its price after its promo (the leg's map says what a promo takes off).
  const fullTotal = legs.reduce((sum, leg) => sum + details(leg).price * (counts[leg.key] ?? 0), 0);
  const total = legs.reduce(
    (sum, leg) =>
      sum + legSeatTotal(legSeats(seat, leg), details(leg).price, maps[leg.key]?.list_promo ?? []),
    0,
  );
  const promoSaving = fullTotal - total;
  const summaryLegs: SummaryLeg[] = legs.map((leg) => ({
    key: leg.key,
    label: leg.label,
    details: details(leg),
    seats: legSeats(seat, leg).map((s) => s.no),
  }));

  function toggle(leg: JourneyLeg, map: SeatMapLeg, no: string) {
    const chosen = legSeats(useBookingStore.getState().seat, leg);
    const isFirstGo = leg.key === 'go-0';
    const max = isFirstGo ? DEFAULT_MAX_SEATS : goCount || DEFAULT_MAX_SEATS;
    const result = toggleSeat(
      chosen.map((s) => s.no),
      no,
      { maxSeats: max, seatMap: map.kursi.map((k) => ({ no: k.no, available: k.tersedia })) },
    );
    if (!result.ok) {
      const text =
        !isFirstGo && result.reason === 'max_reached' && goCount > 0
          ? seatPageMessages.mustMatch(leg.label, goCount)
          : result.message;
      setStatus({ kind: 'error', text });
      return;
    }
    let seats = result.selected.map((n) => chosen.find((s) => s.no === n) ?? { no: n });
    // The best promo left goes on a seat as it is chosen (issue 12), unless switched off.
    const promo = result.action === 'added' && autoPromo ? bestPromo(seats, map.list_promo) : null;
    if (promo) seats = withSeatPromo(seats, no, promo) ?? seats;
    setLegSeats(leg, seats);
    setStatus({
      kind: 'info',
      text:
        result.action === 'added'
          ? promo
            ? `Kursi ${no} dipilih dengan promo ${promo.promo_kode} (hemat ${formatRupiah(promo.diskon_per_kursi)}).`
            : `Kursi ${no} dipilih.`
          : `Kursi ${no} dilepas.`,
    });
  }

  /** The promo switch: on, seats without a promo get the best left; off, promos come off. */
  function switchAutoPromo(leg: JourneyLeg, map: SeatMapLeg, on: boolean) {
    setAutoPromo(on);
    const chosen = legSeats(useBookingStore.getState().seat, leg);
    if (chosen.length === 0) return;
    if (on) {
      setLegSeats(leg, withBestPromos(chosen, map.list_promo));
      setStatus({ kind: 'info', text: 'Promo terhemat dipakai untuk kursi Anda.' });
    } else {
      setLegSeats(
        leg,
        chosen.map((s) => ({ ...s, promo_kode: null })),
      );
      setStatus({
        kind: 'info',
        text: 'Promo kursi dilepas. Pilih sendiri bila ingin memakainya.',
      });
    }
  }

  async function continueToBooker() {
    setStatus(null);
    const countProblem = seatCountProblem(legs, useBookingStore.getState().seat);
    if (countProblem) {
      if (countProblem.leg.key !== activeKey) setActiveKey(countProblem.leg.key);
      setStatus({ kind: 'error', text: countProblem.message });
      return;
    }
    // Ask once more: seats sell while a person chooses.
    setChecking(true);
    try {
      const fresh = await seatMaps.refetch();
      const lost = releaseLostSeats(legs, fresh);
      if (lost.length > 0) {
        showSeatNotice(lostMessage(lost), lost[0]?.leg.key ?? null);
        setActiveKey(lost[0]?.leg.key ?? activeKey);
        return;
      }
      // A promo that ran out while choosing changes the price: say so before going on.
      const promoLost = releaseLostPromos(legs, fresh);
      if (promoLost) {
        setStatus({ kind: 'error', text: promoLost });
        return;
      }
    } finally {
      setChecking(false);
    }
    navigate(paths.booker.getHref());
  }

  const activeMap = maps[activeLeg.key];
  const activeDetails = details(activeLeg);
  const activeSelected = legSeats(seat, activeLeg).map((s) => s.no);
  const seatCount = counts['go-0'] ?? 0;
  const wanted = activeLeg.key === 'go-0' ? null : goCount;

  const panel = (() => {
    if (!activeMap && seatMaps.isPending) {
      return (
        <div className={styles.loading} role="status">
          <span className="visually-hidden">Memuat denah kursi…</span>
          <Skeleton width="50%" height={18} />
          <div className={styles.skeletonGrid} aria-hidden="true">
            {Array.from({ length: 16 }, (_, i) => (
              <Skeleton key={i} height={48} radius={10} />
            ))}
          </div>
        </div>
      );
    }
    if (!activeMap) {
      return (
        <ErrorState
          title="Denah kursi belum dapat dimuat"
          message={errorMessage(seatMaps.error)}
          onRetry={() => void seatMaps.refetch()}
          action={
            <Link className={styles.textLink} to={paths.results.getHref()}>
              Pilih jadwal lain
            </Link>
          }
        />
      );
    }
    if (activeMap.kursi_tersedia === 0 && activeSelected.length === 0) {
      return (
        <EmptyState
          icon={<SeatIcon />}
          title={seatPageMessages.soldOut}
          description={`Semua kursi ${activeLeg.label} ${activeDetails.operatorName} sudah terisi. Silakan pilih jadwal lain.`}
          action={
            <Link className={styles.primaryLink} to={paths.results.getHref()}>
              Kembali ke daftar jadwal
            </Link>
          }
        />
      );
    }
    return (
      <>
        {/* Promos first: what a seat will cost is known before the map is scrolled. */}
        <SeatPromos
          promos={activeMap.list_promo}
          fare={activeDetails.price}
          seats={legSeats(seat, activeLeg)}
          onChange={(seats, text) => {
            setLegSeats(activeLeg, seats);
            setStatus({ kind: 'info', text });
          }}
          autoBest={autoPromo}
          onAutoBestChange={(on) => switchAutoPromo(activeLeg, activeMap, on)}
        />
        <SeatLegend />
        <SeatMap
          leg={activeMap}
          selected={activeSelected}
          label={`Denah kursi ${activeLeg.label}`}
          onToggle={(no) => toggle(activeLeg, activeMap, no)}
        />
      </>
    );
  })();

  const continueButton = (
    <Button
      onClick={() => void continueToBooker()}
      loading={checking}
      loadingText="Memeriksa kursi…"
      block={desktop}
    >
      Lanjutkan
    </Button>
  );

  return (
    <div className={`${styles.page} ${desktop ? styles.desktop : styles.mobile}`}>
      <PageTitle title={paths.seats.title} />
      <div className={styles.heading}>
        <Link className={styles.back} to={paths.results.getHref()}>
          <span aria-hidden="true">←</span> Ganti jadwal
        </Link>
        <h1 className={styles.h1}>Pilih Kursi</h1>
        <p className={styles.sub}>
          {legs.length > 1
            ? `Satu kursi untuk setiap penumpang di setiap rute: pilih dulu kursi Pergi (maksimal ${DEFAULT_MAX_SEATS}), lalu jumlah yang sama di rute berikutnya.`
            : `Satu kursi untuk setiap penumpang, maksimal ${DEFAULT_MAX_SEATS} kursi per pemesanan.`}
        </p>
      </div>

      {notice ? (
        <div className={styles.notice} role="alert" tabIndex={-1} ref={noticeRef}>
          <strong className={styles.noticeTitle}>Kursi Anda sudah tidak tersedia</strong>
          <p>{notice}</p>
          <Button variant="secondary" size="small" onClick={clearSeatNotice}>
            Mengerti
          </Button>
        </div>
      ) : null}

      <div className={styles.layout}>
        <section className={styles.main} aria-labelledby="seat-leg-title">
          {legs.length > 1 ? (
            <SeatLegTabs
              legs={legs}
              activeKey={activeLeg.key}
              counts={counts}
              goCount={goCount}
              onSelect={setActiveKey}
            />
          ) : null}

          <div
            id="seat-panel"
            className={styles.panel}
            {...(legs.length > 1
              ? { role: 'tabpanel', 'aria-labelledby': `seat-tab-${activeLeg.key}` }
              : {})}
          >
            <div className={styles.legHeader}>
              <div>
                <h2 id="seat-leg-title" className={styles.legTitle}>
                  {activeDetails.operatorName ? (
                    <OperatorLogo
                      name={activeDetails.operatorName}
                      code={activeDetails.operatorCode}
                      logo={activeDetails.operatorLogo}
                      size={28}
                    />
                  ) : null}
                  {activeLeg.label}
                  {activeDetails.operatorName ? ` · ${activeDetails.operatorName}` : ''}
                </h2>
                <p className={styles.legMeta}>
                  {[
                    activeDetails.date ? formatDate(activeDetails.date, dateFormats.long) : '',
                    activeDetails.departureTime && activeDetails.arrivalTime
                      ? `${activeDetails.departureTime} – ${activeDetails.arrivalTime}`
                      : activeDetails.departureTime,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {activeDetails.origin || activeDetails.destination ? (
                  <p className={styles.legRoute}>
                    {activeDetails.origin || activeDetails.originCity}{' '}
                    <span aria-hidden="true">→</span>
                    <span className="visually-hidden">ke</span>{' '}
                    {activeDetails.destination || activeDetails.destinationCity}
                  </p>
                ) : null}
              </div>
              <div className={styles.legPrice}>
                {activeDetails.price > 0 ? (
                  <>
                    <span className={styles.priceValue}>{formatRupiah(activeDetails.price)}</span>
                    <span className={styles.priceUnit}>per kursi</span>
                  </>
                ) : null}
                {activeMap ? (
                  <span className={styles.left}>{activeMap.kursi_tersedia} kursi tersisa</span>
                ) : null}
              </div>
            </div>

            {wanted !== null && wanted > 0 && status?.kind !== 'error' ? (
              <p className={styles.hint}>
                Pilih {wanted} kursi, sama dengan jumlah kursi Pergi ({activeSelected.length}/
                {wanted} dipilih).
              </p>
            ) : null}

            <div className={styles.status} role="status" aria-live="polite">
              {status ? (
                <p className={status.kind === 'error' ? styles.statusError : 'visually-hidden'}>
                  {status.text}
                </p>
              ) : null}
            </div>

            {panel}
          </div>
          <OperatorPolicies state={policies} />
        </section>

        {desktop ? (
          <SeatSummaryAside
            legs={summaryLegs}
            seatCount={seatCount}
            total={total}
            promoSaving={promoSaving}
            action={continueButton}
          />
        ) : null}
      </div>

      {!desktop ? (
        <SeatSummaryBar
          legCount={legs.length}
          counts={counts}
          seatCount={seatCount}
          total={total}
          promoSaving={promoSaving}
          action={continueButton}
        />
      ) : null}
    </div>
  );
}
