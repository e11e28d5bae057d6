import { renderHook } from '@testing-library/react';
import { firstControlToUse, firstEmptyField, focusRecord, openedToComeBack, usePanelFocus } from './focus';

function panel(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `<form>${html}</form>`;
  document.body.appendChild(root);
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
});

test('the first empty typed field, passing over filled, disabled, hidden and checkbox fields', () => {
  const root = panel(`
    <input type="checkbox" name="remember">
    <input name="userId" value="alice">
    <input name="off" disabled>
    <div hidden><input name="gone"></div>
    <input type="hidden" name="token">
    <input type="password" name="password">`);
  expect(firstEmptyField(root)?.getAttribute('name')).toBe('password');
});

test('a radio group with nothing chosen is empty; a chosen one is not', () => {
  const root = panel(`
    <input type="radio" name="channel" value="MOBILE" checked><input type="radio" name="channel" value="EMAIL">
    <input type="radio" name="mode" value="TEXT"><input type="radio" name="mode" value="VOICE">`);
  const found = firstEmptyField(root) as HTMLInputElement;
  expect([found.name, found.value]).toEqual(['mode', 'TEXT']);
});

test('selects and text areas count; a panel with every field filled has none', () => {
  expect(firstEmptyField(panel('<select name="c"><option value="">-</option></select>'))?.tagName).toBe('SELECT');
  expect(firstEmptyField(panel('<input name="a" value="x"><textarea name="b">y</textarea>'))).toBeNull();
  expect(firstEmptyField(panel(''))).toBeNull();
});

test('one focus record per widget', () => {
  const a = {};
  expect(focusRecord(a)).toBe(focusRecord(a));
  expect(focusRecord({})).not.toBe(focusRecord(a));
});

test('on open, focus waits for the dialog node that comes a few frames later (a portal drawn late), then takes the first empty field', () => {
  const dialog: { current: HTMLElement | null } = { current: null };
  const message: { current: HTMLElement | null } = { current: null };
  const frames: FrameRequestCallback[] = [];
  const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
  renderHook(() =>
    usePanelFocus({ dialog, message, autoFocus: true, focusSeq: 0, hasMessage: false, record: { messageSeq: 0 } }),
  );
  // two frames without the dialog: nothing to focus yet, and the hook asks for another frame each time
  for (let i = 0; i < 2; i++) frames.shift()!(0);
  expect(document.activeElement).toBe(document.body);
  dialog.current = panel('<input name="userId" value="alice"><input type="password" name="password">');
  frames.shift()!(0);
  expect(document.activeElement?.getAttribute('name')).toBe('password');
  raf.mockRestore();
});

test('a message asks for focus on open, but a field the user is already in before that frame keeps it', () => {
  const frames: FrameRequestCallback[] = [];
  const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
  const root = panel('<p tabindex="-1" role="alert">Sign-on failed.</p><input name="userId">');
  const dialog = { current: root };
  const message = { current: root.querySelector('p') };
  const record = { messageSeq: 0 };
  renderHook(() => usePanelFocus({ dialog, message, autoFocus: true, focusSeq: 1, hasMessage: true, record }));
  // the user clicked into the user id (a busy machine draws the frame late) and types
  root.querySelector('input')!.focus();
  frames.shift()!(0);
  expect(document.activeElement?.getAttribute('name')).toBe('userId');
  // the request is spent: it does not act later either
  expect(record.messageSeq).toBe(1);
  // with nobody in a field, the message takes focus as before
  document.body.innerHTML = '';
  const again = panel('<p tabindex="-1" role="alert">Sign-on failed.</p><input name="userId">');
  renderHook(() =>
    usePanelFocus({
      dialog: { current: again },
      message: { current: again.querySelector('p') },
      autoFocus: true,
      focusSeq: 2,
      hasMessage: true,
      record,
    }),
  );
  frames.shift()!(0);
  expect(document.activeElement?.tagName).toBe('P');
  raf.mockRestore();
});

/**
 * Pages of the widget opened one after another, sharing one focus record: each its root with these attributes and
 * controls, the hook's frame run (requestAnimationFrame held until then). `comesBack`: the page was opened to come
 * back from.
 */
function pages() {
  const frames: FrameRequestCallback[] = [];
  const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
  const record = { messageSeq: 0 };
  const open = (attrs: string, html: string, comesBack = false) => {
    document.body.innerHTML = '';
    const root = document.createElement('div');
    root.innerHTML = html;
    for (const [k, v] of attrs.split(' ').map((a) => a.split('='))) root.setAttribute(k, v);
    root.tabIndex = -1;
    document.body.appendChild(root);
    const hook = renderHook(() =>
      usePanelFocus({
        dialog: { current: root },
        message: { current: null },
        autoFocus: true,
        focusSeq: 0,
        hasMessage: false,
        record,
        comesBack,
      }),
    );
    frames.shift()!(0);
    return { root, close: hook.unmount };
  };
  return { open, done: () => raf.mockRestore() };
}

