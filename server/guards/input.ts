// Strict input, before any route runs (docs/server-rules.md B3): every query parameter and every field of a form body
// (`data`, `_csrf`, `sId`, the SAML post's fields) is text given once, without control characters. A field given twice
// (a list), as an object or as a number (a JSON body), or with a control character is a 400 in the widget's envelope:
// read quietly, a list could pass one check as its first item and another as its second.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BadRequest, textOf } from './payload';

/** Each value is text given once (a list is a field given twice); returns the cause of the first that is not. */
function notText(fields: unknown, where: string): string | null {
  if (fields === undefined || fields === null) return null;
  if (typeof fields !== 'object' || Array.isArray(fields)) return `the ${where} is not a set of fields`;
  for (const [name, v] of Object.entries(fields)) {
    if (typeof v !== 'string') return `${where} field ${JSON.stringify(name)} is not text given once`;
    try {
      textOf(v);
    } catch {
      return `${where} field ${JSON.stringify(name)} has a control character`;
    }
  }
  return null;
}

/** Every request's query: text given once. */
export function strictQuery(app: FastifyInstance) {
  app.addHook('preValidation', async (req: FastifyRequest) => {
    const cause = notText(req.query, 'query');
    if (cause) throw new BadRequest(cause);
  });
}

/** An API route's form body (server/stages/stage.ts registers it on each): text given once, field by field. */
export const strictBody = async (req: FastifyRequest) => {
  const cause = notText(req.body, 'body');
  if (cause) throw new BadRequest(cause);
};
