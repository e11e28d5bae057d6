// The data-action hooks a panel's buttons and links carry (docs/host.md "DOM hooks"): hosts and tests find a control
// by its hook, so every button other than the primary one names one in its UI schema ("action"): one of these, or a
// name of its own for a control of a new kind (the data check takes a near miss of these for a typo).
export const DATA_ACTIONS = [
  'cancel',
  'close',
  'continue',
  'resend',
  'help',
  'toggle-visibility',
  'captcha-refresh',
  'captcha-audio',
  'forgot-password',
];

/** The tones a panel's button may take beside its place (docs/panels.md "Buttons"): "danger" for an action that takes
 * something away (a removal, an unlink), drawn in the error colour so it is not taken for the way on. */
export const BUTTON_TONES = ['danger'] as const;
