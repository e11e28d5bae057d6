// Shared jsdom setup: jest-dom matchers, and no test may reach a real network.
import '@testing-library/jest-dom';
import nock from 'nock';

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
// nock patches Node's own http module, which every test file in a jest worker shares: left patched, the next file's
// connections (a browser test's WebSocket to the run's Chromium) would go through a torn-down nock.
afterAll(() => {
  nock.enableNetConnect();
  nock.restore();
});

// `npm run record:tests`: each journey file's mounts are written to flows/conformance/ once its tests have run
import { recording, writeJourneys } from './recorder';

if (recording) afterAll(() => writeJourneys());

// React's development build records an owner stack for every element it creates (an Error captured per element, for
// the component stacks of its warnings), up to 10,000 per render: a fifth of a journey's CPU here. The journeys do
// not read those stacks (a warning still prints, with a shorter stack), so the tests keep React's count at its limit.
// Only this jest setup does it; the widget and its build are untouched.
import * as React from 'react';

const internals = (React as unknown as Record<string, object>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
  configurable: true,
  get: () => 1e4,
  set: () => undefined,
});

// jsdom saves no files (and Node's own blob: URLs are not links it follows): a text the widget saves (the downloadText effect: a blob: URL on a link with `download`,
// clicked) is kept here instead, with the name it was saved under, for the tests to read.
export const downloads: { name: string; blob: Blob }[] = [];
(globalThis as { __downloads?: typeof downloads }).__downloads = downloads;
const blobs = new Map<string, Blob>();
URL.createObjectURL = (blob: Blob) => {
  const url = `blob:http://auth.test/${blobs.size + 1}`;
  blobs.set(url, blob);
  return url;
};
URL.revokeObjectURL = (url: string) => void blobs.delete(url);
const { click } = HTMLAnchorElement.prototype as { click: (this: HTMLAnchorElement) => void };
HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
  const blob = this.download ? blobs.get(this.href) : undefined;
  if (blob) downloads.push({ name: this.download, blob });
  else click.call(this);
};

// user-event moves the pointer onto an element before each click (the pointerover/enter/move events a hover would
// cause) and, before each pointer action, walks the element's ancestors through jsdom's getComputedStyle to refuse one
// under `pointer-events: none`: the forgot-password journeys took 14.2–14.8 s with both and 12.2 s without. The widget
// handles no hover, and its one `pointer-events` rule (the wait band, src/styles/wait.css) lives in a stylesheet
// jsdom never loads, so the check could only ever pass here; where the pointer lands is the browser tests' to check
// (Chromium hit-tests every click). Every setup here skips both unless a test asks otherwise.
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

type Setup = typeof userEvent.setup;
const setup: Setup = userEvent.setup.bind(userEvent);
Object.assign(userEvent, {
  setup: (options?: Parameters<Setup>[0]) =>
    setup({ skipHover: true, pointerEventsCheck: PointerEventsCheckLevel.Never, ...options }),
});

// conditions of fixture data, which no build compiled (src/panels/matchers.ts)
import { compileMatchersHere } from './conditionSchemas';

compileMatchersHere();
