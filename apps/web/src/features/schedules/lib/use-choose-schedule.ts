import type { ScheduleItem } from '@lintas/domain/schedule-result-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { showAlert } from '../../../stores/alert-store';
import { useBookingStore, type SelectedSchedule } from '../../../stores/booking-store';
import { withLoading } from '../../../stores/loading-store';
import { checkSchedule } from '../api/check-schedule';
import type { Leg } from './search-params';
import { storedTrip, toSelectedSchedule } from './selected-schedule';

/**
 * What "Pilih" does on the results screen. A round trip's go pick only moves on to the
 * return list; the last pick (a one-way trip, or the return) asks check-jadwal whether
 * the go (and return) trip can still be booked before the seat map opens. A refused
 * check says why and refreshes the lists; when the go trip is the one gone, the person
 * is sent back to choose it again.
 */
export function useChooseSchedule({
  leg,
  roundTrip,
  selectedGo,
}: {
  leg: Leg;
  roundTrip: boolean;
  selectedGo: SelectedSchedule | null;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { updateSchedule, selectSchedule, setActiveSeats, setConnectingSeats } =
    useBookingStore.getState();

  return async function choose(item: ScheduleItem) {
    if (leg === 'go' && roundTrip) {
      selectSchedule('go', toSelectedSchedule(item));
      updateSchedule({ tripStatus: 'return', page: 1 });
      window.scrollTo?.(0, 0);
      return;
    }
    const go = leg === 'go' ? item : storedTrip(selectedGo);
    if (!go) {
      updateSchedule({ tripStatus: 'go', page: 1 });
      return;
    }
    const back = leg === 'return' ? item : null;
    try {
      const check = await withLoading(checkSchedule(go, back));
      if (!check.tersedia) {
        void queryClient.invalidateQueries({ queryKey: ['search-jadwal'] });
        void queryClient.invalidateQueries({ queryKey: ['list-jadwal'] });
        if (back && !check.pergi.tersedia) {
          selectSchedule('go', null);
          updateSchedule({ tripStatus: 'go', page: 1 });
        }
        await showAlert({
          title: 'Jadwal tidak dapat dipesan',
          message: `${check.alasan ?? 'Jadwal ini sudah tidak tersedia.'} Silakan pilih jadwal lain.`,
          type: 'warning',
          duration: null,
        });
        return;
      }
    } catch (error) {
      if (error instanceof ApiError && error.isAborted) return;
      await showAlert({
        title: 'Gagal memeriksa jadwal',
        message: error instanceof Error ? error.message : 'Silakan coba lagi.',
        type: 'error',
        duration: null,
      });
      return;
    }
    selectSchedule(leg, toSelectedSchedule(item));
    if (leg === 'go') selectSchedule('return', null);
    setActiveSeats('go', []);
    setActiveSeats('return', []);
    setConnectingSeats([]);
    navigate(paths.seats.getHref());
  };
}
