import { QueryClientContext } from '@tanstack/react-query';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { AlertHost } from '../components/ui/alert-dialog';
import { LoadingOverlay } from '../components/ui/loading-overlay';
import { ToastHost } from '../components/ui/toast';
import {
  clientSlot,
  loadQueryClient,
  queryClientModule,
  QueryClientSlotContext,
  subscribeQueryClientModule,
} from '../lib/query-client-loader';

/**
 * Everything every page relies on: server-state cache and the imperative UI hosts.
 *
 * The QueryClient comes after the first render (decision 0031): its module is loaded once
 * the first commit is done (before it when the opening page is not home: main.tsx waits
 * for the page, which waits for the module), and until then the context holds none. Only
 * the home page's first paint renders without it; pages and other useQuery callers wait
 * for it in a QueryClientGate (app/router.tsx), which gives them this provider's client.
 * The element tree is the same before and after, so nothing remounts. What
 * QueryClientProvider does, it does too: one client per provider, mounted while rendered.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const [slot] = useState(clientSlot);
  const [client, setClient] = useState(() => {
    const module = queryClientModule();
    return module ? slot(module) : undefined;
  });

  useEffect(() => {
    if (client) return;
    // A transition: the module can arrive while React renders a page in slices, and an
    // urgent update would render it again in one blocking piece.
    const provideClient = () => {
      const module = queryClientModule();
      if (module) startTransition(() => setClient(slot(module)));
    };
    const unsubscribe = subscribeQueryClientModule(provideClient);
    provideClient();
    // A failure is retried by whatever needs the client next (a page's load).
    loadQueryClient().catch(() => undefined);
    return unsubscribe;
  }, [client, slot]);
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);

  return (
    <QueryClientContext.Provider value={client}>
      <QueryClientSlotContext value={slot}>
        {children}
        <LoadingOverlay />
        <AlertHost />
        <ToastHost />
      </QueryClientSlotContext>
    </QueryClientContext.Provider>
  );
}
