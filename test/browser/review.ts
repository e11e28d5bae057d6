// What a careful reviewer looks at on one panel the gallery draws (test/browser/gallery.test.ts), computed in the page
// in one call: `review` is handed to page.evaluate whole, so it uses nothing from outside its own body.
//
// The judgments (issue 69, docs/host.md "DOM hooks" "Small screens" and "Focus, in detail", docs/host.md "Focus and
// keyboard"):
// - focus: once the panel has settled, the focus is on a control or field inside it, never the dialog box, when the
//   panel has a control to use: any control in its body or footer (a field, a button, a stand-alone link; the
//   header's Help and close are the frame's, not the panel's). A panel with none (a loader's "one moment") may keep
//   the focus on itself.
// - messages: the message box says only what the state gives (a message carried from an earlier panel is a fault),
//   and a dialog shows no message of the panel beneath it.
// - targets: every control a user presses is 44 × 44 px or more on a phone (24 × 24 px wider), measured on its
//   clickable box (a radio's or checkbox's label when the label holds it), and 8 px or more from every other (their
//   boxes neither overlap nor come closer). A link inside running text is exempt (WCAG 2.5.8's inline exception):
//   its block holds words that are not a control's.
// - danger: a control the panel's data marks `"tone": "danger"` (it removes, unlinks, deletes) is drawn in the error
//   colour (`--aw-error-color`) and does not look like the neutral controls of its kind beside it.
// - headings: a panel of several titled parts (lists, regions, groups named by a visible title) titles each with a
//   heading element (h3…).
// - overlap: no two distinct elements' text (their lines of text, a field's box) overlap.

export interface ReviewArgs {
  /** the texts the state's message gives (null: the state gives none) */
  message: string[] | null;
  /** selectors of the controls the panel's data marks "tone": "danger" */
  danger: string[];
  /** the smallest target: 44 on a phone, 24 wider */
  target: number;
  /** the least distance between two targets */
  spacing: number;
}

export interface Review {
  problems: string[];
  /** how many controls were judged for their tone (the sweep reports the sum: a judgment that never ran is none) */
  toned: number;
}

