// What each flow-context value looks like, so that the check can follow a path into it (context.deliveryOptions.
// mobile.length) and refuse one that leads nowhere or compares a count with text. By reply type for what a request
// keeps (src/api/replyTypes.ts; src/data/check/contextShapes.node.test.ts holds every reader's output to its shape) and by
// name for what the widget sets. Never bundled.
import type { Tables } from '../../flow/tables';
import { DEPTH, ELEMENTS } from '../../panels/viewFacts';
import type { CONTEXT_FIELDS } from './contextNames';

export type Shape =
  | { kind: 'text' | 'number' | 'boolean' | 'any' }
  | { list: Shape }
  /** `open`: other names hold scalars too (a profile field a product owner added) */
  | { fields: Record<string, Shape>; open?: true };

const text: Shape = { kind: 'text' };
const number: Shape = { kind: 'number' };
const boolean: Shape = { kind: 'boolean' };
const any: Shape = { kind: 'any' };
const DELIVERY: Shape = {
  fields: {
    mobile: { list: { list: text } },
    landline: { list: { list: text } },
    email: text,
    passkey: boolean,
    totp: text,
    recoveryCode: boolean,
  },
};
const PROFILE: Shape = {
  fields: {
    userId: text,
    firstName: text,
    middleInitial: text,
    lastName: text,
    email: text,
    phones: { list: { fields: { kind: text, number: text, extension: text } } },
  },
  open: true,
};
const CAPTCHA: Shape = { fields: { html: text, token: text, imageUrl: text, audioUrl: text } };

/** By reply type: contextShapes.node.test.ts fails for a reader of REPLY_TYPES without its shape here. */
export const REPLY_SHAPES: Record<string, Shape> = {
  string: text,
  integer: number,
  boolean,
  deliveryOptions: DELIVERY,
  appSettings: any,
  csrf: any,
  captcha: CAPTCHA,
  profile: PROFILE,
  url: text,
  textList: { list: text },
  webauthnOptions: any,
  nextReply: { fields: { nextAction: text, targetUrl: text } },
  // (the chunks' reply types, src/api/chunk-reply-types.json: records of any plain fields)
  record: { fields: {}, open: true },
  recordList: { list: { fields: {}, open: true } },
};

/** What the widget sets itself, by name (src/flow/flowSlice.ts FlowContext). */
export const WIDGET_SHAPES: Record<(typeof CONTEXT_FIELDS)[number], Shape> = {
  userId: text,
  passwordState: any,
  captcha: CAPTCHA,
  sessionTimedOut: boolean,
  svAttempts: number,
  phoneId: text,
  targetUrl: text,
  codeSentAt: number,
  lastSend: any,
  finalAction: text,
  returnTo: any,
  profile: PROFILE,
  deliveryOptions: DELIVERY,
  regToken: text,
  twoFactorStatus: any,
  retry: text,
};

const describe = (s: Shape): string =>
  'kind' in s ? (s.kind === 'any' ? 'a value' : `a ${s.kind}`) : 'list' in s ? 'a list' : 'a group of values';

/**
 * Follows a path (the segments after the context name) into a shape: the shape at its end, or what is wrong with it.
 * A list takes `length` (a number) or an index.
 */
export function follow(shape: Shape, path: string[], name: string): Shape | string {
  let at = shape;
  let walked = name;
  for (const seg of path) {
    if ('kind' in at) {
      if (at.kind === 'any') return any;
      return `${walked} is ${describe(at)}: it has no .${seg}`;
    }
    if ('list' in at) {
      if (seg === 'length') at = number;
      else if (/^\d+$/.test(seg)) at = at.list;
      else return `${walked} is a list: follow it with .length or an index (.0), not .${seg}`;
    } else if (Object.prototype.hasOwnProperty.call(at.fields, seg)) at = at.fields[seg];
    else if (at.open) at = any;
    else {
      const names = Object.keys(at.fields);
      return `${walked} has ${names.join(', ')}, not ${seg}`;
    }
    walked += `.${seg}`;
  }
  return at;
}

/** Whether a value a row or a condition compares with can be what the path holds (null: absent, always allowed). */
export function comparable(shape: Shape, value: unknown): boolean {
  if (value === null || !('kind' in shape) || shape.kind === 'any') return true;
  return typeof value === (shape.kind === 'text' ? 'string' : shape.kind);
}

/** Reports each value (one, or a list of them) a context fact is compared with that it cannot hold. */
export function compareWith(
  r: { add: (file: string, pointer: string, message: string) => void; contextShape: (n: string) => Shape | null },
  name: string,
  value: unknown,
  file: string,
  pointer: string,
) {
  const shape = r.contextShape(name);
  if (!shape) return;
  const values = Array.isArray(value) ? value : [value];
  values.forEach((x, i) => {
    if (!comparable(shape, x))
      r.add(
        file,
        Array.isArray(value) ? `${pointer}/${i}` : pointer,
        `${name} is ${describe(shape)}: ${JSON.stringify(x)} can never equal it (write ${EXAMPLE[(shape as { kind: string }).kind] ?? 'null'}, or null for "absent")`,
      );
  });
}
const EXAMPLE: Record<string, string> = { text: '"a text"', number: '1', boolean: 'true or false' };

/** Every context name's shape: the widget's own, and what each request keeps (a name kept as two shapes: any). */
export function contextShapesOf(tables: Tables): Record<string, Shape> {
  const shapes: Record<string, Shape> = { ...WIDGET_SHAPES };
  const kept = new Map<string, Shape>();
  for (const d of Object.values(tables.requests)) {
    for (const [to, from] of Object.entries(d.keep ?? {})) {
      const name = to.split('.')[0];
      const type = to.includes('.') ? undefined : (d.reply ?? {})[String(from)];
      const shape = (type && REPLY_SHAPES[type]) || any;
      kept.set(name, kept.has(name) && kept.get(name) !== shape ? any : shape);
    }
    if (d.keepSent) kept.set(d.keepSent, any);
  }
  for (const [name, shape] of kept) if (!(name in WIDGET_SHAPES)) shapes[name] = shape;
  return shapes;
}

/**
 * What a condition cannot read of a context path, or null: conditions see a kept value DEPTH levels deep and a list's
 * first ELEMENTS elements (src/panels/viewFacts.ts contextFacts); further, the fact would always be null.
 */
export function beyondReach(name: string): string | null {
  const path = name.split('.').slice(2);
  const levels = path.length - (path[path.length - 1] === 'length' ? 1 : 0);
  if (levels > DEPTH) return `${name}: a condition reads a kept value ${DEPTH} levels deep at most`;
  const far = path.find((seg) => /^\d+$/.test(seg) && Number(seg) >= ELEMENTS);
  return far
    ? `${name}: a condition reads a list's first ${ELEMENTS} elements (.0 to .${ELEMENTS - 1}), not .${far}`
    : null;
}
