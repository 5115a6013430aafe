import { Head, Html, Main, NextScript } from 'next/document';
import { EARLY_INPUT_SCRIPT } from '@/components/document/early-input-script';

// A tiny inline favicon (no request). public/favicon.ico is the same mark for what asks for that
// path anyway: Chromium does at times, and a 404 there is a console error on a shop page.
const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='7' fill='%231f4d3a'/%3E%3Ctext x='16' y='22' font-family='Georgia,serif' font-size='18' text-anchor='middle' fill='%23fbf8f3'%3EM%3C/text%3E%3C/svg%3E";

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
