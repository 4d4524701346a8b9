import { describe, expect, it } from 'vitest';
import { notificationMessage } from './notification-texts.ts';
import { pluralize } from './plural.ts';

describe('pluralize', () => {
  it('names one thing in the singular and any other count in the plural', () => {
    expect(pluralize(1, 'file')).toBe('1 file');
    expect(pluralize(0, 'file')).toBe('0 files');
    expect(pluralize(2, 'file')).toBe('2 files');
    expect(pluralize(1250, 'view')).toBe('1,250 views');
    expect(pluralize(3, 'feedback', 'feedback')).toBe('3 feedback');
  });

  it('counts pages in the notification of a PDF viewed: "0 of 1 page"', () => {
    const message = notificationMessage('asset_viewed', {
      asset_kind: 'pdf',
      asset_title: 'Kitchen',
      title: 'Oak Lane',
      pages_viewed: 0,
      total_pages: 1,
    });
    expect(message).toContain('viewed 0 of 1 page of “Kitchen”');
  });
});
