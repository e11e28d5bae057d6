// Named filters a UI schema may apply as the user types (ui:options.inputFilter). Pure string → string.
export const inputFilters: Record<string, (value: string) => string> = {
  /** docs/validation.md: sign-on user id, spaces stripped as typed */
  stripSpaces: (v) => v.replace(/\s+/g, ''),
  digits: (v) => v.replace(/\D+/g, ''),
};

/** Text put into a field in one piece (a paste, a drop, a keyboard's suggestion, an IME's commit): see {@link inserted}. */
export interface Paste {
  /** the field's value before the insertion, and the selection the insertion replaces */
  value: string;
  from: number;
  to: number;
  text: string;
  filter?: (value: string) => string;
  maxLength?: number;
  /** the field takes a one-time code (autocomplete "one-time-code") */
  oneTimeCode?: boolean;
}

/** What a field holds after an edit, and where its caret goes. */
export interface Edit {
  value: string;
  caret: number;
}

const same = (v: string) => v;
/** what a code from a message or an app carries around or inside it: spaces, line breaks, dashes */
const SEPARATORS = /[\s\-\u2010-\u2015]+/g;

/**
 * Inserted text is filtered before the length is cut: the browser would cut an inserted " 493817 " to " 49381"
 * (maxlength) before the filter could drop the spaces. Into a one-time-code field a code comes from a message or an
 * app with spaces, dashes or line breaks around or inside it ("493 817", "493-817"): those go, and a whole code
 * inserted replaces what was typed before rather than being cut short behind it. Past the length, what was inserted is
 * cut to the room left, as maxlength does: what followed the caret stays (docs/validation.md "Pasting a code"). The
 * caret goes after what was inserted.
 */
export function inserted(p: Paste): Edit {
  const filter = p.filter ?? same;
  const text = p.oneTimeCode ? p.text.replace(SEPARATORS, '') : p.text;
  const before = p.value.slice(0, p.from);
  const after = p.value.slice(p.to);
  const head = filter(before + text);
  const whole = filter(before + text + after);
  const max = p.maxLength ?? Infinity;
  // (a caret past the end is the end: setSelectionRange clamps it)
  if (whole.length <= max) return { value: whole, caret: head.length };
  const alone = filter(text);
  if (p.oneTimeCode && alone.length === max) return { value: alone, caret: max };
  const tail = filter(after);
  const keep = Math.max(filter(before).length, max - tail.length);
  const value = (head.slice(0, keep) + tail).slice(0, max);
  return { value, caret: Math.min(keep, head.length) };
}

/** The value a paste leaves (the caret aside): {@link inserted}. */
export const pastedValue = (p: Paste): string => inserted(p).value;

/**
 * Whether an insertion of `text` is the widget's to make ({@link inserted}) rather than the browser's: more than one
 * character (the browser would cut it at maxlength before any filter ran), or one the filter drops or reshapes. One
 * plain character the browser types itself (its undo history stays); a code's separator typed is dropped after.
 */
export const takesInsertion = (text: string, filter?: (value: string) => string): boolean =>
  text.length > 1 || (filter ?? same)(text) !== text;
