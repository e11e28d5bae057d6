// The itemList widget on a list of its own (not the shipped panels): a row per element with its words and times in
// the user's language, data hooks, controls that raise their event with the element kept, and a rename in place
// that saves with Enter, cancels with Escape (the panel stays open) and gives the focus back; a control's tone, the
// list as a part of its panel (a heading), and a row new since the list was last drawn marked for the focus.
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import { formCtx } from '../../../test/support/formContext';
import { ItemListWidget, shownTime } from './ItemListWidget';
import type { FormCtx } from '../context';
import { DEFAULT_SETTINGS } from '../../flow/tables';

const things = [
  { id: 'a1', name: 'Work laptop', createdAt: '2026-03-04T10:05:00Z', lastUsedAt: null },
  { id: 'b2', name: '<b>Phone</b>', createdAt: '2026-05-06T08:00:00Z', lastUsedAt: '2026-11-01T12:30:00Z' },
];
const OPTIONS = {
  from: 'context.things',
  item: 'k.item',
  details: { createdAt: 'k.created', lastUsedAt: 'k.used' },
  times: ['createdAt', 'lastUsedAt'],
  data: { thing: 'id' },
  empty: 'k.none',
  controls: [
    {
      action: 'rename',
      label: 'k.rename',
      event: 'RENAME',
      keep: 'thing',
      rename: 'name',
      name: 'k.newName',
      maxLength: 40,
    },
    { action: 'remove', label: 'k.remove', event: 'REMOVE', keep: 'thing' },
  ],
};

const afterThis: (() => void)[] = [];
afterEach(() => afterThis.splice(0).forEach((f) => f()));

function draw(partial: Partial<FormCtx> = {}, options: Record<string, unknown> = OPTIONS) {
  const raise = jest.fn();
  // words with their variables, so a test sees which element's fields a line was given
  const t = ((k: string, p?: Record<string, unknown>) =>
    p && 'name' in p ? `${k}(${String(p.name)}${'value' in p ? `, ${String(p.value)}` : ''})` : k) as FormCtx['t'];
  t.has = () => true;
  const propsFor = (list: unknown[]) => {
    const formContext = formCtx({ t, raise, context: { things: list }, locale: 'de_DE', ...partial });
    return { id: 'root_things', options, registry: { formContext } } as unknown as WidgetProps;
  };
  const props = propsFor(things);
  // a keydown that escapes the widget would reach the panel (react-modal closes on Escape): it must not
  const beyond = jest.fn();
  document.body.addEventListener('keydown', beyond);
  afterThis.push(() => document.body.removeEventListener('keydown', beyond));
  const view = render(<ItemListWidget {...props} />);
  /** the widget drawn again with the rows a reply gave */
  const redraw = (list: unknown[]) => view.rerender(<ItemListWidget {...propsFor(list)} />);
  return { raise, beyond, redraw, ...view };
}

test('a row per element: its words, its times in the user language, its hooks; markup stays text', () => {
  const { container } = draw();
  const rows = [...container.querySelectorAll('li.aw-item')];
  expect(rows.map((r) => r.getAttribute('data-thing'))).toEqual(['a1', 'b2']);
  const created = shownTime('2026-03-04T10:05:00Z', 'de-DE');
  // German: "04.03.2026" in the browser's time zone, the day alone (a time of day broke across lines on a phone)
  expect(created).toBe('04.03.2026');
  expect(rows[0].textContent).toBe(
    `k.item(Work laptop)k.created(Work laptop, ${created})k.rename(Work laptop)k.remove(Work laptop)`,
  );
  // a field the element lacks draws no line
  expect(rows[0].querySelectorAll('.aw-item-detail')).toHaveLength(1);
  expect(rows[1].querySelectorAll('.aw-item-detail')).toHaveLength(2);
  expect(rows[1].querySelector('b')).toBeNull();
  // each control names its row for screen readers
  const remove = screen.getAllByRole('button', { name: /k\.remove/ })[1];
  expect(remove.getAttribute('data-action')).toBe('remove');
  expect(document.getElementById(remove.getAttribute('aria-describedby')!)?.textContent).toBe('k.item(<b>Phone</b>)');
  expect(container.querySelector('ul')?.getAttribute('aria-labelledby')).toBe('root_things__label');
  expect(shownTime('not a time', 'de-DE')).toBe('not a time');
});

