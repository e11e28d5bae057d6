// The widgets a chunk brings (src/form/widgets/chunk-widgets.json): the QR code drawn from a value shown once, and a
// value with its Copy control.
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import { encode } from 'uqr';
import { formCtx } from '../../../test/support/formContext';
import { modulesPath, QrCodeWidget } from './QrCodeWidget';
import { grouped, SecretTextWidget } from './SecretTextWidget';

const URI = 'otpauth://totp/demo:totp.new?issuer=demo&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const secrets: Record<string, unknown> = {
  otpauthUri: URI,
  secret: 'JBSWY3DPEHPK3PXP',
  codes: ['AAAAA-BBBBB', 'CCCCC-DDDDD'],
};
const formContext = formCtx({
  t: (k: string) => `t(${k})`,
  context: { plain: 'from the context' },
  secrets,
});
const props = (options: Record<string, unknown>) =>
  ({ id: 'w', options, registry: { formContext } }) as unknown as WidgetProps;

test('the QR code is an image named for screen readers, dark modules on white with a quiet zone, one path', () => {
  render(<QrCodeWidget {...props({ from: 'secret.otpauthUri', name: 'totp.qr.label' })} />);
  const img = screen.getByRole('img', { name: 't(totp.qr.label)' });
  expect(img.hasAttribute('data-qr')).toBe(true);
  const qr = encode(URI, { ecc: 'M', border: 0 });
  expect(img.getAttribute('viewBox')).toBe(`0 0 ${qr.size + 8} ${qr.size + 8}`);
  const d = img.querySelector('path')!.getAttribute('d')!;
  // every dark module is covered by exactly one run, and nothing else is
  const dark = qr.data.flat().filter(Boolean).length;
  const covered = [...d.matchAll(/h(\d+)/g)].reduce((n, m) => n + Number(m[1]), 0);
  expect(covered).toBe(dark);
  expect(modulesPath([[true, true, false, true]])).toBe('M4 4h2v1h-2zM7 4h1v1h-1z');
});

test('no value yet: a placeholder hidden from screen readers, no image', () => {
  render(<QrCodeWidget {...props({ from: 'secret.missing', name: 'x' })} />);
  expect(screen.queryByRole('img')).toBeNull();
});

test('a key in groups of four; Copy copies it whole and says "Copied" in a live region', async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.assign(navigator, { clipboard: { writeText } });
  render(
    <SecretTextWidget
      {...props({
        from: 'secret.secret',
        groups: 4,
        heading: 'k.title',
        copy: 'k.copy',
        copied: 'k.copied',
        copyFailed: 'k.failed',
      })}
    />,
  );
  expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 't(k.copy)' })));
  expect(writeText).toHaveBeenCalledWith('JBSWY3DPEHPK3PXP');
  expect(screen.getByRole('status').textContent).toBe('t(k.copied)');
  // a refused copy is said too
  writeText.mockRejectedValueOnce(new Error('denied'));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 't(k.copy)' })));
  expect(screen.getByRole('status').textContent).toBe('t(k.failed)');
});

test('a list is one code per item and copied one per line; a disclosure folds it behind its summary', async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.assign(navigator, { clipboard: { writeText } });
  const { container } = render(
    <SecretTextWidget {...props({ from: 'secret.codes', copy: 'c', copied: 'd', disclosure: 'totp.cantScan' })} />,
  );
  const items = screen.getAllByRole('listitem');
  expect(items.map((li) => li.querySelector('code')?.textContent)).toEqual(['AAAAA-BBBBB', 'CCCCC-DDDDD']);
  // each numbered for the eye, in an element of its own beside the code (never running into the code next to it)
  expect(items.map((li) => li.querySelector('.aw-code-n[aria-hidden="true"]')?.textContent)).toEqual(['1.', '2.']);
  expect(container.querySelector('summary')?.textContent).toBe('t(totp.cantScan)');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 't(c)' })));
  expect(writeText).toHaveBeenCalledWith('AAAAA-BBBBB\nCCCCC-DDDDD');
  expect(grouped('ABCDEFGHI', 4)).toBe('ABCD EFGH I');
  expect(grouped('ABC', 0)).toBe('ABC');
});

test('a disclosure opened brings the field after it into sight (on a phone it went under the sticky footer)', () => {
  const scrolled: Element[] = [];
  const scroll = jest.fn(function (this: Element) {
    scrolled.push(this);
  });
  Object.assign(Element.prototype, { scrollIntoView: scroll });
  const { container } = render(
    <form>
      <div className="aw-field">
        <SecretTextWidget {...props({ from: 'secret.codes', copy: 'c', disclosure: 'totp.cantScan' })} />
      </div>
      <div className="aw-field" id="next">
        <input name="validationCode" />
      </div>
    </form>,
  );
  const details = container.querySelector('details')!;
  details.open = true;
  fireEvent(details, new Event('toggle'));
  expect(scrolled.map((el) => el.id)).toEqual(['next']);
  expect(scroll).toHaveBeenCalledWith({ block: 'nearest' });
  // closed again: nothing moves
  details.open = false;
  fireEvent(details, new Event('toggle'));
  expect(scrolled).toHaveLength(1);
  delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
});

test('a value from the flow context; no clipboard in this browser: said, nothing thrown', () => {
  Object.assign(navigator, { clipboard: undefined });
  render(<SecretTextWidget {...props({ from: 'context.plain', copy: 'c', copyFailed: 'f' })} />);
  expect(screen.getByText('from the context')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 't(c)' }));
  expect(screen.getByRole('status').textContent).toBe('t(f)');
});
