import { INDONESIAN_ZONES } from '../../lib/zoned-time.js';
/**
 * Demo cities and pickup points (cabang). City ids are fixed because clients default
 * to Bandung (1) and Jakarta (2) (spec §3 "Search form"). Point codes are the
 * `cabang_kode` clients send back, so they are stable too.
 */

export const WIB = INDONESIAN_ZONES.WIB;
const WITA = INDONESIAN_ZONES.WITA;

export interface SeedCity {
  id: number;
  name: string;
  province: string;
  timezone: string;
  popularRank: number | null;
}

export const SEED_CITIES: SeedCity[] = [
  { id: 1, name: 'Bandung', province: 'Jawa Barat', timezone: WIB, popularRank: 1 },
  { id: 2, name: 'Jakarta', province: 'DKI Jakarta', timezone: WIB, popularRank: 2 },
  { id: 3, name: 'Bogor', province: 'Jawa Barat', timezone: WIB, popularRank: 6 },
  { id: 4, name: 'Cirebon', province: 'Jawa Barat', timezone: WIB, popularRank: 7 },
  { id: 5, name: 'Semarang', province: 'Jawa Tengah', timezone: WIB, popularRank: 4 },
  { id: 6, name: 'Yogyakarta', province: 'DI Yogyakarta', timezone: WIB, popularRank: 3 },
  { id: 7, name: 'Surabaya', province: 'Jawa Timur', timezone: WIB, popularRank: 5 },
  { id: 8, name: 'Malang', province: 'Jawa Timur', timezone: WIB, popularRank: 8 },
  { id: 9, name: 'Solo', province: 'Jawa Tengah', timezone: WIB, popularRank: null },
  { id: 10, name: 'Purwakarta', province: 'Jawa Barat', timezone: WIB, popularRank: null },
  { id: 11, name: 'Tasikmalaya', province: 'Jawa Barat', timezone: WIB, popularRank: null },
  { id: 12, name: 'Sukabumi', province: 'Jawa Barat', timezone: WIB, popularRank: null },
  { id: 13, name: 'Denpasar', province: 'Bali', timezone: WITA, popularRank: 9 },
];

export interface SeedPoint {
  code: string;
  cityId: number;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  isTransferHub?: boolean;
}

