import Head from 'next/head';

// A statically generated page with props, as the shop's product pages are.
export default function Product({ handle }) {
  return (
    <main>
      <Head>
        <title>{`Floor: ${handle}`}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="description" content="A bare product page." />
      </Head>
      <h1>Product {handle}</h1>
      <p>A statically generated page with props.</p>
    </main>
  );
}

export function getStaticPaths() {
  return { paths: [{ params: { handle: 'example' } }], fallback: 'blocking' };
}

export function getStaticProps({ params }) {
  return { props: { handle: params.handle }, revalidate: 60 };
}
