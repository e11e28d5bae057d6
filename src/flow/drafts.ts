// What a panel's user has typed, kept outside the store (it may hold a password or a code) while a dialog that can send
// them back is open: Stay/No on a confirm dialog returns to the panel as it was left (docs/flows.md "Dialogs").
export type Draft = Record<string, unknown>;

export interface Drafts {
  /** the panel's current values (every change), so they outlive the panel while a dialog is shown */
  save(page: string, values: Draft): void;
  /** the next opening of this page gets its saved values back (the dialog's "stay") */
  returnTo(page: string): void;
  /**
   * On opening a panel: its saved values if it is being returned to; every other draft is dropped. Asking again for
   * the same page gives the same answer (React may run a state initializer twice).
   */
  take(page: string): Draft | undefined;
  /** the widget closed: nothing typed outlives it */
  clear(): void;
}

export function createDrafts(): Drafts {
  const saved = new Map<string, Draft>();
  let returning: string | null = null;
  return {
    save: (page, values) => void saved.set(page, values),
    returnTo: (page) => {
      returning = page;
    },
    take: (page) => {
      const draft = returning === page ? saved.get(page) : undefined;
      if (returning !== page) returning = null;
      for (const key of [...saved.keys()]) if (key !== page || !draft) saved.delete(key);
      return draft;
    },
    clear: () => {
      saved.clear();
      returning = null;
    },
  };
}
