// Shared jsdom setup: jest-dom matchers, and no test may reach a real network.
import '@testing-library/jest-dom';
import nock from 'nock';

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());

// `npm run record`: each journey file's mounts are written to flows/conformance/ once its tests have run
import { recording, writeJourneys } from './recorder';

if (recording) afterAll(() => writeJourneys());
