import type { GetStaticPaths, GetStaticProps } from 'next';
import { PolicyPage } from '@/components/policies/PolicyPage';
import { loadPolicyPage, type PolicyPageProps } from '@/components/policies/policy-page-data';
import { isValidHandle } from '@/components/product/handle';
import { getShopPolicyLinks } from '@/lib/shopify/policies';

export default PolicyPage;

export const getStaticPaths: GetStaticPaths = async () => {
  const policies = await getShopPolicyLinks().catch((error: unknown) => {
    console.warn('[policies] the policies could not be listed; built on first request', error);
    return [];
  });
  // A policy the merchant writes later is built on its first request.
  return {
    paths: policies
      .filter((p) => isValidHandle(p.handle))
      .map(({ handle }) => ({ params: { handle } })),
    fallback: 'blocking',
  };
};

/** Statically generated from the platform's policy, rebuilt at most once a minute. */
export const getStaticProps: GetStaticProps<PolicyPageProps, { handle: string }> = ({
  params,
  draftMode = false,
}) => loadPolicyPage(params?.handle, draftMode);
