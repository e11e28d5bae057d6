// What an effect gets: the store, the Env, the reply or failure of the transition that named it, the row's value, and
// a way to move on to another page when it cannot complete.
import type { FlowReply } from '../api/envelope';
import type { Env } from '../app/env';
import type { AppDispatch, RootState } from '../app/state';
import type { TransitionedPayload } from './flowSlice';

export interface EffectContext {
  dispatch: AppDispatch;
  getState: () => RootState;
  env: Env;
  reply?: FlowReply;
  failure?: { key: string; status: string };
  value?: string | number | boolean;
  /** the transition opens another page (not a stay on the same one) */
  moved?: boolean;
  /** moves on to another page (used when an effect cannot complete, e.g. a refused redirect) */
  follow(next: Omit<TransitionedPayload, 'from' | 'source'>): void;
  /** acts on a reply (one kept earlier: a reply's "then") by the page's rows for its nextAction, as on a server's */
  actOn: (reply: FlowReply) => void;
  /** answers this transition's reply or failure by another page's rows, on that page when the row names none */
  answerAs: (page: string) => void;
  /** keeps values in the flow context (never a secret): what an effect a chunk brings notes for later */
  keep: (values: Record<string, unknown>) => void;
}

export type Effect = (ctx: EffectContext) => void | Promise<void>;

/**
 * The effects the loaded flow files brought (src/flow/chunk-effects.json): filled as their chunks arrive
 * (src/data/load.ts), read where an effect runs (src/flow/listeners.ts).
 */
export const loadedEffects: Record<string, Effect> = {};
