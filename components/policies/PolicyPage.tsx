import { CookieTools } from '@/components/policies/CookieTools';
import type { PolicyPageProps } from '@/components/policies/policy-page-data';
import styles from '@/components/content/content-page.module.css';
import policyStyles from './policy-page.module.css';

/** A shop policy from the platform: its title, its sanitised body, and on the privacy policy the tools. */
export function PolicyPage({ policy, cookies }: Pick<PolicyPageProps, 'policy' | 'cookies'>) {
  return (
    <>
      {/* The head (title, description, canonical, Open Graph) is the page's `seo` prop. */}
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
