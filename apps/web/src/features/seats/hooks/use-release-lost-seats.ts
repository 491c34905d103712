import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SeatsLocationState } from '../../../config/paths';
import { legSeats, setLegSeats, type JourneyLeg } from '../../../lib/journey';
import { useBookingStore } from '../../../stores/booking-store';
import { toast } from '../../../stores/toast-store';
import type { LegMaps } from '../api/get-seat-map';
import { lostMessage, releaseLostPromos, releaseLostSeats, type Lost } from '../lib/lost-seats';
import { showSeatNotice } from '../stores/seat-notice-store';

/**
 * Lets go of chosen seats (and seat promos) that are no longer there: those payment sent
 * the person back for (location state), and those every fresh seat map shows as taken.
 */
export function useReleaseLostSeats(legs: readonly JourneyLeg[], maps: LegMaps) {
  const navigate = useNavigate();
  const location = useLocation();

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
}
