// The codes a backend sent, where the accounts file says they can be read (docs/backend.md "The conformance kit"): a
// URL on the API's origin or elsewhere that answers JSON, or a command that prints it. The JSON lists the messages sent,
// each with the address it went `to` and its `code` (the reference server's dev outbox: { "messages": [...] }; a bare
// array is read alike). Nothing else of a message is read.
import { execFileSync } from 'node:child_process';
import type { Accounts } from './accounts';

export interface SentCode {
  to: string;
  code: string;
}

export class CodesError extends Error {}

/** The codes sent so far, oldest first. */
export async function sentCodes(origin: string, codes: Accounts['codes']): Promise<SentCode[]> {
  let text: string;
  const where = 'url' in codes ? new URL(codes.url, origin).href : `the command ${codes.command}`;
  try {
    if ('url' in codes) {
      const res = await fetch(where, { headers: { accept: 'application/json' } });
      text = await res.text();
      if (!res.ok) throw new Error(`${res.status} ${text.slice(0, 200)}`);
    } else text = execFileSync('sh', ['-c', codes.command], { encoding: 'utf8', timeout: 10_000 });
  } catch (e) {
    throw new CodesError(`the codes could not be read from ${where}: ${(e as Error).message}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new CodesError(`${where} did not answer JSON: ${text.slice(0, 200)}`);
  }
  const list = Array.isArray(data) ? data : (data as { messages?: unknown })?.messages;
  if (!Array.isArray(list))
    throw new CodesError(`${where}: expected { "messages": [{ "to", "code" }, ...] } or such an array`);
  return list.flatMap((m: unknown) => {
    const { to, code } = (m ?? {}) as Record<string, unknown>;
    return typeof to === 'string' && typeof code === 'string' && code ? [{ to, code }] : [];
  });
}
