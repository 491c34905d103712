import type { SeatMapLeg } from '@lintas/domain/seat-map-schemas';
import { dateFormats, formatDate, formatRupiah } from '@lintas/domain/format';
import { DEFAULT_MAX_SEATS, seatsNoLongerAvailable, toggleSeat } from '@lintas/domain/seat-rules';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { TripSummary, type SummaryLeg } from '../../../components/journey/trip-summary';
import { PageTitle } from '../../../components/seo/page-title';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths, type SeatsLocationState } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
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
import { useJourneySeatMaps, type LegMaps } from '../api/get-seat-map';
import { keepOfferedPromos, legSeatTotal } from '../lib/seat-promos';
import { clearSeatNotice, holdSeatNotice, showSeatNotice, useSeatNoticeStore } from '../stores/seat-notice-store';
import { SeatLegend, SeatMap } from './seat-map';
import { SeatPromos } from './seat-promos';
import styles from './seat-selection-page.module.css';

export const seatPageMessages = {
  lost: (parts: string[]) =>
    `Kursi ${parts.join(' dan ')} baru saja dipesan orang lain dan sudah kami lepas dari pilihan Anda. Silakan pilih kursi lain.`,
  mustMatch: (label: string, count: number) =>
    `Jumlah kursi ${label} harus sama dengan kursi Pergi: ${count} kursi.`,
  soldOut: 'Kursi untuk jadwal ini sudah habis',
} as const;

type Lost = { leg: JourneyLeg; nos: string[] };

/** Removes from the store every chosen seat the fresh maps show as taken; says which. */
function releaseLostSeats(legs: readonly JourneyLeg[], maps: LegMaps): Lost[] {
  const seat = useBookingStore.getState().seat;
  const lost: Lost[] = [];
  for (const leg of legs) {
    const map = maps[leg.key];
    if (!map) continue;
    const chosen = legSeats(seat, leg);
    const gone = seatsNoLongerAvailable(
      chosen.map((s) => s.no),
      map.kursi.map((k) => ({ no: k.no, available: k.tersedia })),
    );
    if (gone.length === 0) continue;
    setLegSeats(
      leg,
      chosen.filter((s) => !gone.includes(s.no)),
    );
    lost.push({ leg, nos: gone });
  }
  return lost;
}

/** Takes off the seat promos a fresh map no longer offers (or has fewer seats left for); says which. */
function releaseLostPromos(legs: readonly JourneyLeg[], maps: LegMaps): string | null {
  const seat = useBookingStore.getState().seat;
  const parts: string[] = [];
  for (const leg of legs) {
    const map = maps[leg.key];
    if (!map) continue;
    const { seats, dropped } = keepOfferedPromos(legSeats(seat, leg), map.list_promo);
    if (dropped.length === 0) continue;
    setLegSeats(leg, seats);
    parts.push(...dropped.map((d) => `${d.promo_kode} untuk kursi ${d.no} (${leg.label})`));
  }
  return parts.length > 0 ? `Promo ${parts.join(', ')} sudah tidak tersedia dan kami lepas.` : null;
}

function lostMessage(lost: Lost[]): string {
  return seatPageMessages.lost(lost.map(({ leg, nos }) => `${nos.join(', ')} (${leg.label})`));
}

/**
 * Journey step 3: the seat map of every leg (go, its connecting legs, return), drawn as
 * the vehicle looks, with the selection rules of spec §4 "Seat setting", the running
 * total and "Lanjutkan" to the booker form.
 */
