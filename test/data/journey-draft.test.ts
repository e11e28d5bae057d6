// Drafting a journey for a row no journey follows (test/support/journeyDraft.ts), on journeys of its own.
import type { Exchange, Journey, Seen, Step } from '../support/conformance';
import { borrowablePool, draftCandidates, draftJourney, DRAFT_TRIES } from '../support/journeyDraft';

const seen = (page: string | null, rows: string[], exchanges: number): Seen => ({
  page,
  flow: 'F',
  dialog: null,
  message: null,
  waiting: false,
  rows,
  navigations: [],
  callbacks: [],
  exchanges,
});
const ex = (method: 'GET' | 'POST', p: string, json: unknown, status = 200): Exchange => ({
  method,
  path: p,
  query: {},
  status,
  json,
});

/** start → page A (2 calls); submit on A → the reply's nextAction NEXT takes it to B, which asks for its list */
const long: Journey = {
  name: 'long',
  entry: 'start',
  hostUrl: '/p',
  config: { appId: 'x' },
  functions: [],
  exchanges: [
    ex('GET', '/app', {}),
    ex('GET', '/session', {}),
    ex('POST', '/submit', { nextAction: 'NEXT', messages: {} }),
    ex('GET', '/list', { items: [] }),
  ],
  steps: [
    { start: true, expect: seen('A', ['entries/start/0'], 2) },
    { submit: { name: 'n' }, expect: seen('B', ['A/on/NEXT/0', 'B/onEnter/0'], 4) },
  ] as Step[],
};
const short: Journey = { ...long, name: 'short', exchanges: long.exchanges.slice(0, 2), steps: long.steps.slice(0, 1) };
const files = [{ file: 'f.json', data: { description: 'd', journeys: [long, short] } }];

test("a page's new nextAction: the steps to the reply that carried one, with the new nextAction, nothing expected", () => {
  const d = draftJourney('A/on/LOCKED/0', files);
  if (typeof d === 'string') throw new Error(d);
  expect(d.from).toBe('long');
  expect(d.journey.name).toBe('A/on/LOCKED/0: drafted from "long"');
  expect(d.journey.exchanges.map((e) => e.path)).toEqual(['/app', '/session', '/submit']);
  expect(d.journey.exchanges[2].json).toEqual({ nextAction: 'LOCKED', messages: {} });
  expect(d.journey.steps).toEqual([{ start: true }, { submit: { name: 'n' } }]);
  // the source is left as it was
  expect(long.exchanges[2].json).toEqual({ nextAction: 'NEXT', messages: {} });
  expect(long.steps[1].expect.page).toBe('B');
});

test('a nextAction for every page (always) is drafted where any page answered one', () => {
  const d = draftJourney('always/GONE/0', files);
  expect(typeof d !== 'string' && d.journey.exchanges[2].json).toEqual({ nextAction: 'GONE', messages: {} });
});

test("a new event: the shortest journey to the page's panel, then a press", () => {
  const d = draftJourney('A/events/HELP/0', files);
  if (typeof d === 'string') throw new Error(d);
  expect(d.from).toBe('short');
  expect(d.journey.steps).toEqual([{ start: true }, { press: 'HELP' }]);
  expect(d.journey.exchanges).toHaveLength(2);
  const onB = draftJourney('B/events/BACK/0', files);
  expect(typeof onB !== 'string' && onB.journey.exchanges).toHaveLength(4);
});

test('a draft from every journey that reaches the place, the cheapest first, for a row only some of them meet', () => {
  // an app whose panel shows the link, reached by a longer journey: its draft is tried after the cheaper one's
  const other: Journey = {
    ...short,
    name: 'other app',
    config: { appId: 'y' },
    exchanges: [...short.exchanges, ex('GET', '/more', {})],
  };
  const d = draftCandidates('A/events/HELP/0', [
    { file: 'f.json', data: { description: 'd', journeys: [long, other, short] } },
  ]);
  if (typeof d === 'string') throw new Error(d);
  // (long's draft, pressed on A, is short's: one draft)
  expect(d.map((x) => x.from)).toEqual(['short', 'other app']);
  expect(d[1].journey.config).toEqual({ appId: 'y' });
  expect(d.every((x) => JSON.stringify(x.journey.steps.at(-1)) === '{"press":"HELP"}')).toBe(true);
  // a nextAction: one draft per journey, from the first step where the page answered one
  const n = draftCandidates('A/on/LOCKED/0', files);
  expect(typeof n !== 'string' && n.map((x) => x.from)).toEqual(['long']);
  // never more than DRAFT_TRIES
  const many = Array.from({ length: DRAFT_TRIES + 5 }, (_, i) => ({ ...short, name: `j${i}`, hostUrl: `/p${i}` }));
  const m = draftCandidates('A/events/HELP/0', [{ file: 'f.json', data: { description: 'd', journeys: many } }]);
  expect(typeof m !== 'string' && m.length).toBe(DRAFT_TRIES);
  // journeys that would give the same draft give one
  const same = draftCandidates('A/events/HELP/0', [
    { file: 'f.json', data: { description: 'd', journeys: [short, { ...short, name: 'twin' }] } },
  ]);
  expect(typeof same !== 'string' && same.map((x) => x.from)).toEqual(['short']);
});

test('says why when nothing reaches the place', () => {
  expect(draftJourney('B/on/X/0', files)).toMatch(/no recorded journey has page B answer a reply with a nextAction/);
  expect(draftJourney('C/events/E/0', files)).toMatch(/no recorded journey shows page C/);
  expect(draftJourney('C/onEnter/0', files)).toMatch(/page C is never reached/);
  expect(draftJourney('entries/other/0', files)).toMatch(/a journey that calls the entry/);
});

test('borrowable replies: the first good reply of each method and path', () => {
  const failed = { ...long, exchanges: [ex('GET', '/list', { error: 1 }, 500), ...long.exchanges] };
  const pool = borrowablePool([{ file: 'g.json', data: { description: 'd', journeys: [failed] } }]);
  expect(pool.map((e) => `${e.method} ${e.path}`)).toEqual(['GET /app', 'GET /session', 'POST /submit', 'GET /list']);
  expect(pool[3].json).toEqual({ items: [] });
});
