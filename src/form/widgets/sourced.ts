// Where a display widget's value comes from (ui:options.from): "secret.<field>" — a reply field shown once, held for
// the page outside the store (src/flow/secrets.ts) — or "context.<name>", the flow context.
import type { FormCtx } from '../context';

export function valueFrom(ctx: FormCtx, from: unknown): unknown {
  const [where, name = ''] = (typeof from === 'string' ? from : '').split('.', 2);
  if (where === 'secret') return ctx.secrets[name];
  if (where === 'context') return (ctx.context as Record<string, unknown>)[name];
  return undefined;
}
