import type { Contact as ContactWire, Page } from '@folio/shared';
import type { Camelize } from '../../lib/api.ts';

export type Contact = Camelize<ContactWire>;
export type ContactPage = Camelize<Page<ContactWire>>;
