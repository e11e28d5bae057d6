// Unit tests of the registered widgets' pure parts and their behaviour inside the themed Form.
import { act, render, screen } from '@testing-library/react';
import validatorAjv, { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { clock, relative, CountdownResendWidget } from './CountdownResendWidget';
import { AudioCaptcha } from './AudioCaptcha';
import { maskUs } from './MaskedPhoneWidget';
import recovery from '../../generated/chunks/recovery';
import { tables } from '../../data/load';
import { DEFAULT_SETTINGS } from '../../flow/tables';
import { FORM_DEFAULTS, ThemedForm } from '../ThemedForm';
import { formCtx } from '../../../test/support/formContext';
import type { WidgetProps } from '@rjsf/utils';
import { validPassword } from '../../../test/support/roles';

test('the US mask formats progressively and stops at 10 digits', () => {
  expect(maskUs('5')).toBe('5');
  expect(maskUs('5550')).toBe('555-0');
  expect(maskUs('5550100')).toBe('555-010-0');
  expect(maskUs('(555) 010-0123 99')).toBe('555-010-0123');
});

test('the countdown shows m:ss; the sent time is relative with the spec thresholds', () => {
  expect(clock(120)).toBe('2:00');
  expect(clock(61.2)).toBe('1:02');
  expect(clock(0)).toBe('0:00');
  // under a minute the caller says "just now"; whole minutes gone by: 90 s is 1 minute, not 2 (issue 34, point 8)
  expect(relative(5_000, 'en_US')).toBeNull();
  expect(relative(59_999, 'en_US')).toBeNull();
  expect(relative(90_000, 'en_US')).toBe('1 minute ago');
  expect(relative(119_000, 'en_US')).toBe('1 minute ago');
  expect(relative(120_000, 'en_US')).toBe('2 minutes ago');
  expect(relative(3 * 3600_000, 'en_US')).toBe('3 hours ago');
  expect(relative(2 * 86400_000, 'de_DE')).toBe('vorgestern');
  expect(relative(40 * 86400_000, 'fr_FR')).toBe('le mois dernier');
  expect(relative(400 * 86400_000, 'en_US')).toBe('last year');
});

const ctx = formCtx;

test('the resend link is disabled while the countdown runs, then enabled with an announcement; pressing it raises RESEND', async () => {
  jest.useFakeTimers();
  const raised: string[] = [];
  const props = {
    id: 'r',
    options: { seconds: 3, event: 'RESEND' },
    registry: { formContext: ctx({ raise: (e) => raised.push(e) }) },
  } as unknown as WidgetProps;
  render(<CountdownResendWidget {...props} />);
  const button = screen.getByRole('button', { name: 'widget.resend.link' });
  expect(button).toBeDisabled();
  expect(screen.getByText('widget.resend.wait:{"time":"0:03"}')).toBeInTheDocument();
  act(() => {
    jest.advanceTimersByTime(3100);
  });
  expect(button).toBeEnabled();
  expect(screen.getByText('widget.resend.enabled').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  act(() => button.click());
  expect(raised).toEqual(['RESEND']);
  jest.useRealTimers();
});

test('the countdown speaks at the start, at each full minute and when resend is enabled, not every second', () => {
  jest.useFakeTimers();
  const props = {
    id: 'r',
    options: { seconds: 120, event: 'RESEND' },
    registry: { formContext: ctx({}) },
  } as unknown as WidgetProps;
  const { container } = render(<CountdownResendWidget {...props} />);
  const region = container.querySelector('[aria-live="polite"]') as HTMLElement;
  /** what a screen reader takes from the live region: its text outside aria-hidden parts */
  const spoken = () =>
    [...region.childNodes]
      .filter((n) => !(n instanceof HTMLElement && n.getAttribute('aria-hidden') === 'true'))
      .map((n) => n.textContent)
      .join('');
  const heard: string[] = [spoken()];
  const shown: string[] = [];
  for (let s = 0; s < 121; s++) {
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    if (spoken() !== heard.at(-1)) heard.push(spoken());
    shown.push(region.textContent ?? '');
  }
  expect(heard).toEqual([
    'widget.resend.wait:{"time":"2:00"}',
    'widget.resend.wait:{"time":"1:00"}',
    'widget.resend.enabled',
  ]);
  // the eye still sees every second, inside the same live region
  expect(shown[0]).toContain('widget.resend.wait:{"time":"1:59"}');
  expect(shown[60]).toContain('widget.resend.wait:{"time":"0:59"}');
  jest.useRealTimers();
});

test('the password checklist marks rules as they are met inside the real create-password panel', () => {
  const NEW = validPassword(); // acceptable under the data's rules
  const files = recovery.panels['create-password']; // a panel of the recovery flow's chunk
  const validator = createPrecompiledValidator(files.validators, files.schema);
  const uiSchema = { ...files.ui, 'ui:submitButtonOptions': { norender: true } };
  render(
    <ThemedForm
      schema={files.schema}
      uiSchema={uiSchema}
      validator={validator}
      widgets={files.widgets}
      formData={{ newPassword: NEW, reenterPassword: NEW }}
      formContext={ctx({
        values: { newPassword: NEW, reenterPassword: NEW },
        settings: tables.settings,
      })}
    />,
  );
  expect([...document.querySelectorAll('[data-rule]')].every((r) => r.getAttribute('data-met') === 'true')).toBe(true);
  // one line per rule of the settings, less "differs" (this panel names no current password)
  const lines = String(tables.settings.passwordRules.filter((r) => r.rule !== 'differs').length);
  expect(screen.getByText(`widget.checklist.summary:{"met":"${lines}","total":"${lines}"}`)).toBeInTheDocument();
  const length = tables.settings.passwordRules.find((r) => r.rule === 'length')!;
  expect(document.querySelector('[data-rule="length"]')).toHaveTextContent(
    `widget.checklist.rule.length:${JSON.stringify({ min: length.min, max: length.max })}`,
  );
});

test('the checklist draws the rules the settings list, each line with its parameters and own message', () => {
  const files = recovery.panels['create-password'];
  const uiSchema = { ...files.ui, 'ui:submitButtonOptions': { norender: true } };
  const passwordRules = [
    { rule: 'length', min: 12, max: 40 },
    { rule: 'pattern', id: 'digit', pattern: '[0-9]', text: 'rule.digit' },
    { rule: 'match' },
  ];
  const values = { newPassword: 'Blue#Kite-Sky', reenterPassword: 'Blue#Kite-Sky' };
  render(
    <ThemedForm
      schema={files.schema}
      uiSchema={uiSchema}
      validator={createPrecompiledValidator(files.validators, files.schema)}
      widgets={files.widgets}
      formData={values}
      formContext={ctx({ values, settings: { ...DEFAULT_SETTINGS, passwordRules } })}
    />,
  );
  const rows = [...document.querySelectorAll('[data-rule]')];
  expect(rows.map((r) => [r.getAttribute('data-rule'), r.getAttribute('data-met')])).toEqual([
    ['length', 'true'],
    ['digit', 'false'],
    ['match', 'true'],
  ]);
  expect(rows[0]).toHaveTextContent('widget.checklist.rule.length:{"min":12,"max":40}');
  expect(rows[1]).toHaveTextContent('rule.digit');
  expect(screen.getByText('widget.checklist.summary:{"met":"2","total":"3"}')).toBeInTheDocument();
});

test('the audio captcha starts 3 s after it opens; play/pause, rewind 3 s and the elapsed / total time', () => {
  jest.useFakeTimers();
  const played: number[] = [];
  const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    played.push(Date.now());
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
  const t = (k: string, p?: Record<string, unknown>) => (p ? `${k}:${JSON.stringify(p)}` : k);
  render(<AudioCaptcha src="/captcha/abc.wav" t={t} id="c" />);
  expect(screen.getByText('widget.captcha.startsIn').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  act(() => {
    jest.advanceTimersByTime(2900);
  });
  expect(played).toHaveLength(0);
  act(() => {
    jest.advanceTimersByTime(200);
  });
  expect(played).toHaveLength(1);
  expect(screen.queryByText('widget.captcha.startsIn')).toBeNull();
  const audio = document.querySelector('audio') as HTMLAudioElement;
  Object.defineProperty(audio, 'duration', { configurable: true, value: 7.4 });
  Object.defineProperty(audio, 'paused', { configurable: true, get: () => false });
  act(() => {
    audio.currentTime = 5;
    audio.dispatchEvent(new Event('timeupdate'));
  });
  expect(screen.getByText('widget.captcha.time:{"elapsed":"0:05","total":"0:07"}')).toBeInTheDocument();
  act(() => screen.getByRole('button', { name: 'widget.captcha.rewind' }).click());
  expect(audio.currentTime).toBe(2);
  expect(screen.getByText('widget.captcha.time:{"elapsed":"0:02","total":"0:07"}')).toBeInTheDocument();
  act(() => screen.getByRole('button', { name: 'widget.captcha.pause' }).click());
  expect(pause).toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'widget.captcha.play' })).toHaveAttribute('data-action', 'captcha-play');
  play.mockRestore();
  pause.mockRestore();
  jest.useRealTimers();
});

