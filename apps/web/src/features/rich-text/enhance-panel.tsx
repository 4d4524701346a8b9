import {
  AI_TEXTS,
  ENHANCE_LENGTHS,
  ENHANCE_TONES,
  type EnhanceLength,
  type EnhanceTone,
} from '@folio/shared';
import { Sparkles } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { notify } from '../../lib/notify.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { RichHtml } from '../../viewer/rich-html.tsx';
import { useFeatureFlags } from '../accounts/api.ts';
import { type EnhanceTarget, streamEnhance } from './enhance-api.ts';

type Step =
  | { step: 'closed' }
  | { step: 'settings' }
  | { step: 'generating'; text: string }
  | { step: 'suggestion'; value: string };

const LENGTH_LABELS: Record<EnhanceLength, string> = { same: 'Same', more: 'More', less: 'Less' };
const TONE_LABELS: Record<EnhanceTone, string> = {
  same: 'Same',
  casual: 'Casual',
  professional: 'Professional',
  happier: 'Happier',
};

function Options<T extends string>({
  legend,
  values,
  labels,
  value,
  onChange,
}: {
  legend: string;
  values: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {values.map((option) => (
          <label
            key={option}
            className={cn(
              'cursor-pointer rounded-full border border-mist bg-white px-3 py-1 text-sm text-ink',
              'hover:border-theme-light has-checked:border-theme has-checked:bg-theme has-checked:text-white',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent',
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name={name}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            {labels[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export type EnhancePanelProps = {
  target: EnhanceTarget;
  /** Names the field in the button and the panel. */
  label: string;
  /** The field's current text when Generate is pressed (HTML for a rich field). */
  text: () => string;
  /** Rich text: the suggestion is shown and accepted as HTML. */
  rich?: boolean;
  /** Accept: the suggestion replaces the field's text. */
  onAccept: (value: string) => void;
};

/**
 * The AI enhance panel (spec §2, §4): closed; settings (length and tone, both 'same' by default);
 * generating, with the text as it streams in; the suggestion, to accept, retry or close. A failure shows
 * 'Something went wrong.' and closes it. Shown only when the enhance and AI button flags are on.
 */
export function EnhancePanel({ target, label, text, rich = false, onAccept }: EnhancePanelProps) {
  const flags = useFeatureFlags();
  const [state, setState] = useState<Step>({ step: 'closed' });
  const [length, setLength] = useState<EnhanceLength>('same');
  const [tone, setTone] = useState<EnhanceTone>('same');
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  if (!flags?.enhance || !flags.aiButton) return null;

  const close = () => {
    running.current?.abort();
    setState({ step: 'closed' });
  };
  async function generate(retry: boolean) {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ step: 'generating', text: '' });
    try {
      for await (const update of streamEnhance(target, text(), { tone, length, retry }, controller.signal)) {
        if (controller.signal.aborted) return;
        setState(
          update.kind === 'delta'
            ? { step: 'generating', text: update.text }
            : { step: 'suggestion', value: update.value },
        );
      }
    } catch {
      if (controller.signal.aborted) return;
      notify.error(AI_TEXTS.enhanceFailed);
      setState({ step: 'closed' });
    }
  }

  if (state.step === 'closed')
    return (
      <Button
        variant="ghost"
        size="sm"
        className="self-start"
        aria-label={`Enhance with AI: ${label}`}
        onClick={() => setState({ step: 'settings' })}
      >
        <Sparkles className="size-4 text-accent-strong" aria-hidden />
        Enhance with AI
      </Button>
    );
  return (
    <section
      aria-label={`Enhance ${label.toLowerCase()} with AI`}
      className="flex flex-col gap-4 rounded-lg border border-mist bg-theme-lightest p-4"
    >
      {state.step === 'settings' && (
        <>
          <Options
            legend="Length"
            values={ENHANCE_LENGTHS}
            labels={LENGTH_LABELS}
            value={length}
            onChange={setLength}
          />
          <Options
            legend="Tone"
            values={ENHANCE_TONES}
            labels={TONE_LABELS}
            value={tone}
            onChange={setTone}
          />
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => void generate(false)}>
              <Sparkles className="size-4" aria-hidden />
              Generate
            </Button>
            <Button size="sm" variant="secondary" onClick={close}>
              Close
            </Button>
          </div>
        </>
      )}
      {state.step === 'generating' && (
        <>
          <div aria-live="polite" className="flex min-h-12 items-start gap-2 whitespace-pre-wrap text-ink">
            <Spinner label="Writing a suggestion" />
            <p className="min-w-0 break-words">{state.text || 'Writing a suggestion…'}</p>
          </div>
          <Button size="sm" variant="secondary" className="self-start" onClick={close}>
            Stop
          </Button>
        </>
      )}
      {state.step === 'suggestion' && (
        <>
          <div aria-live="polite" className="rounded-lg bg-white px-4 py-3 text-ink">
            {rich ? <RichHtml html={state.value} /> : <p className="break-words">{state.value}</p>}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              onClick={() => {
                onAccept(state.value);
                setState({ step: 'closed' });
              }}
            >
              Accept
            </Button>
            <Button size="sm" variant="secondary" onClick={() => void generate(true)}>
              Retry
            </Button>
            <Button size="sm" variant="ghost" onClick={close}>
              Close
            </Button>
          </div>
        </>
      )}
      <p className="text-xs text-muted">{AI_TEXTS.disclaimer}</p>
    </section>
  );
}
