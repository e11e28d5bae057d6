// A test file's harness in one line, and the dev outbox read as a person reads it (test/browser/harness.ts).
import { startHarness, type Harness } from './harness';

/** The harness of a test file: started before its tests, closed after them (its pages first). */
export function useHarness(): { readonly h: Harness } {
  const ref = {} as { h: Harness };
  beforeAll(async () => {
    ref.h = await startHarness();
  });
  afterAll(async () => {
    await ref.h?.close();
  });
  return ref;
}

/** The newest code sent to a user, read from the dev outbox page's JSON, as a person would. */
export async function outboxCode(h: Harness, userId: string): Promise<string> {
  const res = await fetch(`${h.url}/dev/outbox.json`);
  const messages = ((await res.json()) as { messages: { userId: string; code: string }[] }).messages;
  return messages.filter((m) => m.userId === userId).at(-1)?.code ?? '';
}
