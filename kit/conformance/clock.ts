// The backend's clock as the kit uses it (the accounts file's "clock": docs/backend.md "The conformance kit"): its
// time, moving it forward to let a code's lifetime pass, and telling a session the backend ended while it passed.
import type { Received } from '../wire/http';
import { asFlow, StepFailure } from './steps';

/** The backend's time: its clock's `now` when the accounts file gives one (a test backend's may run ahead), else ours. */
export async function backendNow(origin: string, clock: { url: string } | undefined): Promise<number> {
  if (!clock) return Date.now();
  const res = await fetch(new URL(clock.url, origin)).catch(() => null);
  const now = ((await res?.json().catch(() => null)) as { now?: unknown } | null)?.now;
  return typeof now === 'number' ? now : Date.now();
}

/** Moves the backend's clock forward, or fails the step that needed it. */
export async function advance(origin: string, clock: { url: string }, minutes: number) {
  const url = new URL(clock.url, origin).href;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs: minutes * 60_000 }),
  }).catch((e: Error) => ({ ok: false, status: 0, text: async () => e.message }));
  if (!res.ok)
    throw new StepFailure(
      { method: 'POST', path: clock.url, data: { advanceMs: minutes * 60_000 } },
      { status: res.status, json: undefined, text: await res.text() },
      `the clock moved ${minutes} minutes forward`,
      'docs/backend.md "The conformance kit"',
    );
}

/**
 * A reply the widget reads as the end of its session (docs/api.md "Every request"): a redirect, a reply that says so,
 * or a JSON reply without `messages`. An error status or a page that is no JSON is a failure, never taken for it.
 */
export const sessionEnded = (r: Received) =>
  (r.status >= 300 && r.status < 400) ||
  r.json?.sessionExpired === true ||
  (r.status === 200 && r.json !== undefined && asFlow(r).reply === undefined);