test('an empty list says so', () => {
  const { container } = draw({ context: { things: [] } });
  expect(container.querySelector('.aw-items-empty')?.textContent).toBe('k.none');
  expect(container.querySelector('ul')).toBeNull();
});

test('a control raises its event with the element kept', () => {
  const { raise } = draw();
  fireEvent.click(screen.getAllByRole('button', { name: /k\.remove/ })[1]);
  expect(raise).toHaveBeenCalledWith('REMOVE', { thing: things[1] });
});

test('rename in place: the input holds the name, focused and selected, within its limit; a blank one is said to be missing; Enter saves the new name', () => {
  const { raise } = draw();
  fireEvent.click(screen.getAllByRole('button', { name: /k\.rename/ })[0]);
  const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'k.newName' });
  expect(input.value).toBe('Work laptop');
  expect(document.activeElement).toBe(input);
  expect([input.selectionStart, input.selectionEnd]).toEqual([0, 'Work laptop'.length]);
  expect(input.maxLength).toBe(40);
  expect(input.getAttribute('autocomplete')).toBe('off');
  // blank: nothing is sent, and the input says why, keeping the focus
  fireEvent.change(input, { target: { value: '   ' } });
  expect(input).not.toHaveAttribute('aria-invalid');
  fireEvent.keyDown(input, { key: 'Enter' });
  expect(raise).not.toHaveBeenCalled();
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(document.getElementById(input.getAttribute('aria-describedby')!)).toHaveTextContent('MANDATORY_FIELD');
  expect(document.activeElement).toBe(input);
  fireEvent.change(input, { target: { value: '  Home desktop ' } });
  expect(input).not.toHaveAttribute('aria-invalid');
  fireEvent.keyDown(input, { key: 'Enter' });
  expect(raise).toHaveBeenCalledWith('RENAME', { thing: { ...things[0], name: 'Home desktop' } });
});

test("a rename without its own limit holds to the settings' nameMaxLength, as the server does", () => {
  const [rename, remove] = OPTIONS.controls;
  const { maxLength: _own, ...bare } = rename;
  draw({ settings: { ...DEFAULT_SETTINGS, nameMaxLength: 12 } }, { ...OPTIONS, controls: [bare, remove] });
  fireEvent.click(screen.getAllByRole('button', { name: /k\.rename/ })[0]);
  expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'k.newName' }).maxLength).toBe(12);
});

test('Save sends too; Escape or Cancel closes the edit, keeps the panel open and gives the focus back', async () => {
  const { raise, beyond } = draw();
  fireEvent.click(screen.getAllByRole('button', { name: /k\.rename/ })[1]);
  fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Escape' });
  expect(screen.queryByRole('textbox')).toBeNull();
  expect(raise).not.toHaveBeenCalled();
  expect(beyond).not.toHaveBeenCalled();
  await act(async () => undefined);
  expect(document.activeElement).toBe(screen.getAllByRole('button', { name: /k\.rename/ })[1]);
  fireEvent.click(screen.getAllByRole('button', { name: /k\.rename/ })[1]);
  fireEvent.click(screen.getByRole('button', { name: 'common.cancel' }));
  expect(screen.queryByRole('textbox')).toBeNull();
  fireEvent.click(screen.getAllByRole('button', { name: /k\.rename/ })[1]);
  fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Tablet' } });
  fireEvent.click(screen.getByRole('button', { name: 'widget.itemList.save' }));
  expect(raise).toHaveBeenCalledWith('RENAME', { thing: { ...things[1], name: 'Tablet' } });
});

test('a saved name: the edit stays open with what was typed until the reply shows it, then closes; refused, it stays', async () => {
  const { raise, redraw: again } = draw();
  fireEvent.click(screen.getAllByRole('button', { name: /k\.rename/ })[0]);
  fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Laptop 2' } });
  fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Enter' });
  expect(raise).toHaveBeenCalledTimes(1);
  // the server refused it (the rows as they were, a message elsewhere): the edit and the typed name stay
  again([...things]);
  expect(screen.getByRole<HTMLInputElement>('textbox').value).toBe('Laptop 2');
  // sent again and done: the reply's rows carry the new name; the edit closes and the focus is back on its control
  fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Enter' });
  again([{ ...things[0], name: 'Laptop 2' }, things[1]]);
  expect(screen.queryByRole('textbox')).toBeNull();
  await act(async () => undefined);
  expect(document.activeElement).toBe(screen.getAllByRole('button', { name: /k\.rename/ })[0]);
});

