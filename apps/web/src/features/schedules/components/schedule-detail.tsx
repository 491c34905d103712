import { formatDate, formatTime } from '@lintas/domain/format';
import type { ScheduleLeg } from '@lintas/domain/schedule-result-schemas';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { useOperatorTerms } from '../../../lib/operator-terms';
import { useScheduleDetail } from '../api/get-schedule-detail';
import styles from './schedule-card.module.css';

/** detail-jadwal of one leg: every stop, where this trip boards and alights, and whether it can be booked. */
function LegStops({ leg }: { leg: ScheduleLeg }) {
  const query = useScheduleDetail({
    operator_kode: leg.operator_kode,
    jadwal_kode: leg.jadwal_kode,
    tanggal_berangkat: leg.tanggal_berangkat,
  });
  if (query.isPending) return <SkeletonCard lines={3} label="Memuat detail perjalanan…" />;
  if (query.isError)
    return (
      <ErrorState
        title="Detail gagal dimuat"
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  const detail = query.data;
  return (
    <div>
      <h4 className={styles.detailTitle}>
        {detail.operator_nama} · {detail.jurusan_nama}
      </h4>
      {!detail.bisa_dipesan && detail.alasan ? (
        <p className={styles.warning}>{detail.alasan}</p>
      ) : null}
      <ol className={styles.stops}>
        {detail.list_pemberhentian.map((stop) => (
          <li
            key={stop.urutan}
            className={`${styles.stop} ${stop.naik || stop.turun ? styles.stopActive : ''}`}
          >
            <span className={styles.stopTime}>{formatTime(stop.jam)}</span>
            <span>
              <strong>
                {stop.titik.kota_nama} - {stop.titik.cabang_nama}
              </strong>
              {stop.naik ? <span className={styles.badge}>Naik</span> : null}
              {stop.turun ? <span className={styles.badgeAlt}>Turun</span> : null}
              <span className={styles.stopAddress}>
                {formatDate(stop.tanggal, 'ddd, DD MMM')} · {stop.titik.alamat}
              </span>
            </span>
          </li>
        ))}
      </ol>
      <p className={styles.muted}>
        {detail.tipe_kendaraan === 'shuttle' ? 'Shuttle' : 'Bus'} {detail.kelas} ·{' '}
        {detail.denah.jumlah_kursi} kursi
      </p>
    </div>
  );
}

function OperatorTermsList({ operatorCode }: { operatorCode: string }) {
  const query = useOperatorTerms(operatorCode);
  if (query.isPending) return <SkeletonCard lines={2} label="Memuat syarat dan ketentuan…" />;
  if (query.isError)
    return (
      <ErrorState
        title="Syarat dan ketentuan gagal dimuat"
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  return (
    <div>
      <h4 className={styles.detailTitle}>Syarat &amp; ketentuan {query.data.operator_nama}</h4>
      <ul className={styles.terms}>
        {query.data.list_snk.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      {query.data.list_kebijakan.length > 0 ? (
        <>
          <h4 className={styles.detailTitle}>Kebijakan pembatalan &amp; ubah jadwal</h4>
          <ul className={styles.terms}>
            {query.data.list_kebijakan.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/** Shown on demand under a schedule card: stops of each leg and each operator's terms. */
export function ScheduleDetailPanel({ legs }: { legs: readonly ScheduleLeg[] }) {
  const operators = [...new Set(legs.map((leg) => leg.operator_kode))];
  return (
    <div className={styles.detail}>
      {legs.map((leg) => (
        <LegStops key={leg.jadwal_kode} leg={leg} />
      ))}
      {operators.map((code) => (
        <OperatorTermsList key={code} operatorCode={code} />
      ))}
    </div>
  );
}
