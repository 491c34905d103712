import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import {
  createContext,
  createElement,
  use,
  useContext,
  type ComponentType,
  type ReactNode,
} from 'react';

/**
 * TanStack Query after the first render (decision 0031): the home page's first paint
 * needs no QueryClient (its two lists read the page's answers, lib/use-initial-answer.ts),
 * so the module that creates one (lib/react-query.ts, with query-core) is loaded after it.
 * app/provider.tsx renders the client once this module is here; every page but home loads
 * it with its own chunk (app/router.tsx), and whatever calls useQuery outside a page sits
 * in a QueryClientGate, so nothing renders without a client.
 */
type ClientModule = typeof import('./react-query');

let loaded: ClientModule | null = null;
let loading: Promise<ClientModule> | null = null;
const listeners = new Set<() => void>();

/** Loads the client's module (once; again after a failure). Resolves once it is here. */
export function loadQueryClient(): Promise<ClientModule> {
  loading ??= import('./react-query').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The module, once loaded (a useSyncExternalStore snapshot). */
export function queryClientModule(): ClientModule | null {
  return loaded;
}

export function subscribeQueryClientModule(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `load`'s module, once the client's module is here too (a page, a signed-in menu). */
export async function withQueryClient<T>(load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), loadQueryClient()]);
  return module;
}

/** The provider's client, created the first time it is asked for (by the provider or a gate). */
export type ClientSlot = (module: ClientModule) => QueryClient;

export function clientSlot(): ClientSlot {
  let client: QueryClient | undefined;
  return (module) => (client ??= module.createQueryClient());
}

/** The enclosing AppProvider's slot (app/provider.tsx). */
export const QueryClientSlotContext = createContext<ClientSlot | null>(null);

/**
 * Renders `children` under the enclosing AppProvider's QueryClient. The module is loaded
 * by the time it renders (see queryClientGated), but the provider may not have rendered
 * the client yet: it takes it as a transition, never blocking, and before the first commit
 * it may not render again at all. The gate then provides the same client itself. Always
 * the same element, so nothing below remounts when the provider catches up.
 */
function QueryClientGate({ children }: { children: ReactNode }): ReactNode {
  const provided = useContext(QueryClientContext);
  const slot = useContext(QueryClientSlotContext);
  let client = provided;
  // The module is here unless a caller rendered the gate before loading it.
  if (!client && slot) client = slot(queryClientModule() ?? use(loadQueryClient()));
  return createElement(QueryClientContext.Provider, { value: client }, children);
}

/**
 * `Component` under the provider's QueryClient: for whatever calls useQuery outside the
 * home page's first paint (a page, a customer's menu, home's promotions), once `load` and
 * the client's module are both here (withQueryClient).
 */
export function queryClientGated<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return function Gated(props: P) {
    return createElement(QueryClientGate, null, createElement(Component, props));
  };
}

/** React.lazy's loader for a module whose default export calls useQuery. */
export async function lazyWithQueryClient<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Promise<{ default: ComponentType<P> }> {
  const module = await withQueryClient(load);
  return { default: queryClientGated(module.default) };
}
