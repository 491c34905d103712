import {
  BUS,
  every,
  outAndBack,
  type SeedRoute,
  type SeedStop,
  SHUTTLE,
  SHUTTLE_PLUS,
  SHUTTLE_PREMIUM,
} from './seed-route-kit.js';

/**
 * Demo routes around Bandung and Jakarta (Jawa Barat and the capital): short shuttle and
 * bus runs, most of them out and back. Bandung <-> Jakarta has many operators, shuttle
 * and bus, departures every hour; PSR is a multi-stop route whose segments are sold
 * separately.
 */

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

export const JABAR_ROUTES: SeedRoute[] = [
  ...outAndBack(
    {
      operator: 'XTR',
      name: 'Bandung Pasteur - Jakarta Blok M',
      layout: 'SHT12',
      stops: XTR_A,
      departures: every('04:00', '22:00', 60),
      facilities: SHUTTLE_PLUS,
    },
    { name: 'Jakarta Blok M - Bandung Pasteur' },
  ),
  ...outAndBack(
    {
      operator: 'XTR',
      name: 'Bandung Dipatiukur - Jakarta Kuningan',
      layout: 'SHT10',
      stops: XTR_B,
      departures: every('05:00', '21:00', 120),
      facilities: SHUTTLE_PREMIUM,
    },
    { name: 'Jakarta Kuningan - Bandung Dipatiukur' },
  ),
  ...outAndBack(
    {
      operator: 'BRY',
      name: 'Bandung Cihampelas - Jakarta Fatmawati',
      layout: 'SHT12',
      stops: BRY_A,
      departures: every('05:30', '21:30', 120),
      facilities: SHUTTLE_PLUS,
    },
    { name: 'Jakarta Fatmawati - Bandung Cihampelas' },
  ),
  ...outAndBack(
    {
      operator: 'BRY',
      name: 'Bandung Cihampelas - Bogor Baranangsiang',
      layout: 'SHT12',
      stops: BRY_BGR,
      departures: ['06:00', '10:00', '14:00', '18:00'],
      facilities: SHUTTLE,
    },
    { name: 'Bogor Baranangsiang - Bandung Cihampelas' },
  ),
  ...outAndBack(
    {
      operator: 'BRY',
      name: 'Bandung Pasteur - Tasikmalaya Indihiang',
      layout: 'SHT14',
      stops: BRY_TSM,
      departures: ['07:00', '13:00', '17:00'],
      facilities: SHUTTLE,
    },
    { name: 'Tasikmalaya Indihiang - Bandung Pasteur', departures: ['06:00', '12:00', '16:00'] },
  ),
  ...outAndBack(
    {
      operator: 'CTY',
      name: 'Bandung Buah Batu - Jakarta Cawang',
      layout: 'SHT14',
      stops: CTY_A,
      departures: every('06:00', '20:00', 60),
      facilities: ['ac', 'baggage'],
    },
    { name: 'Jakarta Cawang - Bandung Buah Batu' },
  ),
  ...outAndBack(
    {
      operator: 'CTY',
      name: 'Bandung Kopo - Sukabumi Siliwangi',
      layout: 'SHT14',
      stops: CTY_SMI,
      departures: ['08:00', '12:00', '16:00'],
      facilities: ['ac', 'baggage'],
    },
    { name: 'Sukabumi Siliwangi - Bandung Kopo', departures: ['07:00', '11:00', '15:00'] },
  ),
  ...outAndBack(
    {
      operator: 'DYT',
      name: 'Bandung Kopo - Jakarta Grogol',
      layout: 'BUS40',
      stops: DYT_A,
      departures: ['06:00', '09:00', '12:00', '15:00', '18:00'],
      facilities: BUS,
    },
    { name: 'Jakarta Grogol - Bandung Kopo' },
  ),
  ...outAndBack(
    {
      operator: 'ARK',
      name: 'Bandung Pasteur - Bandara Soekarno-Hatta',
      layout: 'SHT10',
      stops: ARK_A,
      departures: every('04:00', '22:00', 120),
      facilities: SHUTTLE_PREMIUM,
    },
    { name: 'Bandara Soekarno-Hatta - Bandung Pasteur', departures: every('06:00', '22:00', 120) },
  ),
  ...outAndBack(
    {
      operator: 'PSR',
      name: 'Bandung Dipatiukur - Purwakarta - Jakarta Cawang',
      layout: 'SHT14',
      stops: PSR_A,
      departures: every('06:00', '20:00', 120),
      facilities: SHUTTLE,
    },
    { name: 'Jakarta Cawang - Purwakarta - Bandung Dipatiukur' },
  ),
];
