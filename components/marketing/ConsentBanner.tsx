// The consent banner and its preferences (SPEC §4; names per ARCHITECTURE "Accessible names").
// A fixed panel over the page bottom, so it shifts no layout; a labelled region, not a modal,
// so the shop stays usable while it is open.
import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import {
  ConsentPreferences,
  COOKIE_POLICY_HREF,
  type OptionalCategory,
} from '@/components/marketing/ConsentPreferences';
import { closeConsentPreferences } from '@/components/marketing/consent-ui';
import { config } from '@/lib/config';
import { allCategories, isGranted, type ConsentCategory } from '@/lib/consent/decide';
import type { Consent } from '@/lib/consent/types';
import { useShopStore } from '@/stores/shop-store';
import styles from './consent-banner.module.css';

export function ConsentBanner({
  needed,
  preferencesFirst,
}: {
  needed: readonly ConsentCategory[];
  preferencesFirst: boolean;
}) {
  const consent = useShopStore((s) => s.consent);
  const setConsent = useShopStore((s) => s.setConsent);
  const [expanded, setExpanded] = useState(false);
  const showPreferences = expanded || preferencesFirst;
  const categories = needed.filter((c): c is OptionalCategory => c !== 'necessary');
  const [choices, setChoices] = useState(() =>
    Object.fromEntries(categories.map((c) => [c, isGranted(consent, c, config.consentMode)])),
  );
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // Reopened from the footer: move focus into the panel (it goes back on close).
    if (preferencesFirst) heading.current?.focus();
  }, [preferencesFirst]);

  const decide = (patch: Partial<Consent>) => {
    setConsent(patch);
    closeConsentPreferences();
  };

  return (
    <section className={styles.banner} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.title}>
        Cookies on Morrow &amp; Co.
      </h2>
      <p className={styles.text}>
        We use necessary cookies to keep your basket working. With your permission we also use
        analytics and advertising cookies. You can change your choice at any time from the footer.{' '}
        <Link prefetch={false} href={COOKIE_POLICY_HREF}>
          Which tools we use
        </Link>
      </p>
      {showPreferences ? (
        <ConsentPreferences
          categories={categories}
          choices={choices}
          onChange={(category, granted) => setChoices((prev) => ({ ...prev, [category]: granted }))}
        />
      ) : null}
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => decide(allCategories(true))}
        >
          Accept all
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => decide(allCategories(false))}
        >
          Reject all
        </button>
        {showPreferences ? (
          <button type="button" className="btn btn-secondary" onClick={() => decide(choices)}>
            Save my choices
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-secondary"
            aria-expanded="false"
            onClick={() => setExpanded(true)}
          >
            Manage preferences
          </button>
        )}
      </div>
    </section>
  );
}
