// The browser's passkey autofill (docs/host.md "Passkeys"): while a page that names it is open, one conditional request
// stays out, so that the autofill of an input with `autocomplete="username webauthn"` offers the user's passkeys.
// A passkey picked there sends the named request as the page's submit would, with the ceremony's result (never
// stored). A modal ceremony (the "Sign on with a passkey" button) ends the conditional request first and, once it is
// over, a new one starts; leaving the page or closing the widget ends it (src/flow/listeners.ts).
import type { Env } from '../app/env';
import { CANCELLED } from '../api/ceremony';
import type { Effect } from './effectTypes';
import { requestDef, runOutsideSubmit } from './namedRequest';
import { submitPanel } from './thunks';

interface Autofill {
  page: string;
  controller: AbortController;
}
const running = new WeakMap<Env, Autofill>();

/** Ends the widget's conditional request unless it belongs to `page` (null: whatever page). */
export function endAutofill(env: Env, page: string | null = null) {
  const a = running.get(env);
  if (!a || a.page === page) return;
  running.delete(env);
  a.controller.abort(new DOMException('the page was left', 'AbortError'));
}

export const passkeyEffects: Record<string, Effect> = {
  /** value: the request to send with a passkey the autofill offered (it names its options request: "ceremony") */
  passkeyAutofill: ({ dispatch, getState, env, value }) => {
    const page = getState().flow.page;
    if (!page || running.get(env)?.page === page) return;
    endAutofill(env);
    const mine: Autofill = { page, controller: new AbortController() };
    running.set(env, mine);
    const here = () => running.get(env) === mine && !getState().flow.closed && getState().flow.page === page;
    const keep = async () => {
      const webauthn = await env.loadWebauthn();
      if (!(await webauthn.autofillSupported())) return;
      const name = String(value);
      const def = await requestDef(env, name);
      const optionsName = def?.ceremony?.options;
      const optionsDef = optionsName ? await requestDef(env, optionsName) : null;
      if (!def || !optionsName || !optionsDef) return;
      while (here()) {
        // a modal ceremony under way (the button) holds the browser's one request: wait until it is over
        await webauthn.modalCeremonyOver();
        if (!here()) return;
        const { reply } = await runOutsideSubmit(env, getState, optionsName, optionsDef);
        if (!here() || !reply.publicKey) return;
        let credential: Record<string, unknown>;
        try {
          credential = await webauthn.runCeremony('get', reply.publicKey, {
            conditional: true,
            signal: mine.controller.signal,
          });
        } catch (e) {
          // ended by a modal ceremony: start again after it; anything else (the page left, no autofill) stops here
          if ((e as Error)?.name === CANCELLED && (e as Error).message === 'replaced') continue;
          return;
        }
        if (!here() || getState().flow.busy) continue;
        await dispatch(submitPanel(page, {}, { request: name, ceremony: { credential } }));
      }
    };
    keep()
      .catch((e: Error) => env.report('AuthWidget: the passkey autofill stopped', e.message))
      .finally(() => {
        if (running.get(env) === mine) running.delete(env);
      });
  },
};
