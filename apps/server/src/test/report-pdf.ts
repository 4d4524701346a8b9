import { textPdf } from './text-pdf.ts';

/** A three-page market report: a heading on each page, then one sentence a line. */
export const REPORT = [
  [
    'Harbour Point Market Report',
    'The coastal housing market grew steadily in the first half of the year.',
    'Median prices in Harbour Point rose by six percent as listings fell.',
    'Buyers competed for family homes near the waterfront and the harbour.',
  ],
  [
    'Rental Demand',
    'Rental demand in Harbour Point stayed strong as new residents arrived.',
    'Average rents near the waterfront climbed four percent this year.',
    'Investors still favour the harbour district for its steady rental yields.',
  ],
  [
    'Outlook',
    'We expect the Harbour Point market to cool slightly as rates stay high.',
    'Family homes near the waterfront will remain in demand with buyers.',
  ],
];
export const reportPdf = () => textPdf(REPORT, { size: 24 });
/** Every sentence of the report, as running text. */
export const reportText = REPORT.flatMap((page) => page.slice(1)).join(' ');
