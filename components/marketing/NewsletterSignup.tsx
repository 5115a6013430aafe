// Footer newsletter sign-up (SPEC §5 email pattern): sends the address to the customer-data tool
// or the orders service (lib/newsletter/sign-up.ts, loaded on submit), and records emailOptIn
// only once it was taken. Failures are said plainly; nothing reads as done before it is.
import { useId, useState, type FormEvent } from 'react';
import { isValidEmail } from '@/lib/consent/email';
import { useShopStore } from '@/stores/shop-store';
import styles from './newsletter.module.css';

type Status =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'error'; message: string } | { kind: 'done' };

const INVALID = 'Enter an email address like name@example.com.';
const FAILED = 'We could not sign you up just now. Please try again in a moment.';

/** `headingClassName`: the footer's column heading style, so the form's heading matches it. */
export function NewsletterSignup({ headingClassName }: { headingClassName?: string }) {
  const setConsent = useShopStore((s) => s.setConsent);
  const analytics = useShopStore((s) => s.consent.analytics === true);
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setStatus({ kind: 'error', message: INVALID });
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      const { signUp } = await import('@/lib/newsletter/sign-up');
      await signUp(email.trim(), analytics);
      setConsent({ emailOptIn: true });
      setStatus({ kind: 'done' });
    } catch (error) {
      const plain = error instanceof Error && error.name === 'NewsletterError';
      setStatus({ kind: 'error', message: plain ? error.message : FAILED });
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(e) => void submit(e)}
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
          aria-invalid={status.kind === 'error'}
          aria-describedby={`${id}-msg`}
        />
        <button type="submit" className="btn btn-primary" disabled={status.kind === 'sending'}>
          Sign up
        </button>
      </div>
      <p id={`${id}-msg`} className={styles.message} role="status">
        {status.kind === 'error' ? status.message : null}
        {status.kind === 'sending' ? 'Signing you up…' : null}
        {status.kind === 'done' ? 'Thanks, you are signed up.' : null}
      </p>
    </form>
  );
}
