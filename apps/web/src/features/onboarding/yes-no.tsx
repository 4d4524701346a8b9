import { ChoiceCard, ChoiceGroup } from '../../ui/choice-card.tsx';

type YesNoProps = {
  name: string;
  legend: string;
  value: boolean | undefined;
  onChange: (value: boolean) => void;
  onBlur: () => void;
  error?: string;
};

/** A Yes / No question drawn as two radio cards. */
export function YesNo({ name, legend, value, onChange, onBlur, error }: YesNoProps) {
  return (
    <ChoiceGroup
      onBlur={onBlur}
      legend={legend}
      error={error}
      errorId={`${name}-error`}
      className="grid-cols-2"
    >
      <ChoiceCard
        type="radio"
        name={name}
        label="Yes"
        checked={value === true}
        onChange={() => onChange(true)}
      />
      <ChoiceCard
        type="radio"
        name={name}
        label="No"
        checked={value === false}
        onChange={() => onChange(false)}
      />
    </ChoiceGroup>
  );
}
