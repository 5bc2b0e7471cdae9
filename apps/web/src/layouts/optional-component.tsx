import { Component, Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { OPTIONAL, loadOptionalComponent, type OptionalModule } from '../app/optional-modules';

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

const lazyComponent = (which: OptionalModule): ComponentType =>
  lazy(async () => ({ default: await loadOptionalComponent(which) }));

const WIDGETS: Record<OptionalModule, ComponentType> = Object.fromEntries(
  (Object.keys(OPTIONAL) as OptionalModule[]).map((which) => [which, lazyComponent(which)]),
) as Record<OptionalModule, ComponentType>;

/**
 * A widget from another feature (checklist, extension badge), loaded on demand. If it is missing
 * or fails, it is left out and logged: the frame around it keeps working.
 */
export function OptionalComponent({ which }: { which: OptionalModule }) {
  const Widget = WIDGETS[which];
  return (
    <Boundary name={which}>
      <Suspense fallback={null}>
        <Widget />
      </Suspense>
    </Boundary>
  );
}
