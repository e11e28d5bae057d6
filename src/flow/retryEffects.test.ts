// The retry effects on a context of their own: a change refused for a check owed first is noted, then sent again once
// (as the page's submit) after the check; nothing noted, nothing sent.
import type { EffectContext } from './effectTypes';
import { RETRY, retryEffects } from './retryEffects';

function ctx(context: Record<string, unknown>, value?: string) {
  const follow = jest.fn();
  const keep = jest.fn((v: Record<string, unknown>) => Object.assign(context, v));
  const env = { tables: { requests: { thingRemove: {} }, pages: { THINGS: {} } } };
  const c = { getState: () => ({ flow: { context } }), env, follow, keep, value } as unknown as EffectContext;
  return { c, follow, keep };
}

test('noteRetry notes the request; retryKept sends it once as the page submit and forgets it', async () => {
  const context: Record<string, unknown> = {};
  await retryEffects.noteRetry(ctx(context, 'thingRemove').c);
  expect(context[RETRY]).toBe('thingRemove');
  const first = ctx(context);
  await retryEffects.retryKept(first.c);
  expect(first.follow).toHaveBeenCalledWith({ effects: [{ effect: 'sendRequest', value: 'thingRemove' }] });
  expect(context[RETRY]).toBeNull();
  const again = ctx(context);
  await retryEffects.retryKept(again.c);
  expect(again.follow).not.toHaveBeenCalled();
});

test('a page noted is gone back to, once', async () => {
  const context: Record<string, unknown> = {};
  await retryEffects.noteRetry(ctx(context, 'THINGS').c);
  const back = ctx(context);
  await retryEffects.retryKept(back.c);
  expect(back.follow).toHaveBeenCalledWith({ goto: 'THINGS', effects: [] });
  expect(context[RETRY]).toBeNull();
});
