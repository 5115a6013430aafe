// Footer newsletter sign-up (SPEC §5 email pattern): records emailOptIn and, when analytics
// consent allows, identifies the visitor to the customer-data tool.
import { useId, useState, type FormEvent } from 'react';
import { isValidEmail } from '@/lib/consent/email';
import { useShopStore } from '@/stores/shop-store';
import styles from './newsletter.module.css';

type Status = { kind: 'idle' } | { kind: 'error' } | { kind: 'done' };

/** `headingClassName`: the footer's column heading style, so the form's heading matches it. */
export function NewsletterSignup({ headingClassName }: { headingClassName?: string }) {
  const setConsent = useShopStore((s) => s.setConsent);
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setStatus({ kind: 'error' });
      return;
    }
    setConsent({ emailOptIn: true });
    setStatus({ kind: 'done' });
    const address = email.trim();
    // The runner only passes this to tools whose consent is granted; absent runner, nothing to do.
    void import('@/lib/integrations/runner')
      .then((m) => m.activeIntegrations()?.identify(address))
      .catch(() => undefined);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={headingClassName}>
        Newsletter
      </h2>
      <label htmlFor={`${id}-email`} className={styles.label}>
        Email address
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          className={styles.input}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={status.kind === 'error'}
          aria-describedby={`${id}-msg`}
        />
        <button type="submit" className="btn btn-primary">
          Sign up
        </button>
      </div>
      <p id={`${id}-msg`} className={styles.message} role="status">
        {status.kind === 'error' ? 'Enter an email address like name@example.com.' : null}
        {status.kind === 'done' ? 'Thanks, you are signed up.' : null}
      </p>
    </form>
  );
}
