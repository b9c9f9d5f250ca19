import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What shows instead of the children once they failed (to load or to render). */
  fallback: ReactNode;
  /** Names the part in the console ('The product grid'), for whoever reads the error. */
  part: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Keeps a part that fails (a remote that cannot load, a grid that throws) inside its place:
 * the page around it keeps working. To try again, render it with a new `key`.
 */
export class FailureBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.part} failed to load or render.`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
