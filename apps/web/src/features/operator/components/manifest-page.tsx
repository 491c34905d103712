import type { StaffManifestResult } from '@lintas/domain/staff-schemas';
import { formatDate, formatTime } from '@lintas/domain/format';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { PageTitle } from '../../../components/seo/page-title';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useStaffSession } from '../../../lib/staff-session';
import { toast } from '../../../stores/toast-store';
import { useBoardPassenger } from '../api/board-passenger';
import { downloadManifestCsv } from '../api/download-manifest-csv';
import { useManifest } from '../api/get-manifest';
import { boardingOutcome, clockOf, type BoardingOutcome } from '../lib/boarding-outcome';
import { departureKeyOf, todayInJakarta, type DepartureKey } from '../lib/departure-key';
import { BoardingResult } from './boarding-result';
import { vehicleLabel } from './departure-card';
import { DepartureStatusControl } from './departure-status-control';
import styles from './operator.module.css';

type Passenger = StaffManifestResult['penumpang'][number];

const matches = (passenger: Passenger, query: string) => {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [passenger.nama, passenger.kursi, passenger.reservasi_kode, passenger.pemesan_nama].some(
    (field) => field.toLowerCase().includes(q),
  );
};

function backHref(tanggal: string) {
  return paths.operatorDepartures.getHref(tanggal === todayInJakarta() ? undefined : tanggal);
}

/** /operator/manifes/:operator/:jadwal/:tanggal, its address checked first. */
export function ManifestPage() {
  const params = useParams();
  const key = departureKeyOf({
    operator_kode: params.operator,
    jadwal_kode: params.jadwal,
    tanggal: params.tanggal,
  });
  if (!key)
    return (
      <div className={styles.page}>
        <PageTitle title={paths.operatorManifest.title} />
        <h1>Manifes Penumpang</h1>
        <EmptyState
          title="Alamat manifes tidak lengkap"
          description="Buka manifes dari daftar keberangkatan."
          action={<Link to={paths.operatorDepartures.getHref()}>Ke daftar keberangkatan</Link>}
        />
      </div>
    );
  return <Manifest departureKey={key} />;
}

/**
 * A departure's manifest: every paid passenger with seat, booking code, booker's phone,
 * pickup point and boarding status; printable on A4 (the console's bar and the buttons
 * are left out of the print), as CSV, and with a boarding action per booking.
 */
