// The first script's wait message (src/first/earlyWait.ts): nothing within the delay, then the renderer's own centred
// markup (made at build time, as here); words only once the language's lines are in hand, drawn as the renderer draws
// them; gone, with the container's busy mark, when stopped.
import { renderToStaticMarkup } from 'react-dom/server';
import { WaitBox } from '../panels/WaitOverlay';
import { earlyWait } from './earlyWait';

const MARKUP = renderToStaticMarkup(<WaitBox band={false} lines={null} />);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const root = () => document.body.appendChild(document.createElement('div'));

test('with words, the markup is the renderer’s centred wait with them', () => {
  const r = root();
  const w = earlyWait(r, 0, MARKUP);
  jest.advanceTimersByTime(0);
  expect(r.innerHTML).toBe(MARKUP);
  w.say(['One.', 'Two…']);
  expect(r.innerHTML).toBe(renderToStaticMarkup(<WaitBox band={false} lines={['One.', 'Two…']} />));
  w.stop();
});

test('busy at once, shown after the delay, with words only once they are given', () => {
  const r = root();
  const begun = Date.now();
  const w = earlyWait(r, 300, MARKUP);
  expect(r.getAttribute('aria-busy')).toBe('true');
  // the renderer, taking over before it shows, is due when it is (src/panels/WaitOverlay.tsx)
  expect(w.dueAt()).toBe(begun + 300);
  jest.advanceTimersByTime(299);
  expect(r.querySelector('[data-wait]')).toBeNull();
  expect(w.shownAt()).toBeNull();
  jest.advanceTimersByTime(1);
  const el = r.querySelector('[data-wait][role="status"]');
  expect(el).not.toBeNull();
  expect(el!.textContent).toBe('');
  expect(w.shownAt()).not.toBeNull();
  w.say(['Processing.', 'Please wait.']);
  expect([...el!.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Processing.', 'Please wait.']);
  w.say(['Other.']);
  expect(el!.querySelectorAll('p')).toHaveLength(2);
  w.stop();
  expect(r.querySelector('[data-wait]')).toBeNull();
  expect(r.hasAttribute('aria-busy')).toBe(false);
});

test('words given before it shows are there when it shows; stopped before the delay, it never shows', () => {
  const r = root();
  const w = earlyWait(r, 300, MARKUP);
  w.say(['Ready.']);
  jest.advanceTimersByTime(300);
  expect(r.querySelector('[data-wait] p')?.textContent).toBe('Ready.');
  w.stop();
  const r2 = root();
  const w2 = earlyWait(r2, 300, MARKUP);
  w2.stop();
  jest.advanceTimersByTime(1000);
  expect(r2.childElementCount).toBe(0);
  expect(w2.shownAt()).toBeNull();
});
