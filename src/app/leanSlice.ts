// A slice as Redux Toolkit's createSlice makes one — action creators from createAction ("name/case"), one reducer —
// whose cases return the next state themselves. createSlice drafts every case with immer, which was 9 KiB of the main
// script; the widget's two slices only ever change fields one level down, so a spread says it as plainly
// (docs/host.md "The panel before the bundle": the sign-on scripts' weight).
import {
  createAction,
  type ActionCreatorWithoutPayload,
  type PayloadActionCreator,
  type UnknownAction,
} from '@reduxjs/toolkit';

type Cases<S> = Record<string, (state: S, payload: never) => S>;

/** a case of (state) alone makes an action without payload; a case of (state, payload) one that carries it */
export type CaseActions<S, C extends Cases<S>> = {
  [K in keyof C & string]: Parameters<C[K]> extends [S]
    ? ActionCreatorWithoutPayload<`${string}/${K}`>
    : PayloadActionCreator<Parameters<C[K]>[1], `${string}/${K}`>;
};

// set by every build of dist/ (esbuild.mjs define) and by jest
declare const process: { env: { NODE_ENV?: string } };

/**
 * Outside production builds each new state is frozen, as immer froze it: a mutation anywhere throws, and Redux
 * Toolkit's development check for mutations (which walks every unfrozen object after each action) stops at it.
 */
function frozen<T>(v: T): T {
  if (process.env.NODE_ENV !== 'production' && v && typeof v === 'object' && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v)) frozen(x);
  }
  return v;
}

export function leanSlice<S, C extends Cases<S>>(name: string, initialState: S, cases: C) {
  const byType = new Map<string, (state: S, payload: unknown) => S>();
  const actions: Record<string, unknown> = {};
  for (const key of Object.keys(cases)) {
    const type = `${name}/${key}`;
    actions[key] = createAction(type);
    byType.set(type, cases[key] as (state: S, payload: unknown) => S);
  }
  const reducer = (state: S = initialState, action: UnknownAction): S => {
    const step = byType.get(action.type);
    return step ? frozen(step(state, action.payload)) : state;
  };
  return { name, reducer, actions: actions as CaseActions<S, C> };
}
