// A read-only value shown as text with its label (the confirm-profile panel).
import type { WidgetProps } from '@rjsf/utils';

/**
 * @widget display — a read-only value
 */
export function DisplayWidget({ id, value }: WidgetProps) {
  return (
    <p id={id} className="aw-display">
      {value === undefined || value === null || value === '' ? '—' : String(value)}
    </p>
  );
}
