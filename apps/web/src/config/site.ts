import { readMeta } from '../lib/dom';

/**
 * The company behind the site and where a person reaches it (spec §9: "the configuration
 * also holds the call-center WhatsApp number, social-media links ... and a partner support
 * site"). Read by the header and the footer; a deployment changes these values here, or
 * at build time through the VITE_* variables named beside each. Where the apps are
 * installed from is config/app-stores.ts (read on the home page).
 */

/**
 * A build-time setting or its default. Each VITE_* variable is read by its literal name
 * (`import.meta.env.VITE_X`): Vite then inlines that one value. A dynamic lookup
 * (`import.meta.env[name]`) would make it inline the whole environment object, every
 * VITE_* variable of the build machine included (web-bundle-credentials.test.ts).
 */
function buildValue(value: string | undefined, fallback: string): string {
  return value && value.trim() !== '' ? value.trim() : fallback;
}

export interface SocialLink {
  id: 'instagram' | 'twitter' | 'tiktok' | 'facebook';
  label: string;
  href: string;
}

export const siteConfig = {
  company: {
    /** The legal name under the brand, as an invoice or a complaint names it. */
    legalName: buildValue(import.meta.env.VITE_COMPANY_NAME, 'PT Lintas Nusantara Digital'),
    address: buildValue(
      import.meta.env.VITE_COMPANY_ADDRESS,
      'Jl. Asia Afrika No. 8, Braga, Sumur Bandung, Kota Bandung, Jawa Barat 40111',
    ),
    email: buildValue(import.meta.env.VITE_COMPANY_EMAIL, 'bantuan@lintas.co.id'),
  },
  /** The call centre's WhatsApp number (waCallCenter), country code first, digits only. */
  waCallCenter: buildValue(import.meta.env.VITE_WA_CALL_CENTER, '6281120003000'),
  /** Hours the call centre answers, said beside the number. */
  callCenterHours: buildValue(
    import.meta.env.VITE_CALL_CENTER_HOURS,
    'Setiap hari, 06.00–22.00 WIB',
  ),
  /** The partner (operator) support site (berkahUrlSupport): where operators get help. */
  partnerSupportUrl: buildValue(
    import.meta.env.VITE_PARTNER_SUPPORT_URL,
    'https://mitra.lintas.co.id/bantuan',
  ),
  social: [
    {
      id: 'instagram',
      label: 'Instagram',
      href: buildValue(
        import.meta.env.VITE_SOCIAL_INSTAGRAM,
        'https://www.instagram.com/lintas.id',
      ),
    },
    {
      id: 'twitter',
      label: 'Twitter',
      href: buildValue(import.meta.env.VITE_SOCIAL_TWITTER, 'https://twitter.com/lintas_id'),
    },
    {
      id: 'tiktok',
      label: 'TikTok',
      href: buildValue(import.meta.env.VITE_SOCIAL_TIKTOK, 'https://www.tiktok.com/@lintas.id'),
    },
    {
      id: 'facebook',
      label: 'Facebook',
      href: buildValue(import.meta.env.VITE_SOCIAL_FACEBOOK, 'https://www.facebook.com/lintas.id'),
    },
  ] satisfies SocialLink[],
} as const;

/** 'https://wa.me/62811...?text=...': the chat opens with a greeting the person can edit. */
export function whatsAppHref(message = 'Halo Lintas, saya butuh bantuan.'): string {
  return `https://wa.me/${siteConfig.waCallCenter}?text=${encodeURIComponent(message)}`;
}

/** '+62 811-2000-3000': the number as a person reads it. */
export function callCenterNumberText(): string {
  const digits = siteConfig.waCallCenter;
  const local = digits.replace(/^62/, '');
  const groups = [local.slice(0, 3), local.slice(3, 7), local.slice(7)].filter(Boolean);
  return `+62 ${groups.join('-')}`;
}

/**
 * The map tiles of the pickup and drop-off map (decision 0018). The server writes them
 * into the page (`<meta name="map-tiles">` from MAP_TILE_URL, which its Content-Security-
 * Policy also allows); empty or absent (Vite's dev server) means no tiles: the map draws
 * its points on a plain ground, with the list of points beside it.
 */
export function mapTiles(): { url: string | null; attribution: string } {
  return {
    url: readMeta('map-tiles'),
    attribution: readMeta('map-tiles-attribution') ?? '© OpenStreetMap contributors',
  };
}
