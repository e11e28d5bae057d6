// Effects a flow chunk brings (src/flow/chunk-effects.json) for a change a check must come before: the server answered
// a change with a check owed first (a step-up), so the page notes which request to send again, and once the check
// has passed, sends it again on the page it returns to (docs/host.md "Security settings": "the change is sent again
// once it passes"). They import nothing of the engine: the effect context keeps and moves.
import type { Effect } from './effectTypes';

/** The flow-context entry the request to send again is noted under. */
export const RETRY = 'retry';

export const retryEffects: Record<string, Effect> = {
  /** value: a request of the flow tables (the change just refused for a check owed first), noted to send again, or a
   * page to come back to (one that asks for the check as it opens, or the settings after a sign-on) */
  noteRetry: ({ keep, value }) => keep({ [RETRY]: String(value) }),
  /**
   * Sends the noted request again, as the page's submit would (its payload from the flow context as it is now), or
   * goes to the noted page; and forgets it, so this happens once. Nothing noted: nothing happens.
   */
  retryKept: (ctx) => {
    const name = (ctx.getState().flow.context as Record<string, unknown>)[RETRY];
    if (typeof name !== 'string' || !name) return;
    ctx.keep({ [RETRY]: null });
    if (ctx.env.tables.requests[name]) ctx.follow({ effects: [{ effect: 'sendRequest', value: name }] });
    else ctx.follow({ goto: name, effects: [] });
  },
};
