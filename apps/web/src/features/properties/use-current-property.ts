import type { PropertyRow } from '@kamar/contract';
import { useSyncExternalStore } from 'react';
import { currentProperty } from '../../lib/current-property';
import { useActiveProperties } from './api/get-active-properties';

export interface CurrentProperty {
  /** The caller's active properties, by name. */
  properties: PropertyRow[];
  /** Whether there is more than one: only then is there a picker, a property column or select. */
  several: boolean;
  /** The property picked in the top bar, or 0: all of them (and always 0 with a single property). */
  propertyId: number;
  pick(propertyId: number): void;
}

/** The top bar's property: what the lists, the dashboard, the room map and new records follow. */
export function useCurrentProperty(): CurrentProperty {
  const stored = useSyncExternalStore(currentProperty.subscribe, currentProperty.get);
  const active = useActiveProperties();
  const properties = active.data?.listData ?? [];
  const several = properties.length > 1;
  // Until the properties arrive the stored choice stands; then only one of them (a property since
  // deleted or no longer the caller's means all).
  const known = active.data === undefined || (several && properties.some((p) => p.propertyId === stored));
  return { properties, several, propertyId: known ? stored : 0, pick: currentProperty.set };
}

/** A list request's property: named only when one is picked, so a one-property business asks as before. */
export function withProperty<R extends object>(request: R, propertyId: number): R & { propertyId?: number } {
  return propertyId ? { ...request, propertyId } : request;
}
