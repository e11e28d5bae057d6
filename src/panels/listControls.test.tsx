// A control per element of a list ("each": an app's identity providers): one button per element, its label naming
// the element's fields, its hooks and mark from them, under the list's separator and after the footer; pressing it keeps
// the element and raises the event; the marks' file loads only for a panel that draws one. On facts of its own.
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { PanelButton } from '../data/types';
import type { Translate } from '../i18n/messages';
import { elementsOf, localizePanel } from './localize';
import { PanelActions } from './PanelParts';

const t = Object.assign(
  (key: string, vars: Record<string, unknown> = {}) => `${key}${typeof vars.name === 'string' ? ` ${vars.name}` : ''}`,
  { has: () => true },
) as unknown as Translate;
const facts = {
  'app.things.length': 2,
  'app.things.0.code': 'one',
  'app.things.0.name': 'One',
  'app.things.0.look': 'google',
  'app.things.1.code': 'two',
  'app.things.1.name': 'Two',
  'app.things.1.look': 'unknown-look',
};
const control: PanelButton = {
  each: 'app.things',
  event: 'PICK',
  action: 'pick',
  label: 'pick.label',
  keep: 'picked',
  data: { thing: 'code' },
  mark: 'look',
  separator: 'pick.or',
};

function draw(
  buttons: PanelButton[],
  f: Record<string, unknown> = facts,
  loadMarks = jest.fn(async () => ({ oidc: 'M1 1', google: 'M2 2' })),
) {
  const panel = localizePanel(
    { 'ui:panel': { title: 'x', buttons: [{ type: 'submit', label: 'go' }, ...buttons] } },
    t,
    f as never,
  );
  const raise = jest.fn();
  const view = render(
    <form>
      <PanelActions
        buttons={panel.buttons}
        links={panel.links}
        submitDisabled={false}
        busy={false}
        raise={raise}
        loadMarks={loadMarks}
      />
    </form>,
  );
  return { raise, loadMarks, ...view };
}

test("a list's elements are read from the facts, their fields by name, at most 10", () => {
  expect(elementsOf('app.things', facts)).toEqual([
    { code: 'one', name: 'One', look: 'google' },
    { code: 'two', name: 'Two', look: 'unknown-look' },
  ]);
  expect(elementsOf('app.none', facts)).toEqual([]);
  expect(elementsOf('app.many', { 'app.many.length': 50 })).toHaveLength(10);
});

test('one button per element after the footer, under the separator once, with its hooks and its label', async () => {
  const { container } = draw([control]);
  const listed = [...container.querySelectorAll<HTMLButtonElement>('.aw-listed [data-action="pick"]')];
  expect(listed.map((b) => [b.textContent, b.dataset.thing, b.dataset.event, b.type])).toEqual([
    ['pick.label One', 'one', 'PICK', 'button'],
    ['pick.label Two', 'two', 'PICK', 'button'],
  ]);
  expect(container.querySelectorAll('.aw-separator')).toHaveLength(1);
  expect(container.querySelector('.aw-footer')!.nextElementSibling).toHaveClass('aw-listed');
  // the marks come in later; their place is there from the first draw (nothing moves), an unknown look gets the plain one
  expect(container.querySelectorAll('.aw-listed .aw-mark')).toHaveLength(2);
  await act(async () => undefined);
  const paths = [...container.querySelectorAll('.aw-listed .aw-mark path')].map((p) => p.getAttribute('d'));
  expect(paths).toEqual(['M2 2', 'M1 1']);
  expect(container.querySelector('.aw-listed svg')).toHaveAttribute('aria-hidden', 'true');
});

test('pressing one keeps its element and raises the event', async () => {
  const { raise } = draw([control]);
  await act(async () => undefined);
  fireEvent.click(screen.getByRole('button', { name: 'pick.label Two' }));
  expect(raise).toHaveBeenCalledWith('PICK', { picked: { code: 'two', name: 'Two', look: 'unknown-look' } });
});

test('an empty list draws nothing (no separator) and loads no marks; a panel without lists neither', async () => {
  const { container, loadMarks } = draw([control], {});
  await act(async () => undefined);
  expect(container.querySelector('.aw-listed')).toBeNull();
  expect(loadMarks).not.toHaveBeenCalled();
  const plain = draw([{ event: 'OTHER', action: 'other', label: 'other' }]);
  await act(async () => undefined);
  expect(plain.loadMarks).not.toHaveBeenCalled();
});

test('marks that cannot load leave the buttons whole', async () => {
  const { container } = draw(
    [control],
    facts,
    jest.fn(async () => Promise.reject(new Error('offline'))),
  );
  await act(async () => undefined);
  expect(container.querySelectorAll('.aw-listed button')).toHaveLength(2);
  expect(container.querySelector('.aw-listed svg')).toBeNull();
});
