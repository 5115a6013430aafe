import type { GetStaticProps } from 'next';
import Head from 'next/head';
import { Hero } from '@/components/home/Hero';
import { Story } from '@/components/home/Story';
import { loadShellProps, type ShellProps } from '@/components/layout/shell-props';
import { ProductGrid } from '@/components/product/ProductGrid';
import { toProductCardData, type ProductCardData } from '@/components/product/product-card-data';
import { getProducts } from '@/lib/shopify';

interface HomeProps {
  products: ProductCardData[];
  shell: ShellProps;
}

export default function HomePage({ products }: HomeProps) {
  return (
    <>
      <Head>
        <title>Morrow &amp; Co. — Coffee, tea and pantry goods</title>
        <meta
          name="description"
          content="Small-batch coffee, organic tea and pantry goods from Morrow & Co. Buy once or subscribe and save."
        />
      </Head>
      <Hero />
      <ProductGrid products={products} />
      <Story />
    </>
  );
}

/** The catalogue, rebuilt at most once a minute (ISR). */
export const getStaticProps: GetStaticProps<HomeProps> = async () => {
  const [products, shell] = await Promise.all([getProducts(), loadShellProps()]);
  return {
    props: { products: products.map(toProductCardData), shell },
    revalidate: 60,
  };
};
