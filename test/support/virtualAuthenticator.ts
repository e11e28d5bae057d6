// Chromium's virtual authenticator (DevTools WebAuthn domain) for a tab: a platform authenticator with resident keys
// and user verification, touched at once unless a test says otherwise. The browser tests of passkeys and of the
// security settings share it.
import type { CDPSession, BrowserContext, Page } from 'playwright-core';

export interface VirtualAuthenticator {
  cdp: CDPSession;
  authenticatorId: string;
  /** the user touches the authenticator at once (true), or not at all: a request stays open (false) */
  presence: (enabled: boolean) => Promise<unknown>;
  /** the user passes its verification (true) or not: the browser reports a cancel */
  verified: (isUserVerified: boolean) => Promise<unknown>;
}

export async function virtualAuthenticator(tab: {
  context: BrowserContext;
  page: Page;
}): Promise<VirtualAuthenticator> {
  const cdp = await tab.context.newCDPSession(tab.page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    cdp,
    authenticatorId,
    presence: (enabled) => cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled }),
    verified: (isUserVerified) => cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified }),
  };
}