function Manifest({ departureKey }: { departureKey: DepartureKey }) {
  const manifest = useManifest(departureKey);
  const staff = useStaffSession();
  const board = useBoardPassenger(departureKey);
  const [query, setQuery] = useState('');
  const [confirming, setConfirming] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<BoardingOutcome | null>(null);
  const [downloading, setDownloading] = useState(false);
  const passengers = useMemo(() => manifest.data?.penumpang ?? [], [manifest.data]);
  const shown = passengers.filter((passenger) => matches(passenger, query));
  const boarded = passengers.filter((passenger) => passenger.status_naik === 'sudah').length;
  const bookingOf = (code: string) => passengers.filter((p) => p.reservasi_kode === code);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadManifestCsv(departureKey);
    } catch (error) {
      toast(error instanceof ApiError ? error.message : 'Berkas gagal diunduh.', {
        type: 'error',
        duration: 4000,
      });
    } finally {
      setDownloading(false);
    }
  };

  const confirmBoarding = () => {
    if (!confirming) return;
    board.mutate(
      { reservasi_kode: confirming },
      {
        onSettled: (result, error) => {
          setConfirming(null);
          setOutcome(result ? { kind: 'boarded', result } : boardingOutcome(error));
        },
      },
    );
  };

  if (manifest.isPending)
    return (
      <div className={styles.page}>
        <PageTitle title={paths.operatorManifest.title} />
        <h1>Manifes Penumpang</h1>
        <SkeletonCard lines={2} label="Memuat manifes…" />
        <SkeletonCard lines={5} />
      </div>
    );

  if (manifest.isError) {
    const notFound = manifest.error instanceof ApiError && manifest.error.httpStatus === 404;
    return (
      <div className={styles.page}>
        <PageTitle title={paths.operatorManifest.title} />
        <h1>Manifes Penumpang</h1>
        <ErrorState
          title={notFound ? 'Keberangkatan tidak ditemukan' : 'Manifes gagal dimuat'}
          message={errorMessage(manifest.error)}
          onRetry={notFound ? undefined : () => void manifest.refetch()}
          action={<Link to={backHref(departureKey.tanggal)}>Kembali ke daftar keberangkatan</Link>}
        />
      </div>
    );
  }

  const { keberangkatan } = manifest.data;
  const origin = keberangkatan.rute.pemberhentian[0];
  const last = keberangkatan.rute.pemberhentian.at(-1);
  const confirmingPassengers = confirming ? bookingOf(confirming) : [];

  return (
    <div className={`${styles.page} ${styles.manifest}`}>
      <PageTitle
        title={`Manifes ${keberangkatan.jadwal_kode} ${formatDate(keberangkatan.tanggal)}`}
      />
      <p className={styles.backLink} data-print="hide">
        <Link to={backHref(keberangkatan.tanggal)}>
          ‹ Keberangkatan {formatDate(keberangkatan.tanggal)}
        </Link>
      </p>
      <header className={styles.manifestHead}>
        <p className={styles.printOnly}>
          Lintas · Manifes Penumpang · dicetak {formatDate(new Date())} {formatTime(new Date())} WIB
          {staff ? ` oleh ${staff.staf.nama}` : ''}
        </p>
        <h1>
          {formatTime(keberangkatan.jam_berangkat)} {keberangkatan.zona_waktu_berangkat} ·{' '}
          {keberangkatan.rute.nama}
        </h1>
        <dl className={styles.facts}>
          <div>
            <dt>Tanggal</dt>
            <dd>{formatDate(keberangkatan.tanggal, 'dddd, DD MMMM YYYY')}</dd>
          </div>
          <div>
            <dt>Jadwal</dt>
            <dd>
              {keberangkatan.jadwal_kode} · {keberangkatan.operator_nama}
            </dd>
          </div>
          <div>
            <dt>Kendaraan</dt>
            <dd>{vehicleLabel(keberangkatan.kendaraan)}</dd>
          </div>
          <div>
            <dt>Rute</dt>
            <dd>
              {origin ? `${origin.cabang_nama} ${formatTime(origin.jam)}` : ''}
              {keberangkatan.rute.pemberhentian.length > 2
                ? ` → ${keberangkatan.rute.pemberhentian.length - 2} pemberhentian`
                : ''}
              {last ? ` → ${last.cabang_nama} ${formatTime(last.jam)} ${last.zona_waktu}` : ''}
            </dd>
          </div>
          <div>
            <dt>Penumpang</dt>
            <dd>
              {passengers.length} dibayar · {boarded} sudah naik · {passengers.length - boarded}{' '}
              belum
            </dd>
          </div>
        </dl>
        {keberangkatan.status === 'dibatalkan' ? (
          <p className={styles.noticeError}>Keberangkatan ini dibatalkan operator.</p>
        ) : (
          <DepartureStatusControl departure={keberangkatan} />
        )}
      </header>

      <div className={styles.manifestActions} data-print="hide">
        <Link className={styles.primaryLink} to={paths.operatorBoarding.getHref(departureKey)}>
          Pindai penumpang naik
        </Link>
        <Button variant="secondary" onClick={() => window.print()}>
          Cetak manifes
        </Button>
        <Button
          variant="secondary"
          onClick={() => void download()}
          loading={downloading}
          loadingText="Mengunduh…"
        >
          Unduh CSV
        </Button>
      </div>

      <div aria-live="polite" aria-atomic="true" data-print="hide">
        {outcome ? <BoardingResult outcome={outcome} /> : null}
      </div>

      {passengers.length === 0 ? (
        <EmptyState
          title="Belum ada penumpang"
          description="Belum ada pemesanan yang dibayar untuk keberangkatan ini."
        />
      ) : (
        <>
          <div className={styles.searchRow} data-print="hide">
            <label className={styles.select}>
              <span>Cari penumpang</span>
              <input
                type="search"
                value={query}
                placeholder="Nama, kursi atau kode booking"
                onChange={(event) => setQuery(event.target.value)}
              />
            </label>
            {query ? (
              <span className={styles.muted} role="status">
                {shown.length} dari {passengers.length} penumpang
              </span>
            ) : null}
          </div>
          <PassengerTable
            passengers={query ? shown : passengers}
            onBoard={(code) => setConfirming(code)}
          />
        </>
      )}

      <ConfirmDialog
        open={confirming !== null}
        title="Tandai naik?"
        confirmText="Ya, naik"
        busy={board.isPending}
        onConfirm={confirmBoarding}
        onCancel={() => setConfirming(null)}
      >
        <p>
          Booking <strong>{confirming}</strong>: cocokkan identitas penumpang sebelum menandai.
        </p>
        <ul>
          {confirmingPassengers.map((p) => (
            <li key={p.kursi}>
              Kursi {p.kursi} · {p.nama}
            </li>
          ))}
        </ul>
      </ConfirmDialog>
    </div>
  );
}

