// The identity providers the reference server signs users on through (seed/identity-providers.json), and the OpenID
// Connect client for each: openid-client, the maintained certified relying-party library, does discovery, PKCE, the
// issuer check of RFC 9207 and the ID token's claims (its signature it leaves to the token endpoint's TLS, as OpenID
// Connect allows: docs/server.md "Identity providers").
import fs from 'node:fs';
import path from 'node:path';
import type * as Client from 'openid-client';
import type { App } from '../store/store';

export interface ProviderConfig {
  id: string;
  /** the issuer's URL; "dev:<id>" is the development server's own provider (server/dev/demoId.ts) */
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
}

const FILE = 'seed/identity-providers.json';

/** openid-client, loaded with the first sign-on through a provider (a server whose apps offer none never loads it). */
export const openidClient = () => import('openid-client');

/** The providers of the file, each checked; a broken entry stops the start with where and how to mend it. */
export function readProviders(root: string, env: NodeJS.ProcessEnv = process.env): Map<string, ProviderConfig> {
  const file = path.join(root, FILE);
  const out = new Map<string, ProviderConfig>();
  if (!fs.existsSync(file)) return out;
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { providers?: Record<string, Record<string, unknown>> };
  const problems: string[] = [];
  for (const [id, p] of Object.entries(data.providers ?? {})) {
    const at = `${FILE}#/providers/${id}`;
    const str = (k: string) => (typeof p[k] === 'string' && p[k].trim() ? p[k].trim() : '');
    const secret = str('clientSecret') || (str('clientSecretEnv') ? (env[str('clientSecretEnv')] ?? '') : '');
    const issuer = str('issuer');
    if (!/^[a-z0-9][a-z0-9-]{0,39}$/.test(id)) problems.push(`${at}: an id is lower-case letters, digits and -`);
    if (!/^https:\/\/|^http:\/\/localhost[:/]|^dev:[a-z0-9-]+$/.test(issuer))
      problems.push(`${at}/issuer: the issuer's https URL (or dev:<id> for the development provider)`);
    if (!str('clientId')) problems.push(`${at}/clientId: the client id the provider gave this server`);
    if (!secret)
      problems.push(`${at}/clientSecret: the client secret, or clientSecretEnv naming the variable that holds it`);
    out.set(id, { id, issuer, clientId: str('clientId'), clientSecret: secret, scope: str('scope') || 'openid email' });
  }
  if (problems.length) throw new Error(problems.join('\n'));
  return out;
}

/** A provider the app lists in its settings' identityProviders: its name as the app shows it. */
export function offeredBy(app: App | undefined, id: string): { name: string } | null {
  const list = app?.settings.identityProviders;
  if (!Array.isArray(list)) return null;
  const found = (list as unknown[]).find(
    (p): p is { id: string; name: string } => !!p && typeof p === 'object' && (p as { id?: unknown }).id === id,
  );
  return found ? { name: String(found.name ?? id) } : null;
}

/**
 * The clients: one openid-client configuration per provider, from its discovery document (fetched once, the first time
 * a user picks that provider). `devIssuer` resolves "dev:<id>" once the server knows its own origin.
 */
export class Providers {
  private configs = new Map<string, Promise<Client.Configuration>>();
  constructor(
    readonly list: Map<string, ProviderConfig>,
    private devIssuer: (id: string) => string | null,
  ) {}

  issuerOf(p: ProviderConfig): string {
    if (!p.issuer.startsWith('dev:')) return p.issuer;
    const url = this.devIssuer(p.issuer.slice(4));
    if (!url) throw new Error(`${p.id}: the development provider runs only in development mode (--dev)`);
    return url;
  }

  config(p: ProviderConfig): Promise<Client.Configuration> {
    let c = this.configs.get(p.id);
    if (!c) {
      c = this.discover(p);
      this.configs.set(p.id, c);
      c.catch(() => this.configs.delete(p.id)); // a provider that was down is asked again next time
    }
    return c;
  }

  private async discover(p: ProviderConfig): Promise<Client.Configuration> {
    const client = await openidClient();
    {
      const issuer = new URL(this.issuerOf(p));
      // plain http only to this machine (the development provider); anything else is https
      const local = issuer.protocol === 'http:' && issuer.hostname === 'localhost';
      return client.discovery(
        issuer,
        p.clientId,
        { client_secret: p.clientSecret },
        client.ClientSecretBasic(p.clientSecret),
        local ? { execute: [client.allowInsecureRequests] } : undefined,
      );
    }
  }
}