export function SeatSelectionPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const desktop = useViewMode() === 'd';
  const schedule = useBookingStore((s) => s.schedule);
  const seat = useBookingStore((s) => s.seat);
  const legs = useMemo(() => journeyLegs(schedule), [schedule]);
  const problem = scheduleProblem(schedule);

  const seatMaps = useJourneySeatMaps(legs);
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
  const noticeRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  // No schedule chosen (or a round trip without its return): back to where one is chosen.
  const problemMessage = problem?.message;
  const problemTarget = problem?.to;
  useEffect(() => {
    if (!problemMessage) return;
    toast(problemMessage, { type: 'warning', duration: 3000 });
    navigate(problemTarget === 'home' ? paths.home.getHref() : paths.results.getHref(), { replace: true });
  }, [problemMessage, problemTarget, navigate]);

  // Sent back from payment because a seat was lost: say so, and let go of those seats.
  useEffect(() => {
    const state = location.state as SeatsLocationState | null;
    if (!state || (!state.seatTakenMessage && !state.kursi?.length)) return;
    const lostNos = state.kursi ?? [];
    const current = useBookingStore.getState().seat;
    const affected: Lost[] = [];
    for (const leg of legs) {
      if (state.jadwal_kode && leg.scheduleCode !== state.jadwal_kode) continue;
      const chosen = legSeats(current, leg);
      const gone = chosen.filter((s) => lostNos.includes(s.no));
      if (gone.length === 0) continue;
      setLegSeats(
        leg,
        chosen.filter((s) => !lostNos.includes(s.no)),
      );
      affected.push({ leg, nos: gone.map((s) => s.no) });
    }
    const message =
      state.seatTakenMessage ||
      (affected.length > 0
        ? lostMessage(affected)
        : `Kursi ${lostNos.join(', ')} sudah dipesan orang lain. Silakan pilih kursi lain.`);
    showSeatNotice(message, affected[0]?.leg.key ?? null);
    // Forget the state, so a reload does not repeat the message.
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location.state, location.pathname, location.search, legs, navigate]);

  // Every fresh seat map (focus, retry, before continuing): seats someone else took go.
  useEffect(() => {
    const lost = releaseLostSeats(legs, maps);
    if (lost.length > 0) showSeatNotice(lostMessage(lost), lost[0]?.leg.key ?? null);
    const promoLost = releaseLostPromos(legs, maps);
    if (promoLost) toast(promoLost, { type: 'warning', duration: 5000 });
  }, [maps, legs]);

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
  const details = (leg: JourneyLeg) => describeLeg(maps[leg.key] ?? storedLegSource(schedule, leg), leg.date);
  // Each seat at its price after its promo (the leg's map says what a promo takes off).
  const fullTotal = legs.reduce((sum, leg) => sum + details(leg).price * (counts[leg.key] ?? 0), 0);
  const total = legs.reduce(
    (sum, leg) => sum + legSeatTotal(legSeats(seat, leg), details(leg).price, maps[leg.key]?.list_promo ?? []),
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
    setLegSeats(
      leg,
      result.selected.map((n) => chosen.find((s) => s.no === n) ?? { no: n }),
    );
    setStatus({ kind: 'info', text: result.action === 'added' ? `Kursi ${no} dipilih.` : `Kursi ${no} dilepas.` });
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

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const keys: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: legs.length - 1 };
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const leg = legs[(target + legs.length) % legs.length];
    if (!leg) return;
    setActiveKey(leg.key);
    tabRefs.current.get(leg.key)?.focus();
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
          icon="💺"
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
        <SeatLegend />
        <SeatMap
          leg={activeMap}
          selected={activeSelected}
          label={`Denah kursi ${activeLeg.label}`}
          onToggle={(no) => toggle(activeLeg, activeMap, no)}
        />
        <SeatPromos
          promos={activeMap.list_promo}
          fare={activeDetails.price}
          seats={legSeats(seat, activeLeg)}
          onChange={(seats, text) => {
            setLegSeats(activeLeg, seats);
            setStatus({ kind: 'info', text });
          }}
        />
      </>
    );
  })();

  const continueButton = (
    <Button onClick={() => void continueToBooker()} loading={checking} loadingText="Memeriksa kursi…" block={desktop}>
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
            <div className={styles.tabs} role="tablist" aria-label="Rute perjalanan">
              {legs.map((leg, index) => {
                const count = counts[leg.key] ?? 0;
                const target = leg.key === 'go-0' ? null : goCount;
                const done = target === null ? count > 0 : count === target && count > 0;
                return (
                  <button
                    key={leg.key}
                    ref={(node) => {
                      if (node) tabRefs.current.set(leg.key, node);
                      else tabRefs.current.delete(leg.key);
                    }}
                    type="button"
                    role="tab"
                    id={`seat-tab-${leg.key}`}
                    aria-selected={leg.key === activeLeg.key}
                    aria-controls="seat-panel"
                    tabIndex={leg.key === activeLeg.key ? 0 : -1}
                    className={`${styles.tab} ${leg.key === activeLeg.key ? styles.tabActive : ''}`}
                    onClick={() => setActiveKey(leg.key)}
                    onKeyDown={(event) => onTabKeyDown(event, index)}
                  >
                    <span className={styles.tabLabel}>{leg.label}</span>
                    <span className={`${styles.tabCount} ${done ? styles.tabDone : ''}`}>
                      {target === null ? `${count} kursi` : `${count}/${target} kursi`}
                    </span>
                  </button>
                );
              })}
            </div>
          ) : null}

          <div
            id="seat-panel"
            className={styles.panel}
            {...(legs.length > 1 ? { role: 'tabpanel', 'aria-labelledby': `seat-tab-${activeLeg.key}` } : {})}
          >
            <div className={styles.legHeader}>
              <div>
                <h2 id="seat-leg-title" className={styles.legTitle}>
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
                    {activeDetails.origin || activeDetails.originCity} <span aria-hidden="true">→</span>
                    <span className="visually-hidden">ke</span> {activeDetails.destination || activeDetails.destinationCity}
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
                {activeMap ? <span className={styles.left}>{activeMap.kursi_tersedia} kursi tersisa</span> : null}
              </div>
            </div>

            {wanted !== null && wanted > 0 && status?.kind !== 'error' ? (
              <p className={styles.hint}>
                Pilih {wanted} kursi, sama dengan jumlah kursi Pergi ({activeSelected.length}/{wanted} dipilih).
              </p>
            ) : null}

            <div className={styles.status} role="status" aria-live="polite">
              {status ? (
                <p className={status.kind === 'error' ? styles.statusError : 'visually-hidden'}>{status.text}</p>
              ) : null}
            </div>

            {panel}
          </div>
        </section>

        {desktop ? (
          <aside className={styles.aside} aria-label="Ringkasan pesanan">
            <TripSummary legs={summaryLegs}>
              <div className={styles.totalRow}>
                <span>
                  Total{seatCount > 0 ? ` (${seatCount} penumpang)` : ''}
                </span>
                <strong className={styles.totalValue}>{formatRupiah(total)}</strong>
              </div>
              {promoSaving > 0 ? (
                <p className={styles.saving}>Termasuk hemat promo kursi {formatRupiah(promoSaving)}</p>
              ) : null}
              {continueButton}
            </TripSummary>
          </aside>
        ) : null}
      </div>

      {!desktop ? (
        <div className={styles.bar}>
          <div className={styles.barInfo}>
            <span className={styles.barSeats}>
              {seatCount === 0
                ? 'Belum ada kursi dipilih'
                : legs.length > 1
                  ? `${seatCount} penumpang · ${Object.values(counts).reduce((a, b) => a + b, 0)} kursi`
                  : `${seatCount} kursi dipilih`}
            </span>
            <strong className={styles.barTotal}>{formatRupiah(total)}</strong>
            {promoSaving > 0 ? <span className={styles.saving}>hemat {formatRupiah(promoSaving)}</span> : null}
          </div>
          {continueButton}
        </div>
      ) : null}
    </div>
  );
}
