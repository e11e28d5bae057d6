// The values the reference server fills into any of its messages (server/i18n.ts), besides what a call passes: every
// number of the product's settings (flows/common.json "settings", so a message may name {$maxSends} and follow an
// edit), and two said in the units a message uses. The data check holds the locale files' server messages to these
// names and to what each call passes (src/i18n/serverParams.ts; src/data/check/serverTexts.ts).
export function serverValues(settings: object): Record<string, number> {
  const numbers = Object.entries(settings).filter((e): e is [string, number] => typeof e[1] === 'number');
  const at = (name: string) => Number((settings as Record<string, unknown>)[name] ?? 0);
  return {
    ...Object.fromEntries(numbers),
    resendMinutes: Math.ceil(at('resendAfterSeconds') / 60),
    codeMinutes: at('codeValidMinutes'),
  };
}
