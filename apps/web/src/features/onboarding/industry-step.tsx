import { INDUSTRY_OPTIONS } from '@folio/shared';
import { ChoiceCard, ChoiceGroup } from '../../ui/choice-card.tsx';
import { TextField } from '../../ui/field.tsx';
import type { StepProps } from './step-props.ts';

/** Step 2: the user's industry; Other asks for it in words. */
export function IndustryStep({ answers, update, errors, touch }: StepProps) {
  return (
    <div className="flex flex-col gap-6">
      <ChoiceGroup
        onBlur={() => touch('industry')}
        legend="What industry do you work in?"
        error={errors.industry}
        errorId="industry-error"
        className="wide:grid-cols-2"
      >
        {INDUSTRY_OPTIONS.map((option) => (
          <ChoiceCard
            key={option.value}
            type="radio"
            name="industry"
            value={option.value}
            label={option.label}
            checked={answers.industry === option.value}
            onChange={() => update({ industry: option.value })}
          />
        ))}
      </ChoiceGroup>
      {answers.industry === 'Other' && (
        <TextField
          label="Your industry"
          autoFocus
          maxLength={200}
          value={answers.industryInput}
          onChange={(e) => update({ industryInput: e.target.value })}
          onBlur={() => touch('industryInput')}
          error={errors.industryInput}
        />
      )}
    </div>
  );
}