export function review({ message, danger, target, spacing }: ReviewArgs): Review {
  const problems: string[] = [];
  const root = document.querySelector('#auth-widget') as HTMLElement;
  const d = root.querySelector('[aria-modal="true"]') as HTMLElement;
  const name = (el: Element) => {
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ');
    const hook = el.getAttribute('data-action') ?? el.getAttribute('name');
    return `${el.tagName.toLowerCase()}${hook ? `[${hook}]` : ''} "${text.slice(0, 40)}"`;
  };
  // drawn: it has a box, it is not inside something hidden or shrunk to a pixel for screen readers only
  // (checkVisibility: not in a closed <details>, whose content keeps stale boxes)
  const drawn = (el: Element): boolean => {
    if (el.getClientRects().length === 0 || el.closest('[hidden], .aw-sr-only')) return false;
    if (!el.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true })) return false;
    for (let a: Element | null = el; a && a !== d; a = a.parentElement)
      if (a.getBoundingClientRect().width <= 2) return false;
    return true;
  };

  // --- controls: what a user presses or types into, each by its clickable box
  const CONTROL =
    'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="radio"]';
  const controls = [...d.querySelectorAll<HTMLElement>(CONTROL)].filter(drawn);
  const box = (el: HTMLElement): HTMLElement => {
    if (el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox'))
      return el.closest('label') ?? el;
    return el;
  };
  const controlText = (block: Element) => {
    let words = block.textContent ?? '';
    for (const c of block.querySelectorAll(CONTROL)) words = words.replace(c.textContent ?? '', ' ');
    return words.replace(/\s+/g, '');
  };
  // a link in running text: an inline control whose block (the nearest ancestor not drawn inline) has words of its own
  const inline = (el: HTMLElement): boolean => {
    if (!getComputedStyle(el).display.startsWith('inline') || el.tagName === 'INPUT' || el.tagName === 'SELECT')
      return false;
    let block = el.parentElement;
    while (block && block !== d && getComputedStyle(block).display === 'inline') block = block.parentElement;
    return !!block && controlText(block) !== '';
  };
  const targets = [...new Set(controls.filter((c) => !inline(c)).map(box))];
  const rects = targets.map((t) => t.getBoundingClientRect());
  targets.forEach((t, i) => {
    const r = rects[i];
    if (r.width < target - 0.5 || r.height < target - 0.5)
      problems.push(`${name(t)} is ${r.width.toFixed(0)} × ${r.height.toFixed(0)} px, under ${target} × ${target}`);
  });
  // the footer stays in sight over a tall panel's fields (docs/host.md "Small screens"): what scrolls beneath it is
  // covered, not crowded, so a pair of something in the footer and something reaching under its top is not judged
  const footer = d.querySelector('.aw-footer');
  const top = footer?.getBoundingClientRect().top ?? Infinity;
  const beneath = (a: Element, ra: DOMRect, b: Element, rb: DOMRect) =>
    !!footer && footer.contains(a) !== footer.contains(b) && (footer.contains(a) ? rb : ra).bottom > top + 0.5;
  for (let i = 0; i < targets.length; i += 1)
    for (let j = i + 1; j < targets.length; j += 1) {
      if (targets[i].contains(targets[j]) || targets[j].contains(targets[i])) continue;
      if (beneath(targets[i], rects[i], targets[j], rects[j])) continue;
      const a = rects[i];
      const b = rects[j];
      const gap = Math.max(b.left - a.right, a.left - b.right, b.top - a.bottom, a.top - b.bottom);
      if (gap < spacing - 0.5)
        problems.push(
          `${name(targets[i])} and ${name(targets[j])} ${gap < 0 ? 'overlap' : `are ${gap.toFixed(1)} px apart`}, under ${spacing} px`,
        );
    }

  // --- focus: on a control of the panel once it has settled, where it has one to use
  const active = document.activeElement as HTMLElement | null;
  const usable = controls.some((c) => !c.closest('.aw-header'));
  if (!active || !d.contains(active)) problems.push(`the focus is outside the panel (${active?.tagName ?? 'none'})`);
  else if (usable && (active === d || !active.matches(`${CONTROL}, [data-focus-first]`)))
    problems.push(`the focus is on ${active === d ? 'the dialog itself' : name(active)}, not on a control to use`);

  // --- messages: only the state's own, only on the top panel
  const boxes = [...root.querySelectorAll('[data-message-type]')].filter(drawn);
  const said = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ');
  if (!message) for (const b of boxes) problems.push(`a message the state does not give: "${said(b).trim()}"`);
  else {
    if (boxes.length !== 1 || !d.contains(boxes[0])) problems.push(`${boxes.length} message boxes on the panel, not 1`);
    for (const b of boxes)
      if (!message.every((m) => said(b).includes(m))) problems.push(`a message not the state's: "${said(b).trim()}"`);
  }

  // --- danger: in the error colour, unlike the neutral controls of its kind
  const probe = document.createElement('span');
  probe.style.color = 'var(--aw-error-color)';
  d.append(probe);
  const error = getComputedStyle(probe).color;
  probe.remove();
  const look = (el: Element) => {
    const s = getComputedStyle(el);
    return [s.color, s.backgroundColor, s.borderTopColor];
  };
  const kind = (el: Element) => `${el.tagName}.${[...el.classList].filter((c) => !/--/.test(c)).join('.')}`;
  const toned = new Set(danger.flatMap((sel) => [...d.querySelectorAll(sel)].filter(drawn)));
  for (const el of toned) {
    const own = look(el);
    if (!own.includes(error)) problems.push(`${name(el)} (tone danger) is not drawn in the error colour ${error}`);
    const alike = controls.find(
      (c) => !toned.has(c) && kind(c) === kind(el) && look(c).join() === own.join() && c !== el,
    );
    if (alike) problems.push(`${name(el)} (tone danger) looks like ${name(alike)}`);
  }

  // --- headings: several titled parts, each under a heading
  const parts = [
    ...d.querySelectorAll(
      'ul[aria-labelledby], ol[aria-labelledby], section, fieldset, [role="list"], [role="region"], [role="group"]',
    ),
  ].filter((p) => drawn(p) && !p.closest('.aw-header') && !p.matches('[data-progress]'));
  const titleOf = (p: Element) =>
    p.matches('fieldset')
      ? p.querySelector(':scope > legend')
      : p.getAttribute('aria-labelledby')
        ? document.getElementById(p.getAttribute('aria-labelledby')!.split(' ')[0])
        : p.querySelector(':scope > h3, :scope > h4, :scope > h5, :scope > h6');
  const titled = parts.filter((p) => {
    const t = titleOf(p);
    return t && drawn(t);
  });
  if (titled.length > 1)
    for (const p of titled) {
      const t = titleOf(p)!;
      if (!t.matches('h3, h4, h5, h6') && !t.querySelector('h3, h4, h5, h6'))
        problems.push(`the part titled "${said(t).trim()}" has no heading (a panel of ${titled.length} parts)`);
    }

  // --- text, one walk: words broken across lines, and the lines of distinct elements (and the fields' boxes) meeting.
  // A word whose letters sit on two lines has a box on each line; words as the language has them (Intl.Segmenter;
  // "e-mail" may break after its hyphen, as any text may). Chinese and Japanese break between any two characters by
  // their own rules of typesetting, so their words are not held to this.
  const words = new Intl.Segmenter(root.getAttribute('lang') ?? 'en', { granularity: 'word' });
  const broken: string[] = [];
  const lines = new Map<Element, DOMRect[]>();
  const walker = document.createTreeWalker(d, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const parent = n.parentElement;
    if (!parent || !n.textContent?.trim() || !drawn(parent)) continue;
    const r = document.createRange();
    r.selectNodeContents(n);
    const own = [...r.getClientRects()].filter((b) => b.width > 0.5 && b.height > 0.5);
    lines.set(parent, [...(lines.get(parent) ?? []), ...own]);
    for (const w of words.segment(n.textContent)) {
      if (
        !w.isWordLike ||
        w.segment.length < 2 ||
        /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(w.segment)
      )
        continue;
      r.setStart(n, w.index);
      r.setEnd(n, w.index + w.segment.length);
      const tops = new Set([...r.getClientRects()].filter((b) => b.width > 0).map((b) => Math.round(b.top)));
      if (tops.size > 1) broken.push(w.segment);
    }
  }
  if (broken.length) problems.push(`words broken across lines: ${broken.join(', ')}`);
  const fields = 'input:not([type="radio"]):not([type="checkbox"]):not([type="hidden"]), select, textarea';
  for (const f of d.querySelectorAll(fields)) if (drawn(f)) lines.set(f, [f.getBoundingClientRect()]);
  const texts = [...lines];
  const meet = (a: DOMRect, b: DOMRect) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
  for (let i = 0; i < texts.length; i += 1)
    for (let j = i + 1; j < texts.length; j += 1) {
      const [[a, la], [b, lb]] = [texts[i], texts[j]];
      if (a.contains(b) || b.contains(a)) continue;
      if (la.some((x) => lb.some((y) => meet(x, y) && !beneath(a, x, b, y))))
        problems.push(`the text of ${name(a)} overlaps that of ${name(b)}`);
    }

  // --- the layout checks of the sweep's header: clipped text, small inputs, hidden drawn, the dialog's name, the
  // footer's edges, sideways scroll, the primary action in sight, the brand
  const clipped = [...d.querySelectorAll('button, label, h2, a')].filter(
    (el) =>
      (el as HTMLElement).offsetParent !== null &&
      (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) &&
      getComputedStyle(el).overflow !== 'visible',
  );
  for (const el of clipped) problems.push(`${el.tagName.toLowerCase()} "${el.textContent?.trim()}" is clipped`);
  const small = [...d.querySelectorAll('input:not([type=radio]):not([type=checkbox]), select, textarea')]
    .filter((el) => drawn(el) && parseFloat(getComputedStyle(el).fontSize) < 16)
    .map((el) => (el as HTMLInputElement).name);
  if (small.length) problems.push(`input text under 16 px: ${small.join(', ')}`);
  if (document.documentElement.scrollWidth > window.innerWidth || d.scrollWidth > d.clientWidth + 1)
    problems.push('the page scrolls sideways');
  // nothing marked hidden is drawn (the stylesheet's reset must not undo the attribute)
  const hiddenDrawn = [...document.querySelectorAll('#auth-widget [hidden], #auth-widget-wait [hidden]')]
    .filter((el) => el.getClientRects().length > 0)
    .map((el) => el.id || el.className || el.tagName);
  if (hiddenDrawn.length) problems.push(`drawn although hidden: ${hiddenDrawn.join(', ')}`);
  // the Tab loop goes round: every stop react-modal's focus trap counts (a control not display: none up its parents)
  // is one the browser can focus, else Tab stops at the last control a user sees (a folded disclosure's links)
  const stops = [...d.querySelectorAll<HTMLElement>('input, select, textarea, button, a[href], [tabindex]')].filter(
    (el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled,
  );
  const before = document.activeElement as HTMLElement | null;
  const unfocusable = stops.filter((el) => {
    for (let p: Element | null = el; p && p !== d; p = p.parentElement)
      if (getComputedStyle(p).display === 'none') return false;
    el.focus({ preventScroll: true });
    return document.activeElement !== el;
  });
  before?.focus({ preventScroll: true });
  if (unfocusable.length) problems.push(`Tab loop stops no one can focus: ${unfocusable.map(name).join(', ')}`);
  // a dialog carries its name (docs/host.md "DOM hooks": hosts find dialogs by data-dialog)
  if (d.classList.contains('aw-panel--dialog') && !d.getAttribute('data-dialog'))
    problems.push('a dialog without data-dialog');
  // the sticky footer's separator and buttons reach exactly the body's edges, whatever the theme's spacing
  const body = footer?.closest('.aw-body');
  if (footer && body) {
    const edges = [
      footer.getBoundingClientRect().left - body.getBoundingClientRect().left,
      body.getBoundingClientRect().right - footer.getBoundingClientRect().right,
    ];
    if (edges.some((e) => Math.abs(e) > 0.5))
      problems.push(`the footer's edges are off the body's by ${edges.map((e) => e.toFixed(1)).join(' / ')} px`);
  }
  const submit = d.querySelector('button[type="submit"]')?.getBoundingClientRect();
  if (submit && (submit.top < 0 || submit.bottom > window.innerHeight))
    problems.push('the primary action is out of sight');
  const logo = d.querySelector('img[data-brand]');
  if (!(logo?.getAttribute('alt') === 'Demo Bank' && logo === d.querySelector('.aw-header')?.firstElementChild))
    problems.push('no brand logo at the top of the panel');
  return { problems, toned: toned.size };
}
