// The footer's way back to the consent preferences (ARCHITECTURE: a button /cookie|privacy/i).
import { openConsentPreferences } from '@/components/marketing/consent-ui';
import { NEEDED_CATEGORIES } from '@/lib/config/consent-categories';
import styles from './newsletter.module.css';

const asks = NEEDED_CATEGORIES.length > 0;

export function CookieSettingsButton() {
  if (!asks) return null;
  return (
    <button
      type="button"
      className={styles.link}
      onClick={(event) => openConsentPreferences(event.currentTarget)}
    >
      Cookie settings
    </button>
  );
}
