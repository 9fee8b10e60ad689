'use client';

import { createTranslator } from 'use-intl/core';
import { DEFAULT_LOCALE } from '@bazaar/contracts';
import { getMessageFallback, onIntlError } from '@/lib/i18n/config';
// Only the `errors` texts of the default language (English): this page's JS is part of every
// route's, and the whole message file would weigh 16 KB gzipped there.
import errors from '@/lib/i18n/messages/errors.en.json';

/**
 * The root layout itself failed, so no provider (theme, intl) is there: a plain page in the
 * default language with the way home.
 */
export default function GlobalError({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = createTranslator({
    locale: DEFAULT_LOCALE,
    messages: { errors },
    namespace: 'errors',
    onError: onIntlError,
    getMessageFallback,
  });
  return (
    <html lang={DEFAULT_LOCALE}>
      <body
        style={{
          margin: 0,
          minHeight: '100vh',
          display: 'grid',
          placeItems: 'center',
          fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
          background: '#f5f6f8',
          color: '#101828',
        }}
      >
        <main style={{ textAlign: 'center', padding: 24, maxWidth: 520 }}>
          <h1 style={{ fontSize: 32, margin: '0 0 12px' }}>{t('errorTitle')}</h1>
          <p style={{ color: '#546071', margin: '0 0 24px' }}>{t('errorDescription')}</p>
          <div style={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap' }}>
            <button
              type="button"
              onClick={reset}
              style={{
                padding: '12px 20px',
                borderRadius: 10,
                border: '1px solid #0b7a6c',
                background: 'transparent',
                color: '#0b7a6c',
                fontWeight: 600,
                cursor: 'pointer',
              }}
            >
              {t('tryAgain')}
            </button>
            {/* A full page load: the app's router may be what failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above */}
            <a
              href="/"
              style={{
                padding: '12px 20px',
                borderRadius: 10,
                background: '#0b7a6c',
                color: '#fff',
                fontWeight: 600,
                textDecoration: 'none',
              }}
            >
              {t('openHomepage')}
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
