// Footer newsletter sign-up (SPEC §5 email pattern): the address reaches the customer-data tool or
// the orders service (./newsletter-submit.ts, loaded on submit), and only then is the shopper told
// they are signed up and `consent.emailOptIn` saved.
import { useId, useState, type FormEvent } from 'react';
import { isValidEmail } from '@/lib/consent/email';
import { useShopStore } from '@/stores/shop-store';
import styles from './newsletter.module.css';

type Status = 'idle' | 'invalid' | 'sending' | 'done' | 'failed';

const MESSAGES: Record<Status, string | null> = {
  idle: null,
  invalid: 'Enter an email address like name@example.com.',
  sending: 'Signing you up…',
  done: 'Thanks, you are signed up.',
  failed: 'We could not sign you up just now. Please try again in a moment.',
};

/** `headingClassName`: the footer's column heading style, so the form's heading matches it. */
export function NewsletterSignup({ headingClassName }: { headingClassName?: string }) {
  const setConsent = useShopStore((s) => s.setConsent);
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'sending') return;
    if (!isValidEmail(email)) {
      setStatus('invalid');
      return;
    }
    setStatus('sending');
    try {
      const { submitNewsletter } = await import('./newsletter-submit');
      await submitNewsletter(email.trim());
      setConsent({ emailOptIn: true });
      setStatus('done');
    } catch (error) {
      console.warn('[newsletter] sign-up failed', error);
      setStatus('failed');
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-h`}
    >
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
          aria-invalid={status === 'invalid'}
          aria-describedby={`${id}-msg`}
        />
        <button type="submit" className="btn btn-primary" aria-disabled={status === 'sending'}>
          Sign up
        </button>
      </div>
      <p id={`${id}-msg`} className={styles.message} role="status">
        {MESSAGES[status]}
      </p>
    </form>
  );
}
