// Which second factors an app offers (app details `factors`, docs/host.md "Passkeys") and when a passkey is offered:
// read by the sign-on, the delivery options and every factor's calls alike.
import { DAY } from '../store/clock';
import { settings } from '../settings';
import type { RouteHelpers } from '../routes';
import type { App, User } from '../store/store';

/** The app offers this factor (app details `factors`, docs/host.md "Authenticator apps and recovery codes"). */
export const offers = (app: App | undefined, factor: string) =>
  Array.isArray(app?.settings.factors) && (app.settings.factors as unknown[]).includes(factor);

/**
 * A sign-on that would end signed on is offered a passkey instead when the app asks, the user has none and has not said
 * "Not now" lately.
 */
export function offersPasskey(h: RouteHelpers, app: App | undefined, user: User): boolean {
  if (!offers(app, 'PASSKEY') || app?.settings.offerPasskey !== true || user.passkeys?.length) return false;
  const skipped = user.passkeyOfferSkippedAt;
  return skipped === undefined || h.now() - skipped >= settings.passkeyOfferDays * DAY;
}
