import { Component, type ReactNode } from 'react';
import { onDemandLazy } from '@/components/lazy/client-lazy';
import { pageErrorQueue } from '@/lib/integrations/page-errors';
import { whenIdle } from '@/lib/idle';

// The notice is not part of the first load (every route would carry it): its chunk is fetched
// once the page is idle, so a page that breaks later shows it at once, and on demand if it breaks
// before then.
const ErrorNotice = onDemandLazy(() => import('./ErrorNotice').then((m) => m.ErrorNotice));
if (typeof window !== 'undefined') whenIdle(() => void ErrorNotice.preload().catch(() => {}));

interface Props {
  /** The page shown; a new value (a route change) clears a caught error. */
  resetKey: string;
  children: ReactNode;
}

/**
 * Around the page inside the shell: a page that throws while rendering is replaced by the error
 * notice, with the header and footer kept, and the error goes to Sentry (./page-errors' queue).
 * "Try again" renders the page afresh; so does moving to another page.
 */
interface State {
  failed: boolean;
  /** The page the state is about. */
  key: string;
}

export class ShellErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): State | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    pageErrorQueue?.report(error);
  }

  private readonly retry = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? <ErrorNotice onRetry={this.retry} focus /> : this.props.children;
  }
}
