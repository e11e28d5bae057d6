// A message belongs to the page it was given to (docs/messages.md "Where messages show"): a dialog
// opened over a panel does not show the panel's message and the panel shows it again when the dialog closes; a
// dialog's own message stays with the dialog; a page that draws nothing hands its message on. And the server's words
// on the panel a dialog closes onto take the focus, as on a panel that stays. On tables of its own.
import type { Env } from '../app/env';
import { createWidgetStore } from '../app/store';
import type { FlowFile } from '../data/types';
import { resolveConfig } from '../host/config';
import { flowActions, messageFor, type TransitionedPayload } from './flowSlice';
import { buildTables } from './tables';
import { createSecrets } from './secrets';
import { drawsPanel } from '../panels/Dialog';

const files: Record<string, FlowFile> = {
  'x.json': {
    pages: {
      LIST: { kind: 'panel', panel: 'x' },
      OTHER: { kind: 'panel', panel: 'x' },
      ASK: { kind: 'dialog', panel: 'x' },
      STEP: { kind: 'action' },
    },
  } as unknown as FlowFile,
};

function setup() {
  const tables = buildTables(files);
  const env = {
    config: resolveConfig(
      { appId: 'a', brandId: 'b' },
      { href: 'https://app.test/p', scriptSrc: 'https://a.test/w.js' },
    ),
    tables,
    panels: {},
    report: jest.fn(),
    ensure: async () => undefined,
    secrets: createSecrets(),
  } as unknown as Env;
  const store = createWidgetStore(env);
  const drawn = (p: string) => drawsPanel(tables.pages[p]);
  /** the message box of the page open now */
  const shown = () => messageFor(store.getState().flow, store.getState().flow.page ?? '', drawn);
  const go = async (goto: string, more: Partial<TransitionedPayload> = {}) => {
    store.dispatch(
      flowActions.transitioned({ from: store.getState().flow.page, goto, effects: [], source: 'test', ...more }),
    );
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { store, shown, go };
}
const said = (text: string, type = 'INFO') => ({ nextAction: 'X', messages: { type, detail: text } });

test("a dialog over a panel shows none of the panel's message; the panel finds it again when the dialog closes", async () => {
  const { store, shown, go } = setup();
  await go('LIST', { effects: ['showMessage'], reply: said('The passkey was removed.') });
  expect(shown()?.texts).toEqual(['The passkey was removed.']);
  await go('ASK');
  expect(shown()).toBeNull();
  // (still the panel's: kept, not drawn)
  expect(store.getState().flow.message?.texts).toEqual(['The passkey was removed.']);
  await go('LIST');
  expect(shown()?.texts).toEqual(['The passkey was removed.']);
});

test("a dialog's own message stays with it; a page that draws nothing hands its message on", async () => {
  const { shown, go } = setup();
  await go('LIST');
  await go('ASK', { effects: ['showMessage'], reply: said('Request failed', 'ERROR') });
  expect(shown()?.type).toBe('ERROR');
  await go('LIST');
  expect(shown()).toBeNull();
  await go('STEP', { effects: ['showMessage'], reply: said('On the way.') });
  await go('LIST');
  expect(shown()?.texts).toEqual(['On the way.']);
});

test("the server's words on the panel a dialog closes onto take the focus; on a panel newly opened they do not", async () => {
  const { store, go } = setup();
  await go('LIST');
  await go('ASK');
  const seq = () => store.getState().flow.focusMessageSeq;
  const before = seq();
  await go('LIST', { effects: ['showMessage'], reply: said('The passkey was removed.') });
  expect(seq()).toBe(before + 1);
  // another panel opening with a notice keeps the focus on its first field (its live region says the notice)
  await go('OTHER', { effects: ['showMessage'], reply: said('We sent a code.') });
  expect(seq()).toBe(before + 1);
});
