// Named filters a UI schema may apply as the user types (ui:options.inputFilter). Pure string → string.
export const inputFilters: Record<string, (value: string) => string> = {
  /** docs/validation.md: sign-on user id, spaces stripped as typed */
  stripSpaces: (v) => v.replace(/\s+/g, ''),
  digits: (v) => v.replace(/\D+/g, ''),
};
