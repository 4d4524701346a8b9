import { BROKERAGE_OPTIONS } from '@folio/shared';
import { TextField } from '../../ui/field.tsx';
import { Select } from '../../ui/select.tsx';
import type { StepProps } from './step-props.ts';
import type { Brokerage } from './store.ts';
import { YesNo } from './yes-no.tsx';

const OPTIONS = BROKERAGE_OPTIONS.map((b) => ({ value: b, label: b }));

/** Step 3: whether the user is part of a brokerage, and which one (Other in words). */
export function BrokerageStep({ answers, update, errors, touch }: StepProps) {
  return (
    <div className="flex flex-col gap-6">
      <YesNo
        name="in-brokerage"
        legend="Are you part of a brokerage?"
        value={answers.inBrokerage}
        onChange={(inBrokerage) => update({ inBrokerage })}
        onBlur={() => touch('inBrokerage')}
        error={errors.inBrokerage}
      />
      {answers.inBrokerage && (
        <Select
          label="Your brokerage"
          placeholder="Choose your brokerage"
          options={OPTIONS}
          value={answers.brokerage}
          onValueChange={(value) => update({ brokerage: value as Brokerage })}
          onBlur={() => touch('brokerage')}
          error={errors.brokerage}
        />
      )}
      {answers.inBrokerage && answers.brokerage === 'Other' && (
        <TextField
          label="Brokerage name"
          maxLength={200}
          value={answers.brokerageInput}
          onChange={(e) => update({ brokerageInput: e.target.value })}
          onBlur={() => touch('brokerageInput')}
          error={errors.brokerageInput}
        />
      )}
    </div>
  );
}
