// Build-time check that a message source is valid MessageFormat 2 (used by the data check, never bundled).
import { MessageFormat } from 'messageformat';
import { bcp47 } from './locale';

export function compileError(locale: string, source: string): string | null {
  try {
    new MessageFormat(bcp47(locale), source, { bidiIsolation: 'none' });
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}
