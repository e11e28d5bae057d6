// The theme's input on a fixture panel of its own: text inserted in one piece (a keyboard's clipboard suggestion, an
// IME's commit, CDP's Input.insertText, Playwright's fill) is filtered before the length is cut, as a paste is; an IME
// composing is held by the filter alone; the caret stays sensible (issue 69 point 3). jsdom makes no edit of its own,
// so `browser` below does what Chromium does: beforeinput, then (unless refused) the text cut at maxlength, then input.
import { act, fireEvent, render } from '@testing-library/react';
import validatorAjv from '@rjsf/validator-ajv8';
import { useState } from 'react';
import { ThemedForm } from '../ThemedForm';
import { MaskedPhoneWidget } from '../widgets/MaskedPhoneWidget';
import { formCtx } from '../../../test/support/formContext';

const schema = {
  type: 'object' as const,
  properties: {
    code: { type: 'string' as const, maxLength: 6 },
    login: { type: 'string' as const, maxLength: 10 },
    phone: { type: 'string' as const },
    note: { type: 'string' as const, maxLength: 5 },
  },
};
const ui = {
  code: { 'ui:autocomplete': 'one-time-code', 'ui:options': { inputFilter: 'digits', inputMode: 'numeric' } },
  login: { 'ui:options': { inputFilter: 'stripSpaces' } },
  phone: { 'ui:widget': 'maskedPhone', 'ui:autocomplete': 'tel' },
  'ui:submitButtonOptions': { norender: true },
};

/** what the form holds (what a submit would send) */
let sent: Record<string, unknown> = {};
function Fixture() {
  const [data, setData] = useState<Record<string, unknown>>({});
  return (
    <ThemedForm
      schema={schema}
      uiSchema={ui}
      validator={validatorAjv}
      widgets={{ maskedPhone: MaskedPhoneWidget }}
      formData={data}
      formContext={formCtx({ values: data })}
      onChange={(e) => {
        sent = e.formData as Record<string, unknown>;
        setData(sent);
      }}
    />
  );
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

/** What Chromium does with text put in at the caret: beforeinput; unless refused, the text cut at maxlength; input. */
function browser(el: HTMLInputElement, text: string, inputType = 'insertText') {
  const cancelable = inputType !== 'insertCompositionText';
  const event = new InputEvent('beforeinput', { inputType, data: text, cancelable, bubbles: true });
  act(() => void el.dispatchEvent(event));
  if (event.defaultPrevented) return;
  const from = el.selectionStart ?? el.value.length;
  const to = el.selectionEnd ?? from;
  const room = el.maxLength < 0 ? Infinity : el.maxLength - (el.value.length - (to - from));
  const put = text.slice(0, Math.max(0, room));
  const value = el.value.slice(0, from) + put + el.value.slice(to);
  fireEvent.input(el, { target: { value, selectionStart: from + put.length, selectionEnd: from + put.length } });
}

beforeEach(() => {
  sent = {};
  render(<Fixture />);
});

test.each([
  [' 493817 ', 'insertText'],
  ['493 817', 'insertText'],
  ['493-817', 'insertReplacementText'],
  ['493817', 'insertText'],
  ['493\n817\n', 'insertFromPaste'],
  [' 493817 ', 'insertFromDrop'],
])('a code inserted whole as %j (%s) keeps its six digits (the field keeps its maxlength)', (text, inputType) => {
  const code = field('code');
  code.focus();
  browser(code, text, inputType);
  expect(code.value).toBe('493817');
  expect(sent.code).toBe('493817');
  expect(code).toHaveAttribute('maxlength', '6');
  expect(code.selectionStart).toBe(6);
});

test('a whole code inserted behind what was typed replaces it; a part is inserted at the caret, the caret after it', () => {
  const code = field('code');
  code.focus();
  browser(code, '1');
  browser(code, '2');
  expect(code.value).toBe('12');
  browser(code, ' 493817 ');
  expect(code.value).toBe('493817');
  code.setSelectionRange(3, 3);
  browser(code, '7'); // full: refused as maxlength refuses it, nothing after the caret lost
  expect(code.value).toBe('493817');
  code.setSelectionRange(0, 6);
  browser(code, '12 3');
  expect(code.value).toBe('123');
  code.setSelectionRange(1, 1);
  browser(code, '9 9');
  expect([code.value, code.selectionStart]).toEqual(['19923', 3]);
});

test('a letter or a space typed into a filtered field is dropped where it was typed: the caret stays', () => {
  const login = field('login');
  login.focus();
  browser(login, 'alce');
  login.setSelectionRange(2, 2);
  browser(login, ' ');
  expect([login.value, login.selectionStart]).toEqual(['alce', 2]);
  browser(login, 'i');
  expect([login.value, login.selectionStart]).toEqual(['alice', 3]);
  // text longer than the field once filtered: cut to the room left, what followed the caret kept
  login.setSelectionRange(5, 5);
  browser(login, ' and more text');
  expect(login.value).toBe('aliceandmo');
});

test('a phone number inserted whole is masked before the mask length is cut', () => {
  const phone = field('phone');
  phone.focus();
  browser(phone, '(555) 010-0123');
  expect(phone.value).toBe('555-010-0123');
  expect(sent.phone).toBe('555-010-0123');
});

test('while an IME composes (its text cannot be refused) the field has no maxlength; its commit is filtered, then cut', () => {
  const code = field('code');
  code.focus();
  fireEvent.compositionStart(code);
  expect(code).not.toHaveAttribute('maxlength');
  browser(code, ' 493 817 ', 'insertCompositionText');
  expect(code.value).toBe(' 493 817 '); // the IME's own until it commits: a value set under it would end it
  fireEvent.compositionEnd(code);
  expect(code.value).toBe('493817');
  expect(code).toHaveAttribute('maxlength', '6');
});

test('a field with no filter is left to the browser: its own maxlength, its own paste', () => {
  const note = field('note');
  note.focus();
  browser(note, ' ab cdef');
  expect(note.value).toBe(' ab c');
  expect(sent.note).toBe(' ab c');
});
