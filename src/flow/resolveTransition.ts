// The one interpreter of the flow tables: (page, nextAction or event) + facts → the row to follow. Pure.
import type { EffectRef, FlowId, GuardValue, Row } from '../data/types';
import type { Tables } from './tables';
import { holds } from '../panels/conditions';

export type Facts = Record<string, GuardValue>;

export interface Transition {
  /** the page to show next; absent means stay */
  goto?: string;
  flow?: FlowId;
  effects: EffectRef[];
  /** where the row came from, for logs and the conformance coverage */
  source: string;
}

export type Lookup =
  | { kind: 'on'; page: string; action: string }
  | { kind: 'events'; page: string; action: string }
  | { kind: 'onEnter'; page: string }
  | { kind: 'entry'; action: string };

/** A row's `when`: a condition, or a map of guards (each to one value or a list) all of which hold — one evaluator. */
export const rowMatches = (row: Row, facts: Facts): boolean => holds(row.when, facts);

/**
 * A table's own entry for a key, never an inherited one: server nextActions are any text ("toString" must not find
 * Object.prototype.toString).
 */
function own<T>(table: Record<string, T> | undefined, key: string): T | undefined {
  return table && Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}

/** The first of these rows whose guards hold, as a transition from `source`; null when none does. */
export function pick(rows: Row[] | undefined, facts: Facts, source: string): Transition | null {
  if (!Array.isArray(rows)) return null;
  const index = rows.findIndex((r) => rowMatches(r, facts));
  if (index < 0) return null;
  const row = rows[index];
  return { goto: row.goto, flow: row.flow, effects: row.effects ?? [], source: `${source}/${index}` };
}

/**
 * Server nextActions look in page.on[x], then always[x], then page.on["*"], then always["*"].
 * Client events look in page.events[x] only (the rows every page of its file shares are in it, named by where they are
 * written). Returns null when nothing matches (an unhandled pair).
 */
export function resolveTransition(tables: Tables, lookup: Lookup, facts: Facts): Transition | null {
  if (lookup.kind === 'entry') return pick(own(tables.entries, lookup.action), facts, `entries/${lookup.action}`);
  const page = own(tables.pages, lookup.page);
  if (!page) return null;
  if (lookup.kind === 'onEnter') return pick(page.onEnter, facts, `${lookup.page}/onEnter`);
  if (lookup.kind === 'events')
    return pick(
      own(page.events, lookup.action),
      facts,
      own(page.eventSources, lookup.action) ?? `${lookup.page}/events/${lookup.action}`,
    );
  const { action } = lookup;
  return (
    pick(own(page.on, action), facts, `${lookup.page}/on/${action}`) ??
    pick(own(tables.always, action), facts, `always/${action}`) ??
    pick(own(page.on, '*'), facts, `${lookup.page}/on/*`) ??
    pick(own(tables.always, '*'), facts, 'always/*')
  );
}

export function effectName(ref: EffectRef): string {
  return typeof ref === 'string' ? ref : ref.effect;
}
export function effectValue(ref: EffectRef): string | number | boolean | undefined {
  return typeof ref === 'string' ? undefined : ref.value;
}
