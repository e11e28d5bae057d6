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