test('back from a dialog (and a dialog it opened, and a loading panel after them), focus returns to the control that opened it; elsewhere it does not', () => {
  const { open, done } = pages();
  const list = '<button data-action="remove">A</button><button data-action="remove">B</button>';
  const settings = open('data-page=SETTINGS', list);
  settings.root.querySelectorAll('button')[1].focus();
  settings.close();
  const confirm = open('data-page=CONFIRM data-dialog=confirm', '<button data-action="cancel">No</button>');
  confirm.root.querySelector('button')!.focus();
  confirm.close();
  // a dialog the first one opened keeps the first opener
  open('data-page=CODES data-dialog=codes', '<button data-action="continue">OK</button>').close();
  // and a loading panel on the way back (the settings' loader, waitInPanel) passes it on
  open('data-page=LOADING data-waiting=true', '<button data-action="close">×</button>').close();
  const back = open('data-page=SETTINGS', list);
  expect(document.activeElement).toBe(back.root.querySelectorAll('button')[1]);
  back.close();
  // another page after the dialog: its own focus (the opener is spent)
  open('data-page=CONFIRM data-dialog=confirm', '<button data-action="cancel">No</button>').close();
  const other = open('data-page=ELSEWHERE', list);
  expect(document.activeElement).toBe(other.root.querySelectorAll('button')[0]);
  done();
});

test('a page opened to come back from (rememberReturn) is left as a dialog is: back on its opener page, focus is on the control that opened it', () => {
  expect(openedToComeBack({ goto: 'CHANGE', effects: ['rememberReturn'] }, 'CHANGE')).toBe(true);
  expect(openedToComeBack({ goto: 'CHANGE', effects: [{ effect: 'rememberReturn' }] }, 'CHANGE')).toBe(true);
  // a page reached otherwise, or a row that opened another page, is not
  expect(openedToComeBack({ goto: 'CHANGE', effects: [] }, 'CHANGE')).toBe(false);
  expect(openedToComeBack({ goto: 'OTHER', effects: ['rememberReturn'] }, 'CHANGE')).toBe(false);
  expect(openedToComeBack(null, 'CHANGE')).toBe(false);
  const { open, done } = pages();
  const rows = '<button data-action="add-passkey">Add</button><button data-action="change-password">Change</button>';
  const settings = open('data-page=SETTINGS', rows);
  settings.root.querySelectorAll('button')[1].focus();
  settings.close();
  open('data-page=CHANGE', '<input name="currentPassword"><button data-action="cancel">Cancel</button>', true).close();
  const back = open('data-page=SETTINGS', rows);
  expect(document.activeElement).toBe(back.root.querySelectorAll('button')[1]);
  back.close();
  // a page opened without a way back: the settings open on their first control
  open('data-page=CHANGE', '<input name="currentPassword">').close();
  const again = open('data-page=SETTINGS', rows);
  expect(document.activeElement).toBe(again.root.querySelectorAll('button')[0]);
  done();
});

test("an alert dialog's focus goes to the control its ui:panel names (the least destructive), not the dialog", () => {
  const frames: FrameRequestCallback[] = [];
  const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
  const root = panel('<button type="submit">Remove</button><button data-action="cancel">Cancel</button>');
  root.setAttribute('data-dialog', 'confirm');
  root.tabIndex = -1;
  const opts = { message: { current: null }, autoFocus: true, focusSeq: 0, hasMessage: false };
  renderHook(() => usePanelFocus({ ...opts, dialog: { current: root }, record: { messageSeq: 0 }, initial: 'cancel' }));
  frames.shift()!(0);
  expect(document.activeElement?.getAttribute('data-action')).toBe('cancel');
  // without the option, its first control (it has no field; never the dialog box)
  document.body.innerHTML = '';
  const plain = panel('<button type="submit">OK</button><button data-action="cancel">Cancel</button>');
  plain.tabIndex = -1;
  renderHook(() => usePanelFocus({ ...opts, dialog: { current: plain }, record: { messageSeq: 0 } }));
  frames.shift()!(0);
  expect(document.activeElement?.textContent).toBe('OK');
  raf.mockRestore();
});

test('a place a widget marks (a list row new since the page was away) takes the focus on open, before the first field', () => {
  const frames: FrameRequestCallback[] = [];
  const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
  const root = panel('<input name="userId"><ul><li><div data-focus-first tabindex="-1">Tablet</div></li></ul>');
  renderHook(() =>
    usePanelFocus({
      dialog: { current: root },
      message: { current: null },
      autoFocus: true,
      focusSeq: 0,
      hasMessage: false,
      record: { messageSeq: 0 },
    }),
  );
  frames.shift()!(0);
  expect(document.activeElement?.textContent).toBe('Tablet');
  raf.mockRestore();
});

