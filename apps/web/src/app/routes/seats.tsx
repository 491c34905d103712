import { SeatSelectionPage } from '../../features/seats/components/seat-selection-page';

export default function SeatsRoute() {
  return <SeatSelectionPage />;
}
