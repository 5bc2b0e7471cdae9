import { Component, Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import type { WidgetName } from '../app/page-modules';

class Boundary extends Component<{ children: ReactNode; name: string }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`${this.props.name} could not be shown.`, error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

const loadWidget = (which: WidgetName) =>
  import('../app/page-modules').then((modules) => modules.WIDGET_MODULES[which]());

const lazyWidget = (which: WidgetName): ComponentType =>
  lazy(async () => ({ default: await loadWidget(which) }));

/** One lazy component per widget of the registry, so each loads once. */
const WIDGETS: Record<WidgetName, ComponentType> = {
  getStartedChecklist: lazyWidget('getStartedChecklist'),
  extensionDownloadBadge: lazyWidget('extensionDownloadBadge'),
};

/**
 * A widget from another feature (checklist, extension badge), loaded on demand. If it is missing
 * or fails, it is left out and logged: the frame around it keeps working.
 */
export function OptionalComponent({ which }: { which: WidgetName }) {
  const Widget = WIDGETS[which];
  return (
    <Boundary name={which}>
      <Suspense fallback={null}>
        <Widget />
      </Suspense>
    </Boundary>
  );
}
