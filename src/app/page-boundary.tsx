import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { LiveControls } from '../components/layout/live-controls';
import Loading from '../components/loading';
import { layoutStrings } from '../components/strings';
import { paths } from '../config/paths';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** A failed page is tried again when this changes (the visitor went to another page). */
  resetKey: string;
}

class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page failed to render.', error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="container py-5 text-center" role="alert">
        <h1 className="h2">{layoutStrings.errorTitle}</h1>
        <p>{layoutStrings.errorText}</p>
        <Link className="btn btn-primary" to={paths.home}>
          {layoutStrings.backToFleet}
        </Link>
      </section>
    );
  }
}

/**
 * Around every page: a loading indicator while a lazily loaded page's code arrives, and a readable message
 * (instead of a blank screen) if a page fails, reset when the visitor moves to another page. With `live`, the
 * page's prerendered controls are released once the page inside has hydrated.
 */
export default function PageBoundary({ children, live = false }: { children: ReactNode; live?: boolean }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense
        fallback={
          <div className="page-loading">
            <Loading />
          </div>
        }
      >
        {children}
        {live && <LiveControls part="page" />}
      </Suspense>
    </ErrorBoundary>
  );
}
