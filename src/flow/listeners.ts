// Runs a transition's named effects in order, then the entered page's onEnter rows. The one place effects start.
import type { FlowReply } from '../api/envelope';
import type { Env } from '../app/env';
import { effects } from './effects';
import { endAutofill } from './passkeyEffects';
import { loadedEffects, type EffectContext } from './effectTypes';
import { flowActions, type TransitionedPayload } from './flowSlice';
import { systemError } from './start';
import { computeFacts } from './guards';
import { effectName, effectValue, resolveTransition } from './resolveTransition';
import { afterActions, on } from './afterAction';

/**
 * onEnter rows, effects and the replies to requests effects make may move on to another page without the user; a
 * chain longer than this is a data mistake or a server that leads in circles (e.g. a loader whose request is answered
 * with the loader's own page): it ends on the error dialog instead of asking the server again and again.
 */
const MAX_CHAIN = 12;

export function createFlowListener(env: Env) {
  let chain = 0;
  /** the last panel (not dialog) entered: its message stays while dialogs come and go over it */
  let panelShown: string | null = null;
  const transitioned = on(flowActions.transitioned, async (action, api) => {
    const t = action.payload;
    // the passkey autofill belongs to its page: leaving it (or closing) ends its request
    endAutofill(env, api.getState().flow.closed ? null : api.getState().flow.page);
    // a key or recovery codes belong to the page that shows them
    env.secrets.shown(api.getState().flow.page ?? '');
    if (t.source === 'loop') {
      // the error dialog that ends a loop runs its own effects; anything automatic after it stops silently
      chain = MAX_CHAIN + 1;
    } else {
      chain = t.auto || t.source.includes('/onEnter') || t.source.startsWith('effect:') ? chain + 1 : 0;
      if (chain > MAX_CHAIN + 1) return;
    }
    if (chain === MAX_CHAIN + 1 && t.source !== 'loop') {
      env.report(`AuthWidget: the flow went round without the user at ${t.source}; showing the error dialog`);
      api.dispatch(flowActions.waitHidden());
      api.dispatch(flowActions.transitioned({ from: api.getState().flow.page, source: 'loop', ...systemError }));
      return;
    }
    if (t.goto && !env.tables.pages[t.goto]) {
      // the page belongs to a flow not loaded yet: load it with the wait shown (src/data/load.ts)
      const waiting = api.getState().flow.wait;
      if (!waiting) api.dispatch(flowActions.waitShown());
      try {
        await env.ensure({ page: t.goto });
      } catch (e) {
        env.report(`AuthWidget: the flow of ${t.goto} could not be loaded`, (e as Error).message);
        api.dispatch(flowActions.waitHidden());
        api.dispatch(flowActions.transitioned({ from: t.from, source: 'load', ...systemError }));
        return;
      }
      api.dispatch(flowActions.flowLoaded());
      if (!waiting) api.dispatch(flowActions.waitHidden());
    }
    // A message belongs to its panel: moving to another panel clears it (a dialog over the panel leaves it, and
    // returning from the dialog finds it); a row that carries it on shows it again, as "goes back to sign-on with
    // the error" does (docs/messages.md).
    const beneath = panelShown;
    if (t.goto && env.tables.pages[t.goto]?.kind === 'panel') {
      if (t.goto !== panelShown) api.dispatch(flowActions.messageCleared());
      panelShown = t.goto;
    }
    let followed = false;
    const follow = (next: Omit<TransitionedPayload, 'from' | 'source'>) => {
      followed = true;
      api.dispatch(flowActions.transitioned({ from: api.getState().flow.page, source: `effect:${t.source}`, ...next }));
    };
    // a reply kept earlier, acted on as on arrival (no row for it: the error dialog)
    const actOn = (reply: FlowReply) => {
      const on = { kind: 'on', page: api.getState().flow.page ?? '', action: reply.nextAction } as const;
      const next = resolveTransition(env.tables, on, computeFacts(api.getState(), env, reply));
      follow(next ? { ...next, reply } : systemError);
    };
    // this transition's answer, given by another page's rows, on that page unless the row goes elsewhere
    const answerAs = (page: string) => {
      const action = t.action ?? t.reply?.nextAction ?? '';
      const next = resolveTransition(
        env.tables,
        { kind: 'on', page, action },
        computeFacts(api.getState(), env, t.reply),
      );
      follow(next ? { ...next, goto: next.goto ?? page, reply: t.reply, failure: t.failure } : systemError);
    };
    for (const ref of t.effects) {
      if (api.getState().flow.closed) return;
      const run = effects[effectName(ref)] ?? loadedEffects[effectName(ref)];
      if (!run) {
        env.report(`AuthWidget: unknown effect ${effectName(ref)}`);
        continue;
      }
      const ctx: EffectContext = {
        dispatch: api.dispatch,
        getState: () => api.getState(),
        env,
        reply: t.reply,
        failure: t.failure,
        value: effectValue(ref),
        // a dialog closing onto the panel beneath it has not moved on: that panel stays, and the server's words on what
        // the dialog did take the focus there, as on any panel that stays (docs/host.md "Focus and keyboard")
        moved:
          !!t.goto && t.goto !== t.from && !(t.goto === beneath && env.tables.pages[t.from ?? '']?.kind === 'dialog'),
        follow,
        actOn,
        answerAs,
        keep: (values) => api.dispatch(flowActions.replyKept(values)),
      };
      try {
        await run(ctx);
      } catch (e) {
        env.report(`AuthWidget: effect ${effectName(ref)} failed`, (e as Error).message);
      }
      if (followed) return;
    }
    if (!t.goto || api.getState().flow.closed) return;
    const enter = resolveTransition(
      env.tables,
      { kind: 'onEnter', page: t.goto },
      computeFacts(api.getState(), env, t.reply),
    );
    // `from` stays the page the user came from, so an onEnter effect can know it (e.g. the Warning dialog).
    if (enter) api.dispatch(flowActions.transitioned({ from: t.from, ...enter, reply: t.reply }));
  });
  // a closed widget keeps no passkey request out (the browser would go on offering its passkeys to the host page)
  const closed = on(flowActions.widgetClosed, () => endAutofill(env));
  return afterActions([transitioned, closed], env.report);
}
