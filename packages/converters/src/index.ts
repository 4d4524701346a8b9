export { CONVERSION_MESSAGES, ConversionError } from './conversion-error.ts';
export { type DetectedFile, detectKind, type FileKind } from './file-kind.ts';
export { convertImage, isBlankImage } from './images.ts';
export { isLibreOfficeAvailable, type OfficeToPdfOptions, officeToPdf } from './office-to-pdf.ts';
export { availableEngines, type PdfEngine } from './pdf-engines.ts';
export { MAX_PAGES, pdfPageCount } from './pdf-pages.ts';
export { type RenderPdfOptions, renderPdf } from './pdf-render.ts';
export type { RenderedPage } from './pdf-render-job.ts';
export { sanitizeSvg } from './svg-sanitize.ts';
export {
  REFUSED_HEADER,
  SCREENSHOT_MESSAGES,
  type ScreenshotOptions,
  screenshotWebsite,
} from './website-screenshot.ts';
