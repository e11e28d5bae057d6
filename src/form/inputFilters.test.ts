import { inputFilters, inserted, pastedValue, takesInsertion } from './inputFilters';

const code = { value: '', from: 0, to: 0, filter: inputFilters.digits, maxLength: 6, oneTimeCode: true };

test.each([' 493817 ', '493 817', '493-817', '493\n817', '\t493817\r\n', '493\u2013817', '4 9 3 8 1 7'])(
  'a one-time code pasted as %j is the six digits',
  (text) => {
    expect(pastedValue({ ...code, text })).toBe('493817');
  },
);

test('without an input filter, a one-time-code field still drops the separators before the length is cut', () => {
  expect(pastedValue({ ...code, filter: undefined, text: ' 493 817 ' })).toBe('493817');
});

test('a whole code pasted behind what was typed replaces it; a part of one is inserted at the caret', () => {
  expect(pastedValue({ ...code, value: '49', from: 2, to: 2, text: '493817' })).toBe('493817');
  expect(pastedValue({ ...code, value: '49', from: 2, to: 2, text: ' 38-1 ' })).toBe('49381');
  expect(pastedValue({ ...code, value: '4917', from: 2, to: 2, text: '38' })).toBe('493817');
  // a selection is replaced
  expect(pastedValue({ ...code, value: '123456', from: 0, to: 6, text: '654 321' })).toBe('654321');
});

test('text longer than a code is cut to the length once filtered; nothing usable leaves the field as it was', () => {
  expect(pastedValue({ ...code, text: 'Your code is 493817. It expires in 8 minutes.' })).toBe('493817');
  expect(pastedValue({ ...code, value: '12', from: 2, to: 2, text: 'abc' })).toBe('12');
});

test('a field that is no one-time-code field keeps spaces its filter keeps, and cuts at its length', () => {
  const upper = (v: string) => v.toUpperCase();
  expect(pastedValue({ value: '', from: 0, to: 0, filter: upper, maxLength: 5, text: 'ab cdef' })).toBe('AB CD');
  expect(pastedValue({ value: '', from: 0, to: 0, filter: inputFilters.stripSpaces, text: ' a b ' })).toBe('ab');
});

test('the caret goes after what was inserted; past the length, the insertion is cut and what followed stays', () => {
  expect(inserted({ ...code, value: '49', from: 1, to: 1, text: ' 38 ' })).toEqual({ value: '4389', caret: 3 });
  // a full field refuses a digit as maxlength does (a digit typed is no whole code to replace it with)
  expect(inserted({ ...code, value: '123456', from: 3, to: 3, text: '7' })).toEqual({ value: '123456', caret: 3 });
  expect(inserted({ ...code, value: '1256', from: 2, to: 2, text: '3 4 5' })).toEqual({ value: '123456', caret: 4 });
  expect(inserted({ ...code, value: '12', from: 2, to: 2, text: '493817' })).toEqual({ value: '493817', caret: 6 });
});

test("the browser's own edit is read as all before the caret inserted into what follows: filtered, then cut", () => {
  const typed = (raw: string, caret: number, filter?: (v: string) => string, maxLength?: number) =>
    inserted({ value: raw.slice(caret), from: 0, to: 0, text: raw.slice(0, caret), filter, maxLength });
  expect(typed('ab c', 3, inputFilters.stripSpaces, 70)).toEqual({ value: 'abc', caret: 2 });
  expect(typed(' 493 8178', 9, inputFilters.digits, 6)).toEqual({ value: '493817', caret: 6 });
  expect(typed('12', 1)).toEqual({ value: '12', caret: 1 });
});

test('an insertion the browser would cut or the filter reshapes is the widget’s; one plain character is not', () => {
  expect(takesInsertion('493817', inputFilters.digits)).toBe(true);
  expect(takesInsertion(' ', inputFilters.stripSpaces)).toBe(true);
  expect(takesInsertion('x')).toBe(false);
  expect(takesInsertion('4', inputFilters.digits)).toBe(false);
  expect(takesInsertion('a', inputFilters.stripSpaces)).toBe(false);
});
