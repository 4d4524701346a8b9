import { USAGE_OPTIONS } from '@folio/shared';
import { ChoiceCard, ChoiceGroup } from '../../ui/choice-card.tsx';
import type { StepProps } from './step-props.ts';

const DESCRIPTIONS: Record<(typeof USAGE_OPTIONS)[number], string> = {
  Work: 'Presentations for clients, listings and deals',
  Personal: 'Sharing with friends and family',
  Education: 'Teaching, studying or training',
};

/** Step 1: how the user will use the product (one or more). */
export function UsageStep({ answers, update, errors, touch }: StepProps) {
  const toggle = (option: (typeof USAGE_OPTIONS)[number], on: boolean) =>
    update({ usage: on ? [...answers.usage, option] : answers.usage.filter((u) => u !== option) });
  return (
    <ChoiceGroup
      onBlur={() => touch('usage')}
      legend="How will you use Folio? Choose all that apply."
      error={errors.usage}
      errorId="usage-error"
    >
      {USAGE_OPTIONS.map((option) => (
        <ChoiceCard
          key={option}
          type="checkbox"
          name="usage"
          label={option}
          description={DESCRIPTIONS[option]}
          checked={answers.usage.includes(option)}
          onChange={(e) => toggle(option, e.target.checked)}
        />
      ))}
    </ChoiceGroup>
  );
}
