/** 'Step n of 2' over the step's name, which screen readers hear when the step changes. */
export function StepHeading({ step, title }: { step: 1 | 2; title: string }) {
  return (
    <div aria-live="polite">
      <p className="text-xs font-semibold tracking-wide text-muted uppercase">Step {step} of 2</p>
      <h3 className="text-base font-semibold text-ink">{title}</h3>
    </div>
  );
}
