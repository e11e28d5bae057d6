// A row's effects: each registered (the bundle's, src/flow/effects.ts, or one a chunk brings, chunk-effects.json); and
// those that act on what a request kept: followReply names a flow-context entry some request keeps from a reply field
// of type nextReply; downloadText a secret reply field (src/api/replyTypes.ts SECRET_TYPES) or a kept entry.
import { SECRET_TYPES } from '../../api/replyTypes';
import { effects } from '../../flow/effects';
import CHUNK_EFFECTS from '../../flow/chunk-effects.json';
import type { RequestDef } from '../types';
import { didYouMean, type Report } from './report';

/** every effect a row may name: the bundle's and those a chunk brings */
const EFFECT_NAMES = [...Object.keys(effects), ...Object.keys(CHUNK_EFFECTS).filter((k) => k !== '$comment')];

export function checkEffectName(r: Report, name: string, file: string, where: string) {
  if (!EFFECT_NAMES.includes(name))
    r.add(
      file,
      where,
      `effect ${name} is not registered (src/flow/effects.ts, chunk-effects.json)${didYouMean(name, EFFECT_NAMES)}`,
    );
}

/** context name → the reply type it is kept from, and the secret reply fields, over every request of flows/ */
function heldNames(requests: Record<string, RequestDef>) {
  const kept: Record<string, string> = {};
  const secrets: string[] = [];
  for (const def of Object.values(requests)) {
    for (const [to, field] of Object.entries(def.keep ?? {})) kept[to] = def.reply?.[field] ?? 'string';
    for (const [field, type] of Object.entries(def.reply ?? {})) if (SECRET_TYPES[type]) secrets.push(field);
  }
  return { kept, secrets };
}

export function checkHeldValue(
  r: Report,
  ref: { effect: string; value?: unknown },
  requests: Record<string, RequestDef>,
  file: string,
  where: string,
) {
  if (ref.effect !== 'followReply' && ref.effect !== 'downloadText') return;
  const { kept, secrets } = heldNames(requests);
  const name = String(ref.value);
  if (ref.effect === 'followReply' && kept[name] !== 'nextReply') {
    const replies = Object.keys(kept).filter((k) => kept[k] === 'nextReply');
    r.add(
      file,
      where,
      `no request keeps a reply of type nextReply as ${name}${didYouMean(name, replies)}; fix: keep one, e.g. "reply": { "then": "nextReply" }, "keep": { "then": "then" }`,
    );
  } else if (ref.effect === 'downloadText' && !secrets.includes(name) && !(name in kept)) {
    r.add(
      file,
      where,
      `no request gives ${name} (a secret reply field or a kept entry)${didYouMean(name, [...secrets, ...Object.keys(kept)])}`,
    );
  }
}
