import { type Kysely, sql } from 'kysely';
import type { DB } from '../schema.js';

/**
 * Demo souvenirs (oleh-oleh, issue 9) of the cities the demo buses serve, with drawings
 * that ship in apps/web/public/content/oleh-oleh (served as /content/oleh-oleh/*.svg,
 * nothing fetched at run time). Loaded by prepareDatabase outside production only.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export async function isSouvenirsEmpty(db: Kysely<DB>): Promise<boolean> {
  const result = await sql<{ n: number }>`
    SELECT (SELECT count(*) FROM souvenir_categories)::int AS n`.execute(db);
  return (result.rows[0]?.n ?? 0) === 0;
}

const CATEGORIES = ['Kue & Bolu', 'Camilan & Keripik', 'Makanan Khas', 'Kerajinan'] as const;
type Category = (typeof CATEGORIES)[number];

interface DemoSouvenir {
  name: string;
  category: Category;
  shop: string;
  city: string;
  price: number;
  unit: string;
  image: string;
  /** The seller's WhatsApp; null: orders go to the call centre. */
  whatsapp: string | null;
  available?: boolean;
  recommended?: boolean;
  description: string;
}

export const DEMO_SOUVENIRS: DemoSouvenir[] = [
  {
    name: 'Bolu Kukus Ketan Hitam',
    category: 'Kue & Bolu',
    shop: 'Bolu Kukus Sari Rasa',
    city: 'Bandung',
    price: 38_000,
    unit: 'kotak isi 10',
    image: '/content/oleh-oleh/bolu-kukus.svg',
    whatsapp: '6281322004411',
    recommended: true,
    description:
      'Bolu kukus mekar dari tepung ketan hitam dengan lapisan cokelat, lembut dan tidak terlalu manis. Dibuat setiap pagi di Jalan Cihampelas dan tahan tiga hari di suhu ruang. Cocok dibawa naik shuttle karena kotaknya pas di pangkuan.',
  },
  {
    name: 'Peuyeum Bandung',
    category: 'Makanan Khas',
    shop: 'Peuyeum Ibu Ijah',
    city: 'Bandung',
    price: 25_000,
    unit: 'ikat 1 kg',
    image: '/content/oleh-oleh/peuyeum.svg',
    whatsapp: null,
    recommended: true,
    description:
      'Tape singkong khas Jawa Barat yang manis legit dengan aroma fermentasi yang pas. Diikat tali bambu seperti di kios pinggir jalan Cimahi, dibungkus ulang agar rapi di bagasi. Paling enak dimakan dalam dua hari atau digoreng dengan tepung.',
  },
  {
    name: 'Keripik Singkong Pedas Level 10',
    category: 'Camilan & Keripik',
    shop: 'Keripik Teh Ocih',
    city: 'Bandung',
    price: 22_000,
    unit: 'bungkus 200 g',
    image: '/content/oleh-oleh/keripik-pedas.svg',
    whatsapp: '6281322004411',
    recommended: true,
    description:
      'Keripik singkong tipis dengan bumbu cabai daun jeruk yang pedasnya bertingkat. Renyah sampai bungkus terakhir berkat kemasan aluminium bersegel. Tersedia juga level 3 untuk yang tidak tahan pedas, sebutkan di pesan WhatsApp.',
  },
  {
    name: 'Roti Buaya Mini',
    category: 'Kue & Bolu',
    shop: 'Toko Roti Betawi Bang Jali',
    city: 'Jakarta',
    price: 45_000,
    unit: 'sepasang',
    image: '/content/oleh-oleh/roti-buaya.svg',
    whatsapp: '6281288770021',
    description:
      'Roti manis berbentuk buaya, lambang kesetiaan dalam adat pernikahan Betawi, dalam ukuran mini yang muat di tas. Isi selai srikaya dan tahan empat hari. Dipesan sehari sebelumnya agar dipanggang segar.',
  },
  {
    name: 'Dodol Betawi',
    category: 'Makanan Khas',
    shop: 'Dodol Betawi Mpok Nah',
    city: 'Jakarta',
    price: 35_000,
    unit: 'kotak 500 g',
    image: '/content/oleh-oleh/dodol-betawi.svg',
    whatsapp: '6281288770021',
    recommended: true,
    description:
      'Dodol ketan dan gula aren yang diaduk delapan jam di kuali tembaga, legit dan kenyal. Dibungkus kertas satu per satu sehingga tidak lengket. Tahan dua minggu tanpa lemari es.',
  },
  {
    name: 'Kembang Goyang',
    category: 'Camilan & Keripik',
    shop: 'Kue Kering Nyak Ipah',
    city: 'Jakarta',
    price: 28_000,
    unit: 'toples 250 g',
    image: '/content/oleh-oleh/kembang-goyang.svg',
    whatsapp: null,
    description:
      'Kue kering berbentuk bunga dari tepung beras dan santan, digoreng dengan cetakan kuningan. Gurih manis dengan taburan wijen, dikemas dalam toples agar tidak remuk di perjalanan.',
  },
  {
    name: 'Bakpia Kacang Hijau',
    category: 'Kue & Bolu',
    shop: 'Bakpia Mbok Sri',
    city: 'Yogyakarta',
    price: 45_000,
    unit: 'kotak isi 20',
    image: '/content/oleh-oleh/bakpia.svg',
    whatsapp: '6281227001575',
    recommended: true,
    description:
      'Bakpia kulit tipis berlapis dengan isi kacang hijau lembut, dipanggang di Pathuk sejak 1982. Tersedia juga isi cokelat, keju dan kumbu hitam; tulis pilihan Anda di pesan. Tahan lima hari di suhu ruang.',
  },
  {
    name: 'Gudeg Kaleng',
    category: 'Makanan Khas',
    shop: 'Gudeg Yu Narni',
    city: 'Yogyakarta',
    price: 55_000,
    unit: 'kaleng 450 g',
    image: '/content/oleh-oleh/gudeg-kaleng.svg',
    whatsapp: '6281227001575',
    available: false,
    recommended: true,
    description:
      'Gudeg nangka muda dengan krecek dan telur pindang, dimasak kering lalu dikalengkan sehingga tahan setahun tanpa pengawet. Cukup dipanaskan sepuluh menit. Stok sedang habis, produksi berikutnya akhir bulan ini.',
  },
  {
    name: 'Kain Batik Cap Kawung',
    category: 'Kerajinan',
    shop: 'Griya Batik Prawirotaman',
    city: 'Yogyakarta',
    price: 165_000,
    unit: 'lembar 2 m',
    image: '/content/oleh-oleh/batik-kawung.svg',
    whatsapp: null,
    recommended: true,
    description:
      'Kain katun primisima dengan motif kawung klasik, dicap tangan dan diwarnai soga alami. Lebar 110 cm, cukup untuk satu kemeja atau dijadikan selendang. Dilipat dalam kotak karton beserta kartu cara perawatan.',
  },
  {
    name: 'Lumpia Semarang Beku',
    category: 'Makanan Khas',
    shop: 'Lumpia Gang Lombok Pak Darmo',
    city: 'Semarang',
    price: 60_000,
    unit: 'kotak isi 10',
    image: '/content/oleh-oleh/lumpia-semarang.svg',
    whatsapp: '6281390112233',
    description:
      'Lumpia isi rebung, telur dan udang yang dibekukan setelah digoreng setengah matang, lengkap dengan saus tauco dan acar. Dikemas dengan kantong pendingin, tahan delapan jam perjalanan; goreng lagi sebentar sebelum disajikan.',
  },
  {
    name: 'Keripik Tempe Sanan',
    category: 'Camilan & Keripik',
    shop: 'Keripik Tempe Bu Rahayu',
    city: 'Malang',
    price: 20_000,
    unit: 'bungkus 250 g',
    image: '/content/oleh-oleh/keripik-tempe.svg',
    whatsapp: null,
    description:
      'Keripik tempe tipis dari sentra tempe Sanan, dibalut tepung berbumbu bawang dan daun jeruk. Renyah, gurih, dan cocok untuk teman perjalanan atau lauk di rumah.',
  },
];

