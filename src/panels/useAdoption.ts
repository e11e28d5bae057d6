// Taking over the panel the first script drew (docs/host.md "The panel before the bundle"). The hydration has just
// committed: the first script lets go in the same task (its listeners off, so no event is handled by both), what the
// user typed meanwhile joins the form's values (the fields keep their text, caret and focus: React keeps the nodes and
// sets no value that is already there; a box they ticked stays ticked), and what they pressed is done once, in order, once the values are in.
import { useEffect, useLayoutEffect, useState } from 'react';
import { useEnv } from '../app/contexts';
import type { Press } from '../first/handoff';

function replay(p: Press, drawn: HTMLElement | null) {
  if (p.kind === 'submit') p.form.requestSubmit();
  else if (p.kind === 'click') p.el.click();
  else
    drawn
      ?.querySelector('[role="dialog"]')
      ?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true }));
}

/** `fields`: the panel's field names; `merge`: adds values to the form's (`focused`: the field the user is in). */
export function useAdoption(
  page: string,
  fields: string[],
  merge: (values: Record<string, string | boolean>, focused: string | null) => void,
) {
  const env = useEnv();
  const [pending, setPending] = useState<{ drawn: HTMLElement | null; presses: Press[] } | null>(null);
  useLayoutEffect(() => {
    const adoption = env.adopted;
    if (!adoption || adoption.page !== page) return;
    env.adopted = undefined;
    const taken = adoption.take();
    const typed: Record<string, string | boolean> = {};
    for (const name of fields) {
      const el = taken.drawn?.querySelector(`[name="${CSS.escape(name)}"]`);
      if (!(el instanceof HTMLInputElement)) continue;
      // a box the user ticked or unticked there is so here (one left as drawn is no answer); a choice of answers is left
      // to the renderer
      // (its inputs' values are the answers' places, not the answers)
      if (el.type === 'checkbox') {
        if (el.checked !== el.defaultChecked) typed[name] = el.checked;
      } else if (el.type !== 'radio' && el.value) typed[name] = el.value;
    }
    const active = document.activeElement;
    const focused = active && taken.drawn?.contains(active) ? active.getAttribute('name') : null;
    if (Object.keys(typed).length) merge(typed, focused);
    if (taken.presses.length) setPending(taken);
    // the panel's first commit only: it is keyed by its page
  }, []);
  useEffect(() => {
    if (!pending) return undefined;
    // after the values are in the form (its own state follows its props in the commit after)
    const timer = setTimeout(() => pending.presses.forEach((p) => replay(p, pending.drawn)));
    return () => clearTimeout(timer);
  }, [pending]);
}
