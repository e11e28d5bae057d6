// Phone number input: US/Canada masked as xxx-xxx-xxxx while typing (exactly 10 digits); international numbers
// as digits, at most 21. Which mask applies is read from another field (ui:options.maskBy, e.g. countryType).
import type { WidgetProps } from '@rjsf/utils';
import type { FormCtx } from '../context';
import { BaseInputTemplate } from '../templates';
import { asText } from '../values';

export const US_MAX_DIGITS = 10;
export const INTL_MAX_DIGITS = 21;

/** Formats digits as the US mask progressively: "5550100" → "555-010-0". */
export function maskUs(raw: string): string {
  const d = raw.replace(/\D+/g, '').slice(0, US_MAX_DIGITS);
  return [d.slice(0, 3), d.slice(3, 6), d.slice(6)].filter(Boolean).join('-');
}

/**
 * @widget maskedPhone — a phone number shown as xxx-xxx-xxxx for US numbers
 * @option maskBy field "countryType" — the field whose value (US or INT) decides the mask
 */
export function MaskedPhoneWidget(props: WidgetProps) {
  const ctx = props.registry.formContext as FormCtx;
  const maskBy = String(props.options.maskBy ?? 'countryType');
  const us = (ctx.values[maskBy] ?? 'US') === 'US';
  const format = (v: string) => (us ? maskUs(v) : v.replace(/\D+/g, '').slice(0, INTL_MAX_DIGITS));
  return (
    <BaseInputTemplate
      {...props}
      type="tel"
      value={props.value ? format(asText(props.value)) : undefined}
      onChange={(v: unknown) => props.onChange(v ? format(asText(v)) || undefined : undefined)}
      // the mask is the field's filter: text inserted whole ("(555) 010-0123") is masked before the length is cut
      options={{ ...props.options, filter: format }}
      schema={{ ...props.schema, maxLength: us ? 12 : INTL_MAX_DIGITS }}
    />
  );
}
