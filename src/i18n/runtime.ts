// The MessageFormat 2 runtime the widget formats its complex messages with: messageformat's own, with the date and
// time functions (`:date`, `:datetime`, `:time`) it ships as drafts beside its defaults. A date a reply gives (ISO
// 8601) is shown in the user's language and time zone by them (docs/messages.md "Dates"). Imported by the lazy runtime
// file and the npm package's loader, and by the data check, so what a message may call is what the browser can do.
import { MessageFormat, type MessageFormatOptions } from 'messageformat';
import { DefaultFunctions, DraftFunctions } from 'messageformat/functions';

/** The date and time functions, beside messageformat's defaults. */
export const DATE_FUNCTIONS = {
  date: DraftFunctions.date,
  datetime: DraftFunctions.datetime,
  time: DraftFunctions.time,
};

/** Every function a message may call. */
export const MESSAGE_FUNCTIONS: readonly string[] = [...Object.keys(DefaultFunctions), ...Object.keys(DATE_FUNCTIONS)];

export class WidgetMessageFormat extends MessageFormat {
  constructor(
    locales: ConstructorParameters<typeof MessageFormat>[0],
    source: ConstructorParameters<typeof MessageFormat>[1],
    options: MessageFormatOptions = {},
  ) {
    // (its date values are formatted parts of their own type, which the default options' type does not name)
    const functions = { ...DATE_FUNCTIONS, ...options.functions } as unknown as MessageFormatOptions['functions'];
    super(locales, source, { ...options, functions });
  }
}