/**
 * The passengers as a table: columns on a desktop and on paper, one card per passenger
 * on a phone (CSS; the explicit roles keep it a table for screen readers either way).
 */
function PassengerTable({
  passengers,
  onBoard,
}: {
  passengers: Passenger[];
  onBoard: (code: string) => void;
}) {
  return (
    <table className={styles.table} role="table">
      <caption className="visually-hidden">Daftar penumpang</caption>
      <thead role="rowgroup">
        <tr role="row">
          <th role="columnheader" scope="col">
            Kursi
          </th>
          <th role="columnheader" scope="col">
            Penumpang
          </th>
          <th role="columnheader" scope="col">
            Kode booking
          </th>
          <th role="columnheader" scope="col">
            Pemesan
          </th>
          <th role="columnheader" scope="col">
            Naik di
          </th>
          <th role="columnheader" scope="col">
            Status
          </th>
          <th role="columnheader" scope="col" className={styles.screenOnly}>
            <span className="visually-hidden">Aksi</span>
          </th>
          <th role="columnheader" scope="col" className={styles.printOnly}>
            Paraf
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {passengers.map((p) => (
          <tr
            key={`${p.reservasi_kode}-${p.kursi}`}
            role="row"
            className={p.status_naik === 'sudah' ? styles.rowBoarded : undefined}
          >
            <td role="cell" data-label="Kursi" className={styles.seatCell}>
              <span className={styles.seat}>{p.kursi}</span>
            </td>
            <td role="cell" data-label="Penumpang" className={styles.nameCell}>
              {p.nama}
            </td>
            <td role="cell" data-label="Kode booking" className={styles.codeCell}>
              {p.reservasi_kode}
            </td>
            <td role="cell" data-label="Pemesan">
              {p.pemesan_nama}
              <br />
              <a href={`tel:${p.pemesan_telp}`}>{p.pemesan_telp}</a>
            </td>
            <td role="cell" data-label="Naik di">
              {p.naik_di.cabang_nama} · {formatTime(p.naik_di.jam)}
              <span className={styles.cellSub}> → {p.turun_di.cabang_nama}</span>
            </td>
            <td role="cell" data-label="Status">
              {p.status_naik === 'sudah' ? (
                <span className={`${styles.badge} ${styles.badgeOk}`}>
                  Sudah naik {clockOf(p.naik_pada_lokal)}
                </span>
              ) : (
                <span className={`${styles.badge} ${styles.badgeMuted}`}>Belum naik</span>
              )}
            </td>
            <td role="cell" className={styles.screenOnly}>
              {p.status_naik === 'belum' ? (
                <Button
                  size="small"
                  variant="secondary"
                  onClick={() => onBoard(p.reservasi_kode)}
                  aria-label={`Tandai naik ${p.nama}, kursi ${p.kursi}`}
                >
                  Tandai naik
                </Button>
              ) : null}
            </td>
            <td role="cell" className={styles.printOnly} aria-hidden="true" />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
