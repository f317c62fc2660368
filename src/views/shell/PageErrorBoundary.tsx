// The error boundary of both pages (index.html's routes, widget.html's billing page): a render error
// shows the same screen as the checkout's (rule TOPBAR-11) instead of a blank frame.
import { Component, type ReactNode } from 'react';
import { useBrowser } from '../../app/app-context.tsx';
import { describeThrown, ErrorScreen } from './ErrorScreen.tsx';

function ThrownErrorScreen({ error }: { error: unknown }) {
  const { navigation } = useBrowser();
  return <ErrorScreen message={describeThrown(error)} onReload={() => navigation.reload()} />;
}

interface BoundaryState {
  /** Wrapped, so that a thrown `undefined` still counts as an error. */
  caught: { error: unknown } | null;
}

export class PageErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { caught: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { caught: { error } };
  }

  override render() {
    return this.state.caught === null ? this.props.children : <ThrownErrorScreen error={this.state.caught.error} />;
  }
}