const DEMO_BANNERS = [
  {
    title: 'Oleh-oleh Khas Kota Tujuan',
    subtitle: 'Bolu, bakpia, peuyeum dan lainnya dari penjual pilihan.',
    image: '/content/oleh-oleh/banner-oleh-oleh.svg',
    link: null,
  },
  {
    title: 'Pesan Lewat WhatsApp',
    subtitle: 'Kumpulkan di keranjang, kirim satu pesan ke penjual.',
    image: '/content/oleh-oleh/banner-pesan-wa.svg',
    link: '/faq',
  },
];

/** Loads the demo souvenirs in one transaction. */
export async function seedDemoSouvenirs(db: Kysely<DB>, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const categories = await trx
      .insertInto('souvenir_categories')
      .values(CATEGORIES.map((name, index) => ({ name, sort_order: index })))
      .returning(['id', 'name'])
      .execute();
    const categoryIds = new Map(categories.map((row) => [row.name, row.id]));
    await trx
      .insertInto('souvenir_products')
      .values(
        DEMO_SOUVENIRS.map((product, index) => ({
          category_id: categoryIds.get(product.category) ?? 0,
          name: product.name,
          shop_name: product.shop,
          city: product.city,
          price: product.price,
          unit: product.unit,
          description: product.description,
          image_url: product.image,
          whatsapp: product.whatsapp,
          is_available: product.available ?? true,
          is_recommended: product.recommended ?? false,
          sort_order: index,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    await trx
      .insertInto('souvenir_banners')
      .values(
        DEMO_BANNERS.map((banner, index) => ({
          title: banner.title,
          subtitle: banner.subtitle,
          image_url: banner.image,
          link_url: banner.link,
          sort_order: index,
          starts_at: new Date(now.getTime() - DAY_MS),
          ends_at: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  });
}
