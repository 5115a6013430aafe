import Link from 'next/link';
import styles from './consent-banner.module.css';

/** The privacy policy's cookie section, with the table of tools (pages/policies/[handle].tsx). */
export const COOKIE_POLICY_HREF = '/policies/privacy-policy#cookies';

export type OptionalCategory = 'analytics' | 'advertising';

const LABELS: Record<OptionalCategory, { title: string; text: string }> = {
  analytics: {
    title: 'Analytics',
    text: 'Helps us see which pages and products work, and fix errors (session replays).',
  },
  advertising: {
    title: 'Advertising',
    text: 'Lets ad and affiliate partners measure the campaigns that brought you here.',
  },
};

/** The consent banner's preferences: necessary (always on), then one box per optional category. */
export function ConsentPreferences({
  categories,
  choices,
  onChange,
}: {
  categories: readonly OptionalCategory[];
  choices: Partial<Record<OptionalCategory, boolean>>;
  onChange: (category: OptionalCategory, granted: boolean) => void;
}) {
  return (
    <fieldset className={styles.preferences}>
      <legend className={styles.legend}>Cookie preferences</legend>
      <label className={styles.option}>
        <input type="checkbox" checked disabled />
        <span>
          <strong>Necessary</strong> Always on: basket, checkout and chat.
        </span>
      </label>
      {categories.map((category) => (
        <label key={category} className={styles.option}>
          <input
            type="checkbox"
            checked={choices[category] ?? false}
            onChange={(event) => onChange(category, event.target.checked)}
          />
          <span>
            <strong>{LABELS[category].title}</strong> {LABELS[category].text}
          </span>
        </label>
      ))}
      <p className={styles.text}>
        <Link prefetch={false} href={COOKIE_POLICY_HREF}>
          The tools in each category
        </Link>
      </p>
    </fieldset>
  );
}
