import type { GetStaticProps } from 'next';
import Link from 'next/link';
import { Hero, HERO_IMAGE } from '@/components/home/Hero';
import { Story } from '@/components/home/Story';
import { loadShellProps, type ShellProps } from '@/lib/page-data/shell-props';
import { ProductGrid } from '@/components/product/ProductGrid';
import { toProductCardData, type ProductCardData } from '@/components/product/product-card-data';
import { getHomeCopy, type HomeCopy } from '@/lib/content';
import { imgProps, type ImgProps } from '@/lib/images/img-props';
import { logRender } from '@/lib/monitoring/render-log';
import { seoContext, type PageSeoData } from '@/lib/seo/page-seo';
import { homeSeo } from '@/lib/seo/pages-seo';
import { getProducts } from '@/lib/shopify';

interface HomeProps {
  products: ProductCardData[];
  copy: HomeCopy;
  /** The hero picture's `<img>` attributes (next/image's, computed here at build time). */
  heroImage: ImgProps;
  shell: ShellProps;
  /** The head (lib/seo): written by _app. */
  seo: PageSeoData;
}

export default function HomePage({ products, copy, heroImage }: HomeProps) {
  return (
    <>
      <Hero hero={copy.hero} image={heroImage} />
      <ProductGrid products={products} />
      {/* The grid holds the first 50 products; every product is in a collection. */}
      <p className="container">
        <Link prefetch={false} href="/collections" className="btn btn-secondary">
          Browse every collection
        </Link>
      </p>
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
      seo: homeSeo(seoContext(shell), copy, copy.hero.image, shell.copy.footer.email),
    },
    revalidate: 60,
  };
};
