import Link from 'next/link';
import { signInPath, type SignInProblemReason } from '@/lib/account/return-path';
import styles from './account.module.css';

const MESSAGES: Record<SignInProblemReason, string> = {
  expired:
    'This sign-in link has already been used or has expired. Sign-ins must be finished in the browser that started them, within ten minutes.',
  refused: 'The sign-in could not be confirmed. Nothing has changed; please try again.',
  unavailable: 'Sign-in is unavailable right now. Please try again in a moment.',
};

/** A sign-in that could not be finished, in words, with a fresh start. Your basket is kept. */
export function SignInProblem({ reason }: { reason: SignInProblemReason }) {
  return (
    <article className={`container ${styles.page}`}>
      <h1 className={styles.title}>Sign-in not finished</h1>
      <p role="alert" className={styles.greeting}>
        {MESSAGES[reason]}
      </p>
      <p>Your basket is kept.</p>
      <p className={styles.actions}>
        <a href={signInPath('/account')} className="btn btn-secondary">
          Try signing in again
        </a>
        <Link prefetch={false} href="/">
          Back to the shop
        </Link>
      </p>
    </article>
  );
}
