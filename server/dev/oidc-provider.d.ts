// The part of oidc-provider's API that Demo ID (server/dev/demoId.ts) uses: the package ships no types of its own.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }
  interface Ctx {
    oidc: {
      provider: Provider;
      result?: { consent?: { grantId?: string } };
      session?: { accountId: string; grantIdFor(clientId: string): string | undefined };
      client?: { clientId: string };
    };
  }
  interface Account {
    accountId: string;
    claims: (use: string, scope: string) => Record<string, unknown> | Promise<Record<string, unknown>>;
  }
  export interface Configuration {
    clients?: Record<string, unknown>[];
    jwks?: { keys: Record<string, unknown>[] };
    cookies?: { keys: string[] };
    claims?: Record<string, string[] | null>;
    features?: Record<string, { enabled: boolean }>;
    pkce?: { required: () => boolean };
    ttl?: Record<string, number>;
    interactions?: { url: (ctx: Ctx, interaction: { uid: string }) => string };
    findAccount?: (ctx: Ctx, sub: string) => Account | undefined | Promise<Account | undefined>;
    loadExistingGrant?: (ctx: Ctx) => Promise<Grant | undefined>;
  }
  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    Grant: { find(id: string): Promise<Grant | undefined> } & (new (init: {
      clientId: string;
      accountId: string;
    }) => Grant);
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<{ uid: string; prompt: { name: string } }>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
