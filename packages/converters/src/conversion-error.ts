/** The texts a person sees when a file cannot be turned into pages (the spec's where it has one). */
export const CONVERSION_MESSAGES = {
  notAllowed: 'This file type is not allowed to be uploaded',
  pdfUnreadable: "Can't load the PDF file.",
  officeFailed: 'This file could not be converted. Try saving it as a PDF.',
  imageUnreadable: 'This image could not be read. Try saving it as a JPEG or PNG.',
  tooManyPages: (max: number) => `This file has more than ${max} pages. Split it into smaller files.`,
} as const;

/** A conversion failure with a message fit to show to the person who uploaded the file. */
export class ConversionError extends Error {
  override readonly name = 'ConversionError';

  constructor(
    public readonly userMessage: string,
    options?: { cause?: unknown },
  ) {
    super(userMessage, options);
  }
}
