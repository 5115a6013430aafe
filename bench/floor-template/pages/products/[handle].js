import Head from 'next/head';
import { useState } from 'react';
import { imgAttributes, PRODUCT } from '../../lib/images';

// A statically generated page with props, as the shop's product pages are, and the least an add
// to basket can be in React: a click that puts a line in an open dialog. The bench times that
// click to the frame with the line here as in the shop, as the machine's floor for that budget.
// Its first picture is the shop's product page's LCP element: the same file, sizes and priority.
export default function Product({ handle, picture }) {
  const [lines, setLines] = useState([]);
  return (
    <main>
      <Head>
        <title>{`Floor: ${handle}`}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="description" content="A bare product page." />
      </Head>
      {/* The shop's gallery box on a phone: full width, square. */}
      <div style={{ position: 'relative', aspectRatio: '1 / 1', overflow: 'hidden' }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- next/image's attributes (getImageProps) */}
        <img {...picture} alt={picture.alt} style={{ ...picture.style, objectFit: 'cover' }} />
      </div>
      <h1>Product {handle}</h1>
      <p>A statically generated page with props.</p>
      <button type="button" onClick={() => setLines((l) => [...l, `Floor coffee ${l.length + 1}`])}>
        Add to basket
      </button>
      {lines.length > 0 ? (
        <div role="dialog" aria-label="Basket">
          <ul>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p aria-busy="false">{lines.length} in your basket</p>
        </div>
      ) : null}
    </main>
  );
}

export function getStaticPaths() {
  return { paths: [{ params: { handle: 'example' } }], fallback: 'blocking' };
}

export function getStaticProps({ params }) {
  return {
    props: { handle: params.handle, picture: imgAttributes(PRODUCT, 'The product picture') },
    revalidate: 60,
  };
}
