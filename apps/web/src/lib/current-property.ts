import { MAX_PAGE_SIZE, type PropertyRow, paths } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { apiCall } from './api-client';
import { topicKey } from './query-keys';
import { PROPERTY_KEY } from './storage-keys';

/**
 * The property picked in the top bar, kept on this device: its id, or 0 for all properties. The
 * lists, the dashboard, the room map and exports ask for it (useCurrentProperty checks it is still one of
 * the caller's active properties).
 */
const listeners = new Set<() => void>();

function read(): number {
  try {
    const id = Number(localStorage.getItem(PROPERTY_KEY));
    return Number.isInteger(id) && id > 0 ? id : 0;
  } catch {
    return 0;
  }
}

export const currentProperty = {
  get: read,
  set(propertyId: number) {
    try {
      if (propertyId > 0) localStorage.setItem(PROPERTY_KEY, String(propertyId));
      else localStorage.removeItem(PROPERTY_KEY);
    } catch {
      // Storage refused (a private window): the choice lasts until the page is left.
    }
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (e: StorageEvent) => e.key === PROPERTY_KEY && listener();
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};

/** The active properties the caller works in (every one for an owner), by name. */
export function getActiveProperties() {
  return apiCall(paths.property.getList, { propertyName: '', status: 1, pageSize: MAX_PAGE_SIZE, pageIndex: 0 });
}

export const activePropertiesQueryOptions = () =>
  queryOptions({
    queryKey: [...topicKey('properties'), 'active'] as const,
    queryFn: getActiveProperties,
    staleTime: 60_000,
  });

export function useActiveProperties() {
  return useQuery(activePropertiesQueryOptions());
}

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
