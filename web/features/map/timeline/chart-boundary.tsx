import { Component, type ReactNode } from 'react';

interface ChartBoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Keeps a chart's failure (its code not loading on a bad connection, say) inside the chart's frame:
 * the map, table and filters stay usable, and the frame says the chart could not be drawn.
 */
export class ChartBoundary extends Component<ChartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
