import { buildZip } from './zip-writer.ts';

/** Minimal Office Open XML and OpenDocument files for tests, with optional external references. */
const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CT = 'http://schemas.openxmlformats.org/package/2006/content-types';

export type DocxOptions = {
  /** One entry per page. */
  pages: string[];
  /** A picture linked (not embedded) from this URL, e.g. http://127.0.0.1:port/x.png or file:///… */
  linkedImageUrls?: string[];
  /** INCLUDETEXT fields naming these files. */
  includeTextPaths?: string[];
  /** INCLUDEPICTURE fields naming these URLs. */
  includePictureUrls?: string[];
};

function docxPicture(relId: string, index: number): string {
  const size = '<wp:extent cx="914400" cy="914400"/>';
  return `<w:p><w:r><w:drawing><wp:inline>${size}<wp:docPr id="${index + 1}" name="Picture ${index + 1}"/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic><pic:nvPicPr><pic:cNvPr id="${index + 1}" name="linked.png"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip r:link="${relId}"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill><pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="914400" cy="914400"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`;
}

function docxField(instruction: string): string {
  return `<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> ${escapeXml(instruction)} </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>field placeholder</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>`;
}

export function buildDocx(options: DocxOptions): Buffer {
  const links = options.linkedImageUrls ?? [];
  const rels = links
    .map(
      (url, i) =>
        `<Relationship Id="rIdLink${i}" Type="${REL}/image" Target="${escapeXml(url)}" TargetMode="External"/>`,
    )
    .join('');
  const breakRun = '<w:p><w:r><w:br w:type="page"/></w:r></w:p>';
  const body = [
    options.pages.map((text) => `<w:p><w:r><w:t>${escapeXml(text)}</w:t></w:r></w:p>`).join(breakRun),
    ...links.map((_, i) => docxPicture(`rIdLink${i}`, i)),
    ...(options.includeTextPaths ?? []).map((file) => docxField(`INCLUDETEXT "${file}"`)),
    ...(options.includePictureUrls ?? []).map((url) => docxField(`INCLUDEPICTURE "${url}" \\d`)),
  ].join('');
  const ns = [
    'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"',
    `xmlns:r="${REL}"`,
    'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"',
    'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"',
    'xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"',
  ].join(' ');
  return buildZip({
    '[Content_Types].xml': `${xml}<Types xmlns="${CT}"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    '_rels/.rels': `${xml}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="word/document.xml"/></Relationships>`,
    'word/_rels/document.xml.rels': `${xml}<Relationships xmlns="${PKG_REL}">${rels}</Relationships>`,
    'word/document.xml': `${xml}<w:document ${ns}><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/></w:sectPr></w:body></w:document>`,
  });
}

export type PptxSlide = { title: string; rgb: string; linkedImageUrl?: string };

function pptxSlide(slide: PptxSlide): string {
  const shape = `<p:sp><p:nvSpPr><p:cNvPr id="2" name="Box"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="9144000" cy="3429000"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom><a:solidFill><a:srgbClr val="${slide.rgb}"/></a:solidFill><a:ln><a:noFill/></a:ln></p:spPr></p:sp>`;
  const title = `<p:sp><p:nvSpPr><p:cNvPr id="3" name="Title"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="457200" y="4000000"/><a:ext cx="8229600" cy="1000000"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr><p:txBody><a:bodyPr/><a:lstStyle/><a:p><a:r><a:rPr lang="en-US" sz="3200"/><a:t>${escapeXml(slide.title)}</a:t></a:r></a:p></p:txBody></p:sp>`;
  const picture = slide.linkedImageUrl
    ? `<p:pic><p:nvPicPr><p:cNvPr id="4" name="Linked"/><p:cNvPicPr/><p:nvPr/></p:nvPicPr><p:blipFill><a:blip r:link="rIdLink"/><a:stretch><a:fillRect/></a:stretch></p:blipFill><p:spPr><a:xfrm><a:off x="6000000" y="5000000"/><a:ext cx="2000000" cy="1000000"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr></p:pic>`
    : '';
  return `${xml}<p:sld xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="${REL}" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"><p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>${shape}${title}${picture}</p:spTree></p:cSld></p:sld>`;
}

/** 16:9 slides, each a coloured band on the top half and a title below. */
export function buildPptx(slides: PptxSlide[]): Buffer {
  const files: Record<string, string> = {
    '[Content_Types].xml': `${xml}<Types xmlns="${CT}"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/>${slides.map((_, i) => `<Override PartName="/ppt/slides/slide${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slide+xml"/>`).join('')}</Types>`,
    '_rels/.rels': `${xml}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="ppt/presentation.xml"/></Relationships>`,
    'ppt/_rels/presentation.xml.rels': `${xml}<Relationships xmlns="${PKG_REL}">${slides.map((_, i) => `<Relationship Id="rIdS${i + 1}" Type="${REL}/slide" Target="slides/slide${i + 1}.xml"/>`).join('')}</Relationships>`,
    'ppt/presentation.xml': `${xml}<p:presentation xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="${REL}" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"><p:sldIdLst>${slides.map((_, i) => `<p:sldId id="${256 + i}" r:id="rIdS${i + 1}"/>`).join('')}</p:sldIdLst><p:sldSz cx="9144000" cy="5143500"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>`,
  };
  slides.forEach((slide, i) => {
    files[`ppt/slides/slide${i + 1}.xml`] = pptxSlide(slide);
    const link = slide.linkedImageUrl
      ? `<Relationship Id="rIdLink" Type="${REL}/image" Target="${escapeXml(slide.linkedImageUrl)}" TargetMode="External"/>`
      : '';
    files[`ppt/slides/_rels/slide${i + 1}.xml.rels`] =
      `${xml}<Relationships xmlns="${PKG_REL}">${link}</Relationships>`;
  });
  return buildZip(files);
}
