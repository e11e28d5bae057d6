// The user's profile on the reference server: read by the confirm-profile panel, and saved. What a save may carry is
// what schemas/user-profile.schema.json declares, validated against that very schema (read when the server starts,
// as the panel is drawn from it): a field a product owner adds to the panel is stored with no code
// (docs/product-owner.md "A new profile field, saved").
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PROFILE_WIRE_NAMES } from '../../src/api/replyTypes';
import { compileSchema } from '../guards/compiledSchemas';
import { say } from '../i18n';
import type { User } from '../store/store';
import { msg, type Req, type RouteHelpers } from '../routes';

const PATH = '/apps/wgt/:appId/brands/:brandId/users/:userId/';
/** The account's own: the sign-on id and the recovery contacts change only through their verified flows. */
const FIXED = ['userId', 'email', 'phones'];
/** Kept on the account itself (the names every panel shows); any other declared field is kept with the profile. */
const NAMES = ['firstName', 'middleInitial', 'lastName'] as const;

export function readProfileSchema(root: string): { declared: string[]; validate: (v: unknown) => boolean } {
  const schema = JSON.parse(fs.readFileSync(path.join(root, 'schemas/user-profile.schema.json'), 'utf8')) as {
    properties?: Record<string, unknown>;
  };
  // the server is not under the widget's CSP: the schema is compiled here, as it is read (its formats checked, as the
  // widget checks them)
  const validate = compileSchema(schema);
  return { declared: Object.keys(schema.properties ?? {}), validate: (v) => validate(v) };
}

/**
 * The profile a reply carries: what the profile schema declares and nothing else (docs/server-rules.md P2), so a field
 * a product owner takes out of the panel is no longer sent.
 */
function profileOf(user: User, declared: string[]) {
  const fields: Record<string, unknown> = {
    // the saved fields first: the account's own, named below, always win
    ...(user.profile ?? {}),
    userId: user.userId,
    firstName: user.firstName,
    middleInitial: user.middleInitial,
    lastName: user.lastName,
    email: user.email,
    phones: user.contacts,
  };
  return Object.fromEntries(
    declared.filter((k) => fields[k] !== undefined).map((k) => [PROFILE_WIRE_NAMES[k] ?? k, fields[k]]),
  );
}

export function profileRoutes(r: FastifyInstance, h: RouteHelpers, root: string) {
  const { store } = h;
  const schema = readProfileSchema(root);
  const owner = (req: Req, reply: FastifyReply, userId: string | null | undefined) => {
    const user = store.findUser(userId ?? '');
    // (the router has decoded the path once; a second decoding would misread an id with a %, or throw)
    if (user && user.userId.toLowerCase() === req.params.userId.toLowerCase()) return user;
    void reply.code(403).send({ messages: msg('ERROR', say(req, 'notAuthorized')) });
    return null;
  };

  h.route(r, `GET ${PATH}`, async (req, reply, s) => {
    const user = owner(req, reply, s.stage.userId);
    return user ? { messages: {}, user: profileOf(user, schema.declared) } : reply;
  });

  h.route(r, `POST ${PATH}`, async (req, reply, s) => {
    const user = owner(req, reply, s.stage.userId);
    if (!user) return reply;
    const p = h.payload(req);
    const undeclared = Object.keys(p).filter((k) => !schema.declared.includes(k));
    const otherId = typeof p.userId === 'string' && p.userId.toLowerCase() !== user.userId.toLowerCase();
    if (undeclared.length || otherId || !schema.validate(p)) {
      req.log.info({ undeclared, otherId }, 'profile refused: not what schemas/user-profile.schema.json declares');
      return reply.code(400).send({ messages: msg('ERROR', say(req, 'profileRefused')) });
    }
    for (const [k, v] of Object.entries(p)) {
      if (FIXED.includes(k)) continue;
      if ((NAMES as readonly string[]).includes(k)) user[k as (typeof NAMES)[number]] = typeof v === 'string' ? v : '';
      else (user.profile ??= {})[k] = v;
    }
    store.touch(user);
    return { messages: {}, user: profileOf(user, schema.declared) };
  });
}
