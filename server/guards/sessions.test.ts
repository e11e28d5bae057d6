// Sessions stay bounded: idle ones leave from the front, and past the cap the least recently seen one leaves.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ManualClock, MINUTE } from '../store/clock';
import { COOKIE, sessionHelpers } from './sessions';
import { Store } from '../store/store';

const reply = () => ({ header: () => undefined }) as unknown as FastifyReply;
const req = (id = '') => ({ headers: id ? { cookie: `${COOKIE}=${id}` } : {}, protocol: 'http' }) as FastifyRequest;

test('a flood of new sessions keeps at most the cap; a session in use survives it; idle ones go first', () => {
  const clock = new ManualClock();
  const store = new Store(clock, null);
  const h = sessionHelpers(store, clock, 15 * MINUTE, 3);
  const kept = h.ensure(req(), reply());
  for (let i = 0; i < 10; i++) {
    h.ensure(req(), reply());
    expect(h.current(req(kept.id))).toBe(kept);
    expect(store.sessions.size).toBeLessThanOrEqual(3);
  }
  clock.advance(16 * MINUTE);
  const fresh = h.ensure(req(), reply());
  expect([...store.sessions.values()]).toEqual([fresh]);
});
