import { NO_SUMMARIZER_STATE, ORIGINAL_THUMBNAIL_STATE } from '@folio/shared';
import { camelize } from '../lib/case.ts';
import type { Asset, ViewerPresentation } from '../viewer/types.ts';
import type { ClientPresentation } from './types.ts';

/**
 * The recipient's presentation in the renderer's shape. The client API sends only what a recipient
 * may see (no upload state, no owner fields): the rest is filled as for a finished, visible asset.
 */
export function toViewerPresentation(p: ClientPresentation): ViewerPresentation {
  return {
    title: p.title,
    titleIsHidden: p.titleIsHidden,
    logo: p.logo,
    background: p.background,
    backgroundColor: p.backgroundColor,
    backgroundOpacity: p.backgroundOpacity,
    backgroundVideoUrl: p.backgroundVideoUrl,
    backgroundVideoPoster: p.backgroundVideoPoster,
    picture: p.picture,
    picturePosition: p.picturePosition,
    style: p.style,
    category: p.category,
    unsplashAuthor: p.unsplashAuthor,
    unsplashAuthorLink: p.unsplashAuthorLink,
    openingMsg: p.openingMsg,
    closingMsg: p.closingMsg,
    userName: p.userName,
    userNameIsHidden: p.userName.trim() === '',
    createdByText: p.createdByText,
    createdByTextColor: p.createdByTextColor,
    preventDownload: p.preventDownload,
    assets: p.assets.map(
      (a): Asset => ({
        ...a,
        type: a.type as Asset['type'],
        contact: (a.contact ?? null) as Asset['contact'],
        // With prevent_download there is no file URL, so no download control is drawn; a video keeps
        // its signed, short-lived URL and plays without one.
        file: p.preventDownload && a.type !== 'video' ? null : a.file,
        presentationId: 0,
        isHidden: false,
        waitingForConvertedFiles: false,
        jobStatus: 'done',
        uploading: false,
        percentageUpload: 100,
        hasError: false,
        error: null,
        ...camelize(NO_SUMMARIZER_STATE),
        ...camelize(ORIGINAL_THUMBNAIL_STATE),
        createdAt: '',
        updatedAt: '',
      }),
    ),
  };
}

/** The sender's name as the gate card and the feedback title show it. */
export const senderName = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`.trim();
