// Named rules a field may trigger when it changes (ui:options.onChange) or is left (ui:options.onBlur): each
// returns the other values to set. docs/flows.md "Forgot password and new user" resets and checks.
import { asText } from './values';
type Values = Record<string, unknown>;

export interface RuleContext {
  value: unknown;
  values: Values;
  countryCodes: string[] | null;
}

export type FieldRule = (ctx: RuleContext) => Values | null;

/** Strips what may precede a country code: spaces, "+" and leading zeros ("+44", "0044" → "44"). */
export const bareCountryCode = (v: unknown) => asText(v).replace(/[^\d]/g, '').replace(/^0+/, '');

export const changeRules: Record<string, FieldRule> = {
  /** mobile: TEXT, US, empty fields; landline: VOICE, US, with an extension; email: an empty e-mail */
  contactMethodChanged: ({ values }) => {
    const phone = { countryType: 'US', countryCode: undefined, phoneNumber: undefined, extension: undefined };
    if (values.deliveryChannel === 'MOBILE') return { ...phone, deliveryMode: 'TEXT' };
    if (values.deliveryChannel === 'LANDLINE') return { ...phone, deliveryMode: 'VOICE' };
    if (values.deliveryChannel === 'EMAIL') return { email: undefined };
    return null;
  },
  /** clears code, number and extension; TEXT for a US mobile, otherwise VOICE */
  countryTypeChanged: ({ values }) => ({
    countryCode: undefined,
    phoneNumber: undefined,
    extension: undefined,
    deliveryMode: values.deliveryChannel === 'MOBILE' && values.countryType === 'US' ? 'TEXT' : 'VOICE',
  }),
};

export const blurRules: Record<string, FieldRule> = {
  /** a supported country code allows text messages (TEXT); any other gets VOICE */
  supportedCountry: ({ value, values, countryCodes }) => {
    if (!countryCodes || values.deliveryChannel !== 'MOBILE' || !bareCountryCode(value)) return null;
    return { deliveryMode: countryCodes.includes(bareCountryCode(value)) ? 'TEXT' : 'VOICE' };
  },
};
