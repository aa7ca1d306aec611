import { Component, type ReactNode } from 'react';

/** Shown when a page's code cannot be loaded (offline, or a new deployment replaced the chunk). */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="section container">
        <h1>Something went wrong</h1>
        <p>This page could not be loaded. Please check your connection and reload the page.</p>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          Reload page
        </button>
      </section>
    );
  }
}
