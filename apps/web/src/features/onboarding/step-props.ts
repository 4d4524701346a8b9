import type { Answers } from './store.ts';
import type { StepErrors } from './validate.ts';

/** What every questionnaire step gets: the answers, a way to change them, and the errors to show. */
export type StepProps = {
  answers: Answers;
  update: (patch: Partial<Answers>) => void;
  errors: StepErrors;
  /** Marks a field as visited so that its error shows (validation on blur). */
  touch: (field: keyof Answers) => void;
};
