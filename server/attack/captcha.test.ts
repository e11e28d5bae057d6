// The audio captcha against a program that knows the repository's digit clips (docs/server-rules.md C7): it finds
// the five loudest voiced stretches and matches each against the ten clips by normalized cross-correlation. Built
// anew per challenge, the audio defeats it: it solves at most 1 challenge in 20. Each fetch of one challenge sounds
// the same (a person may play it again).
import { solve } from './audioSolver';
import { figure } from '../../test/support/figures';
import { Attacker, call } from './client';
import { attackSuite } from './target';

const suite = attackSuite('captcha');
const { score } = suite;

test('C7: a program matching the repository clips solves at most 1 audio challenge in 20', async () => {
  const a = await new Attacker(suite.server.url).start();
  for (let i = 0; i < 3; i++) await a.signOn('alice', 'Wrong#Guess1');
  let solved = 0;
  for (let n = 0; n < 20; n++) {
    const asked = await a.get('/login/wgt/captcha?appId=demo');
    const { token, audioUrl } = asked.body.captchaParameters as { token: string; audioUrl: string };
    const audio = Buffer.from(await (await fetch(`${suite.server.url}${audioUrl}`)).arrayBuffer());
    const again = Buffer.from(await (await fetch(`${suite.server.url}${audioUrl}`)).arrayBuffer());
    expect(again.equals(audio)).toBe(true);
    const answer = (await call(`${suite.server.url}/dev/captcha/${token}`)).body.answer;
    if (solve(audio) === answer) solved++;
  }
  score.attack(`C7: ${solved} of 20 audio challenges solved by matching the clips`, solved <= 1);
  figure('19.3 audio captcha', `Audio captcha: ${solved} of 20 challenges solved by matching the repository's clips`);
  expect(score.fresh()).toEqual([]);
});
