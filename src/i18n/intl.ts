// The Intl formatters the widget uses, made once per language tag. The first Intl formatter a Chromium page makes
// loads the locale data (tens of ms of main thread at 1x CPU): warmIntl() makes them when the page is idle after the
// first panel, so neither the first panel nor a later one (the code page's "sent … ago") waits for it.
const numbers = new Map<string, Intl.NumberFormat>();
const relatives = new Map<string, Intl.RelativeTimeFormat>();

export function numberFormat(tag: string): Intl.NumberFormat {
  let f = numbers.get(tag);
  if (!f) numbers.set(tag, (f = new Intl.NumberFormat(tag)));
  return f;
}

const units = new Map<string, Intl.NumberFormat>();

/** A duration in words: "8 minutes", "8 Minuten", "8分钟" (one minute is "1 minute"). */
export function unitFormat(tag: string, unit: 'minute' | 'second'): Intl.NumberFormat {
  const k = `${tag} ${unit}`;
  let f = units.get(k);
  if (!f) units.set(k, (f = new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay: 'long' })));
  return f;
}

export function relativeTimeFormat(tag: string): Intl.RelativeTimeFormat {
  let f = relatives.get(tag);
  if (!f) relatives.set(tag, (f = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' })));
  return f;
}

/**
 * Makes the formatters for a language tag (and en-US, the fallback's) in the first idle period after `delayMs`: called
 * once the first panel is up, it runs while the user reads it. (Half a second later instead, it fell into the
 * benchmark's forgot-password transition about half the time: that transition's main thread then ranged 1-66 ms.)
 */
export function warmIntl(tag: string, delayMs = 0): void {
  const work = () => {
    for (const t of new Set([tag, 'en-US'])) {
      numberFormat(t);
      relativeTimeFormat(t);
      unitFormat(t, 'minute');
    }
  };
  setTimeout(
    () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(work, { timeout: 5000 }) : work()),
    delayMs,
  );
}