test('every field filled: the primary action is the control to use; a choice still to make or a box to tick comes first', () => {
  // the user id carried in, the channel chosen by default: nothing left to fill, so the primary action
  const filled = panel(`
    <input name="userId" value="alice">
    <input type="radio" name="deliveryChannel" value="EMAIL" checked><input type="radio" name="deliveryChannel" value="SMS">
    <button type="submit">Send code</button><button type="button" data-action="cancel">Cancel</button>`);
  expect(firstControlToUse(filled)?.textContent).toBe('Send code');
  // a channel not chosen yet is the next control to use
  const choose = panel(`
    <input name="userId" value="alice">
    <input type="radio" name="deliveryChannel" value="EMAIL"><input type="radio" name="deliveryChannel" value="SMS">
    <button type="submit">Send code</button>`);
  expect((firstControlToUse(choose) as HTMLInputElement).value).toBe('EMAIL');
  // the names a provider gave, a read-only e-mail, the consent box still to tick (a required box is to be used)
  const consent = panel(`
    <input name="email" value="n@example.org" readonly><input name="firstName" value="Nora">
    <input type="checkbox" name="remember"><input type="checkbox" name="consent" required>
    <button type="submit">Create account</button>`);
  expect(firstControlToUse(consent)?.getAttribute('name')).toBe('consent');
  // an empty field still comes first, as before
  const empty = panel(
    '<input name="userId" value="alice"><input type="password" name="password"><button type="submit">Go</button>',
  );
  expect(firstControlToUse(empty)?.getAttribute('name')).toBe('password');
});

test('a dialog that does not ask for typing focuses its first control: what it shows comes first (recovery codes)', () => {
  const codes = panel(
    '<ul><li>2345A-BCDEF</li></ul><button data-action="copy">Copy</button><input type="checkbox" name="savedCodes" required><button type="submit">Continue</button>',
  );
  codes.setAttribute('data-dialog', 'recovery-codes');
  expect(firstControlToUse(codes)?.textContent).toBe('Copy');
  const result = panel('<p>Your password has been reset.</p><button data-action="continue">Continue</button>');
  result.setAttribute('data-dialog', 'confirmation');
  expect(firstControlToUse(result)?.textContent).toBe('Continue');
  const typing = panel('<input name="name"><button type="submit">Save</button>');
  typing.setAttribute('data-dialog', 'rename');
  expect(firstControlToUse(typing)?.getAttribute('name')).toBe('name');
});

test('a panel with no field to fill focuses its first control of its own, never the dialog box; with none, the dialog', () => {
  expect(firstControlToUse(panel('<button type="submit">OK</button>'))?.textContent).toBe('OK');
  expect(
    firstControlToUse(panel('<input name="code" value="ABCD" readonly><button type="submit">Done</button>'))
      ?.textContent,
  ).toBe('Done');
  expect(
    firstControlToUse(panel('<input type="hidden" name="t" value="x"><button type="submit">Done</button>'))
      ?.textContent,
  ).toBe('Done');
  // a list: its first row's first control; passed over: disabled, hidden, folded away in a closed disclosure
  const list = panel(`
    <button disabled>Off</button><div hidden><button>Gone</button></div>
    <details><summary>More</summary><button>Inside</button></details>
    <ul><li>Laptop <button data-action="rename">Rename</button></li></ul>`);
  expect(firstControlToUse(list)?.textContent).toBe('More');
  list.querySelector('summary')!.remove();
  expect(firstControlToUse(list)?.textContent).toBe('Rename');
  // the header's Help and close are the frame's: a loader with only those keeps the focus on itself
  const loader = document.createElement('div');
  loader.innerHTML =
    '<div class="aw-header"><a href="/help">Help</a><button data-action="close">×</button></div><div class="aw-body"><p>One moment</p><form></form></div>';
  expect(firstControlToUse(loader)).toBeNull();
});

test('on open with every field filled, focus goes to the primary action, so Enter does what the panel is for', () => {
  const frames: FrameRequestCallback[] = [];
  const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
  const root = panel('<input name="userId" value="alice"><button type="submit">Send code</button>');
  root.tabIndex = -1;
  renderHook(() =>
    usePanelFocus({
      dialog: { current: root },
      message: { current: null },
      autoFocus: true,
      focusSeq: 0,
      hasMessage: false,
      record: { messageSeq: 0 },
    }),
  );
  frames.shift()!(0);
  expect(document.activeElement?.tagName).toBe('BUTTON');
  raf.mockRestore();
});

test('a control that takes something away is passed over while a safer one follows; alone, it is still the one', () => {
  // a settings list whose first row offers Unlink (the danger tone): focus goes to the next control, not the removal
  const list = panel(`
    <ul><li>Demo ID <button class="aw-button aw-button--danger">Unlink</button></li></ul>
    <a class="aw-link aw-link--danger" href="#">Remove all</a><button class="aw-button">Change password</button>`);
  expect(firstControlToUse(list)?.textContent).toBe('Change password');
  const only = panel('<ul><li>Tablet <button class="aw-button aw-button--danger">Remove</button></li></ul>');
  expect(firstControlToUse(only)?.textContent).toBe('Remove');
});
