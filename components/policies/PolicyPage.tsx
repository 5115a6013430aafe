import Head from 'next/head';
import { CookieTools } from '@/components/policies/CookieTools';
import type { PolicyPageProps } from '@/components/policies/policy-page-data';
import styles from '@/components/content/content-page.module.css';
import policyStyles from './policy-page.module.css';

/** A shop policy from the platform: its title, its sanitised body, and on the privacy policy the tools. */
export function PolicyPage({ policy, cookies }: PolicyPageProps) {
  return (
    <>
      <Head>
        <title>{`${policy.title} — Morrow & Co.`}</title>
        {policy.description ? <meta name="description" content={policy.description} /> : null}
      </Head>
      <article className={`container ${styles.page}`}>
        <h1 className={styles.title}>{policy.title}</h1>
        <div
          className={`${styles.text} ${policyStyles.body}`}
          dangerouslySetInnerHTML={{ __html: policy.html }}
        />
        {cookies ? <CookieTools {...cookies} /> : null}
      </article>
    </>
  );
}