test('a record alone is one row; a control shows only where the row has the values its "when" names', () => {
  const options = {
    from: 'context.app',
    item: 'k.app',
    controls: [
      { action: 'set-up', label: 'k.setUp', event: 'SET_UP', when: { enrolled: false } },
      { action: 'remove', label: 'k.remove', event: 'REMOVE', keep: 'app', when: { enrolled: true } },
    ],
    actions: [{ action: 'add', label: 'k.add', event: 'ADD' }],
  };
  const { raise, container, unmount } = draw({ context: { app: { enrolled: true } } }, options);
  expect(container.querySelectorAll('li.aw-item')).toHaveLength(1);
  expect([...container.querySelectorAll('li button')].map((b) => b.getAttribute('data-action'))).toEqual(['remove']);
  fireEvent.click(screen.getByRole('button', { name: 'k.remove' }));
  expect(raise).toHaveBeenCalledWith('REMOVE', { app: { enrolled: true } });
  // the list's own actions, under the rows, keep no element
  fireEvent.click(screen.getByRole('button', { name: 'k.add' }));
  expect(raise).toHaveBeenLastCalledWith('ADD');
  unmount();
  const off = draw({ context: { app: { enrolled: false } } }, options);
  expect([...off.container.querySelectorAll('li button')].map((b) => b.getAttribute('data-action'))).toEqual([
    'set-up',
  ]);
  // a list with no rows still has its actions
  const none = draw({ context: { app: null } }, { ...options, empty: 'k.none' });
  expect(none.container.querySelector('.aw-items-empty')?.textContent).toBe('k.none');
  expect(none.container.querySelectorAll('[data-action="add"]')).toHaveLength(1);
});

test('a control that takes something away is in the danger tone, on a row and under the list; the others are not', () => {
  const remove = { ...OPTIONS.controls[1], tone: 'danger' };
  const { container } = draw(
    {},
    {
      ...OPTIONS,
      controls: [OPTIONS.controls[0], remove],
      actions: [
        { action: 'wipe', label: 'k.wipe', event: 'WIPE', tone: 'danger' },
        { action: 'add', label: 'k.add', event: 'ADD' },
      ],
    },
  );
  const classes = (action: string) =>
    [...container.querySelectorAll(`[data-action="${action}"]`)].map((b) => b.className);
  expect(classes('remove')).toEqual(['aw-link aw-link--danger', 'aw-link aw-link--danger']);
  expect(classes('rename')).toEqual(['aw-link', 'aw-link']);
  expect(classes('wipe')).toEqual(['aw-button aw-button--danger']);
  expect(classes('add')).toEqual(['aw-button']);
});

test('drawn again after its page was away, the list marks its first new row for the focus; drawn first, none', () => {
  const lists = new Map<string, string[]>();
  const first = draw({ lists });
  expect(first.container.querySelector('[data-focus-first]')).toBeNull();
  expect(lists.get('root_things')).toEqual(['a1', 'b2']);
  first.unmount();
  // the same rows: nothing new
  const same = draw({ lists });
  expect(same.container.querySelector('[data-focus-first]')).toBeNull();
  same.unmount();
  // a row more (a passkey added while the page was away): its words take the focus, as the list's new row
  const more = [...things, { id: 'c3', name: 'Tablet', createdAt: '2026-11-28T08:00:00Z', lastUsedAt: null }];
  const grown = draw({ lists, context: { things: more } });
  const marked = grown.container.querySelector<HTMLElement>('[data-focus-first]');
  expect(marked?.closest('li')?.getAttribute('data-thing')).toBe('c3');
  expect(marked?.tabIndex).toBe(-1);
  expect(lists.get('root_things')).toEqual(['a1', 'b2', 'c3']);
  grown.unmount();
  // a list whose rows have no names (no data hooks) marks nothing
  const { container } = draw({ lists, context: { things: more } }, { ...OPTIONS, data: {} });
  expect(container.querySelector('[data-focus-first]')).toBeNull();
});
