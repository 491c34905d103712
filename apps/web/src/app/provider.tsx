import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AlertHost } from '../components/ui/alert-dialog';
import { LoadingOverlay } from '../components/ui/loading-overlay';
import { ToastHost } from '../components/ui/toast';
import { createQueryClient } from '../lib/react-query';

/** Everything every page relies on: server-state cache and the imperative UI hosts. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LoadingOverlay />
      <AlertHost />
      <ToastHost />
    </QueryClientProvider>
  );
}
