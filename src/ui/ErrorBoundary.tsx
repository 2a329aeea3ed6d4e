// A failure in one panel leaves a message in that panel, never a blank page.
import { Component, type ReactNode } from 'react';

export class ErrorBoundary extends Component<
  { name: string; children: ReactNode },
  { error: string | null }
> {
  override state = { error: null as string | null };

  static getDerivedStateFromError(e: unknown) {
    return { error: e instanceof Error ? e.message : String(e) };
  }

  override render() {
    if (this.state.error) {
      return (
        <div role="alert" className="panel-error">
          {`The ${this.props.name} failed: ${this.state.error}`}
          <button type="button" onClick={() => this.setState({ error: null })}>
            Retry
          </button>
        </div>
      );
    }
    return this.props.children;
  }
}
