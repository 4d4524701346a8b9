import { TextField } from '../../ui/field.tsx';
import type { StepProps } from './step-props.ts';
import { YesNo } from './yes-no.tsx';

/** Step 5: team work, the bulk discount for 5 or more accounts, and a phone number. */
export function TeamStep({ answers, update, errors, touch }: StepProps) {
  return (
    <div className="flex flex-col gap-8">
      <YesNo
        name="works-in-team"
        legend="Do you work in a team?"
        value={answers.worksInTeam}
        onChange={(worksInTeam) => update({ worksInTeam })}
        onBlur={() => touch('worksInTeam')}
        error={errors.worksInTeam}
      />
      <YesNo
        name="needs-discount"
        legend="Would you like a bulk discount for 5 or more accounts?"
        value={answers.needsDiscount}
        onChange={(needsDiscount) => update({ needsDiscount })}
        onBlur={() => touch('needsDiscount')}
        error={errors.needsDiscount}
      />
      <TextField
        label="Phone number (optional)"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={32}
        hint="So that our team can help you set up. We never share it."
        value={answers.phoneNumber}
        onChange={(e) => update({ phoneNumber: e.target.value })}
        onBlur={() => touch('phoneNumber')}
        error={errors.phoneNumber}
      />
    </div>
  );
}
