import Head from 'next/head';
import Link from 'next/link';

// The floor: a bare Next.js pages app with a heading, some text and links, nothing else.
export default function Home() {
  return (
    <main>
      <Head>
        <title>Floor</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="description" content="A bare Next.js pages app." />
      </Head>
      <h1>A bare Next.js pages app</h1>
      <p>The floor every figure of the shop is compared with.</p>
      <Link href="/products/example">A product page</Link>
    </main>
  );
}
