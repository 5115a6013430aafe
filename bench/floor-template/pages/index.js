import Head from 'next/head';
import Link from 'next/link';
import { HERO, imgAttributes } from '../lib/images';

// The floor: a bare Next.js pages app with the shop's hero picture (its LCP element, the same
// file, sizes and priority: lib/images.js), a heading, some text and links, nothing else.
export default function Home({ hero }) {
  return (
    <main>
      <Head>
        <title>Floor</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="description" content="A bare Next.js pages app." />
      </Head>
      {/* The shop's hero box on a phone: full width, 4:3. */}
      <div style={{ position: 'relative', aspectRatio: '4 / 3', overflow: 'hidden' }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- next/image's attributes (getImageProps) */}
        <img {...hero} alt={hero.alt} style={{ ...hero.style, objectFit: 'cover' }} />
      </div>
      <h1>A bare Next.js pages app</h1>
      <p>The floor every figure of the shop is compared with.</p>
      <Link href="/products/example">A product page</Link>
    </main>
  );
}

export function getStaticProps() {
  return { props: { hero: imgAttributes(HERO, 'The hero picture') } };
}
