import { Component, type ReactNode } from 'react';

interface Props {
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps a catalog grid that fails to render inside its region; the page around it stays. */
export class GridBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.error('The product grid failed to render.', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
