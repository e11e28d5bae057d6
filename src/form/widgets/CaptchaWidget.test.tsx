// The captcha widget on its own (not the shipped panels): the group, its heading and the answer input at once; the
// controls from the on-demand kit once it arrives, the challenge markup sanitized; a kit that cannot be had says so.
import { act, render, screen } from '@testing-library/react';
import DOMPurify from 'dompurify';
import type { WidgetProps } from '@rjsf/utils';
import { formCtx } from '../../../test/support/formContext';
import { CaptchaWidget } from './CaptchaWidget';
import type { CaptchaBlockProps, CaptchaKit } from './captchaKit';
import type { FormCtx } from '../context';

const captcha = { html: '<b>7Q2X</b><img src="x" onerror="alert(1)">', token: 't1' };

function draw(loadCaptcha: FormCtx['loadCaptcha'], withCaptcha = true) {
  const formContext = formCtx({ captcha: withCaptcha ? captcha : null, loadCaptcha });
  const props = {
    id: 'root_answer',
    name: 'nuCaptchaAns',
    value: undefined,
    schema: { type: 'string' },
    uiSchema: {},
    options: {},
    onChange: jest.fn(),
    onBlur: jest.fn(),
    onFocus: jest.fn(),
    registry: { formContext },
  } as unknown as WidgetProps;
  return render(<CaptchaWidget {...props} />);
}

/** a kit whose block draws the challenge into a box, as the real one does */
function Block({ widget, draw: drawInto }: CaptchaBlockProps) {
  return (
    <div
      data-testid="block"
      ref={(el) => void (el && drawInto(el, (widget.registry.formContext as FormCtx).captcha!.html))}
    />
  );
}

test('nothing while no captcha is asked for, and no download', () => {
  const load = jest.fn();
  const { container } = draw(load, false);
  expect(container).toBeEmptyDOMElement();
  expect(load).not.toHaveBeenCalled();
});

test('the heading and the answer at once; the controls when the kit arrives, the markup sanitized', async () => {
  let give: (k: CaptchaKit) => void = () => undefined;
  const load = jest.fn(() => new Promise<CaptchaKit>((resolve) => (give = resolve)));
  draw(load);
  expect(screen.getByRole('group', { name: 'widget.captcha.heading' })).toBeInTheDocument();
  expect(screen.getByRole('textbox')).toHaveAttribute('name', 'nuCaptchaAns');
  expect(screen.queryByTestId('block')).toBeNull();
  await act(async () => give({ purifier: DOMPurify, Block }));
  // through the widget's own sanitizer: the text kept, no handler, no outside image
  expect(screen.getByTestId('block').innerHTML).toBe('<b>7Q2X</b><img>');
  expect(load).toHaveBeenCalledTimes(1);
});

test('a kit that cannot be had: the answer stays, an alert says the system failed', async () => {
  draw(() => Promise.reject(new Error('offline')));
  await act(async () => undefined);
  expect(screen.getByRole('alert')).toHaveTextContent('SYSTEM_ERROR');
  expect(screen.getByRole('textbox')).toBeInTheDocument();
});
