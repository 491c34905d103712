import type {
  StaffLayout,
  StaffLayoutCreateBody,
  StaffLayoutResult,
  StaffLayoutsResult,
  StaffLayoutUpdateBody,
} from '@lintas/domain/staff-timetable-schemas';
import { AppError } from '../../http/app-error.js';
import type { StaffPrincipal } from '../../http/authentication.js';
import type { EditorLayout } from '../trips/route-editor.service.js';
import { bookedDatesText, TimetableDesk } from './timetable-desk.js';

/** What the audit keeps of a layout: everything a customer's seat map is drawn from. */
function layoutSnapshot(layout: Omit<StaffLayout, 'kursi_terpesan' | 'jadwal_kode'>) {
  return {
    nama: layout.nama,
    tipe_kendaraan: layout.tipe_kendaraan,
    kelas: layout.kelas,
    jumlah_baris: layout.jumlah_baris,
    jumlah_kolom: layout.jumlah_kolom,
    sel: [...layout.sel]
      .sort((a, b) => a.baris - b.baris || a.kolom - b.kolom)
      .map((cell) => (cell.jenis === 'seat' ? cell : { ...cell, nomor: undefined })),
  };
}

/**
 * Seat layouts for staff (issue 10, decision 0021). A layout belongs to one operator or is
 * shared (the catalogue's); a petugas sees their own and the shared ones, changes only
 * their own (a shared one: 403, another operator's: 404). A change that would take away a
 * seat sold or held on a coming departure of any schedule running with the layout is
 * refused (409, naming the seats and departures); adding seats and renaming go through.
 * Audited in the change's transaction; the next seat map and search are drawn from it.
 */
export class LayoutDeskService extends TimetableDesk {
  async list(staff: StaffPrincipal, operatorCode: string | undefined): Promise<StaffLayoutsResult> {
    const operatorCodes = await this.operatorScope(staff, operatorCode);
    const layouts = await this.editor.layouts({ operatorCodes });
    const booked = await this.guard.bookedSeats(
      layouts.map((layout) => layout.id),
      this.clock.now(),
    );
    return {
      // A shared layout runs other operators' schedules too: a petugas sees their own seats only.
      denah: layouts.map((layout) =>
        withBooked(
          layout,
          booked
            .filter(
              (row) =>
                row.layoutId === layout.id &&
                (operatorCodes === null || layout.jadwal_kode.includes(row.scheduleCode)),
            )
            .map((row) => row.seatNo),
        ),
      ),
    };
  }

  async create(staff: StaffPrincipal, body: StaffLayoutCreateBody): Promise<StaffLayoutResult> {
    let owner: string | null;
    if (staff.role === 'admin') {
      owner = body.operator_kode ?? null;
      if (owner !== null) await this.operatorScope(staff, owner);
    } else {
      // A petugas's layout is always their operator's; naming another is a 404 like any other.
      [owner = null] = (await this.operatorScope(staff, body.operator_kode)) ?? [];
    }
    const now = this.clock.now();
    return this.auditedChange(staff, now, async (trx, audit) => {
      const layout = await this.editor.createLayout(trx, owner, body);
      await audit({
        action: 'denah.buat',
        entity: 'denah',
        entityKey: layout.denah_kode,
        before: null,
        after: layoutSnapshot(layout),
      });
      return { denah: withBooked(layout, []), berubah: true };
    });
  }

  async update(
    staff: StaffPrincipal,
    code: string,
    body: StaffLayoutUpdateBody,
  ): Promise<StaffLayoutResult> {
    const operatorCodes = await this.operatorScope(staff, undefined);
    const now = this.clock.now();
    return this.auditedChange(staff, now, async (trx, audit) => {
      const layout = await this.editor.layoutForChange(trx, code, operatorCodes);
      if (!layout) throw new AppError('NOT_FOUND', 'Denah tidak ditemukan.');
      if (staff.role !== 'admin' && layout.operator_kode === null)
        throw new AppError(
          'FORBIDDEN',
          'Denah bersama hanya dapat diubah admin. Buat denah baru untuk operator Anda.',
        );
      const booked = await this.guard.bookedSeats([layout.id], now, trx);
      const before = layoutSnapshot(layout);
      const after = layoutSnapshot({ ...layout, ...body, sel: body.sel });
      if (JSON.stringify(before) === JSON.stringify(after))
        return {
          denah: withBooked(
            layout,
            booked.map((row) => row.seatNo),
          ),
          berubah: false,
        };

      const seats = new Set(
        body.sel.filter((cell) => cell.jenis === 'seat').map((cell) => cell.nomor),
      );
      const lost = booked.filter((row) => !seats.has(row.seatNo));
      if (lost.length > 0) {
        const numbers = [...new Set(lost.map((row) => row.seatNo))];
        const departures = [
          ...new Map(lost.map((row) => [`${row.scheduleCode}|${row.tripDate}`, row])).values(),
        ];
        throw new AppError(
          'LAYOUT_SEATS_BOOKED',
          `Kursi ${numbers.join(', ')} sudah dipesan pada ${bookedDatesText(departures)} dan ` +
            'harus tetap ada di denah dengan nomor yang sama. Pindahkan kursi lain, atau ' +
            'batalkan keberangkatan itu lebih dulu (penumpang diberi tahu dan di-refund).',
          { kursi: numbers },
        );
      }
      const changed = await this.editor.changeLayout(trx, layout, body);
      await audit({
        action: 'denah.ubah',
        entity: 'denah',
        entityKey: layout.denah_kode,
        before,
        after: layoutSnapshot(changed),
      });
      return {
        denah: withBooked(
          changed,
          booked.map((row) => row.seatNo),
        ),
        berubah: true,
      };
    });
  }
}

function withBooked(layout: EditorLayout, seats: string[]): StaffLayout {
  const { id: _id, ...rest } = layout;
  const numbers = [...new Set(seats)].sort(
    (a, b) => a.length - b.length || a.localeCompare(b, 'id'),
  );
  return { ...rest, kursi_terpesan: numbers };
}
