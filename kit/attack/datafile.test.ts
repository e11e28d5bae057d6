// The data file as an attacker who can read the disk meets it (docs/server-rules.md D3): a server started with
// `--data FILE` sends codes and changes passwords; the file and its write-ahead log are owner-only, and no code or
// password a user typed is in them, only hashes. (E4 runs on a data file too: kit/attack/enumeration.test.ts.)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../../server/store/seed';
import { Attacker } from './client';
import { attackSuite } from './target';
import { settings } from '../../server/settings';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aw-attack-data-'));
const file = path.join(dir, 'state.db');
const suite = attackSuite('datafile', ['--dev', '--trust-proxy', '--data', file]);
const { score } = suite;
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** every byte the server keeps on disk: the file, its write-ahead log and shared memory */
const onDisk = () =>
  Buffer.concat(
    fs
      .readdirSync(dir)
      .filter((f) => f.startsWith('state.db'))
      .map((f) => fs.readFileSync(path.join(dir, f))),
  );

test('D3: the data file is owner-only and holds no code, no grant and no password as typed', async () => {
  const a = await new Attacker(suite.server.url).start();
  await a.post('/fpc/wgt/validateuser/apps/demo/demo', {
    userId: 'email.only',
    currentFlow: 'FPS',
    deliveryChannelDetails: { deliveryChannel: 'EMAIL', email: 'email.only@example.com' },
  });
  const [code] = (await suite.o.codesFor('email.only')).slice(-1);
  expect(code).toMatch(new RegExp(`^\\d{${settings.codeLength}}$`));
  await a.post('/fpc/wgt/validatesv', { otc: code, appId: 'demo' });
  const fresh = 'Disk#Secret2026';
  const reset = await a.post('/cpw/wgt/fpschangepwd', { newPassword: fresh, confirmPassword: fresh });
  expect(reset.body.nextAction).toBe('REDIRECT');
  for (const f of fs.readdirSync(dir).filter((x) => x.startsWith('state.db')))
    score.attack(`D3: ${f} readable by others`, (fs.statSync(path.join(dir, f)).mode & 0o077) === 0);
  const bytes = onDisk();
  score.attack('D3: a code sent is on disk', !bytes.includes(code));
  score.attack('D3: a password as typed is on disk', !bytes.includes(fresh) && !bytes.includes(DEMO_PASSWORD));
  score.attack('D3: the file is not SQLite', bytes.subarray(0, 15).toString() === 'SQLite format 3');
  expect(score.fresh()).toEqual([]);
});
