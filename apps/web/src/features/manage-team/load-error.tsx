import { firstMessage } from '../../lib/errors.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { MANAGE_TEAM_TEXTS } from './manage-team-texts.ts';

/** A part of the page that could not be loaded: the server's reason and a way to ask again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Notice tone="error">
      {firstMessage(error) ?? MANAGE_TEAM_TEXTS.loadFailed}{' '}
      <Button variant="link" onClick={onRetry}>
        Try again
      </Button>
    </Notice>
  );
}
