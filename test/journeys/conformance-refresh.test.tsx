// `npm run record` re-records the conformance journeys from their own inputs — the entry, the server's replies, the
// user's steps, all data in flows/conformance/ — so a flow changed by data alone is re-recorded with no TypeScript
// edit, and a journey a product owner writes without any `expect` gets its expectations filled in (docs/conformance.md
// "Conformance journeys"). With REFRESH_CONFORMANCE=1 this file rewrites every journey file. In npm test the replay
// shards (conformance-replay.tsx) settle every journey's steps as a recording does, so each journey is held to
// re-recording from its inputs there; this file proves the writing itself — expectations and request bodies filled in
// from nothing — for one journey of each file with a POST among its requests (the shortest such).
import fs from 'node:fs';
import path from 'node:path';
import {
  CONFORMANCE_DIR,
  compareRequest,
  coverageMatrix,
  loadJourneyFiles,
  type Journey,
  type JourneyFile,
} from '../support/conformance';
import { tables } from '../../src/data/load';
import { borrowablePool, draftCandidates, draftJourney, DRAFT_DESCRIPTION, DRAFT_FILE } from '../support/journeyDraft';
import { formatJourneyFile } from '../support/recorder';
import { clearReplay, replay } from './conformance-replay';

jest.setTimeout(60_000);
const files = loadJourneyFiles();

/** The rows a journey's steps followed, as recorded (a drafted journey's steps have none until it is replayed). */
const rowsOf = (j: Journey) => j.steps.flatMap((s) => (s as Partial<typeof s>).expect?.rows ?? []);

/** Only the inputs: no step's outcome and no request's query or body. */
function inputsOnly(j: Journey): Journey {
  const copy = JSON.parse(JSON.stringify(j)) as Journey;
  for (const s of copy.steps) delete (s as Partial<typeof s>).expect;
  for (const ex of copy.exchanges) {
    ex.query = {};
    delete ex.form;
  }
  return copy;
}

