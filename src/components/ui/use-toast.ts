import { useSyncExternalStore } from 'react';

type ToastVariant = 'default' | 'destructive';

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
};

export type ToastItem = ToastInput & { id: number; open: boolean };

const LIMIT = 3;
const REMOVE_DELAY_MS = 1000;

/**
 * What the page shows before any toast: the same array on the server and in the browser, so React
 * has nothing to re-render after hydrating (a different empty array would make it re-render the
 * toaster at once, within the task that finishes hydration).
 */
const noToasts: ToastItem[] = [];
let items = noToasts;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

/** Shows a toast from anywhere (components, mutation callbacks, plain modules). */
export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  emit([{ ...input, id, open: true }, ...items].slice(0, LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id: number) {
  emit(items.map((item) => (item.id === id ? { ...item, open: false } : item)));
  setTimeout(() => emit(items.filter((item) => item.id !== id)), REMOVE_DELAY_MS);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => items;
const getServerSnapshot = () => noToasts;

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/** Test helper: forget every toast. */
export function resetToasts() {
  emit(noToasts);
}
