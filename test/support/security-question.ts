// The "new panel is data" scenario of test/journeys/new-panel.test.tsx and test/browser/new-panel.test.ts: a
// security-question panel added to the recovery flow by editing schemas/, flows/ and locales/ only. It asks a new
// endpoint (GET) for the question and shows it, posts the answer with a new checkbox's value, and has a new dialog.
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '../../src/i18n/locale';
import texts from '../fixtures/security-question-texts.json';

export function addSecurityQuestion(dir: string) {
  const read = (rel: string) => JSON.parse(fs.readFileSync(path.join(dir, rel), 'utf8')) as Record<string, any>;
  const write = (rel: string, json: unknown) => fs.writeFileSync(path.join(dir, rel), JSON.stringify(json, null, 2));
  write('schemas/security-question.schema.json', {
    type: 'object',
    required: ['answer'],
    properties: {
      question: { type: 'string' },
      answer: { type: 'string', minLength: 1, maxLength: 60 },
      rememberDevice: { type: 'boolean', default: false },
    },
  });
  write('schemas/security-question.ui.json', {
    'ui:panel': {
      title: 'panel.securityQuestion.title',
      close: true,
      dataFrom: 'securityChallenge',
      buttons: [
        { type: 'submit', label: 'common.continue' },
        { event: 'CANCEL', label: 'common.cancel', action: 'cancel' },
      ],
    },
    question: { 'ui:title': 'field.securityQuestion.label', 'ui:widget': 'display' },
    answer: { 'ui:title': 'field.securityAnswer.label', 'ui:autocomplete': 'off' },
    rememberDevice: { 'ui:title': 'field.rememberDevice.label' },
  });
  write('schemas/security-failed.schema.json', { type: 'object', properties: {} });
  write('schemas/security-failed.ui.json', {
    'ui:panel': {
      dialog: 'error',
      title: 'dialog.securityFailed.title',
      close: true,
      buttons: [{ type: 'submit', label: 'common.continue' }],
    },
  });
  const ui = read('schemas/enter-code.ui.json');
  // the code panel is shared with step-up: the link shows on the recovery page only
  ui['ui:panel'].links = [
    {
      event: 'SECURITY_QUESTION',
      action: 'security-question',
      label: 'panel.securityQuestion.link',
      visibleWhen: { fact: 'page', in: ['FPW_ENTER_CODE'] },
    },
  ];
  write('schemas/enter-code.ui.json', ui);
  const flow = read('flows/recovery.json');
  flow.pages.FPW_ENTER_CODE.events.SECURITY_QUESTION = [{ goto: 'SECURITY_QUESTION' }];
  flow.pages.SECURITY_QUESTION = {
    kind: 'panel',
    panel: 'security-question',
    request: 'answerSecurityQuestion',
    onEnter: [{ effects: [{ effect: 'sendRequest', value: 'securityQuestion' }] }],
    on: {
      QUESTION: [{}],
      CPW: [{ goto: 'FPW_RESET_PASSWORD', effects: ['clearMessage'] }],
      WRONG_ANSWER: [{ goto: 'SECURITY_FAILED', effects: ['showMessage'] }],
    },
    events: { CANCEL: [{ goto: 'WARNING' }], CLOSE: [{ goto: 'WARNING' }] },
  };
  flow.pages.SECURITY_FAILED = {
    kind: 'dialog',
    panel: 'security-failed',
    events: { SUBMIT: [{ goto: 'SECURITY_QUESTION' }], CLOSE: [{ goto: 'CANCEL' }] },
  };
  flow.requests.securityQuestion = {
    method: 'GET',
    path: 'fpc/wgt/securityquestion',
    query: { appId: { from: 'config.appId' } },
    reply: { question: 'string' },
    keep: { 'securityChallenge.question': 'question' },
  };
  flow.requests.answerSecurityQuestion = {
    path: 'fpc/wgt/securityanswer',
    payload: {
      answer: { from: 'field.answer', transform: 'trim' },
      rememberDevice: { from: 'field.rememberDevice', default: false },
      appId: { from: 'config.appId' },
    },
  };
  write('flows/recovery.json', flow);
  for (const locale of LOCALES) write(`locales/${locale}.json`, { ...read(`locales/${locale}.json`), ...texts });
}
