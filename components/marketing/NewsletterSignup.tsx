// Footer newsletter sign-up (SPEC §5 email pattern): sends the address to the customer-data tool
// or the orders service (lib/newsletter/sign-up.ts, loaded on submit), and records emailOptIn
// only once it was taken. Failures are said plainly; nothing reads as done before it is.
import { useId, useState, type FormEvent } from 'react';
import { useShopStore } from '@/stores/shop-store';
import styles from './newsletter.module.css';

/** `headingClassName`: the footer's column heading style, so the form's heading matches it. */
export function NewsletterSignup({ headingClassName }: { headingClassName?: string }) {
  const setConsent = useShopStore((s) => s.setConsent);
  const analytics = useShopStore((s) => s.consent.analytics === true);
  const [email, setEmail] = useState('');
  // What the status line says; `invalid` marks the field; `sending` holds the button.
  const [status, setStatus] = useState({ message: '', invalid: false, sending: false });
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setStatus({ message: 'Signing you up…', invalid: false, sending: true });
    import('@/lib/newsletter/sign-up')
      .then((m) => m.submitSignUp(email, analytics))
      .catch(() => ({ done: false, message: 'We could not sign you up. Please try again.' }))
      .then(({ done, message }) => {
        if (done) setConsent({ emailOptIn: true });
        setStatus({ message, invalid: !done, sending: false });
      });
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
          aria-invalid={status.invalid}
          aria-describedby={`${id}-msg`}
        />
        <button type="submit" className="btn btn-primary" disabled={status.sending}>
          Sign up
        </button>
      </div>
      <p id={`${id}-msg`} className={styles.message} role="status">
        {status.message}
      </p>
    </form>
  );
}
