// The panel form's submit on a fixture panel of its own: what was typed stays in the form while the request is out (the
// fields are read-only then, and a password keeps its dots), and the reset the product asks for comes with the answer;
// no answer keeps what was typed (issue 69 point 19). The request itself is this test's: submitPanel is replaced.
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import type { Env } from '../app/env';
import { EnvContext } from '../app/contexts';
import type { PanelFiles } from '../data/types';
import { createDrafts } from '../flow/drafts';
import type { SubmitOptions } from '../flow/thunks';
import { usePanelForm } from './usePanelForm';

const sent: { page: string; values: Record<string, unknown>; opts: SubmitOptions }[] = [];
jest.mock('../flow/thunks', () => ({
  submitPanel: (page: string, values: Record<string, unknown>, opts: SubmitOptions) => {
    sent.push({ page, values, opts });
    return { type: 'test/submitted' };
  },
}));

const files = {
  schema: { type: 'object', properties: { login: { type: 'string' }, secret: { type: 'string' } } },
  ui: {},
} as unknown as PanelFiles;

function setup() {
  sent.length = 0;
  const drafts = createDrafts();
  const save = jest.spyOn(drafts, 'save');
  const env = { tables: { pages: { FORM: { kind: 'panel' } } }, drafts } as unknown as Env;
  const store = configureStore({ reducer: (s: object = {}) => s });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <EnvContext.Provider value={env}>{children}</EnvContext.Provider>
    </Provider>
  );
  const input = {
    page: 'FORM',
    files,
    options: { title: 'x', keepOnSubmit: ['login'] },
    context: {},
    facts: {},
    countryCodes: null,
    idPrefix: 'aw-form',
  };
  const view = renderHook(() => usePanelForm(input), { wrapper });
  const typed = { login: 'alice', secret: 'hunter22' };
  act(() => view.result.current.onChange({ formData: typed } as never));
  act(() => view.result.current.onSubmit({ formData: typed } as never, []));
  return { view, save, typed };
}

test('while the request is out the form keeps what was typed; the answer resets it, keeping what the panel keeps', () => {
  const { view, save, typed } = setup();
  expect(sent).toHaveLength(1);
  expect(view.result.current.formData).toEqual(typed);
  act(() => sent[0].opts.onSettled?.(true));
  expect(view.result.current.formData).toEqual({ login: 'alice' });
  // a dialog the answer opens over the panel finds the reset form on the way back
  expect(save).toHaveBeenLastCalledWith('FORM', { login: 'alice' });
});

test('a request that got no answer keeps what was typed: nothing was refused', () => {
  const { view, typed } = setup();
  act(() => sent[0].opts.onSettled?.(false));
  expect(view.result.current.formData).toEqual(typed);
});
