import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useBookingStore } from '../../../stores/booking-store';
import { usePopularCities } from '../api/get-popular-cities';
import styles from './home-sections.module.css';

/** kota-populer: one tap makes a city the destination (the origin stays). */
export function PopularCities() {
  const query = usePopularCities();
  const origin = useBookingStore((s) => s.formOriginDestination.origin);
  const destination = useBookingStore((s) => s.formOriginDestination.destination);

  return (
    <section className={styles.section} aria-labelledby="popular-cities-title">
      <h2 id="popular-cities-title" className={styles.heading}>
        Kota populer
      </h2>
      {query.isPending ? (
        <div className={styles.chips} role="status">
          <span className="visually-hidden">Memuat kota populer…</span>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} width={96} height={40} radius={20} />
          ))}
        </div>
      ) : query.isError ? (
        <ErrorState
          title="Kota populer gagal dimuat"
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.list.length === 0 ? (
        <p className={styles.muted}>Belum ada kota populer.</p>
      ) : (
        <ul className={styles.chips}>
          {query.data.list.map((city) => {
            const isOrigin = origin.type === 'city' && origin.id === city.kota_id;
            const chosen = destination.type === 'city' && destination.id === city.kota_id;
            return (
              <li key={city.kota_id}>
                <button
                  type="button"
                  className={styles.chip}
                  aria-pressed={chosen}
                  disabled={isOrigin}
                  title={isOrigin ? 'Sudah menjadi kota asal' : undefined}
                  onClick={() =>
                    useBookingStore
                      .getState()
                      .setDestination({ id: city.kota_id, type: 'city', text: city.kota_nama })
                  }
                >
                  <span>{city.kota_nama}</span>
                  <span className={styles.chipDetail}>{city.provinsi}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
