import type { StaffLayout } from '@lintas/domain/staff-timetable-schemas';
import { PageTitle } from '../../../components/seo/page-title';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import { useStaffLayouts } from '../api/timetable';
import { LayoutEditor } from './layout-editor';
import { ListAndEditor, OperatorToolbar, useOpenEditor } from './list-and-editor';
import styles from './office.module.css';
import { OperatorData, useOperatorScope } from './operator-scope';
import own from './timetable.module.css';

/**
 * /operator/denah: seat layouts. A grid of cells, each clicked through seat, aisle, driver,
 * door, toilet and empty; seats numbered in reading order or by hand; a preview as the
 * customer's seat map draws it. A seat sold or held on a coming departure stays (the
 * server refuses otherwise, and the editor says so before sending).
 */
export function LayoutsPage() {
  const scope = useOperatorScope();
  const { operator } = scope;
  const layouts = useStaffLayouts(operator);
  const editor = useOpenEditor();
  const { open } = editor;
  const list = layouts.data?.denah ?? [];
  const current = open ? (list.find((item) => item.denah_kode === open) ?? null) : null;

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

      <OperatorToolbar scope={scope} editor={editor} newLabel="Denah baru" />

      <OperatorData
        operator={operator}
        query={layouts}
        loadingLabel="Memuat denah…"
        errorTitle="Denah gagal dimuat"
      >
        {() => (
          <ListAndEditor
            editor={editor}
            found={current !== null}
            listLabel="Daftar denah"
            loadingLabel="Memuat denah…"
            list={
              list.length === 0 ? (
                <EmptyState title="Belum ada denah" description="Buat denah dengan Denah baru." />
              ) : (
                <ul className={own.cards}>
                  {list.map((layout) => (
                    <li key={layout.denah_kode}>
                      <LayoutCard
                        layout={layout}
                        active={layout.denah_kode === open}
                        onOpen={() => editor.openItem(layout.denah_kode)}
                      />
                    </li>
                  ))}
                </ul>
              )
            }
          >
            <LayoutEditor
              key={`${operator}|${open}`}
              operator={operator}
              isAdmin={scope.isAdmin}
              layout={current}
              savedNote={editor.savedNote}
              onSaved={editor.saved}
              onClose={() => editor.openItem(null)}
            />
          </ListAndEditor>
        )}
      </OperatorData>
    </div>
  );
}

function LayoutCard({
  layout,
  active,
  onOpen,
}: {
  layout: StaffLayout;
  active: boolean;
  onOpen: () => void;
}) {
  return (
    <article className={own.routeCard} data-active={active || undefined}>
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
      <Button type="button" variant="secondary" aria-pressed={active} onClick={onOpen}>
        {active ? 'Sedang dibuka' : `Buka ${layout.denah_kode}`}
      </Button>
    </article>
  );
}
