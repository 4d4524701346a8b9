import type { Presentation } from './types.ts';

/** How an untitled presentation is named (spec §3: title, else 'No title'). */
export const titleOf = (item: Pick<Presentation, 'title'>) => item.title.trim() || 'No title';