if (process.env.REFRESH_CONFORMANCE === '1') {
  for (const { file, data } of files)
    describe(`flows/conformance/${file}`, () => {
      let failed = 0;
      for (const j of data.journeys)
        test(j.name, async () => {
          try {
            await replay(j, true);
          } catch (e) {
            failed += 1;
            throw e;
          }
        });
      // a file is rewritten only when every journey in it re-recorded, so a failure leaves it as it was
      afterAll(() => {
        if (!failed) fs.writeFileSync(path.join(CONFORMANCE_DIR, file), formatJourneyFile(data));
      });
    });
  // then a journey for each row none follows, drafted from one that reaches its page (test/support/journeyDraft.ts)
  const followed = new Set(files.flatMap(({ data }) => data.journeys.flatMap(rowsOf)));
  const unfollowed = coverageMatrix(followed).flatMap((l) => l.missing);
  if (unfollowed.length)
    describe(`flows/conformance/${DRAFT_FILE}: rows no journey followed`, () => {
      let drafts = files.find((f) => f.file === DRAFT_FILE)?.data;
      const added: Journey[] = [];
      test.each(unfollowed)('%s: a journey drafted, recorded and kept', async (row) => {
        const drafts = draftCandidates(row, files);
        if (typeof drafts === 'string') throw new Error(`no journey drafted for ${row}: ${drafts}`);
        // the first draft that replays and follows the row is kept: one from a journey that meets the row's
        // condition (an app that shows the link, a reply its "when" asks for)
        const missed: string[] = [];
        for (const draft of drafts) {
          const failed = await replay(draft.journey, true, borrowablePool(files)).then(
            () => null,
            (e: Error) => `did not replay (${e.message.split('\n')[0]})`,
          );
          // rows are recorded under a page's own name; a page "like" another counts for the other's (coverageMatrix)
          const followedIt =
            !failed && !coverageMatrix(new Set(rowsOf(draft.journey))).some((l) => l.missing.includes(row));
          if (followedIt) {
            added.push(draft.journey);
            return;
          }
          missed.push(
            `from "${draft.from}": ${failed ?? `followed ${rowsOf(draft.journey).join(', ')} instead (a row's "when" it did not meet?)`}`,
          );
          await clearReplay();
        }
        throw new Error(
          `no draft for ${row} followed it; tried ${missed.length}:\n${missed.join('\n')}\nedit the first (its replies, its steps) and add it to ${DRAFT_FILE}:\n${JSON.stringify(drafts[0].journey, null, 1)}`,
        );
      });
      afterAll(() => {
        if (!added.length) return;
        drafts ??= { description: DRAFT_DESCRIPTION, journeys: [] } satisfies JourneyFile;
        drafts.journeys.push(...added);
        fs.writeFileSync(path.join(CONFORMANCE_DIR, DRAFT_FILE), formatJourneyFile(drafts));
      });
    });
} else {
  const size = (j: Journey) => j.steps.length * 2 + j.exchanges.length;
  const chosen = files
    .map(({ file, data }) => ({
      file,
      j: [...data.journeys]
        .filter(
          (j) =>
            j.steps.length > 1 &&
            j.exchanges.some((e) => e.method === 'POST' && e.form) &&
            // one held open until the journey ends would hold the worker too
            !j.exchanges.some((e) => e.noReply),
        )
        .sort((a, b) => size(a) - size(b))[0],
    }))
    .filter((c): c is { file: string; j: Journey } => !!c.j);
  test.each(chosen.map(({ file, j }) => [file, j.name, j] as const))(
    'flows/conformance/%s: re-recorded from its inputs alone, "%s" ends as recorded',
    async (_file, _name, recorded) => {
      const fresh = inputsOnly(recorded);
      await replay(fresh, true);
      expect(fresh.steps.map((s) => s.expect)).toEqual(recorded.steps.map((s) => s.expect));
      fresh.exchanges.forEach((ex, i) => {
        expect({ request: i + 1, differs: compareRequest(recorded.exchanges[i], ex.query, ex.form) }).toEqual({
          request: i + 1,
          differs: [],
        });
      });
    },
  );

  test('a row no journey followed gets a drafted journey that follows it, with borrowed replies where it needs them', async () => {
    // a row of the tables with no condition, taken away from the journeys that follow it, as if it were new
    const candidates = Object.entries(tables.pages).flatMap(([page, def]) =>
      Object.entries(def.on ?? {})
        .filter(([na, rows]) => na !== '*' && rows[0] && !rows[0].when)
        .map(([na]) => `${page}/on/${na}/0`),
    );
    const drafted = candidates
      .map((row) => {
        const without = files.map(({ file, data }) => ({
          file,
          data: { ...data, journeys: data.journeys.filter((j) => !rowsOf(j).includes(row)) },
        }));
        return { row, draft: draftJourney(row, without), pool: borrowablePool(without) };
      })
      .find((x) => typeof x.draft !== 'string');
    if (!drafted || typeof drafted.draft === 'string') throw new Error('no row of the tables could be drafted');
    const given = drafted.draft.journey.exchanges.length;
    await replay(drafted.draft.journey, true, drafted.pool);
    expect(rowsOf(drafted.draft.journey)).toContain(drafted.row);
    // what the new path asked for beyond the source's replies (after a sign-on: the new session, the next panel's) was
    // served from the pool and written into the journey
    const key = (e: { method: string; path: string }) => `${e.method} ${e.path}`;
    const pool = new Set(drafted.pool.map(key));
    expect(drafted.draft.journey.exchanges.slice(given).filter((e) => !pool.has(key(e)))).toEqual([]);
    expect(drafted.draft.journey.steps.every((s) => s.expect)).toBe(true);
  });

  test('a journey whose widget asks for a reply it was not given names the request and how to add it', async () => {
    const j = inputsOnly(chosen.find(({ j: x }) => x.exchanges.length > 4)!.j);
    j.exchanges = j.exchanges.slice(0, 4);
    await expect(replay(j, true)).rejects.toThrow(
      /an unrecorded request: (GET|POST) \/[\w/]+ \(the journey has no reply for it: add one to its exchanges, in call order\)/,
    );
  });
}
