import { useSyncExternalStore } from 'react';

/**
 * Changes made beside a record that leave its fields as they were (a reply to an application keeps its
 * status), so panels that read more about it (its history) know to reload: a counter per record.
 */
const versions = new Map<string, number>();
const listeners = new Set<() => void>();

export function recordChanged(resource: string, id: unknown): void {
  const key = `${resource}:${String(id)}`;
  versions.set(key, (versions.get(key) ?? 0) + 1);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRecordVersion(resource: string, id: unknown): number {
  const key = `${resource}:${String(id)}`;
  return useSyncExternalStore(subscribe, () => versions.get(key) ?? 0);
}
