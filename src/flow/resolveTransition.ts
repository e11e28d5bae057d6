// The one interpreter of the flow tables: (page, nextAction or event) + facts → the row to follow. Pure.
import type { EffectRef, FlowId, GuardValue, Row } from '../data/types';
import type { Tables } from './tables';

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

export function rowMatches(row: Row, facts: Facts): boolean {
  return Object.entries(row.when ?? {}).every(([guard, expected]) => {
    const actual = guard in facts ? facts[guard] : null;
    return Array.isArray(expected) ? expected.includes(actual) : actual === expected;
  });
}

function pick(rows: Row[] | undefined, facts: Facts, source: string): Transition | null {
  if (!rows) return null;
  const index = rows.findIndex((r) => rowMatches(r, facts));
  if (index < 0) return null;
  const row = rows[index];
  return { goto: row.goto, flow: row.flow, effects: row.effects ?? [], source: `${source}/${index}` };
}

/**
 * Server nextActions look in page.on[x], then always[x], then page.on["*"], then always["*"].
 * Client events look in page.events[x] only. Returns null when nothing matches (an unhandled pair).
 */
export function resolveTransition(tables: Tables, lookup: Lookup, facts: Facts): Transition | null {
  if (lookup.kind === 'entry') return pick(tables.entries[lookup.action], facts, `entries/${lookup.action}`);
  const page = tables.pages[lookup.page];
  if (!page) return null;
  if (lookup.kind === 'onEnter') return pick(page.onEnter, facts, `${lookup.page}/onEnter`);
  if (lookup.kind === 'events') return pick(page.events?.[lookup.action], facts, `${lookup.page}/events/${lookup.action}`);
  const { action } = lookup;
  return pick(page.on?.[action], facts, `${lookup.page}/on/${action}`)
    ?? pick(tables.always[action], facts, `always/${action}`)
    ?? pick(page.on?.['*'], facts, `${lookup.page}/on/*`)
    ?? pick(tables.always['*'], facts, 'always/*');
}

export function effectName(ref: EffectRef): string {
  return typeof ref === 'string' ? ref : ref.effect;
}
export function effectValue(ref: EffectRef): string | number | boolean | undefined {
  return typeof ref === 'string' ? undefined : ref.value;
}
