import { Component, type ErrorInfo, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
import { ScreenLoader } from '../../lib/screen-loader';
import { isChunkLoadError } from './chunk-error';
import { ErrorPage } from './error-page';
import { NewVersionPage } from './new-version-page';

interface Props {
  /** The screen's location: a new one clears the error (the user left the broken screen). */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  failedAt: string | null;
}

/**
 * Around every screen: a screen that throws while rendering (or whose code fails to load) is replaced
 * by the 500 page, in place, so the header still works and the address still names the screen; a
 * chunk that is gone after a deployment shows 'We have deployed this site with a new version.'.
 */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === null) return null;
    if (state.failedAt === null) return { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { error: null, failedAt: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Screen failed', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return isChunkLoadError(error) ? <NewVersionPage /> : <ErrorPage error={error} />;
  }
}

/** The boundary keyed on the current path: leaving the broken screen clears the error. */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ScreenErrorBoundary resetKey={pathname}>{children}</ScreenErrorBoundary>;
}

/** The app's screen slot: the error boundary around the on-demand screens' loader (§9 delays). */
export function ScreenSlot({ children }: { children: ReactNode }) {
  return (
    <ScreenBoundary>
      <Suspense fallback={<ScreenLoader />}>{children}</Suspense>
    </ScreenBoundary>
  );
}
