import type { ScheduleItem } from '@lintas/domain/schedule-result-schemas';
import { createContext, type ReactNode, useContext } from 'react';

/** What a sold-out schedule offers besides "Kursi habis" (seat alerts, composed by the app). */
type SoldOutActionRender = (item: ScheduleItem) => ReactNode;

const SoldOutActionContext = createContext<SoldOutActionRender | null>(null);

/**
 * A slot: the results screen (features/schedules) shows `<SoldOutAction>` under a sold-out
 * schedule, and the app fills it (features/seat-alerts), so neither feature imports the
 * other. Without a provider it renders nothing.
 */
export function SoldOutActionProvider({
  render,
  children,
}: {
  render: SoldOutActionRender;
  children: ReactNode;
}) {
  return <SoldOutActionContext.Provider value={render}>{children}</SoldOutActionContext.Provider>;
}

export function SoldOutAction({ item }: { item: ScheduleItem }) {
  const render = useContext(SoldOutActionContext);
  return render ? <>{render(item)}</> : null;
}
