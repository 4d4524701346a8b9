export { textPdf } from '../../../apps/server/src/test/text-pdf.ts';
