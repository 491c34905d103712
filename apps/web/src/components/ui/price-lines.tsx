import { formatRupiah } from '@lintas/domain/format';
import type { PriceLine } from '@lintas/domain/price-lines';
import styles from './price-lines.module.css';

const sign: Partial<Record<PriceLine['type'], string>> = {
  less: '−',
  'potongan-point': '−',
  add: '+',
};

/** Screen readers hear "dikurangi"/"ditambah" rather than a lone minus sign. */
const spokenSign: Partial<Record<PriceLine['type'], string>> = {
  less: 'potongan',
  'potongan-point': 'potongan poin',
  add: 'tambahan',
  'cashback-point': 'cashback poin',
};

const typeClass: Record<PriceLine['type'], string | undefined> = {
  less: styles.less,
  add: styles.add,
  total: styles.total,
  'potongan-point': styles.pointCut,
  'cashback-point': styles.cashback,
  normal: undefined,
};

function valueText(line: PriceLine): string {
  if (line.type === 'cashback-point')
    return `${new Intl.NumberFormat('id-ID').format(line.value)} poin`;
  return `${sign[line.type] ?? ''}${formatRupiah(line.value)}`;
}

/**
 * The price detail lines of spec §3, rendered by type: less (minus, green), add (plus),
 * total (bold total row), potongan-point and cashback-point styled apart, anything else
 * normal. Values arrive positive; the type carries the sign.
 */
export function PriceLines({
  lines,
  caption = 'Rincian harga',
}: {
  lines: readonly PriceLine[];
  caption?: string;
}) {
  return (
    <dl className={styles.lines} aria-label={caption}>
      {lines.map((line, index) => {
        const type: PriceLine['type'] = line.type in typeClass ? line.type : 'normal';
        const spoken = spokenSign[type];
        return (
          <div
            key={`${line.title}-${index}`}
            className={`${styles.line} ${typeClass[type] ?? ''}`}
            data-type={type}
          >
            <dt>
              {line.title}
              {type === 'cashback-point' ? <span className={styles.tag}>Cashback</span> : null}
            </dt>
            <dd>
              <span aria-hidden={spoken ? true : undefined}>{valueText({ ...line, type })}</span>
              {spoken ? (
                <span
                  className={styles.srOnly}
                >{`${spoken} ${spokenValue({ ...line, type })}`}</span>
              ) : null}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function spokenValue(line: PriceLine): string {
  return line.type === 'cashback-point' ? `${line.value} poin` : formatRupiah(line.value);
}
