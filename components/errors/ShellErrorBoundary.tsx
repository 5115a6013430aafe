import { Component, type ReactNode } from 'react';
import { onDemandLazy } from '@/components/lazy/client-lazy';

// The notice is not part of the first load (every route would carry it): its chunk comes when a
// page first breaks.
const ErrorNotice = onDemandLazy(() => import('./ErrorNotice').then((m) => m.ErrorNotice));

interface Props {
  /** The page shown; a new value (a route change) clears a caught error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  /** "Try again" has rendered the page afresh once already. */
  retried: boolean;
  /** The page the state is about. */
  key: string;
}

/**
 * Around the page inside the shell: a page that throws while rendering is replaced by the error
 * notice, with the header and footer kept. The error is reported as an uncaught one would be
 * (`reportError`: the window's error event, which Sentry, or the queue holding errors until it
 * loads, listens to; React keeps the errors a boundary catches from the window). "Try again"
 * first renders the page afresh, which mends what a moment broke (a chunk that failed to
 * download); a page that breaks again is one its data or code breaks, and the next "Try again"
 * loads it anew. Moving to another page clears the error too.
 */
export class ShellErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, retried: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): State | null {
    return props.resetKey === state.key
      ? null
      : { failed: false, retried: false, key: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    reportError(error);
  }

  private readonly retry = () => {
    if (this.state.retried) window.location.reload();
    else this.setState({ failed: false, retried: true });
  };

  override render() {
    return this.state.failed ? <ErrorNotice onRetry={this.retry} focus /> : this.props.children;
  }
}
