import { Head, Html, Main, NextScript } from 'next/document';
import { asBootList, BOOT_SCRIPT } from '@/components/document/boot-list';

// A tiny inline favicon, so browsers don't request a missing /favicon.ico.
const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='7' fill='%231f4d3a'/%3E%3Ctext x='16' y='22' font-family='Georgia,serif' font-size='18' text-anchor='middle' fill='%23fbf8f3'%3EM%3C/text%3E%3C/svg%3E";

type Files = Parameters<Head['getScripts']>[0];

/**
 * Next's <Head>, with the first-load scripts of production pages started after the first paint
 * (components/document/boot.ts). `next dev` keeps Next's own tags: its HMR client expects them.
 */
class BootHead extends Head {
  override getDynamicChunks(files: Files) {
    const chunks = super.getDynamicChunks(files);
    if (this.context.isDevelopment) return chunks;
    return asBootList(chunks, 'boot-chunks') as typeof chunks;
  }

  override getScripts(files: Files) {
    const scripts = super.getScripts(files);
    if (this.context.isDevelopment) return scripts;
    const boot = <script key="boot" dangerouslySetInnerHTML={{ __html: BOOT_SCRIPT }} />;
    return [...asBootList(scripts, 'boot-scripts'), boot] as unknown as typeof scripts;
  }
}

export default function Document() {
  return (
    <Html lang="en-GB">
      <BootHead>
        <meta name="theme-color" content="#fbf8f3" />
        <link rel="icon" href={FAVICON} type="image/svg+xml" />
      </BootHead>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
