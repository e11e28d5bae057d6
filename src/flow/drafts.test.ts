import { createDrafts } from './drafts';

test('a draft comes back only to the page being returned to, and to the same opening asked twice; opening any panel drops the others', () => {
  const d = createDrafts();
  d.save('CODE', { validationCode: '12' });
  expect(d.take('OTHER')).toBeUndefined();
  expect(d.take('CODE')).toBeUndefined(); // dropped when OTHER opened
  d.save('CODE', { validationCode: '34' });
  d.returnTo('CODE');
  expect(d.take('CODE')).toEqual({ validationCode: '34' });
  expect(d.take('CODE')).toEqual({ validationCode: '34' }); // the same opening asked twice
  expect(d.take('LOGIN')).toBeUndefined();
  expect(d.take('CODE')).toBeUndefined();
  d.save('CODE', { validationCode: '56' });
  d.returnTo('CODE');
  expect(d.take('LOGIN')).toBeUndefined();
  expect(d.take('CODE')).toBeUndefined();
});

test('closing the widget drops every draft', () => {
  const d = createDrafts();
  d.save('CODE', { validationCode: '12' });
  d.returnTo('CODE');
  d.clear();
  expect(d.take('CODE')).toBeUndefined();
});
