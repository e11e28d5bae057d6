// Drafting a conformance journey for a flow-table row no journey follows (docs/conformance.md): a product
// owner who adds a row — a new nextAction a page answers, a new link or button event — gets a journey for it from
// `npm run record`, made from a recorded journey that reaches the same page. Pure: the draft is only the inputs (the
// entry, the replies, the user's steps); the recorder replays it and fills in what each step ends in.
import type { Exchange, Journey, JourneyFile, Step } from './conformance';

/** Where drafted journeys are kept: a file written as data, which no TypeScript test re-records. */
export const DRAFT_FILE = 'drafted.json';
export const DRAFT_DESCRIPTION =
  'Journeys `npm run record` drafted for flow-table rows no other journey followed, each from a recorded journey ' +
  'that reaches the same page (its name says which). Written as data: edit, rename or extend them freely, then ' +
  '`npm run record` fills in what each step ends in.';

export interface Draft {
  journey: Journey;
  /** the recorded journey it was made from */
  from: string;
}

type Files = { file: string; data: JourneyFile }[];

const cost = (j: Journey) => j.steps.length * 2 + j.exchanges.length;
/** the exchanges made before step k's action: those of the steps before it */
const madeBefore = (j: Journey, k: number) => (k === 0 ? 0 : j.steps[k - 1].expect.exchanges);
const inputsOf = (s: Step): Step => {
  const copy = structuredClone(s) as Partial<Step>;
  delete copy.expect;
  return copy as Step;
};
const nextActionOf = (ex: Exchange) =>
  ex.json && typeof ex.json === 'object' ? (ex.json as { nextAction?: unknown }).nextAction : undefined;

/** How many different drafts `npm run record` tries for a row before giving up on it (a failed one costs ~0.1 s). */
export const DRAFT_TRIES = 40;

/**
 * Journeys that may follow `row` ("PAGE/on/NEXT_ACTION/i", "always/NEXT_ACTION/i", "PAGE/events/EVENT/i"), the
 * cheapest first, each made from a different recorded journey that reaches the place, or why none can be drafted:
 * for a nextAction, the step where the page handled a reply with a nextAction, with that reply's nextAction changed;
 * for an event, the steps up to the page's panel, then a press of the event. A row behind a condition (a link only
 * some apps show, a row's `when`) is followed only from a journey that meets it, which a replay alone tells: the
 * recorder tries them in turn (test/journeys/conformance-refresh.test.tsx).
 */
export function draftCandidates(row: string, files: Files): Draft[] | string {
  const [first, section, name] = row.split('/');
  const journeys = files.flatMap(({ data }) => data.journeys).sort((a, b) => cost(a) - cost(b));
  const named = (from: Journey, steps: Step[], exchanges: Exchange[]): Draft => ({
    from: from.name,
    journey: { ...structuredClone(from), name: `${row}: drafted from "${from.name}"`, steps, exchanges },
  });
  const drafts: Draft[] = [];
  // drafts that differ only in the name of the journey they came from are one draft
  const seenAlready = new Set<string>();
  const add = (d: Draft) => {
    const key = JSON.stringify({ ...d.journey, name: '' });
    if (!seenAlready.has(key)) drafts.push(d);
    seenAlready.add(key);
  };
  if (first === 'always' || section === 'on') {
    const nextAction = first === 'always' ? section : name;
    const handledHere = (r: string) => (first === 'always' ? /\/on\/|^always\//.test(r) : r.startsWith(`${first}/on/`));
    for (const j of journeys)
      for (const [k, s] of j.steps.entries()) {
        if (!s.expect?.rows.some(handledHere)) continue;
        // the reply of this step that carried a nextAction (a row under "*" is followed for any)
        const at = j.exchanges.findIndex(
          (ex, i) => i >= madeBefore(j, k) && i < s.expect.exchanges && typeof nextActionOf(ex) === 'string',
        );
        if (at < 0) continue;
        const exchanges = structuredClone(j.exchanges.slice(0, at + 1));
        exchanges[at].json = { ...(exchanges[at].json as object), nextAction };
        add(named(j, j.steps.slice(0, k + 1).map(inputsOf), exchanges));
        break;
      }
    if (drafts.length) return drafts.slice(0, DRAFT_TRIES);
    return first === 'always'
      ? 'no recorded journey has a page answer a reply with a nextAction'
      : `no recorded journey has page ${first} answer a reply with a nextAction: record one that does (a TypeScript journey test, or a journey written as data in flows/conformance/) and run npm run record again`;
  }
  if (section === 'events') {
    for (const j of journeys) {
      const k = j.steps.findIndex((s) => s.expect?.page === first && !s.expect.waiting);
      if (k < 0) continue;
      add(
        named(
          j,
          [...j.steps.slice(0, k + 1).map(inputsOf), { press: name } as Step],
          structuredClone(j.exchanges.slice(0, j.steps[k].expect.exchanges)),
        ),
      );
    }
    if (drafts.length) return drafts.slice(0, DRAFT_TRIES);
    return `no recorded journey shows page ${first}: a row that leads to it needs a journey first`;
  }
  return section === 'onEnter'
    ? `page ${first} is never reached: a row that leads to it needs a journey first`
    : `an entry's row is followed by a journey that calls the entry: write one in flows/conformance/${DRAFT_FILE}`;
}

/** The cheapest draft for `row` (draftCandidates), or why there is none. */
export function draftJourney(row: string, files: Files): Draft | string {
  const drafts = draftCandidates(row, files);
  return typeof drafts === 'string' ? drafts : drafts[0];
}

/** For the replies a draft's new path asks for: the first reply each method and path got in a recorded journey that
 * was not an error. */
export function borrowablePool(files: Files): Exchange[] {
  const pool = new Map<string, Exchange>();
  for (const { data } of files)
    for (const j of data.journeys)
      for (const ex of j.exchanges) {
        const key = `${ex.method} ${ex.path}`;
        if (!pool.has(key) && !ex.error && !ex.noReply && ex.status < 400) pool.set(key, ex);
      }
  return [...pool.values()];
}
