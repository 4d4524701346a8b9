import { HEAR_OPTIONS } from '@folio/shared';
import { ChoiceCard, ChoiceGroup } from '../../ui/choice-card.tsx';
import type { StepProps } from './step-props.ts';

/** Step 4: how the user heard about the product. */
export function HearStep({ answers, update, errors, touch }: StepProps) {
  return (
    <ChoiceGroup
      onBlur={() => touch('hearAbout')}
      legend="How did you hear about Folio?"
      error={errors.hearAbout}
      errorId="hear-error"
    >
      {HEAR_OPTIONS.map((option) => (
        <ChoiceCard
          key={option}
          type="radio"
          name="hear-about"
          label={option}
          checked={answers.hearAbout === option}
          onChange={() => update({ hearAbout: option })}
        />
      ))}
    </ChoiceGroup>
  );
}