export const SEED_POINTS: SeedPoint[] = [
  // Bandung
  {
    code: 'BDG-PST',
    cityId: 1,
    name: 'Pasteur',
    address: 'Jl. Dr. Djunjunan No. 143, Sukagalih, Sukajadi, Bandung',
    latitude: -6.893512,
    longitude: 107.579436,
  },
  {
    code: 'BDG-DPU',
    cityId: 1,
    name: 'Dipatiukur',
    address: 'Jl. Dipatiukur No. 53, Lebakgede, Coblong, Bandung',
    latitude: -6.893118,
    longitude: 107.616721,
  },
  {
    code: 'BDG-CHP',
    cityId: 1,
    name: 'Cihampelas',
    address: 'Jl. Cihampelas No. 160, Cipaganti, Coblong, Bandung',
    latitude: -6.894534,
    longitude: 107.604612,
  },
  {
    code: 'BDG-BBT',
    cityId: 1,
    name: 'Buah Batu',
    address: 'Jl. Buah Batu No. 300, Turangga, Lengkong, Bandung',
    latitude: -6.948812,
    longitude: 107.632705,
  },
  {
    code: 'BDG-KPO',
    cityId: 1,
    name: 'Kopo',
    address: 'Jl. Kopo No. 400, Margahayu Utara, Babakan Ciparay, Bandung',
    latitude: -6.959104,
    longitude: 107.585817,
  },
  // Jakarta
  {
    code: 'JKT-BLM',
    cityId: 2,
    name: 'Blok M',
    address: 'Jl. Melawai Raya No. 5, Melawai, Kebayoran Baru, Jakarta Selatan',
    latitude: -6.244321,
    longitude: 106.800724,
  },
  {
    code: 'JKT-KNG',
    cityId: 2,
    name: 'Kuningan',
    address: 'Jl. H.R. Rasuna Said Kav. C-22, Karet Kuningan, Setiabudi, Jakarta Selatan',
    latitude: -6.225014,
    longitude: 106.830327,
  },
  {
    code: 'JKT-FTW',
    cityId: 2,
    name: 'Fatmawati',
    address: 'Jl. RS Fatmawati Raya No. 15, Cilandak Barat, Jakarta Selatan',
    latitude: -6.292113,
    longitude: 106.796718,
  },
  {
    code: 'JKT-GRG',
    cityId: 2,
    name: 'Grogol',
    address: 'Jl. Kyai Tapa No. 1, Tomang, Grogol Petamburan, Jakarta Barat',
    latitude: -6.167109,
    longitude: 106.790012,
  },
  {
    code: 'JKT-CWG',
    cityId: 2,
    name: 'Cawang',
    address: 'Jl. MT Haryono Kav. 10, Cawang, Kramat Jati, Jakarta Timur',
    latitude: -6.243027,
    longitude: 106.870035,
  },
  {
    code: 'JKT-CGK',
    cityId: 2,
    name: 'Bandara Soekarno-Hatta',
    address: 'Terminal 3 Kedatangan, Bandara Soekarno-Hatta, Tangerang, Banten',
    latitude: -6.125612,
    longitude: 106.655943,
  },
  // Bogor
  {
    code: 'BGR-BRS',
    cityId: 3,
    name: 'Baranangsiang',
    address: 'Jl. Raya Pajajaran No. 7, Baranangsiang, Bogor Timur, Bogor',
    latitude: -6.603104,
    longitude: 106.806621,
  },
  {
    code: 'BGR-TJR',
    cityId: 3,
    name: 'Tajur',
    address: 'Jl. Raya Tajur No. 98, Muarasari, Bogor Selatan, Bogor',
    latitude: -6.629512,
    longitude: 106.826034,
  },
  // Cirebon: the transfer hub where connecting trips change vehicles
  {
    code: 'CBN-HUB',
    cityId: 4,
    name: 'Cirebon Hub Kedawung',
    address: 'Jl. Tuparev No. 88, Kedawung, Cirebon',
    latitude: -6.706312,
    longitude: 108.557018,
    isTransferHub: true,
  },
  {
    code: 'CBN-KJG',
    cityId: 4,
    name: 'Kalijaga',
    address: 'Jl. Kalijaga No. 21, Pegambiran, Lemahwungkuk, Cirebon',
    latitude: -6.730215,
    longitude: 108.561907,
  },
  // Semarang
  {
    code: 'SMG-PDN',
    cityId: 5,
    name: 'Pandanaran',
    address: 'Jl. Pandanaran No. 116, Pekunden, Semarang Tengah, Semarang',
    latitude: -6.984712,
    longitude: 110.409733,
  },
  {
    code: 'SMG-BYM',
    cityId: 5,
    name: 'Banyumanik',
    address: 'Jl. Setiabudi No. 201, Srondol Kulon, Banyumanik, Semarang',
    latitude: -7.063018,
    longitude: 110.419021,
  },
  // Yogyakarta
  {
    code: 'YOG-JBR',
    cityId: 6,
    name: 'Jombor',
    address: 'Jl. Magelang Km 5, Sinduadi, Mlati, Sleman',
    latitude: -7.750114,
    longitude: 110.362018,
  },
  {
    code: 'YOG-GJY',
    cityId: 6,
    name: 'Gejayan',
    address: 'Jl. Affandi No. 12, Caturtunggal, Depok, Sleman',
    latitude: -7.771203,
    longitude: 110.389512,
  },
  {
    code: 'YOG-MLB',
    cityId: 6,
    name: 'Malioboro',
    address: 'Jl. Mataram No. 5, Suryatmajan, Danurejan, Yogyakarta',
    latitude: -7.791907,
    longitude: 110.367433,
  },
  // Surabaya
  {
    code: 'SUB-BGS',
    cityId: 7,
    name: 'Bungurasih',
    address: 'Jl. Letjen Sutoyo, Bungurasih, Waru, Sidoarjo',
    latitude: -7.350823,
    longitude: 112.724516,
  },
  {
    code: 'SUB-JND',
    cityId: 7,
    name: 'Bandara Juanda',
    address: 'Terminal 1 Kedatangan, Bandara Juanda, Sedati, Sidoarjo',
    latitude: -7.379812,
    longitude: 112.787604,
  },
  {
    code: 'SUB-DRM',
    cityId: 7,
    name: 'Darmo',
    address: 'Jl. Raya Darmo No. 75, Darmo, Wonokromo, Surabaya',
    latitude: -7.288012,
    longitude: 112.738027,
  },
  // Malang
  {
    code: 'MLG-ARJ',
    cityId: 8,
    name: 'Arjosari',
    address: 'Jl. Raden Intan No. 1, Arjosari, Blimbing, Malang',
    latitude: -7.934018,
    longitude: 112.658012,
  },
  {
    code: 'MLG-DNY',
    cityId: 8,
    name: 'Dinoyo',
    address: 'Jl. MT Haryono No. 165, Dinoyo, Lowokwaru, Malang',
    latitude: -7.939104,
    longitude: 112.609033,
  },
  // Solo
  {
    code: 'SOC-TRT',
    cityId: 9,
    name: 'Tirtonadi',
    address: 'Jl. Ahmad Yani No. 262, Gilingan, Banjarsari, Surakarta',
    latitude: -7.553012,
    longitude: 110.819207,
  },
  {
    code: 'SOC-KTS',
    cityId: 9,
    name: 'Kartasura',
    address: 'Jl. Ahmad Yani No. 2, Pabelan, Kartasura, Sukoharjo',
    latitude: -7.556018,
    longitude: 110.743015,
  },
  // Purwakarta
  {
    code: 'PWK-SDG',
    cityId: 10,
    name: 'Sadang',
    address: 'Jl. Raya Sadang No. 17, Ciwangi, Bungursari, Purwakarta',
    latitude: -6.505021,
    longitude: 107.465018,
  },
  {
    code: 'PWK-KOT',
    cityId: 10,
    name: 'Purwakarta Kota',
    address: 'Jl. Veteran No. 30, Nagri Kaler, Purwakarta',
    latitude: -6.538104,
    longitude: 107.449012,
  },
  // Tasikmalaya
  {
    code: 'TSM-IDH',
    cityId: 11,
    name: 'Indihiang',
    address: 'Jl. Ir. H. Juanda No. 1, Sukamaju Kidul, Indihiang, Tasikmalaya',
    latitude: -7.304012,
    longitude: 108.198033,
  },
  {
    code: 'TSM-HZM',
    cityId: 11,
    name: 'HZ Mustofa',
    address: 'Jl. HZ Mustofa No. 211, Tugujaya, Cihideung, Tasikmalaya',
    latitude: -7.327018,
    longitude: 108.221004,
  },
  // Sukabumi
  {
    code: 'SMI-SLW',
    cityId: 12,
    name: 'Siliwangi',
    address: 'Jl. Siliwangi No. 41, Gunungparang, Cikole, Sukabumi',
    latitude: -6.921033,
    longitude: 106.927012,
  },
  {
    code: 'SMI-CBD',
    cityId: 12,
    name: 'Cibadak',
    address: 'Jl. Suryakencana No. 3, Cibadak, Sukabumi',
    latitude: -6.893012,
    longitude: 106.779018,
  },
  // Denpasar (WITA, one hour ahead of Java)
  {
    code: 'DPS-UBG',
    cityId: 13,
    name: 'Ubung',
    address: 'Jl. Cokroaminoto No. 1, Ubung Kaja, Denpasar Utara, Denpasar',
    latitude: -8.622018,
    longitude: 115.204033,
  },
  {
    code: 'DPS-NGR',
    cityId: 13,
    name: 'Bandara Ngurah Rai',
    address: 'Terminal Domestik, Bandara I Gusti Ngurah Rai, Tuban, Badung',
    latitude: -8.748104,
    longitude: 115.167012,
  },
  {
    code: 'DPS-SNR',
    cityId: 13,
    name: 'Sanur',
    address: 'Jl. Danau Tamblingan No. 80, Sanur, Denpasar Selatan, Denpasar',
    latitude: -8.686012,
    longitude: 115.262018,
  },
];
