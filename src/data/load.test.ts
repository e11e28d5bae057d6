// Flows other than sign-on arrive on demand: the chunk a page or request needs is loaded once, merged into the tables
// and panels, a failed load may be tried again, and a page with no journey to it is found by following the routes.
import fs from 'node:fs';
import path from 'node:path';
import { chunkFor, ensureLoaded, ensurePageAnywhere, panels, tables } from './load';
import type { FlowChunk } from './types';

/** every chunk the build generated (one per flow file but sign-on's: a product owner's new one too) */
const CHUNKS = fs
  .readdirSync(path.join(__dirname, '../generated/chunks'))
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.entry.ts'))
  .map((f) => f.slice(0, -'.ts'.length));
const chunks: Record<string, () => Promise<FlowChunk>> = Object.fromEntries(
  CHUNKS.map((name) => [
    name,
    async () => ((await import(`../generated/chunks/${name}`)) as { default: FlowChunk }).default,
  ]),
);
const asked: string[] = [];
let failNext = false;
const load = async (name: string) => {
  asked.push(name);
  if (failNext) {
    failNext = false;
    throw new Error('offline');
  }
  return chunks[name]();
};

test('sign-on is there from the start; a page of another flow names its chunk until that is loaded', () => {
  expect(tables.pages.LOGIN_PAGE).toBeDefined();
  expect(tables.pages.FORGOT_PASSWORD).toBeUndefined();
  expect(chunkFor({ page: 'FORGOT_PASSWORD' })).toBe('recovery');
  expect(chunkFor({ page: 'LOGIN_PAGE' })).toBeNull();
});

test('a failed load is tried again; a loaded chunk is merged once', async () => {
  failNext = true;
  await expect(ensureLoaded(load, { page: 'FORGOT_PASSWORD' })).rejects.toThrow('offline');
  await Promise.all([ensureLoaded(load, { page: 'FORGOT_PASSWORD' }), ensureLoaded(load, { page: 'NEW_USER' })]);
  expect(asked).toEqual(['recovery', 'recovery']);
  expect(tables.pages.FPW_ENTER_CODE.panel).toBe('enter-code');
  expect(tables.requests.validateUser).toBeDefined();
  expect(panels['enter-user-info']).toBeDefined();
  // the recovery rows lead to the delivery options: now that chunk is known too
  expect(chunkFor({ page: 'SV_DELIVERY_OPTIONS' })).toBe('secure-code');
});

test('a page shown without a journey (the gallery) is found through the routes', async () => {
  expect(tables.pages.SELF_REG_MNO).toBeUndefined();
  await ensurePageAnywhere(load, 'SELF_REG_MNO');
  expect(tables.pages.SELF_REG_MNO.panel).toBe('consent-dialog');
  await ensurePageAnywhere(load, 'NO_SUCH_PAGE'); // loads what is left, then gives up
  expect(new Set(asked)).toEqual(new Set(Object.keys(chunks)));
});