test('without a seconds option the countdown is the resend pause of the flow settings (flows/common.json)', () => {
  const props = {
    id: 'r',
    options: { event: 'RESEND' },
    registry: { formContext: ctx({ settings: tables.settings }) },
  } as unknown as WidgetProps;
  const pause = tables.settings.resendAfterSeconds;
  render(<CountdownResendWidget {...props} />);
  // shown to the second; spoken in whole minutes, rounded up (alike when the pause is whole minutes)
  const shown = `widget.resend.wait:{"time":"${clock(pause)}"}`;
  const spoken = `widget.resend.wait:{"time":"${clock(Math.ceil(pause / 60) * 60)}"}`;
  expect(
    screen
      .getAllByText(/^widget\.resend\.wait:/)
      .map((e) => e.textContent)
      .sort(),
  ).toEqual([shown, spoken].sort());
});

test('a box held to "const": true starts unticked with the form defaults, and is refused until ticked', () => {
  const schema = {
    type: 'object' as const,
    required: ['acceptTerms'],
    properties: { acceptTerms: { type: 'boolean' as const, const: true } },
  };
  const seen: unknown[] = [];
  const form = (data: Record<string, unknown>) => (
    <ThemedForm
      schema={schema}
      uiSchema={{ acceptTerms: { 'ui:title': 'field.acceptTerms.label' } }}
      validator={validatorAjv}
      formData={data}
      formContext={ctx({ values: data })}
      experimental_defaultFormStateBehavior={FORM_DEFAULTS}
      onChange={(e) => seen.push(e.formData)}
    />
  );
  const { rerender } = render(form({}));
  expect(screen.getByRole('checkbox')).not.toBeChecked();
  // its text once: the box's own label (issue 38, point 6: it showed as a field title too)
  expect(screen.getAllByText('field.acceptTerms.label')).toHaveLength(1);
  expect(screen.getByRole('checkbox', { name: /^field\.acceptTerms\.label/ })).toBeInTheDocument();
  // rjsf's own default would have filled the const in: an untouched consent sent as given
  expect(seen.every((d) => (d as { acceptTerms?: unknown }).acceptTerms !== true)).toBe(true);
  expect(validatorAjv.validateFormData({}, schema).errors.map((e) => e.name)).toEqual(['required']);
  expect(validatorAjv.validateFormData({ acceptTerms: false }, schema).errors.map((e) => e.name)).toEqual(['const']);
  rerender(form({ acceptTerms: true }));
  expect(screen.getByRole('checkbox')).toBeChecked();
  expect(validatorAjv.validateFormData({ acceptTerms: true }, schema).errors).toEqual([]);
});
