// A failure in one panel leaves a message in that panel, never a blank page.
import { Component, type ReactNode } from 'react';
import { useT } from './i18n/useT.ts';
import type { MessageKey } from './i18n/messages.ts';

const PANEL = {
  editor: 'panelEditor',
  timeline: 'panelTimeline',
  narration: 'panelNarration',
  compare: 'panelCompare',
  statechart: 'panelStatechart',
} as const satisfies Record<string, MessageKey>;

type Panel = keyof typeof PANEL;

export class ErrorBoundary extends Component<
  { name: Panel; children: ReactNode },
  { error: string | null }
> {
  override state = { error: null as string | null };

  static getDerivedStateFromError(e: unknown) {
    return { error: e instanceof Error ? e.message : String(e) };
  }

  override render() {
    if (this.state.error)
      return (
        <PanelError
          name={this.props.name}
          error={this.state.error}
          onRetry={() => this.setState({ error: null })}
        />
      );
    return this.props.children;
  }
}

function PanelError({ name, error, onRetry }: { name: Panel; error: string; onRetry(): void }) {
  const t = useT();
  return (
    <div role="alert" className="panel-error">
      {t('panelFailed', { name: t(PANEL[name]), error })}
      <button type="button" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
