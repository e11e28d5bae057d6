// The MessageFormat 2 runtime the widget formats its complex messages with: messageformat's own, with the date and
// time functions (`:date`, `:datetime`, `:time`) it ships as drafts beside its defaults. A date a reply gives (ISO
// 8601) is shown in the user's language and time zone by them (docs/messages.md "Dates"). Imported by the lazy runtime
// file and the npm package's loader, and by the data check, so what a message may call is what the browser can do.
import { MessageFormat, type MessageFormatOptions } from 'messageformat';
import { DefaultFunctions, DraftFunctions } from 'messageformat/functions';

type DateFunction = typeof DraftFunctions.date;
/**
 * A date without a time ("1990-01-15", a birth date) is that day wherever the user is: JavaScript reads it as UTC
 * midnight, which a time zone west of UTC would show as the day before, so it is formatted in UTC.
 */
const dayAsGiven =
  (f: DateFunction): DateFunction =>
  (ctx, options, operand) =>
    f(
      ctx,
      options,
      typeof operand === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(operand)
        ? { valueOf: () => operand, options: { timeZone: 'UTC' } }
        : operand,
    );

/** The date and time functions, beside messageformat's defaults. */
export const DATE_FUNCTIONS = {
  date: dayAsGiven(DraftFunctions.date),
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
