import { Suspense, lazy, useState, type CSSProperties, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

/** SPEC 9: toast width 385 px, notifications last 6000 ms. */
export const TOAST_WIDTH_PX = 385;
export const TOAST_DURATION_MS = 6000;

// The toaster loads after the first paint: sign-in pages do not wait for it.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

const toasterStyle = { '--width': `${TOAST_WIDTH_PX}px` } as CSSProperties;

type ProvidersProps = { children: ReactNode; queryClient?: QueryClient };

export function Providers({ children, queryClient: given }: ProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* Close buttons are on for every toast; sonner never draws one on loading toasts (SPEC 4.6). */}
      <Suspense fallback={null}>
        <Toaster
          position="top-right"
          duration={TOAST_DURATION_MS}
          closeButton
          richColors
          style={toasterStyle}
        />
      </Suspense>
    </QueryClientProvider>
  );
}
