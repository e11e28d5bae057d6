// `npm run record` re-records the conformance journeys from their own inputs — the entry, the server's replies, the
// user's steps, all data in flows/conformance/ — so a flow changed by data alone is re-recorded with no TypeScript
// edit, and a journey a product owner writes without any `expect` gets its expectations filled in (README
// "Conformance journeys"). With REFRESH_CONFORMANCE=1 this file rewrites every journey file; in npm test it proves that
// re-recording from the inputs alone gives back the recording, for one journey of each file with a POST among its
// requests (the shortest such, so the proof costs little beside the replays that check every journey).
import fs from 'node:fs';
import path from 'node:path';
import { CONFORMANCE_DIR, compareRequest, loadJourneyFiles, type Journey } from '../support/conformance';
import { formatJourneyFile } from '../support/recorder';
import { replay } from './conformance-replay';

jest.setTimeout(60_000);
const files = loadJourneyFiles();

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
} else {
  const size = (j: Journey) => j.steps.length * 2 + j.exchanges.length;
  const chosen = files.map(({ file, data }) => ({
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
  }));
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

  test('a journey whose widget asks for a reply it was not given names the request and how to add it', async () => {
    const j = inputsOnly(chosen.find(({ j: x }) => x.exchanges.length > 4)!.j);
    j.exchanges = j.exchanges.slice(0, 4);
    await expect(replay(j, true)).rejects.toThrow(
      /an unrecorded request: (GET|POST) \/[\w/]+ \(the journey has no reply for it: add one to its exchanges, in call order\)/,
    );
  });
}
