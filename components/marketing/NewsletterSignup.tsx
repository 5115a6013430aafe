// Footer newsletter sign-up (SPEC §5 email pattern): the address reaches the customer-data tool or
// the orders service (./newsletter-submit.ts, loaded on submit), and only then is the shopper told
// they are signed up and `consent.emailOptIn` saved.
import { useId, useState, type FormEvent } from 'react';
import { isValidEmail } from '@/lib/consent/email';
import { useShopStore } from '@/stores/shop-store';
import styles from './newsletter.module.css';

/** What the status line says; `invalid` marks the field, `sending` holds the button. */
interface Status {
  message: string | null;
  invalid?: boolean;
  sending?: boolean;
}

/** `headingClassName`: the footer's column heading style, so the form's heading matches it. */
export function NewsletterSignup({ headingClassName }: { headingClassName?: string }) {
  const setConsent = useShopStore((s) => s.setConsent);
  const [status, setStatus] = useState<Status>({ message: null });
  const id = useId();

  // The words of a finished sign-up come with ./newsletter-submit.ts, which loads on submit, so
  // they are not part of every page's first load.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.sending) return;
    // Read from the field, not kept in state: what was typed before the form was hydrated (its
    // code comes after the first paint, Footer.tsx) is there too.
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    if (!isValidEmail(email)) {
      setStatus({ message: 'Enter an email address like name@example.com.', invalid: true });
      return;
    }
    setStatus({ message: 'Signing you up…', sending: true });
    import('./newsletter-submit')
      .then((m) => m.submitForm(email))
      // The module itself could not load (offline): nothing was sent.
      .catch(() => ({ done: false, message: 'We could not sign you up. Please try again.' }))
      .then(({ done, message }) => {
        if (done) setConsent({ emailOptIn: true });
        setStatus({ message });
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
          aria-invalid={status.invalid === true}
          aria-describedby={`${id}-msg`}
        />
        <button type="submit" className="btn btn-primary" aria-disabled={status.sending === true}>
          Sign up
        </button>
      </div>
      <p id={`${id}-msg`} className={styles.message} role="status">
        {status.message}
      </p>
    </form>
  );
}
