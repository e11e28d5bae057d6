// The few icons panels may name in their data (footnotes) and the widgets draw (the show-password toggle); inline SVG,
// decorative, no external images.
import type { ReactElement } from 'react';

export const icon = (d: string, size = 20): ReactElement => (
  <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
    <path fill="currentColor" d={d} />
  </svg>
);

export const icons: Record<string, ReactElement> = {
  phone: icon(
    'M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm0 3v13h10V5H7zm5 14.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  ),
  info: icon(
    'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 4.5a1.25 1.25 0 1 0 0 2.5 1.25 1.25 0 0 0 0-2.5zM11 10.5v7h2v-7h-2z',
  ),
  // the show-password toggle's two states (src/form/widgets/PasswordWidget.tsx)
  eye: icon(
    'M12 5c5 0 9.3 3.1 11 7-1.7 3.9-6 7-11 7S2.7 15.9 1 12c1.7-3.9 6-7 11-7zm0 2c-3.8 0-7.1 2.1-8.8 5 1.7 2.9 5 5 8.8 5s7.1-2.1 8.8-5c-1.7-2.9-5-5-8.8-5zm0 1.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7z',
    22,
  ),
  eyeOff: icon(
    'M3.3 2 22 20.7 20.7 22l-3.4-3.4A12 12 0 0 1 12 19c-5 0-9.3-3.1-11-7a12.6 12.6 0 0 1 4.3-5.2L2 3.3 3.3 2zm3.5 6.1A10 10 0 0 0 3.2 12c1.7 2.9 5 5 8.8 5 1.4 0 2.7-.3 3.9-.8l-1.7-1.7a3.5 3.5 0 0 1-4.7-4.7L6.8 8.1zM12 5c5 0 9.3 3.1 11 7a12.5 12.5 0 0 1-3 4.2l-1.4-1.4a10 10 0 0 0 2.2-2.8C19.1 9.1 15.8 7 12 7c-.7 0-1.3.1-2 .2L8.4 5.6C9.5 5.2 10.7 5 12 5zm.4 3.5a3.5 3.5 0 0 1 3.1 3.1l-3.1-3.1z',
    22,
  ),
};
