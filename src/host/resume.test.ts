// The way back from a provider: the resume token is taken from the address and the fragment removed at once; an
// address with anything else in its fragment is left as it is.
import { takeResumeToken } from './resume';

afterEach(() => history.replaceState(null, '', '/app/page.html'));

test('the token is taken and the fragment removed from the address bar, the query kept', () => {
  history.replaceState({ kept: 1 }, '', '/app/page.html?a=1#aw-resume=Xy7_resume-token-0123456789');
  expect(takeResumeToken()).toBe('Xy7_resume-token-0123456789');
  expect(window.location.href).toBe('http://auth.test/app/page.html?a=1');
  expect(history.state).toEqual({ kept: 1 });
  expect(takeResumeToken()).toBeNull();
});

test('another fragment, a short or odd token, is no token and stays', () => {
  for (const hash of ['#section', '#aw-resume=short', '#aw-resume=<script>0123456789abcdef', '#aw-resume=a#b'].map(
    (h) => `/app/page.html${h}`,
  )) {
    history.replaceState(null, '', hash);
    expect(takeResumeToken()).toBeNull();
    expect(window.location.pathname + window.location.hash).toBe(hash.replace('<script>', '%3Cscript%3E'));
  }
});
