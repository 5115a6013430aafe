import { useId } from 'react';
import type { PolicyPageProps } from '@/components/policies/policy-page-data';
import type { ConsentCategory } from '@/lib/consent/decide';
import styles from './policy-page.module.css';

const CATEGORY_LABELS: Record<ConsentCategory, string> = {
  necessary: 'Necessary (always on)',
  analytics: 'Analytics (with your consent)',
  advertising: 'Advertising (with your consent)',
};

/** The origin's host, which is what a visitor recognises (every vendor origin is https). */
const hostOf = (origin: string) => origin.replace(/^https:\/\//, '');

/**
 * The privacy policy's list of the third-party tools this shop loads, after the platform's text.
 * When that text has its own cookie heading (`#cookies`) this is a part of that section; when it
 * has none, this section is the cookie section and carries the anchor the consent banner links to.
 */
export function CookieTools({ anchorInBody, tools }: NonNullable<PolicyPageProps['cookies']>) {
  const headingId = useId();
  const Heading = anchorInBody ? 'h3' : 'h2';
  return (
    <section
      id={anchorInBody ? undefined : 'cookies'}
      aria-labelledby={headingId}
      className={styles.tools}
    >
      <Heading id={headingId} className={styles.toolsHeading}>
        {anchorInBody ? 'The tools this shop loads' : 'Cookies and the tools this shop loads'}
      </Heading>
      {tools.length === 0 ? (
        <p>This shop loads no third-party tools: your browser talks to this site alone.</p>
      ) : (
        <div className={styles.scroller} role="region" aria-labelledby={headingId} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Tool</th>
                <th scope="col">What it does</th>
                <th scope="col">Consent</th>
                <th scope="col">Sends to</th>
              </tr>
            </thead>
            <tbody>
              {tools.map((tool) => (
                <tr key={tool.id}>
                  <th scope="row">{tool.name}</th>
                  <td>{tool.purpose}</td>
                  <td>{CATEGORY_LABELS[tool.category]}</td>
                  <td>
                    {tool.origins.length === 0 ? (
                      'This site only'
                    ) : (
                      <ul className={styles.origins}>
                        {tool.origins.map((origin) => (
                          <li key={origin}>{hostOf(origin)}</li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
