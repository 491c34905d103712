import { escapeHtml } from '../../lib/html.js';
import { LOCAL_IDENTITY_SIGN_IN_PATH } from './local-identity-paths.js';
import {
  cancelRedirect,
  type SignInFieldErrors,
  type SignInMode,
  type SignInRequest,
  type SignInValues,
} from './local-sign-in.js';

/**
 * The LOCAL IDENTITY PROVIDER's sign-in page: plain server-rendered HTML with a form and
 * no script (the site's CSP allows none inline), like the payment simulator's. Every
 * value that came with the request is escaped.
 */

const LOCAL_IDENTITY_LABEL = 'Penyedia identitas lokal (pengembangan)';

const TITLES: Record<SignInMode, string> = {
  email: 'Masuk dengan Google',
  telp: 'Masuk dengan nomor telepon',
};

function signInHref(request: SignInRequest, mode: SignInMode): string {
  const query = new URLSearchParams({
    redirect_uri: request.redirectUri.href,
    state: request.state,
    ...(mode === 'telp' ? { cara: 'telp' } : {}),
  });
  return `${LOCAL_IDENTITY_SIGN_IN_PATH}?${query.toString()}`;
}

function field(options: {
  name: keyof SignInValues;
  label: string;
  type: string;
  autocomplete: string;
  value: string;
  error: string | undefined;
  hint?: string;
}): string {
  const id = `masuk-${options.name}`;
  const described = options.error ? `${id}-pesan` : options.hint ? `${id}-petunjuk` : '';
  return `<p class="field">
        <label for="${id}">${escapeHtml(options.label)}</label>
        <input id="${id}" name="${options.name}" type="${options.type}" autocomplete="${options.autocomplete}" value="${escapeHtml(options.value)}" required${
          options.error ? ' aria-invalid="true"' : ''
        }${described ? ` aria-describedby="${described}"` : ''}>
        ${
          options.error
            ? `<span id="${id}-pesan" class="error">${escapeHtml(options.error)}</span>`
            : options.hint
              ? `<span id="${id}-petunjuk" class="hint">${escapeHtml(options.hint)}</span>`
              : ''
        }
      </p>`;
}

export function renderSignInPage(options: {
  request: SignInRequest;
  values?: SignInValues;
  errors?: SignInFieldErrors;
}): string {
  const { request } = options;
  const values = options.values ?? { nama: '', email: '', telp: '' };
  const errors = options.errors ?? {};
  const identifier =
    request.mode === 'email'
      ? field({
          name: 'email',
          label: 'Email',
          type: 'email',
          autocomplete: 'email',
          value: values.email,
          error: errors.email,
        })
      : field({
          name: 'telp',
          label: 'Nomor telepon',
          type: 'tel',
          autocomplete: 'tel',
          value: values.telp,
          error: errors.telp,
          hint: 'Nomor Indonesia, contoh 081234567890.',
        });
  const other: SignInMode = request.mode === 'email' ? 'telp' : 'email';
  const returnTo = `${request.redirectUri.origin}${request.redirectUri.pathname}`;
  const hasErrors = Object.keys(errors).length > 0;
  return layout(
    TITLES[request.mode],
    `${hasErrors ? '<p class="error" role="alert">Periksa kembali isian di bawah.</p>' : ''}
      <form method="post" action="${escapeHtml(LOCAL_IDENTITY_SIGN_IN_PATH)}" novalidate>
        <input type="hidden" name="redirect_uri" value="${escapeHtml(request.redirectUri.href)}">
        <input type="hidden" name="state" value="${escapeHtml(request.state)}">
        <input type="hidden" name="cara" value="${request.mode}">
        ${field({
          name: 'nama',
          label: 'Nama',
          type: 'text',
          autocomplete: 'name',
          value: values.nama,
          error: errors.nama,
        })}
        ${identifier}
        <button type="submit">Masuk</button>
      </form>
      <p class="small">Setelah masuk Anda kembali ke <code>${escapeHtml(returnTo)}</code>.</p>
      <p class="links">
        <a href="${escapeHtml(signInHref(request, other))}">${escapeHtml(TITLES[other])}</a>
        <a href="${escapeHtml(cancelRedirect(request))}">Batal</a>
      </p>`,
  );
}

/** A request the page cannot serve (no redirect follows: the address is not trusted). */
export function renderSignInRefusal(message: string): string {
  return layout('Permintaan masuk tidak valid', `<p class="error">${escapeHtml(message)}</p>`);
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="id">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${escapeHtml(title)} · ${escapeHtml(LOCAL_IDENTITY_LABEL)}</title>
    <style>
      body { font-family: system-ui, sans-serif; background: #f5f5f5; margin: 0; color: #222; }
      main { max-width: 24rem; margin: 0 auto; padding: 1rem; background: #fff; min-height: 100vh; }
      .banner { background: #fff3cd; border: 1px solid #e0c36b; padding: .5rem .75rem; border-radius: 4px; font-size: .875rem; }
      .field { display: flex; flex-direction: column; gap: .25rem; margin: 1rem 0; }
      label { font-weight: 500; }
      input { padding: .6rem; font-size: 1rem; border: 1px solid #bbb; border-radius: 4px; }
      input[aria-invalid="true"] { border-color: #b00020; }
      button { width: 100%; padding: .75rem; font-size: 1rem; border-radius: 4px; border: 0; cursor: pointer; background: #1565c0; color: #fff; }
      .error { color: #b00020; font-size: .875rem; }
      .hint, .small { color: #555; font-size: .875rem; }
      code { word-break: break-all; }
      .links { display: flex; justify-content: space-between; gap: 1rem; }
    </style>
  </head>
  <body>
    <main>
      <p class="banner"><strong>${escapeHtml(LOCAL_IDENTITY_LABEL)}</strong>: halaman ini menggantikan Google dan penyedia nomor telepon selama pengembangan. Tidak ada akun sungguhan yang diperiksa; siapa pun dapat masuk sebagai email atau nomor apa pun.</p>
      <h1>${escapeHtml(title)}</h1>
      ${body}
    </main>
  </body>
</html>
`;
}
