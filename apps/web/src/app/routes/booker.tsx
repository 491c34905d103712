import { describeLeg, journeyLegs, type LegDetails } from '../../lib/journey';
import { useMemo } from 'react';
import { BookerPage } from '../../features/booking/components/booker-page';
import { BookerProfilePrefill } from '../../features/booking/components/booker-prefill';
import { useJourneySeatMaps } from '../../features/seats/api/get-seat-map';
import { useBookingStore } from '../../stores/booking-store';

/**
 * The booker form, with each leg's details read fresh from its seat map (the app layer
 * composes the two features; the booking feature does not know the seats feature), and
 * a logged-in customer's own data filled into the empty booker fields.
 */
export default function BookerRoute() {
  const schedule = useBookingStore((s) => s.schedule);
  const legs = useMemo(() => journeyLegs(schedule), [schedule]);
  const { maps } = useJourneySeatMaps(legs);
  const legDetails: Record<string, LegDetails> = {};
  for (const leg of legs) {
    const map = maps[leg.key];
    if (map) legDetails[leg.key] = describeLeg(map, leg.date);
  }
  return (
    <>
      <BookerProfilePrefill />
      <BookerPage legDetails={legDetails} />
    </>
  );
}
