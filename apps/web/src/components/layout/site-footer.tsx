import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { callCenterNumberText, siteConfig, whatsAppHref, type SocialLink } from '../../config/site';
import { handOverToHost } from '../../lib/native-bridge';

/** Simple drawn marks (20 x 20, stroked) beside each network's name: no icon font, no artwork. */
const SOCIAL_GLYPHS: Record<SocialLink['id'], ReactNode> = {
  instagram: (
    <>
      <rect x="3" y="3" width="14" height="14" rx="4" />
      <circle cx="10" cy="10" r="3.2" />
      <path d="M14 6h.01" />
    </>
  ),
  twitter: <path d="M4 4l12 12M16 4 4 16" />,
  tiktok: <path d="M11 3v9.5a3 3 0 1 1-3-3M11 3c.4 2.2 2 3.6 4.5 3.8" />,
  facebook: <path d="M12.5 3.5h-1.8A2.7 2.7 0 0 0 8 6.2V17M5.5 9h6" />,
};

function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A speech bubble: the WhatsApp chat with the call centre. */
const CHAT_GLYPH = (
  <path d="M4.2 15.8 5 12.9A6.5 6.5 0 1 1 7.4 15l-3.2.8zM7.5 8.2c.3 1.9 1.9 3.6 4 4.1l.9-1-1.3-.7-.6.6a3 3 0 0 1-1.7-1.8l.6-.6-.6-1.3z" />
);

/**
 * The company behind the site and every way to reach it (spec §9, config/site): the
 * legal name and address, the WhatsApp call centre, FAQ and the other information pages,
 * the partner support site, and the social networks.
 */
export function SiteFooter() {
  const { company, social } = siteConfig;
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <section className="site-footer-company" aria-label="Tentang Lintas">
          <p className="site-footer-brand">
            <span className="site-footer-mark" aria-hidden="true">
              L
            </span>
            Lintas
          </p>
          <p className="site-footer-tagline">Tiket bus &amp; shuttle antarkota</p>
          <address className="site-footer-address">
            <strong>{company.legalName}</strong>
            <span>{company.address}</span>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </address>
        </section>

        <section className="site-footer-column" aria-labelledby="footer-help">
          <h2 id="footer-help" className="site-footer-heading">
            Layanan Pelanggan
          </h2>
          <a
            className="site-footer-whatsapp"
            href={whatsAppHref()}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Glyph>{CHAT_GLYPH}</Glyph>
            <span>
              WhatsApp {callCenterNumberText()}
              <span className="visually-hidden"> (membuka tab baru)</span>
            </span>
          </a>
          <p className="site-footer-muted">{siteConfig.callCenterHours}</p>
          <p className="site-footer-muted">
            Pesanan tanpa akun dibuka di <Link to={paths.lookup.getHref()}>Cek Pesanan</Link> dengan
            kode booking Anda.
          </p>
        </section>

        <nav className="site-footer-column" aria-label="Informasi">
          <h2 className="site-footer-heading" aria-hidden="true">
            Informasi
          </h2>
          <ul className="site-footer-links">
            <li>
              <Link to={paths.faq.getHref()}>FAQ</Link>
            </li>
            <li>
              <Link to={paths.blog.getHref()}>Blog</Link>
            </li>
            <li>
              <Link to={paths.donation.getHref()}>Donasi</Link>
            </li>
            <li>
              <Link to={paths.souvenirs.getHref()}>Oleh-oleh</Link>
            </li>
            <li>
              <a
                href={siteConfig.partnerSupportUrl}
                target="_blank"
                rel="noopener noreferrer"
                // Inside the apps: the host's own webview, not a second browser.
                onClick={(event) =>
                  handOverToHost(event, 'openWebview', {
                    url: siteConfig.partnerSupportUrl,
                    title: 'Bantuan Mitra Operator',
                  })
                }
              >
                Bantuan Mitra Operator
                <span className="visually-hidden"> (membuka tab baru)</span>
              </a>
            </li>
          </ul>
        </nav>

        <nav className="site-footer-column" aria-label="Media sosial">
          <h2 className="site-footer-heading" aria-hidden="true">
            Ikuti Kami
          </h2>
          <ul className="site-footer-social">
            {social.map((link) => (
              <li key={link.id}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-social={link.id}
                  // Inside the apps the network's own app or the phone's browser opens it.
                  onClick={(event) =>
                    handOverToHost(event, 'openExternalBrowser', { url: link.href })
                  }
                >
                  <Glyph>{SOCIAL_GLYPHS[link.id]}</Glyph>
                  <span>
                    {link.label}
                    <span className="visually-hidden"> (membuka tab baru)</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="site-footer-copyright">
        © {new Date().getFullYear()} {company.legalName}. Seluruh hak dilindungi.
      </p>
    </footer>
  );
}
