// The shared Intl formatters: one per tag, made ahead of use when the page is idle.
import { numberFormat, relativeTimeFormat, unitFormat, warmIntl } from './intl';

test('one formatter per language tag, made by warmIntl when the page is idle and reused afterwards', async () => {
  const made: string[] = [];
  const RealNF = Intl.NumberFormat;
  const RealRTF = Intl.RelativeTimeFormat;
  const I = Intl as { NumberFormat: unknown; RelativeTimeFormat: unknown };
  I.NumberFormat = class extends RealNF {
    constructor(tag?: string, o?: Intl.NumberFormatOptions) {
      super(tag, o);
      made.push(o?.unit ? `${o.unit} ${tag}` : `number ${tag}`);
    }
  };
  I.RelativeTimeFormat = class extends RealRTF {
    constructor(tag?: string, o?: Intl.RelativeTimeFormatOptions) {
      super(tag, o);
      made.push(`relative ${tag}`);
    }
  };
  try {
    warmIntl('fi-FI', 50);
    expect(made).toEqual([]);
    await new Promise((r) => setTimeout(r, 300));
    expect(made.sort()).toEqual([
      'minute en-US',
      'minute fi-FI',
      'number en-US',
      'number fi-FI',
      'relative en-US',
      'relative fi-FI',
    ]);
    expect(numberFormat('fi-FI').format(1234.5)).toBe(new RealNF('fi-FI').format(1234.5));
    expect(relativeTimeFormat('fi-FI')).toBe(relativeTimeFormat('fi-FI'));
    expect(relativeTimeFormat('fi-FI').format(-1, 'day')).toBe('eilen');
    expect(unitFormat('fi-FI', 'minute')).toBe(unitFormat('fi-FI', 'minute'));
    expect(unitFormat('fi-FI', 'minute').format(8)).toBe('8 minuuttia');
    expect(made).toHaveLength(6);
  } finally {
    I.NumberFormat = RealNF;
    I.RelativeTimeFormat = RealRTF;
  }
});
