// The widget's Trusted Types policy: one named policy, created on first use, that turns only http(s) URLs into
// script URLs; plain strings where the browser has no Trusted Types.
type Rules = { createHTML(s: string): string; createScriptURL(s: string): string };

function withApi(createPolicy: (name: string, rules: Rules) => unknown) {
  (globalThis as unknown as { trustedTypes?: unknown }).trustedTypes = { createPolicy };
}
afterEach(() => {
  delete (globalThis as unknown as { trustedTypes?: unknown }).trustedTypes;
});

test('without Trusted Types a script gets a plain string, and DOMPurify no policy', () => {
  jest.isolateModules(() => {
    const tt = jest.requireActual<typeof import('./trustedTypes')>('./trustedTypes');
    const el = document.createElement('script');
    tt.setScriptSrc(el, 'https://auth.test/dist/a.js');
    expect(el.src).toBe('https://auth.test/dist/a.js');
    expect(tt.purifierPolicy()).toBeNull();
  });
});

test('with Trusted Types one policy named auth-widget is created once; only http(s) script URLs pass', () => {
  const created: string[] = [];
  let rules!: Rules;
  withApi((name, r) => {
    created.push(name);
    rules = r;
    return { createHTML: (s: string) => r.createHTML(s), createScriptURL: (s: string) => r.createScriptURL(s) };
  });
  jest.isolateModules(() => {
    const tt = jest.requireActual<typeof import('./trustedTypes')>('./trustedTypes');
    const el = document.createElement('script');
    tt.setScriptSrc(el, 'https://auth.test/dist/a.js');
    tt.setScriptSrc(document.createElement('script'), 'https://auth.test/dist/b.js');
    expect(tt.purifierPolicy()).not.toBeNull();
    expect(created).toEqual(['auth-widget']);
    expect(el.src).toBe('https://auth.test/dist/a.js');
    expect(() => rules.createScriptURL('javascript:alert(1)')).toThrow(/not a script URL/);
    expect(() => rules.createScriptURL('data:text/javascript,alert(1)')).toThrow(/not a script URL/);
  });
});

test('a page whose trusted-types directive refuses the name: reported once, script loading then fails visibly', () => {
  withApi(() => {
    throw new TypeError('Policy "auth-widget" disallowed.');
  });
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.isolateModules(() => {
    const tt = jest.requireActual<typeof import('./trustedTypes')>('./trustedTypes');
    expect(tt.purifierPolicy()).toBeNull();
    expect(tt.purifierPolicy()).toBeNull();
  });
  expect(spy).toHaveBeenCalledTimes(1);
  expect(String(spy.mock.calls[0][0])).toContain('"auth-widget" could not be created');
  spy.mockRestore();
});
