import { TextField } from '../../../components/ui/text-field';
import type { SelectedSeat } from '@lintas/domain/seat-setting';
import styles from './booker-page.module.css';
import type { BookerFields } from './use-booker-fields';

interface PassengerSectionProps {
  direction: 'go' | 'return';
  /** The direction's chosen seats (of its first leg), one passenger each. */
  seats: readonly SelectedSeat[];
  /** "Sama dengan pemesan" is on for this direction. */
  same: boolean;
  roundTrip: boolean;
  /** "Pergi · Rute 2 dari 2: Kursi 3" for the connecting legs of passenger `index` ('' for none). */
  otherSeats: (index: number) => string;
  fields: Pick<BookerFields, 'propsFor' | 'toggleSameAsBooker'>;
}

/** The booker page's card of one direction's passengers: one name per seat, "Sama dengan pemesan". */
export function PassengerSection({
  direction,
  seats,
  same,
  roundTrip,
  otherSeats,
  fields,
}: PassengerSectionProps) {
  const title = !roundTrip
    ? 'Data Penumpang'
    : direction === 'go'
      ? 'Penumpang Pergi'
      : 'Penumpang Pulang';
  const headingId = `passengers-${direction}-title`;
  return (
    <section
      className={styles.card}
      aria-labelledby={headingId}
      data-tour={direction === 'go' ? 'passengers' : undefined}
    >
      <h2 id={headingId} className={styles.cardTitle}>
        {title}
      </h2>
      <p className={styles.cardHint}>
        {direction === 'return'
          ? 'Sudah kami isi dengan penumpang perjalanan pergi; ubah bila berbeda.'
          : 'Isi nama sesuai kartu identitas. Satu nama untuk setiap kursi.'}
      </p>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={same}
          onChange={(event) => fields.toggleSameAsBooker(direction, event.target.checked)}
          aria-describedby={`same-${direction}-hint`}
        />
        <span>Sama dengan pemesan</span>
      </label>
      <p id={`same-${direction}-hint`} className="visually-hidden">
        Nama penumpang 1 diisi dengan nama pemesan
      </p>
      {seats.map((s, index) => {
        const others = otherSeats(index);
        const locked = index === 0 && same;
        return (
          <TextField
            key={`${direction}-${s.no}`}
            label={`Penumpang ${index + 1} - Kursi ${s.no}`}
            hint={
              [others, locked ? 'Sama dengan pemesan' : ''].filter(Boolean).join(' · ') || undefined
            }
            autoComplete={index === 0 ? 'name' : 'off'}
            required
            readOnly={locked}
            maxLength={64}
            {...fields.propsFor(`passenger-${direction}-${index}`)}
          />
        );
      })}
    </section>
  );
}
