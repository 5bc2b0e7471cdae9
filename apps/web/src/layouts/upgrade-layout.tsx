import { useAppQuery } from '../lib/use-app-query';
import { CloseButtonLayout } from './close-button-layout';
import { TransparentLayout } from './transparent-layout';

/** /app/upgrade: transparent during onboarding (source=onboarding), close-button otherwise. */
export function UpgradeLayout() {
  const { source } = useAppQuery();
  return source === 'onboarding' ? <TransparentLayout /> : <CloseButtonLayout />;
}
