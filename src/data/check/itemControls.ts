// The controls of a list's rows (the itemList widget's `controls` and `actions`, src/form/widgets/itemControl.ts):
// the parts a control has, each of the kind it takes, its words message keys.
import { BUTTON_TONES } from '../../panels/actions';
import { didYouMean, esc, type Report } from './report';

/** What a control of a list's rows (the itemList widget's `controls`) is made of: name → whether it is required and
 * how its value is checked. */
const CONTROL_PARTS: Record<string, { required: boolean; ok: (v: unknown) => boolean; key?: boolean }> = {
  action: { required: true, ok: (v) => typeof v === 'string' && /^[a-z][a-z-]*$/.test(v) },
  label: { required: true, ok: (v) => typeof v === 'string', key: true },
  event: { required: true, ok: (v) => typeof v === 'string' && /^[A-Z][A-Z0-9_]*$/.test(v) },
  keep: { required: false, ok: (v) => typeof v === 'string' && /^[A-Za-z]\w*$/.test(v) },
  rename: { required: false, ok: (v) => typeof v === 'string' && /^[A-Za-z]\w*$/.test(v) },
  name: { required: false, ok: (v) => typeof v === 'string', key: true },
  tone: { required: false, ok: (v) => (BUTTON_TONES as readonly unknown[]).includes(v) },
  maxLength: { required: false, ok: (v) => Number.isInteger(v) && (v as number) > 0 && (v as number) <= 1000 },
  when: {
    required: false,
    ok: (v) =>
      !!v &&
      typeof v === 'object' &&
      !Array.isArray(v) &&
      Object.values(v).every((x) => x === null || ['string', 'number', 'boolean'].includes(typeof x)),
  },
};

export function checkControls(r: Report, controls: Record<string, unknown>[], file: string, at: string) {
  controls.forEach((c, i) => {
    for (const [part, rule] of Object.entries(CONTROL_PARTS))
      if (rule.required && c[part] === undefined)
        r.add(file, `${at}/${i}`, `a control needs "${part}" (${Object.keys(CONTROL_PARTS).join(', ')})`);
    for (const [part, v] of Object.entries(c)) {
      const rule = CONTROL_PARTS[part];
      if (!rule)
        r.add(
          file,
          `${at}/${i}/${esc(part)}`,
          `${part} is not a part of a control${didYouMean(part, Object.keys(CONTROL_PARTS))}`,
        );
      else if (!rule.ok(v))
        r.add(file, `${at}/${i}/${esc(part)}`, `${part} of a control cannot be ${JSON.stringify(v)}`);
      else if (rule.key) r.useKey(String(v), file, `${at}/${i}/${esc(part)}`);
    }
  });
}
