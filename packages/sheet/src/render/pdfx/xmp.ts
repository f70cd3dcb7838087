import { uuidUrn } from './documentId.ts';

// The document's XMP metadata packet. PDF/X-4 requires one, and requires that it agrees with
// the Info dictionary: title, dates, producer, trapping and the PDF/X version.

/** What the packet states; dates to the second, as the Info dictionary holds them. */
export interface XmpFields {
  title: string;
  author?: string | undefined;
  subject?: string | undefined;
  creatorTool: string;
  producer: string;
  date: Date;
  /** 32 hex digits, the trailer /ID. */
  documentId: string;
  /** `PDF/X-4` for a print file; absent for a screen file. */
  pdfxVersion?: string | undefined;
  trapped: boolean;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** An ISO 8601 date in UTC to the second, as xmp:CreateDate takes it. */
export function xmpDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The XMP packet as text (UTF-8 when written), padded so that editors can update it in place. */
export function xmpPacket(fields: XmpFields): string {
  const date = xmpDate(fields.date);
  const id = uuidUrn(fields.documentId);
  const lang = (text: string) =>
    `<rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(text)}</rdf:li></rdf:Alt>`;
  const lines = [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about=""',
    ' xmlns:dc="http://purl.org/dc/elements/1.1/"',
    ' xmlns:xmp="http://ns.adobe.com/xap/1.0/"',
    ' xmlns:xmpMM="http://ns.adobe.com/xap/1.0/mm/"',
    ' xmlns:pdf="http://ns.adobe.com/pdf/1.3/"',
    ...(fields.pdfxVersion ? [' xmlns:pdfxid="http://www.npes.org/pdfx/ns/id/"'] : []),
    '>',
    '<dc:format>application/pdf</dc:format>',
    `<dc:title>${lang(fields.title)}</dc:title>`,
    ...(fields.author
      ? [`<dc:creator><rdf:Seq><rdf:li>${escapeXml(fields.author)}</rdf:li></rdf:Seq></dc:creator>`]
      : []),
    ...(fields.subject ? [`<dc:description>${lang(fields.subject)}</dc:description>`] : []),
    `<xmp:CreateDate>${date}</xmp:CreateDate>`,
    `<xmp:ModifyDate>${date}</xmp:ModifyDate>`,
    `<xmp:MetadataDate>${date}</xmp:MetadataDate>`,
    `<xmp:CreatorTool>${escapeXml(fields.creatorTool)}</xmp:CreatorTool>`,
    `<xmpMM:DocumentID>${id}</xmpMM:DocumentID>`,
    `<xmpMM:InstanceID>${id}</xmpMM:InstanceID>`,
    '<xmpMM:RenditionClass>default</xmpMM:RenditionClass>',
    '<xmpMM:VersionID>1</xmpMM:VersionID>',
    `<pdf:Producer>${escapeXml(fields.producer)}</pdf:Producer>`,
    `<pdf:Trapped>${fields.trapped ? 'True' : 'False'}</pdf:Trapped>`,
    ...(fields.pdfxVersion
      ? [`<pdfxid:GTS_PDFXVersion>${escapeXml(fields.pdfxVersion)}</pdfxid:GTS_PDFXVersion>`]
      : []),
    '</rdf:Description>',
    '</rdf:RDF>',
    '</x:xmpmeta>',
  ];
  // About 2 KB of white space: the packet can grow in place when a tool edits it.
  const padding = `${' '.repeat(99)}\n`.repeat(20);
  return `${lines.join('\n')}\n${padding}<?xpacket end="w"?>`;
}
