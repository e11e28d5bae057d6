// The "Changing a screen" examples (docs/changing-a-screen.md) as edits of a data folder (a copy of schemas/, flows/ and locales/), done
// as docs/changing-a-screen.md writes them. The data test runs each with its typical mistake through the check; the browser test
// builds the widget from a copy with all seven and uses them in the demo.
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '../../src/i18n/locale';

export type Edit = (rel: string, change: (json: any) => void) => void;

export function editor(dir: string): Edit {
  return (rel, change) => {
    const p = path.join(dir, rel);
    const json = JSON.parse(fs.readFileSync(p, 'utf8'));
    change(json);
    fs.writeFileSync(p, `${JSON.stringify(json, null, 2)}\n`);
  };
}

export const ORDER = [
  'deliveryChannel',
  'userId',
  'countryType',
  'countryCode',
  'phoneNumber',
  'extension',
  'deliveryMode',
  'email',
];
export const HELP = { en_US: 'It is on your card.', de_DE: 'Steht auf Ihrer Karte.' } as const;
export const LOCKED = 'Your account is locked. Contact support.';
export const NOTICE = { title: 'Notice', body: 'Please read this before you go on.' };

/** The seven examples, each the edit docs/changing-a-screen.md writes; `dir` holds schemas/, flows/ and locales/. */
export const examples = {
  relabel(edit: Edit) {
    edit('locales/en_US.json', (j) => {
      j['field.userId.label'] = 'Customer number';
    });
    edit('locales/de_DE.json', (j) => {
      j['field.userId.label'] = 'Kundennummer';
    });
  },
  reorder(edit: Edit) {
    edit('schemas/enter-user-info.ui.json', (j) => {
      j['ui:order'] = [...ORDER];
    });
  },
  /** the first half only: the key in the UI schema (the check then asks for it in every locale); texts the data may
   * already have from this very edit are taken out first, so the example still starts where the page does */
  helpKey(edit: Edit) {
    edit('schemas/sign-on.ui.json', (j) => {
      j.userId['ui:help'] = 'field.userId.help';
    });
    withoutKeys(edit, ['field.userId.help']);
  },
  helpTexts(edit: Edit) {
    for (const l of LOCALES)
      edit(`locales/${l}.json`, (j) => {
        j['field.userId.help'] = l === 'de_DE' ? HELP.de_DE : HELP.en_US;
      });
  },
  hideChannel(edit: Edit) {
    edit('schemas/enter-user-info.ui.json', (j) => {
      j.deliveryChannel['ui:options'].enumWhen.LANDLINE = [
        'phoneChannel',
        'voiceEnabled',
        { fact: 'flow', in: ['NEW_USER'] },
      ];
    });
  },
  lengthLimit(edit: Edit) {
    edit('schemas/sign-on.schema.json', (j) => {
      j.properties.userId.maxLength = 50;
    });
  },
  /** the row only (the check then asks for its text in every locale) */
  transitionRow(edit: Edit) {
    withoutKeys(edit, ['ACCOUNT_LOCKED']);
    edit('flows/sign-on.json', (j) => {
      j.pages.LOGIN_PAGE.on.ACCOUNT_LOCKED = [
        { goto: 'ERROR', effects: [{ effect: 'showMessageKey', value: 'ACCOUNT_LOCKED' }] },
      ];
    });
  },
  transitionTexts(edit: Edit) {
    for (const l of LOCALES)
      edit(`locales/${l}.json`, (j) => {
        j.ACCOUNT_LOCKED = LOCKED;
      });
  },
  /** the dialog's files and its page, not yet reached from any row */
  dialogPage(edit: Edit, dir: string) {
    fs.writeFileSync(
      path.join(dir, 'schemas/notice-dialog.schema.json'),
      JSON.stringify({ type: 'object', properties: {} }),
    );
    fs.writeFileSync(
      path.join(dir, 'schemas/notice-dialog.ui.json'),
      JSON.stringify({
        'ui:panel': {
          dialog: 'notice',
          title: 'dialog.notice.title',
          intro: 'dialog.notice.body',
          close: true,
          buttons: [{ type: 'submit', label: 'common.continue' }],
        },
      }),
    );
    // not yet reached (a row that already leads there from this very edit is taken out)
    edit('flows/sign-on.json', (j) => {
      delete j.pages.LOGIN_PAGE.on.NOTICE;
    });
    edit('flows/common.json', (j) => {
      j.pages.NOTICE = {
        kind: 'dialog',
        panel: 'notice-dialog',
        events: { SUBMIT: [{ goto: 'LOGIN_PAGE', flow: 'LOGIN' }], CLOSE: [{ effects: ['closeWidget'] }] },
      };
    });
  },
  dialogRowAndTexts(edit: Edit) {
    edit('flows/sign-on.json', (j) => {
      j.pages.LOGIN_PAGE.on.NOTICE = [{ goto: 'NOTICE', effects: ['showMessage'] }];
    });
    for (const l of LOCALES)
      edit(`locales/${l}.json`, (j) => {
        j['dialog.notice.title'] = NOTICE.title;
        j['dialog.notice.body'] = NOTICE.body;
      });
  },
};

/** Takes message keys out of every locale (an example that adds them starts without them). */
function withoutKeys(edit: Edit, keys: string[]) {
  for (const l of LOCALES)
    edit(`locales/${l}.json`, (j) => {
      for (const k of keys) delete j[k];
    });
}

/** All seven examples, complete, on one data folder. */
export function applyAll(dir: string) {
  const edit = editor(dir);
  for (const apply of Object.values(examples)) apply(edit, dir);
}
