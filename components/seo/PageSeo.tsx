import Head from 'next/head';
import type { PageSeoData } from '@/lib/seo/page-seo';

/**
 * Writes a page's head from the data its getStaticProps / getServerSideProps built (lib/seo):
 * title, meta tags, canonical link and JSON-LD (already escaped for HTML). Only this loop reaches
 * the browser; every rule about what the head says stays on the server.
 */
export function PageSeo({ seo }: { seo: PageSeoData }) {
  return (
    <Head>
      <title>{seo.title}</title>
      {seo.meta.map((tag) => (
        <meta key={'name' in tag ? tag.name : tag.property} {...tag} />
      ))}
      {seo.canonical ? <link rel="canonical" href={seo.canonical} /> : null}
      {seo.jsonLd ? (
        <script
          type="application/ld+json"
          // Escaped by lib/seo/json-ld.ts: no `<` can close the element.
          dangerouslySetInnerHTML={{ __html: seo.jsonLd }}
        />
      ) : null}
    </Head>
  );
}
