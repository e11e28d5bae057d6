// Settings by channel (src/flow/channels.ts): the widget must be able to tell which channel the last code went by, so
// settings that give a channel its own values name the fact that says it (channelFrom), and that fact must be one a
// request keeps or the app's details give. The JSON Schema holds the channels and the settings a channel may give.
import { CHANNELS } from '../../flow/channels';
import type { Tables } from '../../flow/tables';
import { didYouMean, esc, type DataFiles, type Report } from './report';

export function checkChannels(r: Report, files: DataFiles, tables: Tables) {
  const where = Object.keys(files.flows).find((f) => files.flows[f].settings) ?? 'common.json';
  const file = `flows/${where}`;
  const { channels, channelFrom } = tables.settings;
  for (const name of Object.keys(channels ?? {}))
    if (!(CHANNELS as readonly string[]).includes(name))
      r.add(
        file,
        `/settings/channels/${esc(name)}`,
        `${name} is not a channel (${CHANNELS.join(', ')})${didYouMean(name, [...CHANNELS])}`,
      );
  if (channels && Object.keys(channels).length && channelFrom === undefined)
    r.add(
      file,
      '/settings/channels',
      'the widget cannot tell which channel a code went by: name the kept value that says it in settings.channelFrom (e.g. "context.codeChannel", kept from the send reply\'s deliveryMethod)',
    );
  if (channelFrom === undefined) return;
  const known = r.contextFact(channelFrom);
  if (known) r.add(file, '/settings/channelFrom', known);
  else if (known === null)
    r.add(
      file,
      '/settings/channelFrom',
      `${channelFrom} is not a kept value or an app setting: name one as "context.<name>" (a request's keep) or "app.<setting>"`,
    );
}
