/** @jest-environment node */
// A product owner's edit of the settings (flows/common.json) holds on the server with no server file touched: a longer
// code is what the outbox sends and what it takes, a stricter length and an added rule are enforced, the history
// keeps as many passwords as it says, and the server's words name the new numbers.
import path from 'node:path';
import shipped from '../../flows/common.json';
import en from '../../locales/en_US.json';

const edited = {
  ...shipped,
  settings: {
    ...shipped.settings,
    codeLength: 8,
    passwordHistory: 2,
    passwordRules: [
      { rule: 'length', min: 12, max: 40 },
      { rule: 'pattern', id: 'digit', pattern: '[0-9]', text: 'widget.checklist.rule.digit' },
      { rule: 'atLeast', class: 'digit', min: 2, text: 'widget.checklist.rule.twoDigits' },
      { rule: 'notContaining', field: 'firstName', text: 'widget.checklist.rule.noFirstName' },
      { rule: 'match' },
    ],
  },
};

test('a longer code, a stricter password and a shorter history, read from the settings', async () => {
  let mods!: {
    app: typeof import('../app');
    client: typeof import('../../kit/wire/inject');
    clock: typeof import('../store/clock');
    seed: typeof import('../store/seed');
  };
  jest.isolateModules(() => {
    jest.doMock('../../flows/common.json', () => edited);
    mods = {
      app: jest.requireActual('../app'),
      client: jest.requireActual('../../kit/wire/inject'),
      clock: jest.requireActual('../store/clock'),
      seed: jest.requireActual('../store/seed'),
    };
  });
  jest.dontMock('../../flows/common.json');
  const { Client, mobile, validate } = mods.client;
  const t = await mods.app.buildServer({
    clock: new mods.clock.ManualClock(),
    root: path.join(__dirname, '../..'),
    dev: true,
  });
  try {
    const c = await new Client(t.app).start();
    await validate(c, mobile('alice'));
    const code = t.store.outbox.at(-1)!.code;
    expect(code).toMatch(/^\d{8}$/);
    expect(t.store.outbox.at(-1)!.text).toContain(code);
    // the first six digits were a whole code before the edit; now they are a wrong one
    expect(
      (await c.post('/fpc/wgt/validatesv', { otc: code.slice(0, 6) })).json<{ nextAction: string }>().nextAction,
    ).toBe('VALIDATE_SV');
    expect((await c.post('/fpc/wgt/validatesv', { otc: code })).json<{ nextAction: string }>().nextAction).toBe('CPW');
    const change = async (p: string) =>
      (await c.post('/cpw/wgt/fpschangepwd', { newPassword: p, confirmPassword: p })).json<{
        nextAction: string;
        messages?: { detail?: string };
      }>();
    // 11 characters passed the shipped 8–15; the edited rule wants 12, and a digit: the refusal names the first rule
    // broken by its checklist line, with its parameters, in the request's words
    const tooShort = await change('Blue#Kite42');
    expect(tooShort.nextAction).toBe('CPW');
    expect(tooShort.messages?.detail).toBe(
      en['server.rules'].replace(
        '{$rule}',
        en['widget.checklist.rule.length'].replace('{$min}', '12').replace('{$max}', '40'),
      ),
    );
    expect((await change('Blue#Kite-Sky')).nextAction).toBe('CPW');
    // the new rule kinds: at least two of a kind, and not the value of one field (alice's first name)
    expect((await change('Blue#Kite-Sky4')).nextAction).toBe('CPW');
    expect((await change('Alice#Kite-Sky42')).nextAction).toBe('CPW');
    // the current password meets the edited rules, but it is in the history, whose size the server's words name
    expect((await change(mods.seed.DEMO_PASSWORD)).messages?.detail).toBe(
      'Choose a password you have not used for your last 2 passwords.',
    );
    // the shipped rules would refuse this one (no upper case, no symbol: 2 of 4 kinds): the edited list has no such rule
    expect((await change('bluekite42sky')).nextAction).toBe('REDIRECT');
    const user = t.store.findUser('alice')!;
    expect(user.history).toHaveLength(2);
  } finally {
    await t.app.close();
  }
});
