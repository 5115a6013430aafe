import type { GetStaticProps } from 'next';
import Head from 'next/head';
import { HERO_IMAGE } from '@/components/home/hero-image';
import { ImgPreload } from '@/components/ui/Img';
import { island } from '@/components/lazy/island';
import { loadShellProps, type ShellProps } from '@/lib/page-data/shell-props';
import { toProductCardData, type ProductCardData } from '@/components/product/product-card-data';
import { getHomeCopy, type HomeCopy } from '@/lib/content';
import { imgProps, type ImgProps } from '@/lib/images/img-props';
import { logRender } from '@/lib/monitoring/render-log';
import { getProducts } from '@/lib/shopify';

// The home page paints from the server's markup; none of these needs script before a click (their
// links work as plain links until then), so their code is not in the first load (issue 20).
const Hero = island(() => import('@/components/home/Hero').then((m) => m.Hero));
const ProductGrid = island(() =>
  import('@/components/product/ProductGrid').then((m) => m.ProductGrid),
);
const Story = island(() => import('@/components/home/Story').then((m) => m.Story));

interface HomeProps {
  products: ProductCardData[];
  copy: HomeCopy;
  /** The hero picture's `<img>` attributes (next/image's, computed here at build time). */
  heroImage: ImgProps;
  shell: ShellProps;
}

export default function HomePage({ products, copy, heroImage }: HomeProps) {
  return (
    <>
      <Head>
        <title>Morrow &amp; Co. — Coffee, tea and pantry goods</title>
        <meta
          name="description"
          content="Small-batch coffee, organic tea and pantry goods from Morrow & Co. Buy once or subscribe and save."
        />
      </Head>
      {/* The hero picture is the largest paint: its preload is in the first load, not the island. */}
      <ImgPreload img={heroImage} />
      <Hero hero={copy.hero} image={heroImage} />
      <ProductGrid products={products} />
      <Story story={copy.story} />
    </>
  );
}

/**
 * The catalogue and the home story, rebuilt at most once a minute (ISR) and at once when the
 * CMS publishes (pages/api/revalidate). In draft mode the draft story is read instead.
 */
export const getStaticProps: GetStaticProps<HomeProps> = async ({ draftMode = false }) => {
  const version = draftMode ? 'draft' : 'published';
  logRender('/');
  const [products, copy, shell] = await Promise.all([
    getProducts(),
    getHomeCopy(version),
    loadShellProps({ draft: draftMode }),
  ]);
  if (!copy) return { notFound: true, revalidate: 60 };
  return {
    props: {
      products: products.map((product) => toProductCardData(product, imgProps)),
      copy,
      heroImage: imgProps({ ...HERO_IMAGE, src: copy.hero.image.src, alt: copy.hero.image.alt }),
      shell,
    },
    revalidate: 60,
  };
};
