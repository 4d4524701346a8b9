import { SHARE_LINK_TEXTS } from '@folio/shared';
import { useState } from 'react';
import { notify } from '../../lib/notify.ts';
import { reportActionError } from '../presentations/action-errors.ts';
import {
  publicLinkOf,
  useCreateShareLink,
  useDisableShareLink,
  useRestoreShareLink,
  useShareLinks,
  useUpdateShareLink,
} from './api.ts';
import { PUBLIC_DEFAULTS, PUBLIC_LINK_NAME, type PublicSettings, publicFromLink } from './settings.ts';
import type { ShareLink } from './types.ts';

/**
 * The publish-on-web state (spec §4): with a published link a change is saved at once (messages on
 * blur); before publishing, changes are held and sent with the publish.
 */
export function usePublicLink(presentationId: number) {
  const links = useShareLinks(presentationId);
  const create = useCreateShareLink(presentationId);
  const update = useUpdateShareLink(presentationId);
  const restore = useRestoreShareLink(presentationId);
  const disable = useDisableShareLink(presentationId);
  const stored = publicLinkOf(links.data?.results as ShareLink[] | undefined);
  const [link, setLink] = useState<ShareLink | null | undefined>(undefined);
  const current = link === undefined ? stored : link;
  const [held, setHeld] = useState<Partial<PublicSettings>>({});
  const published = current !== null && !current.disabled;
  const settings: PublicSettings = { ...(current ? publicFromLink(current) : PUBLIC_DEFAULTS), ...held };

  /** Saves one change now when published; otherwise keeps it for the publish. */
  const change = (patch: Partial<PublicSettings>, { save = true } = {}) => {
    setHeld((before) => ({ ...before, ...patch }));
    if (!published || !save || !current) return;
    update.mutateAsync({ id: current.id, settings: patch }).then(
      (answer) => {
        setLink(answer);
        setHeld((before) => withoutKeys(before, patch));
      },
      (error) => {
        setHeld((before) => withoutKeys(before, patch));
        reportActionError(error);
      },
    );
  };

  /** A message field left: saved if it changed. */
  const commit = (field: 'requireEmailMessage' | 'requirePhoneNumberMessage') => {
    if (published && current && settings[field] !== current[field]) change({ [field]: settings[field] });
  };

  const publish = async () => {
    try {
      let answer: ShareLink;
      if (current?.disabled) {
        await restore.mutateAsync({ id: current.id, isIndexable: settings.isIndexable });
        answer = await update.mutateAsync({ id: current.id, settings });
      } else {
        answer = await create.mutateAsync({
          ...settings,
          isPublic: true,
          name: PUBLIC_LINK_NAME,
          forwardTracking: false,
        });
      }
      setLink(answer);
      setHeld({});
      if (answer.isIndexable) notify.success(SHARE_LINK_TEXTS.published);
      else notify.success();
    } catch (error) {
      reportActionError(error);
    }
  };

  const unpublish = async () => {
    if (!current) return;
    try {
      await disable.mutateAsync(current.id);
      setLink({ ...current, disabled: true });
      notify.success();
    } catch (error) {
      reportActionError(error);
    }
  };

  return {
    loading: links.isPending,
    link: current,
    published,
    settings,
    change,
    commit,
    publish,
    unpublish,
    busy: create.isPending || restore.isPending || disable.isPending,
  };
}

function withoutKeys<T extends object>(from: T, keys: object): T {
  const rest = { ...from };
  for (const key of Object.keys(keys)) delete rest[key as keyof T];
  return rest;
}
