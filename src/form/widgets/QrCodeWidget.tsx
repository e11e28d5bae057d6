// A QR code the widget draws itself (an authenticator app's otpauth:// URI): an SVG of one path, one unit per module,
// so it is crisp at any zoom and prints; dark on white with its quiet zone whatever the color mode, as scanners need.
// The encoder (uqr) comes with the chunk of the panel that names this widget (src/form/widgets/chunk-widgets.json).
import type { WidgetProps } from '@rjsf/utils';
import { useMemo } from 'react';
import { encode } from 'uqr';
import type { FormCtx } from '../context';
import { valueFrom } from './sourced';

/** Quiet zone around the code, in modules (ISO/IEC 18004 asks for 4). */
const QUIET = 4;

/** The path of the dark modules: a run of dark modules in a row is one rectangle. */
export function modulesPath(data: boolean[][]): string {
  let d = '';
  data.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      let end = x;
      while (row[end + 1]) end++;
      d += `M${x + QUIET} ${y + QUIET}h${end - x + 1}v1h-${end - x + 1}z`;
      x = end;
    }
  });
  return d;
}

/**
 * @widget qrCode — a QR code of a value the reply gave (an otpauth:// URI), drawn as a crisp SVG image with an accessible name and data-qr
 * @option from string "secret.otpauthUri" — the value: secret.<reply field> (shown once, never kept) or context.<name>
 * @option label boolean false — whether the field label shows (the panel's words say what this is)
 * @option name key "panel.enrollTotp.qr" — the image's accessible name (what a screen reader says instead of the code)
 */
export function QrCodeWidget(props: WidgetProps) {
  const ctx = props.registry.formContext as FormCtx;
  const value = valueFrom(ctx, props.options.from);
  const qr = useMemo(
    () => (typeof value === 'string' && value ? encode(value, { ecc: 'M', border: 0 }) : null),
    [value],
  );
  const label = ctx.t(String(props.options.name ?? ''));
  if (!qr) return <div id={props.id} className="aw-qr aw-qr--waiting" aria-hidden="true" />;
  const size = qr.size + 2 * QUIET;
  return (
    <svg
      id={props.id}
      className="aw-qr"
      role="img"
      aria-label={label}
      data-qr=""
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={modulesPath(qr.data)} fill="#000" />
    </svg>
  );
}
