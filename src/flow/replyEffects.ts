// Effects a flow chunk brings (src/flow/chunk-effects.json) for what a reply gives to act on or keep later: a reply
// held in the flow context (a reply's "then", acted on once the user has read what came first: recovery codes), and a
// text the user saves as a file. They import nothing of the engine, so a chunk carries only these lines.
import type { Effect } from './effectTypes';

/** a name as it reads in a file name: "recoveryCodes" → "recovery-codes" */
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** A text file saved by the browser: a blob: link with the download attribute, clicked, then let go. */
export function saveText(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const replyEffects: Record<string, Effect> = {
  /**
   * value: a flow-context entry holding a reply (kept with reply type nextReply): acted on now, by the page's rows
   * for its nextAction, exactly as if the server had just sent it. None there: the error dialog.
   */
  followReply: ({ getState, env, value, actOn }) => {
    const held = (getState().flow.context as Record<string, unknown>)[String(value)] as
      { nextAction: string; targetUrl?: string } | undefined;
    if (!held) env.report(`AuthWidget: no reply to follow in ${String(value)}`);
    actOn({ ...(held ?? { nextAction: '' }), messages: {} });
  },
  /**
   * value: a secret (src/flow/secrets.ts) or flow-context entry: saved as a text file (a list one per line) named
   * after the app, e.g. demo-recovery-codes.txt.
   */
  downloadText: ({ getState, env, value }) => {
    const name = String(value);
    const v = env.secrets.values()[name] ?? (getState().flow.context as Record<string, unknown>)[name];
    if (v === undefined) return void env.report(`AuthWidget: nothing to download in ${name}`);
    const text = `${Array.isArray(v) ? v.map(String).join('\n') : typeof v === 'string' ? v : JSON.stringify(v)}\n`;
    saveText(`${env.config.appId || 'auth'}-${kebab(name)}.txt`, text);
  },
};
