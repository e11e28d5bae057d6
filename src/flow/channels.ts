// Settings that may differ by the channel a code went by (docs/validation.md "By channel"): a text, a call or an
// e-mail may each have their own code life, resend pause and number of sends (settings.channels), over the common
// ones. The reference server knows the channel it sent by; the widget reads it from the fact settings.channelFrom
// names (a value a request keeps from the server's reply). Pure, and read by both sides.
import type { Settings } from '../data/types';

/** The channels a code goes by, as the server names them in its replies (deliveryMethod). */
export const CHANNELS = ['TEXT', 'VOICE', 'EMAIL'] as const;
export type Channel = (typeof CHANNELS)[number];
/** The settings a channel may give its own value for. */
export const CHANNEL_SETTINGS = [
  'codeValidMinutes',
  'resendAfterSeconds',
  'maxSends',
  'sendsPerWindow',
  'sendWindowMinutes',
] as const;
export type ChannelSettings = Partial<Pick<Settings, (typeof CHANNEL_SETTINGS)[number]>>;

/** The settings for a code sent by `channel` (none known: the common ones, the same object). */
export function forChannel(settings: Settings, channel: unknown): Settings {
  const all = settings.channels ?? {};
  const own =
    typeof channel === 'string' && Object.prototype.hasOwnProperty.call(all, channel)
      ? all[channel as Channel]
      : undefined;
  return own ? { ...settings, ...own } : settings;
}
