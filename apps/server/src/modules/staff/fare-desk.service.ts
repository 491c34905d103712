import type { StaffFaresBody, StaffFaresResult } from '@lintas/domain/staff-operations-schemas';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { StaffPrincipal } from '../../http/authentication.js';
import type { Clock } from '../../lib/clock.js';
import type { FareUpdate } from '../trips/timetable.service.js';
import type { StaffFareRoute } from '@lintas/domain/staff-operations-schemas';
import type { DepartureRepository } from './departure.repository.js';
import type { StaffAccountRepository } from './staff-account.repository.js';

/** The trips module's fares. */
export interface FaresPort {
  fares(operatorCode: string, routeCode: string | undefined): Promise<StaffFareRoute[]>;
  updateFares(
    trx: Executor,
    update: FareUpdate,
  ): Promise<{ before: StaffFareRoute; after: StaffFareRoute }>;
}

/**
 * Fares per segment for staff: read and change a route's hop fares and its schedules'
 * percents. A petugas works on their own operator only (another answers 404); each change
 * is audited in its transaction, and shows in the next search (the catalogue's version).
 */
export class FareDeskService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly fares: FaresPort,
    private readonly departures: DepartureRepository,
    private readonly accounts: StaffAccountRepository,
    private readonly clock: Clock,
  ) {}

  private async assertOperator(staff: StaffPrincipal, operatorCode: string): Promise<void> {
    const visible =
      staff.role === 'admin'
        ? await this.departures.operatorExists(operatorCode)
        : operatorCode === staff.operatorCode;
    if (!visible) throw new AppError('NOT_FOUND', 'Operator tidak ditemukan.');
  }

  async list(
    staff: StaffPrincipal,
    operatorCode: string,
    routeCode: string | undefined,
  ): Promise<StaffFaresResult> {
    await this.assertOperator(staff, operatorCode);
    const rute = await this.fares.fares(operatorCode, routeCode);
    if (routeCode !== undefined && rute.length === 0)
      throw new AppError('NOT_FOUND', 'Rute tidak ditemukan.');
    return { operator_kode: operatorCode, rute };
  }

  async update(staff: StaffPrincipal, body: StaffFaresBody): Promise<StaffFaresResult> {
    await this.assertOperator(staff, body.operator_kode);
    const after = await this.db.transaction().execute(async (trx) => {
      const change = await this.fares.updateFares(trx, {
        operatorCode: body.operator_kode,
        routeCode: body.rute_kode,
        hops: body.segmen.map((hop) => ({ fromStop: hop.dari_urutan, fare: hop.tarif })),
        percents: (body.jadwal ?? []).map((item) => ({
          scheduleCode: item.jadwal_kode,
          percent: item.persen_tarif,
        })),
      });
      const before = fareSnapshot(change.before);
      const after = fareSnapshot(change.after);
      // The same fares sent again change nothing, and nothing is recorded.
      if (JSON.stringify(before) === JSON.stringify(after)) return change.after;
      await this.accounts.insertAudit(
        {
          staffId: staff.id,
          action: 'tarif.ubah',
          entity: 'rute',
          entityKey: `${body.operator_kode}/${body.rute_kode}`,
          before,
          after,
          at: this.clock.now(),
        },
        trx,
      );
      return change.after;
    });
    return { operator_kode: body.operator_kode, rute: [after] };
  }
}

/** What the audit keeps of a route's fares: each hop's fare and each schedule's percent. */
function fareSnapshot(route: StaffFareRoute) {
  return {
    segmen: route.segmen.map((hop) => ({ dari_urutan: hop.dari_urutan, tarif: hop.tarif })),
    jadwal: route.jadwal.map((item) => ({
      jadwal_kode: item.jadwal_kode,
      persen_tarif: item.persen_tarif,
    })),
  };
}
