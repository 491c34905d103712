import { useEffect, useRef, useState } from 'react';
import { PageTitle } from '../../../components/seo/page-title';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useStaffSession } from '../../../lib/staff-session';
import { useOperatorChoices } from '../api/get-operators';
import { useStaffLayouts } from '../api/timetable';
import { revealEditor } from '../lib/timetable-form';
import { LayoutEditor } from './layout-editor';
import styles from './office.module.css';
import own from './timetable.module.css';

/**
 * /operator/denah: seat layouts. A grid of cells, each clicked through seat, aisle, driver,
 * door, toilet and empty; seats numbered in reading order or by hand; a preview as the
 * customer's seat map draws it. A seat sold or held on a coming departure stays (the
 * server refuses otherwise, and the editor says so before sending).
 */
export function LayoutsPage() {
  const session = useStaffSession();
  const isAdmin = session?.staf.peran === 'admin';
  const [chosenOperator, setChosenOperator] = useState('');
  const operators = useOperatorChoices(isAdmin);
  const operator = isAdmin
    ? chosenOperator || operators.data?.list[0]?.operator_kode || ''
    : (session?.staf.operator_kode ?? '');
  const layouts = useStaffLayouts(operator);
  const [open, setOpen] = useState<string | null>(null);
  const [savedNote, setSavedNote] = useState<string | null>(null);
  const list = layouts.data?.denah ?? [];
  const current = open ? (list.find((item) => item.denah_kode === open) ?? null) : null;
  const editorRef = useRef<HTMLDivElement>(null);
  useEffect(() => revealEditor(editorRef.current), [open]);
  const openLayout = (code: string | null) => {
    setSavedNote(null);
    setOpen(code);
  };

  return (
    <div className={styles.page}>
      <PageTitle title={paths.operatorLayouts.title} />
      <div className={styles.pageHead}>
        <h1>Denah kursi</h1>
        <p className={styles.muted}>
          Denah kendaraan seperti pelanggan melihatnya saat memilih kursi. Kursi yang sudah terjual
          atau ditahan tetap ada dengan nomor yang sama.
        </p>
      </div>

      <section className={styles.toolbar} aria-label="Pilih operator">
        {isAdmin ? (
          <label className={styles.field}>
            <span>Operator</span>
            <select
              value={operator}
              onChange={(event) => {
                setChosenOperator(event.target.value);
                openLayout(null);
              }}
            >
              {(operators.data?.list ?? []).map((item) => (
                <option key={item.operator_kode} value={item.operator_kode}>
                  {item.operator_nama}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <div className={styles.actions}>
          <Button type="button" onClick={() => openLayout('')} disabled={operator === ''}>
            Denah baru
          </Button>
        </div>
      </section>

      {operator === '' || layouts.isPending ? (
        <SkeletonCard lines={4} label="Memuat denah…" />
      ) : layouts.isError ? (
        <ErrorState
          title="Denah gagal dimuat"
          message={errorMessage(layouts.error)}
          onRetry={() => void layouts.refetch()}
        />
      ) : (
        <div className={own.split}>
          <section aria-label="Daftar denah" className={own.list}>
            {list.length === 0 ? (
              <EmptyState title="Belum ada denah" description="Buat denah dengan Denah baru." />
            ) : (
              <ul className={own.cards}>
                {list.map((layout) => (
                  <li key={layout.denah_kode}>
                    <article
                      className={own.routeCard}
                      data-active={layout.denah_kode === open || undefined}
                    >
                      <div className={own.cardHead}>
                        <h2>{layout.nama}</h2>
                        <span className={styles.code}>{layout.denah_kode}</span>
                      </div>
                      <p className={styles.muted}>
                        {layout.tipe_kendaraan === 'bus' ? 'Bus' : 'Shuttle'} · {layout.kelas} ·{' '}
                        {layout.jumlah_kursi} kursi · {layout.jumlah_baris} x {layout.jumlah_kolom}
                        {layout.operator_kode === null ? ' · bersama' : ''}
                      </p>
                      <p className={styles.muted}>
                        {layout.jadwal_kode.length === 0
                          ? 'Belum dipakai jadwal'
                          : `Dipakai ${layout.jadwal_kode.length} jadwal`}
                        {layout.kursi_terpesan.length > 0
                          ? ` · ${layout.kursi_terpesan.length} kursi terpesan`
                          : ''}
                      </p>
                      <Button
                        type="button"
                        variant="secondary"
                        aria-pressed={layout.denah_kode === open}
                        onClick={() => openLayout(layout.denah_kode)}
                      >
                        {layout.denah_kode === open ? 'Sedang dibuka' : `Buka ${layout.denah_kode}`}
                      </Button>
                    </article>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {open === null ? null : open !== '' && !current ? (
            <SkeletonCard lines={4} label="Memuat denah…" />
          ) : (
            <div className={own.editor} ref={editorRef}>
              <LayoutEditor
                key={`${operator}|${open}`}
                operator={operator}
                isAdmin={isAdmin}
                layout={current}
                savedNote={savedNote}
                onSaved={(code, note) => {
                  setOpen(code);
                  setSavedNote(note);
                }}
                onClose={() => openLayout(null)}
              />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
