// Options a radio or select takes from the flow context rather than from the schema's enum (ui:options.optionsFrom).
// Each source returns values, a label kind per value (the UI schema's optionLabels map kinds to message keys) with
// its parameters, and the value to preselect. Pure; a name in schemas/ that is not here fails the data check.
import type { FlowContext } from '../flow/flowSlice';

export interface SourcedOption {
  value: string;
  /** which of the UI schema's optionLabels to use */
  kind: string;
  params: Record<string, string>;
}

export interface SourcedOptions {
  options: SourcedOption[];
  preferred?: string;
}

export type OptionSource = (context: FlowContext, facts: Record<string, unknown>) => SourcedOptions;

export const optionSources: Record<string, OptionSource> = {
  /**
   * docs/panels.md panel 4 and docs/api.md: voice and text per mobile number (voice first, as it is the default),
   * voice per landline, one e-mail; landlines and voice only when voice is enabled. The first phone is preselected
   * with VOICE (TEXT when voice is disabled); with no phones, EMAIL.
   */
  deliveryOptions: (context, facts) => {
    const o = context.deliveryOptions;
    if (!o) return { options: [] };
    const voice = facts.voiceEnabled !== false;
    const options: SourcedOption[] = [];
    // a passkey first where the user has one and the browser can use it: no code to wait for (docs/host.md "Passkeys")
    if (o.passkey && facts.passkeyOffered === true) options.push({ value: 'PASSKEY', kind: 'PASSKEY', params: {} });
    for (const [id, number] of o.mobile) {
      if (voice) options.push({ value: `${id}:VOICE`, kind: 'VOICE', params: { number } });
      options.push({ value: `${id}:TEXT`, kind: 'TEXT', params: { number } });
    }
    if (voice)
      for (const [id, number] of o.landline)
        options.push({ value: `${id}:VOICE`, kind: 'LANDLINE', params: { number } });
    if (o.email) options.push({ value: 'EMAIL', kind: 'EMAIL', params: { email: o.email } });
    // an app the user has comes next to the passkey (nothing to wait for) and is preselected when first; setting one
    // up is offered after the codes (preselected only where it is all there is); a recovery code last (a lost phone)
    const app = { value: 'TOTP', kind: `TOTP_${o.totp}`, params: {} };
    if (o.totp === 'ENROLLED') options.splice(options[0]?.value === 'PASSKEY' ? 1 : 0, 0, app);
    if (o.totp === 'NOT_ENROLLED') options.push(app);
    if (o.recoveryCode) options.push({ value: 'RECOVERY_CODE', kind: 'RECOVERY_CODE', params: {} });
    return { options, preferred: options[0]?.value };
  },
};
