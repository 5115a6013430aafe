import Head from 'next/head';
import Link from 'next/link';
import { COLLECTION, imgAttributes } from '../../lib/images';

// A statically generated collection page, as the shop's are: a title, a line of description and
// the collection's picture, the shop's collection page's LCP element (the same file, sizes and
// priority: lib/images.js), and a link to a product, as the shop's grid has.
export default function Collection({ handle, picture }) {
  return (
    <main>
      <Head>
        <title>{`Floor: ${handle}`}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="description" content="A bare collection page." />
      </Head>
      <h1>Collection {handle}</h1>
      <p>A statically generated page with props.</p>
      {/* The shop's collection picture box on a phone: full width, 16:9. */}
      <div style={{ position: 'relative', aspectRatio: '16 / 9', overflow: 'hidden' }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- next/image's attributes (getImageProps) */}
        <img {...picture} alt={picture.alt} style={{ ...picture.style, objectFit: 'cover' }} />
      </div>
      <Link href="/products/example">A product page</Link>
    </main>
  );
}

export function getStaticPaths() {
  return { paths: [{ params: { handle: 'example' } }], fallback: 'blocking' };
}

export function getStaticProps({ params }) {
  return {
    props: { handle: params.handle, picture: imgAttributes(COLLECTION, 'The collection picture') },
    revalidate: 60,
  };
}
