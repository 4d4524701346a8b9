export { reportPdf } from '../../../apps/server/src/test/report-pdf.ts';
export { textPdf } from '../../../apps/server/src/test/text-pdf.ts';
