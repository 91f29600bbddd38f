import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from './error-panel';

interface Props {
  name: string;
  children?: ReactNode;
  onError?: (error: unknown, info: ErrorInfo) => void;
}
interface State {
  error: unknown;
  attempt: number;
}

/**
 * A remote's root boundary: a render error shows the localised panel inside the page instead of
 * unmounting the area (or the shell). Retry re-renders the subtree from scratch (new key).
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown render error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[${this.props.name}] render error`, error);
    this.props.onError?.(error, info);
  }

  private readonly retry = () => this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));

  override render() {
    if (this.state.error) return <ErrorPanel kind="crash" onRetry={this.retry} />;
    return <RemoteSubtree key={this.state.attempt}>{this.props.children}</RemoteSubtree>;
  }
}

function RemoteSubtree({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
