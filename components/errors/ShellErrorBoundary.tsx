import { Component, type ReactNode } from 'react';
import { onDemandLazy } from '@/components/lazy/client-lazy';

// The notice is not part of the first load (every route would carry it): its chunk comes when a
// page first breaks.
const ErrorNotice = onDemandLazy(() => import('./ErrorNotice').then((m) => m.ErrorNotice));

interface State {
  /** The page element that broke, if the one shown did. */
  failed: ReactNode;
  /** The page element "Try again" has rendered afresh once already. */
  retried: ReactNode;
}

/**
 * Around the page inside the shell: a page that throws while rendering is replaced by the error
 * notice, with the header and footer kept. The error is reported as an uncaught one would be
 * (`reportError`: the window's error event, which Sentry, or the queue holding errors until it
 * loads, listens to; React keeps the errors a boundary catches from the window). "Try again"
 * first renders the page afresh, which mends what a moment broke (a chunk that failed to
 * download); a page that breaks again is one its data or code breaks, and the next "Try again"
 * loads it anew.
 *
 * The state names the page element it is about: every route change (a new page, new props) is a
 * new element from _app, which shows as usual, so nothing needs clearing. Only
 * `componentDidCatch`, no `getDerivedStateFromError`: React shows nothing in the page's place for
 * the one render until this state arrives (it warns of that in development only). Both keep the
 * boundary a few lines of every page's first load.
 */
export class ShellErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: null, retried: null };

  override componentDidCatch(error: unknown): void {
    this.setState({ failed: this.props.children });
    reportError(error);
  }

  private readonly retry = () => {
    const page = this.props.children;
    if (this.state.retried === page) window.location.reload();
    else this.setState({ failed: null, retried: page });
  };

  override render() {
    const page = this.props.children;
    return this.state.failed === page ? <ErrorNotice onRetry={this.retry} focus /> : page;
  }
}
