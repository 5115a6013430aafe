// The footer's way back to the consent preferences (ARCHITECTURE: a button /cookie|privacy/i).
import { openConsentPreferences } from '@/components/marketing/consent-ui';
import { neededCategories } from '@/lib/config/categories';
import styles from './newsletter.module.css';

const asks = neededCategories().length > 0;

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
