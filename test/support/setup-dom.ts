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
