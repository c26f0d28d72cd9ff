import { Component, type ErrorInfo, type ReactNode } from 'react';
import { DashboardContext, type DashboardShared } from '../../context/context';
import type { ErrorScreenVariant } from './errors.logic';
import { ErrorScreen } from './ErrorScreen';

export interface DashboardErrorBoundaryProps {
  /** Which error screen to show. @default 'page' */
  variant?: ErrorScreenVariant;
  children: ReactNode;
}

interface State {
  error: unknown;
  retries: number;
}

// A class only because React has no hook for catching render errors; partners see a function.
class Boundary extends Component<DashboardErrorBoundaryProps, State> {
  static override contextType = DashboardContext;
  declare context: DashboardShared | null;
  override state: State = { error: null, retries: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown render error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn('Uncaught error', error, info.componentStack);
    this.context?.current.telemetry.reportError(error, { componentStack: info.componentStack ?? undefined, boundary: this.props.variant ?? 'page' });
  }

  private retry = () => this.setState((state) => ({ error: null, retries: state.retries + 1 }));

  override render() {
    if (this.state.error) return <ErrorScreen variant={this.props.variant} retries={this.state.retries} onRetry={this.retry} />;
    return this.props.children;
  }
}

/**
 * Catches render errors below it and shows the error screen with "Try again". Each catch is
 * logged as the warning 'Uncaught error' with the component stack and reported through the
 * kit's telemetry.
 */
export function DashboardErrorBoundary(props: DashboardErrorBoundaryProps) {
  return <Boundary {...props} />;
}
