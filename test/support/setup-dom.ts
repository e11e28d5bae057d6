// Shared jsdom setup: jest-dom matchers, and no test may reach a real network.
import '@testing-library/jest-dom';
import nock from 'nock';

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
