import {
  BUS,
  BUS_EXECUTIVE,
  every,
  outAndBack,
  reverse,
  type SeedRoute,
  type SeedStop,
  SHUTTLE,
  SHUTTLE_PLUS,
} from './seed-route-kit.js';

/**
 * Demo routes across Java and on to Bali: long-distance buses and the hub connection.
 * - LTM and RSL: multi-stop routes whose segments are sold separately.
 * - CRB (Bandung -> Cirebon Hub) + JTN (Cirebon Hub -> Semarang/Yogyakarta): the only
 *   way from Bandung to Central Java, i.e. a connecting journey through the hub.
 * - GMP Surabaya -> Denpasar: arrives in WITA.
 * - KJT night buses and late departures: arrive after midnight.
 */

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

export const JAWA_BALI_ROUTES: SeedRoute[] = [
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
  ...outAndBack(
    {
      operator: 'RSL',
      name: 'Jakarta - Semarang - Solo - Malang',
      layout: 'BUS30',
      stops: RSL_A,
      departures: ['17:00'],
      facilities: BUS_EXECUTIVE,
    },
    { name: 'Malang - Solo - Semarang - Jakarta', departures: ['16:00'] },
  ),
  ...outAndBack(
    {
      operator: 'GMP',
      name: 'Surabaya Bungurasih - Denpasar',
      layout: 'BUS40',
      stops: GMP_BALI,
      departures: ['07:00', '19:00'],
      facilities: BUS,
    },
    { name: 'Denpasar - Surabaya Bungurasih', departures: ['08:00', '18:00'] },
  ),
  ...outAndBack(
    {
      operator: 'GMP',
      name: 'Bandara Juanda - Malang Dinoyo',
      layout: 'SHT12',
      stops: GMP_MLG,
      departures: every('06:00', '18:00', 180),
      facilities: SHUTTLE_PLUS,
    },
    { name: 'Malang Dinoyo - Bandara Juanda', departures: every('04:00', '16:00', 180) },
  ),
  ...outAndBack(
    {
      operator: 'CRB',
      name: 'Bandung Cihampelas - Cirebon Hub',
      layout: 'SHT12',
      stops: CRB_A,
      departures: ['05:00', '08:00', '11:00', '14:00'],
      facilities: SHUTTLE,
    },
    { name: 'Cirebon Hub - Bandung Cihampelas', departures: ['11:00', '14:30', '17:00'] },
  ),
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
