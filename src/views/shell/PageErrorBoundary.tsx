// The error boundary of both pages (index.html's routes, widget.html's billing page): a render error
// shows the same screen as the checkout's (rule TOPBAR-11) instead of a blank frame, and is
// reported through the telemetry port (a redacted report: no token or card data; in the sandbox,
// on the console).
import { Component, type ErrorInfo, type ReactNode } from 'react';
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

type Report = (error: unknown, componentStack: string | null) => void;

class Boundary extends Component<{ children: ReactNode; report: Report }, BoundaryState> {
  override state: BoundaryState = { caught: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { caught: { error } };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.report(error, info.componentStack ?? null);
  }

  override render() {
    return this.state.caught === null ? this.props.children : <ThrownErrorScreen error={this.state.caught.error} />;
  }
}

export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { telemetry } = useBrowser();
  return <Boundary report={(error, componentStack) => telemetry.reportError(error, { where: 'page', componentStack })}>{children}</Boundary>;
}
