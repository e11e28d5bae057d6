// What a reply gave to be shown once and never kept (an authenticator app's key and QR code, recovery codes): held
// here, outside the store, for the page that shows them. Like a typed password (src/flow/drafts.ts), such a value never
// enters an action, the store, a log or the error-log call. The reply types that are secret (src/api/replyTypes.ts)
// say which values come here; panels read them with a widget's `from: "secret.<field>"`.
export interface Secrets {
  /** a reply's secret values; `page`: the page they are shown on (null: the page the reply's transition shows) */
  keep: (values: Record<string, unknown>, page: string | null) => void;
  /** the flow shows `page`: values kept for another page are dropped */
  shown: (page: string) => void;
  /** the values now: the same object until they change (for useSyncExternalStore) */
  values: () => Readonly<Record<string, unknown>>;
  subscribe: (listener: () => void) => () => void;
  /** the widget closed: nothing outlives it */
  clear: () => void;
}

export function createSecrets(): Secrets {
  let values: Record<string, unknown> = {};
  let page: string | null = null;
  const listeners = new Set<() => void>();
  const set = (next: Record<string, unknown>, on: string | null) => {
    values = next;
    page = on;
    listeners.forEach((l) => l());
  };
  return {
    keep: (given, on) => {
      if (Object.keys(given).length) set(on === page ? { ...values, ...given } : given, on);
    },
    shown: (next) => {
      if (page === null) page = next;
      else if (page !== next) set({}, null);
    },
    values: () => values,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    clear: () => set({}, null),
  };
}
