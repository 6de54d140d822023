import { PROPERTY_KEY } from './storage-keys';

/**
 * The property picked in the top bar, kept on this device: its id, or 0 for all properties. The
 * lists, the dashboard, the room map and exports ask for it (features/properties/use-current-property.ts
 * checks it is still one of the caller's active properties).
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
