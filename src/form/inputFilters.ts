// Named filters a UI schema may apply as the user types (ui:options.inputFilter). Pure string → string.
export const inputFilters: Record<string, (value: string) => string> = {
  /** docs/validation.md: sign-on user id, spaces stripped as typed */
  stripSpaces: (v) => v.replace(/\s+/g, ''),
  digits: (v) => v.replace(/\D+/g, ''),
};

/** What a paste leaves in a field (the template's paste handler): see {@link pastedValue}. */
export interface Paste {
  /** the field's value before the paste, and the selection the paste replaces */
  value: string;
  from: number;
  to: number;
  text: string;
  filter?: (value: string) => string;
  maxLength?: number;
  /** the field takes a one-time code (autocomplete "one-time-code") */
  oneTimeCode?: boolean;
}

/**
 * A paste is filtered before the length is cut: the browser would cut a pasted " 493817 " to " 49381" (maxlength)
 * before the filter could drop the spaces. Into a one-time-code field a code comes from a message or an app with
 * spaces, dashes or line breaks around or inside it ("493 817", "493-817"): those go, and a pasted whole code replaces
 * what was typed before rather than being cut short behind it (docs/validation.md "Pasting a code").
 */
export function pastedValue(p: Paste): string {
  const filter = p.filter ?? ((v: string) => v);
  const text = p.oneTimeCode ? p.text.replace(/[\s\-\u2010-\u2015]+/g, '') : p.text;
  const whole = filter(p.value.slice(0, p.from) + text + p.value.slice(p.to));
  if (p.maxLength === undefined || whole.length <= p.maxLength) return whole;
  const alone = filter(text);
  return p.oneTimeCode && alone.length > 0 && alone.length <= p.maxLength ? alone : whole.slice(0, p.maxLength);
}
