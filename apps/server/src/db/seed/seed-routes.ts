/**
 * Demo routes (jurusan) and their daily departures. Each stop is
 * [point code, minutes from the first stop, fare from the first stop].
 * Notable shapes, each needed by a feature:
 * - Bandung <-> Jakarta: many operators, shuttle and bus, departures every hour.
 * - PSR and LTM/RSL: multi-stop routes whose segments are sold separately.
 * - CRB (Bandung -> Cirebon Hub) + JTN (Cirebon Hub -> Semarang/Yogyakarta): the only
 *   way from Bandung to Central Java, i.e. a connecting journey through the hub.
 * - GMP Surabaya -> Denpasar: arrives in WITA.
 * - KJT night buses and late departures: arrive after midnight.
 */

export type SeedStop = [pointCode: string, minutes: number, fare: number];

export interface SeedRoute {
  operator: string;
  name: string;
  layout: string;
  stops: SeedStop[];
  departures: string[];
  facilities: string[];
  /** 0 = Sunday; default every day. */
  daysOfWeek?: number[];
}

/** Departures every `stepMinutes` from `from` to `to` inclusive, as 'HH:MM'. */
function every(from: string, to: string, stepMinutes: number): string[] {
  const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const out: string[] = [];
  for (let m = toMinutes(from); m <= toMinutes(to); m += stepMinutes) {
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return out;
}

/** The same stops driven the other way: minutes and fares mirrored. */
function reverse(stops: SeedStop[]): SeedStop[] {
  const last = stops[stops.length - 1];
  if (!last) return [];
  return [...stops]
    .reverse()
    .map(([code, minutes, fare]) => [code, last[1] - minutes, last[2] - fare]);
}

const SHUTTLE = ['mineral-water', 'ac', 'baggage'];
const SHUTTLE_PLUS = ['mineral-water', 'ac', 'baggage', 'usb-charger'];
const SHUTTLE_PREMIUM = ['mineral-water', 'ac', 'baggage', 'wifi', 'usb-charger', 'snack'];
const BUS = ['mineral-water', 'ac', 'baggage', 'toilet'];
const BUS_EXECUTIVE = [
  'mineral-water',
  'ac',
  'baggage',
  'toilet',
  'usb-charger',
  'blanket',
  'meal',
];

const XTR_A: SeedStop[] = [
  ['BDG-PST', 0, 0],
  ['JKT-BLM', 180, 130000],
];
const XTR_B: SeedStop[] = [
  ['BDG-DPU', 0, 0],
  ['JKT-KNG', 175, 140000],
];
const BRY_A: SeedStop[] = [
  ['BDG-CHP', 0, 0],
  ['JKT-FTW', 170, 120000],
];
const BRY_BGR: SeedStop[] = [
  ['BDG-CHP', 0, 0],
  ['BGR-BRS', 180, 110000],
];
const BRY_TSM: SeedStop[] = [
  ['BDG-PST', 0, 0],
  ['TSM-IDH', 210, 100000],
];
const CTY_A: SeedStop[] = [
  ['BDG-BBT', 0, 0],
  ['JKT-CWG', 165, 115000],
];
const CTY_SMI: SeedStop[] = [
  ['BDG-KPO', 0, 0],
  ['SMI-SLW', 200, 95000],
];
const DYT_A: SeedStop[] = [
  ['BDG-KPO', 0, 0],
  ['JKT-GRG', 200, 90000],
];
const ARK_A: SeedStop[] = [
  ['BDG-PST', 0, 0],
  ['JKT-CGK', 240, 180000],
];
const PSR_A: SeedStop[] = [
  ['BDG-DPU', 0, 0],
  ['PWK-SDG', 90, 60000],
  ['JKT-CWG', 190, 125000],
];
const LTM_A: SeedStop[] = [
  ['JKT-GRG', 0, 0],
  ['CBN-KJG', 210, 120000],
  ['SMG-PDN', 450, 230000],
  ['SUB-BGS', 750, 360000],
];
const LTM_EXEC: SeedStop[] = [
  ['JKT-GRG', 0, 0],
  ['CBN-KJG', 210, 160000],
  ['SMG-PDN', 450, 300000],
  ['SUB-BGS', 750, 470000],
];
const RSL_A: SeedStop[] = [
  ['JKT-CWG', 0, 0],
  ['SMG-BYM', 420, 250000],
  ['SOC-TRT', 540, 300000],
  ['MLG-ARJ', 780, 420000],
];
const GMP_BALI: SeedStop[] = [
  ['SUB-BGS', 0, 0],
  ['DPS-UBG', 660, 280000],
  ['DPS-NGR', 720, 300000],
];
const GMP_MLG: SeedStop[] = [
  ['SUB-JND', 0, 0],
  ['MLG-DNY', 120, 90000],
];
const CRB_A: SeedStop[] = [
  ['BDG-CHP', 0, 0],
  ['CBN-HUB', 210, 110000],
];
const JTN_SMG: SeedStop[] = [
  ['CBN-HUB', 0, 0],
  ['SMG-PDN', 300, 150000],
];
const JTN_YOG: SeedStop[] = [
  ['CBN-HUB', 0, 0],
  ['YOG-JBR', 420, 180000],
];
const JTN_SMG_YOG: SeedStop[] = [
  ['SMG-PDN', 0, 0],
  ['YOG-MLB', 180, 80000],
];
const KJT_A: SeedStop[] = [
  ['JKT-KNG', 0, 0],
  ['YOG-JBR', 540, 240000],
];

export const SEED_ROUTES: SeedRoute[] = [
  {
    operator: 'XTR',
    name: 'Bandung Pasteur - Jakarta Blok M',
    layout: 'SHT12',
    stops: XTR_A,
    departures: every('04:00', '22:00', 60),
    facilities: SHUTTLE_PLUS,
  },
  {
    operator: 'XTR',
    name: 'Jakarta Blok M - Bandung Pasteur',
    layout: 'SHT12',
    stops: reverse(XTR_A),
    departures: every('04:00', '22:00', 60),
    facilities: SHUTTLE_PLUS,
  },
  {
    operator: 'XTR',
    name: 'Bandung Dipatiukur - Jakarta Kuningan',
    layout: 'SHT10',
    stops: XTR_B,
    departures: every('05:00', '21:00', 120),
    facilities: SHUTTLE_PREMIUM,
  },
  {
    operator: 'XTR',
    name: 'Jakarta Kuningan - Bandung Dipatiukur',
    layout: 'SHT10',
    stops: reverse(XTR_B),
    departures: every('05:00', '21:00', 120),
    facilities: SHUTTLE_PREMIUM,
  },
  {
    operator: 'BRY',
    name: 'Bandung Cihampelas - Jakarta Fatmawati',
    layout: 'SHT12',
    stops: BRY_A,
    departures: every('05:30', '21:30', 120),
    facilities: SHUTTLE_PLUS,
  },
  {
    operator: 'BRY',
    name: 'Jakarta Fatmawati - Bandung Cihampelas',
    layout: 'SHT12',
    stops: reverse(BRY_A),
    departures: every('05:30', '21:30', 120),
    facilities: SHUTTLE_PLUS,
  },
  {
    operator: 'BRY',
    name: 'Bandung Cihampelas - Bogor Baranangsiang',
    layout: 'SHT12',
    stops: BRY_BGR,
    departures: ['06:00', '10:00', '14:00', '18:00'],
    facilities: SHUTTLE,
  },
  {
    operator: 'BRY',
    name: 'Bogor Baranangsiang - Bandung Cihampelas',
    layout: 'SHT12',
    stops: reverse(BRY_BGR),
    departures: ['06:00', '10:00', '14:00', '18:00'],
    facilities: SHUTTLE,
  },
  {
    operator: 'BRY',
    name: 'Bandung Pasteur - Tasikmalaya Indihiang',
    layout: 'SHT14',
    stops: BRY_TSM,
    departures: ['07:00', '13:00', '17:00'],
    facilities: SHUTTLE,
  },
  {
    operator: 'BRY',
    name: 'Tasikmalaya Indihiang - Bandung Pasteur',
    layout: 'SHT14',
    stops: reverse(BRY_TSM),
    departures: ['06:00', '12:00', '16:00'],
    facilities: SHUTTLE,
  },
  {
    operator: 'CTY',
    name: 'Bandung Buah Batu - Jakarta Cawang',
    layout: 'SHT14',
    stops: CTY_A,
    departures: every('06:00', '20:00', 60),
    facilities: ['ac', 'baggage'],
  },
  {
    operator: 'CTY',
    name: 'Jakarta Cawang - Bandung Buah Batu',
    layout: 'SHT14',
    stops: reverse(CTY_A),
    departures: every('06:00', '20:00', 60),
    facilities: ['ac', 'baggage'],
  },
  {
    operator: 'CTY',
    name: 'Bandung Kopo - Sukabumi Siliwangi',
    layout: 'SHT14',
    stops: CTY_SMI,
    departures: ['08:00', '12:00', '16:00'],
    facilities: ['ac', 'baggage'],
  },
  {
    operator: 'CTY',
    name: 'Sukabumi Siliwangi - Bandung Kopo',
    layout: 'SHT14',
    stops: reverse(CTY_SMI),
    departures: ['07:00', '11:00', '15:00'],
    facilities: ['ac', 'baggage'],
  },
  {
    operator: 'DYT',
    name: 'Bandung Kopo - Jakarta Grogol',
    layout: 'BUS40',
    stops: DYT_A,
    departures: ['06:00', '09:00', '12:00', '15:00', '18:00'],
    facilities: BUS,
  },
  {
    operator: 'DYT',
    name: 'Jakarta Grogol - Bandung Kopo',
    layout: 'BUS40',
    stops: reverse(DYT_A),
    departures: ['06:00', '09:00', '12:00', '15:00', '18:00'],
    facilities: BUS,
  },
  {
    operator: 'ARK',
    name: 'Bandung Pasteur - Bandara Soekarno-Hatta',
    layout: 'SHT10',
    stops: ARK_A,
    departures: every('04:00', '22:00', 120),
    facilities: SHUTTLE_PREMIUM,
  },
  {
    operator: 'ARK',
    name: 'Bandara Soekarno-Hatta - Bandung Pasteur',
    layout: 'SHT10',
    stops: reverse(ARK_A),
    departures: every('06:00', '22:00', 120),
    facilities: SHUTTLE_PREMIUM,
  },
  {
    operator: 'PSR',
    name: 'Bandung Dipatiukur - Purwakarta - Jakarta Cawang',
    layout: 'SHT14',
    stops: PSR_A,
    departures: every('06:00', '20:00', 120),
    facilities: SHUTTLE,
  },
  {
    operator: 'PSR',
    name: 'Jakarta Cawang - Purwakarta - Bandung Dipatiukur',
    layout: 'SHT14',
    stops: reverse(PSR_A),
    departures: every('06:00', '20:00', 120),
    facilities: SHUTTLE,
  },
  {
    operator: 'LTM',
    name: 'Jakarta - Cirebon - Semarang - Surabaya (Bisnis)',
    layout: 'BUS40',
    stops: LTM_A,
    departures: ['07:00', '18:00'],
    facilities: BUS,
  },
  {
    operator: 'LTM',
    name: 'Jakarta - Cirebon - Semarang - Surabaya (Eksekutif)',
    layout: 'BUS30',
    stops: LTM_EXEC,
    departures: ['19:00'],
    facilities: BUS_EXECUTIVE,
  },
  {
    operator: 'LTM',
    name: 'Surabaya - Semarang - Cirebon - Jakarta (Bisnis)',
    layout: 'BUS40',
    stops: reverse(LTM_A),
    departures: ['07:00', '18:00'],
    facilities: BUS,
  },
  {
    operator: 'RSL',
    name: 'Jakarta - Semarang - Solo - Malang',
    layout: 'BUS30',
    stops: RSL_A,
    departures: ['17:00'],
    facilities: BUS_EXECUTIVE,
  },
  {
    operator: 'RSL',
    name: 'Malang - Solo - Semarang - Jakarta',
    layout: 'BUS30',
    stops: reverse(RSL_A),
    departures: ['16:00'],
    facilities: BUS_EXECUTIVE,
  },
  {
    operator: 'GMP',
    name: 'Surabaya Bungurasih - Denpasar',
    layout: 'BUS40',
    stops: GMP_BALI,
    departures: ['07:00', '19:00'],
    facilities: BUS,
  },
  {
    operator: 'GMP',
    name: 'Denpasar - Surabaya Bungurasih',
    layout: 'BUS40',
    stops: reverse(GMP_BALI),
    departures: ['08:00', '18:00'],
    facilities: BUS,
  },
  {
    operator: 'GMP',
    name: 'Bandara Juanda - Malang Dinoyo',
    layout: 'SHT12',
    stops: GMP_MLG,
    departures: every('06:00', '18:00', 180),
    facilities: SHUTTLE_PLUS,
  },
  {
    operator: 'GMP',
    name: 'Malang Dinoyo - Bandara Juanda',
    layout: 'SHT12',
    stops: reverse(GMP_MLG),
    departures: every('04:00', '16:00', 180),
    facilities: SHUTTLE_PLUS,
  },
  {
    operator: 'CRB',
    name: 'Bandung Cihampelas - Cirebon Hub',
    layout: 'SHT12',
    stops: CRB_A,
    departures: ['05:00', '08:00', '11:00', '14:00'],
    facilities: SHUTTLE,
  },
  {
    operator: 'CRB',
    name: 'Cirebon Hub - Bandung Cihampelas',
    layout: 'SHT12',
    stops: reverse(CRB_A),
    departures: ['11:00', '14:30', '17:00'],
    facilities: SHUTTLE,
  },
  {
    operator: 'JTN',
    name: 'Cirebon Hub - Semarang Pandanaran',
    layout: 'SHT14',
    stops: JTN_SMG,
    departures: ['09:30', '12:00', '15:30', '19:00'],
    facilities: ['ac', 'baggage'],
  },
  {
    operator: 'JTN',
    name: 'Cirebon Hub - Yogyakarta Jombor',
    layout: 'SHT14',
    stops: JTN_YOG,
    departures: ['10:00', '13:00', '16:00'],
    facilities: ['ac', 'baggage'],
  },
  {
    operator: 'JTN',
    name: 'Semarang Pandanaran - Cirebon Hub',
    layout: 'SHT14',
    stops: reverse(JTN_SMG),
    departures: ['05:00', '08:00'],
    facilities: ['ac', 'baggage'],
  },
  {
    operator: 'JTN',
    name: 'Yogyakarta Jombor - Cirebon Hub',
    layout: 'SHT14',
    stops: reverse(JTN_YOG),
    departures: ['06:00'],
    facilities: ['ac', 'baggage'],
  },
  {
    operator: 'JTN',
    name: 'Semarang Pandanaran - Yogyakarta Malioboro',
    layout: 'SHT14',
    stops: JTN_SMG_YOG,
    departures: ['07:00', '11:00', '15:00'],
    facilities: ['ac', 'baggage'],
  },
  {
    operator: 'KJT',
    name: 'Jakarta Kuningan - Yogyakarta Jombor (Malam)',
    layout: 'BUS30',
    stops: KJT_A,
    departures: ['19:00', '20:30'],
    facilities: BUS_EXECUTIVE,
  },
  {
    operator: 'KJT',
    name: 'Jakarta Kuningan - Yogyakarta Jombor (Akhir Pekan)',
    layout: 'BUS30',
    stops: KJT_A,
    departures: ['22:00'],
    facilities: BUS_EXECUTIVE,
    daysOfWeek: [0, 5, 6],
  },
  {
    operator: 'KJT',
    name: 'Yogyakarta Jombor - Jakarta Kuningan (Malam)',
    layout: 'BUS30',
    stops: reverse(KJT_A),
    departures: ['18:00', '20:00'],
    facilities: BUS_EXECUTIVE,
  },
];

/**
 * Fare percent by departure hour: early and late departures are cheaper, rush hours
 * dearer, so the same route shows different prices through the day.
 */
export function farePercentFor(departure: string): number {
  const hour = Number(departure.slice(0, 2));
  if (hour < 6 || hour >= 21) return 90;
  if ((hour >= 6 && hour < 9) || (hour >= 16 && hour < 19)) return 110;
  return 100;
}
