import { useState } from 'react';
import { notify } from '../../lib/notify.ts';
import { Button } from '../../ui/button.tsx';
import { ChoiceCard } from '../../ui/choice-card.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { useUser } from '../accounts/api.ts';
import { reportActionError } from './action-errors.ts';
import { useMakeTemplate } from './api.ts';
import { titleOf } from './display.ts';
import type { Presentation } from './types.ts';

export const COMPANY_CHOOSER_TITLE = 'Choose the company you want to create a template:';

/** Make template for a user in several teams: which team gets the template (spec §2). */
export function CompanyChooserDialog({ item, onClose }: { item: Presentation; onClose: () => void }) {
  const companies = useUser()?.companies ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const makeTemplate = useMakeTemplate();

  const submit = async () => {
    if (chosen === null) return;
    try {
      await makeTemplate.mutateAsync({ id: item.id, companies: [chosen] });
      notify.success();
      onClose();
    } catch (error) {
      reportActionError(error);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={COMPANY_CHOOSER_TITLE}
      description={`A copy of “${titleOf(item)}” becomes a template that the team can use.`}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <fieldset className="flex flex-col gap-3">
          <legend className="sr-only">{COMPANY_CHOOSER_TITLE}</legend>
          {companies.map((company) => (
            <ChoiceCard
              key={company.id}
              type="radio"
              name="company"
              label={company.name}
              checked={chosen === company.id}
              onChange={() => setChosen(company.id)}
            />
          ))}
        </fieldset>
        <div className="mt-8 flex flex-col-reverse gap-3 wide:flex-row wide:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={chosen === null} loading={makeTemplate.isPending}>
            Create template
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
