import { Component, type ReactNode } from 'react';
import { RouteError } from '../components/route-error';

/**
 * What the data router's `errorElement` did: a screen that throws (most often a code chunk that
 * failed to download on a bad connection) shows 'Algo salió mal' with a way to reload, instead of
 * a blank page; moving to another address (back, a link) tries again.
 */
export class RouteErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, { error: unknown; key: string | null }> {
  override state = { error: undefined as unknown, key: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown') };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; key: string | null }) {
    // a new address after an error: the screens are drawn again
    if (state.key !== props.resetKey) return { error: state.key === null ? state.error : undefined, key: props.resetKey };
    return null;
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}
