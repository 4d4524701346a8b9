import { API_KEY_NAME_MAX, API_KEY_TEXTS, type ApiKeyCreated } from '@folio/shared';
import { type FormEvent, useState } from 'react';
import type { Camelize } from '../../lib/api.ts';
import { fieldMessages, firstMessage } from '../../lib/errors.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { TextField } from '../../ui/field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { useCreateApiKey } from './api-keys-api.ts';
import { SecretReveal } from './secret-reveal.tsx';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** Names a new key, then shows the whole key this one time, with Copy. */
export function ApiKeyCreateDialog({ open, onOpenChange }: Props) {
  const [created, setCreated] = useState<Camelize<ApiKeyCreated> | null>(null);
  const close = (next: boolean) => {
    if (!next) setCreated(null);
    onOpenChange(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={created ? 'Your new API key' : 'Create API key'}
      description={created ? undefined : 'Name it after the program that will use it.'}
    >
      {created ? (
        <ShownOnce apiKey={created.rolloutKey} onDone={() => close(false)} />
      ) : (
        <NameForm onCreated={setCreated} />
      )}
    </Dialog>
  );
}

function NameForm({ onCreated }: { onCreated: (key: Camelize<ApiKeyCreated>) => void }) {
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    if (!name.trim()) return setError(API_KEY_TEXTS.nameRequired);
    try {
      onCreated(await create.mutateAsync({ name: name.trim() }));
    } catch (failure) {
      const [nameError] = fieldMessages(failure, 'name');
      setError(nameError);
      if (!nameError) setFormError(firstMessage(failure) ?? 'The API key could not be created. Try again.');
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {formError && <Notice tone="error">{formError}</Notice>}
      <TextField
        label="Key name"
        name="name"
        placeholder="CRM sync"
        maxLength={API_KEY_NAME_MAX}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
        error={error}
        autoFocus
      />
      <Button type="submit" loading={create.isPending} className="self-end">
        Create key
      </Button>
    </form>
  );
}

function ShownOnce({ apiKey, onDone }: { apiKey: string; onDone: () => void }) {
  return (
    <SecretReveal
      label="API key"
      fieldLabel="New API key"
      value={apiKey}
      tone="warning"
      notice="Copy this key now: you won’t see it again. Anyone holding it can act as you."
      onDone={onDone}
    />
  );
}
