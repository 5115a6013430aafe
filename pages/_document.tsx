import { Head, Html, Main, NextScript } from 'next/document';
import { EARLY_INPUT_SCRIPT } from '@/components/document/early-input-script';

// The shop's mark (public/favicon.svg) inline, so the page's icon costs no request.
// public/favicon.ico is the same mark for what asks for that path anyway: Chromium does at times,
// and a 404 there is a console error on a shop page.
const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' rx='14' fill='%232a2320'/%3E%3Cpath d='M 15 47 V 17 h 5 l 12 16 l 12 -16 h 5 v 30 h -5 V 26 L 32 41 L 20 26 v 21 Z' fill='%23f3ead7'/%3E%3C/svg%3E";

export default function Document() {
  return (
    <Html lang="en-GB">
      <Head>
        <meta name="theme-color" content="#fbf8f3" />
        <link rel="icon" href={FAVICON} type="image/svg+xml" />
        {/* Before anything else can be clicked (components/document/early-input-script.ts). */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_INPUT_SCRIPT }} />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
