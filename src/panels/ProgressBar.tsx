// The progress bar (docs/host.md "DOM hooks"): data-progress, each step with data-step-state, the active one with
// aria-current="step", and a polite announcement "Step 2 of 4: …" when the step changes. A narrow panel shows that
// line in place of the row of steps (src/styles/details.css).
import type { Translate } from '../i18n/messages';

export function ProgressBar({ steps, active, t }: { steps: string[]; active: number; t: Translate }) {
  const state = (i: number) => (i < active ? 'completed' : i === active ? 'active' : 'pending');
  return (
    <div className="aw-progress-wrap">
      <ol className="aw-progress" data-progress="" aria-label={t('progress.label')}>
        {steps.map((label, i) => (
          <li
            key={i}
            className={`aw-step aw-step--${state(i)}`}
            data-step-state={state(i)}
            aria-current={i === active ? 'step' : undefined}
          >
            <span className="aw-step-number" aria-hidden="true">
              {i + 1}
            </span>
            <span className="aw-step-label">{label}</span>
            <span className="aw-sr-only"> {t('progress.stateNote', { state: t(`progress.state.${state(i)}`) })}</span>
          </li>
        ))}
      </ol>
      <p className="aw-progress-compact" aria-hidden="true">
        {t('progress.announce', { step: String(active + 1), total: String(steps.length), label: steps[active] ?? '' })}
      </p>
      <p className="aw-sr-only" aria-live="polite">
        {t('progress.announce', { step: String(active + 1), total: String(steps.length), label: steps[active] ?? '' })}
      </p>
    </div>
  );
}
