import { readFileSync } from 'node:fs';
import {
  definitionOf,
  type Element,
  type ElementOf,
  type ElementType,
  type ImageAsset,
  type LayoutContext,
  renderSvg,
  type SheetData,
  SIZE_RATIOS,
} from '@pms/sheet';
import { NOTO_SANS_FILES } from '@pms/sheet/node';

const fontFace = (weight: number, style: string, file: string) =>
  `@font-face{font-family:'Noto Sans';font-weight:${weight};font-style:${style};src:url(data:font/ttf;base64,${readFileSync(file).toString('base64')})}`;

const dataUrl = (asset: ImageAsset) =>
  `data:${asset.mimeType};base64,${Buffer.from(asset.bytes).toString('base64')}`;

type HtmlOf<T extends ElementType> = (
  element: ElementOf<T>,
  box: string,
  ctx: LayoutContext,
) => string;

/** An image or logo as <img> with object-fit; nothing when its image is missing. */
function imageHtml(
  element: ElementOf<'img' | 'logo'>,
  box: string,
  asset: ImageAsset | undefined,
  fit: string,
) {
  const s = element.config.style;
  return asset
    ? `<img style="${box}object-fit:${s.backgroundSize ?? fit};object-position:${s.backgroundPositionX ?? 'center'} ${s.backgroundPositionY ?? 'center'}" src="${dataUrl(asset)}">`
    : '';
}

const sourceOf = (element: ElementOf<'img' | 'logo'>, ctx: LayoutContext) =>
  element.config.src ? ctx.images.get(element.config.src.contentUrl) : undefined;

/** The types HTML has an element for; every other type is drawn by the engine, as inline SVG. */
const htmlElements: { [T in ElementType]?: HtmlOf<T> } = {
  p: (element, box) =>
    `<div style="${box}font-size:${element.config.fontSize ?? 10}pt">${element.config.text}</div>`,
  ul: (element, box) =>
    `<ul style="${box}font-size:10pt;margin:0;padding-left:14pt">${element.config.items.map((item) => `<li>${item}</li>`).join('')}</ul>`,
  img: (element, box, ctx) => imageHtml(element, box, sourceOf(element, ctx), 'cover'),
  logo: (element, box, ctx) =>
    imageHtml(element, box, ctx.dealerLogo ?? sourceOf(element, ctx), 'contain'),
};

/** An element HTML has no element for, laid out by its type's definition as inline SVG. */
function svgHtml(element: Element, ctx: LayoutContext): string {
  const layout = definitionOf(element).layout(element, ctx);
  const svg = renderSvg(
    { width: 595.28, height: 841.89, items: layout.items },
    { fonts: ctx.fonts, background: null },
  );
  return `<div style="position:absolute;left:0;top:0;width:595.28pt;height:841.89pt">${svg.replace('<svg ', '<svg width="595.28pt" height="841.89pt" ')}</div>`;
}

/**
 * The same sheet as an HTML page for Chromium's page.pdf: what a browser-based export would
 * print. Texts and lists are HTML laid out by the browser; images are <img> with object-fit;
 * the tyre label and icons, which HTML has no element for, are inline SVG.
 */
export function referenceHtml(data: SheetData, ctx: LayoutContext): string {
  const boxes = data.elements.map((element) => {
    const s = element.config.style;
    const box = `position:absolute;left:${s.left}pt;top:${s.top}pt;width:${s.width}pt;height:${s.height}pt;box-sizing:border-box;padding:${s.paddingTop}pt ${s.paddingRight}pt ${s.paddingBottom}pt ${s.paddingLeft}pt;text-align:${s.textAlign};${s.color ? `color:${s.color};` : ''}${s.backgroundColor ? `background:${s.backgroundColor};` : ''}`;
    // The map is keyed by type, so the renderer found takes this element's own type.
    const html = htmlElements[element.type] as HtmlOf<ElementType> | undefined;
    return html ? html(element, box, ctx) : svgHtml(element, ctx);
  });
  const sizes = Object.entries(SIZE_RATIOS)
    .map(([name, em]) => `[data-size="${name}"]{font-size:${em}em}`)
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><style>
${fontFace(400, 'normal', NOTO_SANS_FILES.regular)}${fontFace(700, 'normal', NOTO_SANS_FILES.bold)}
${fontFace(400, 'italic', NOTO_SANS_FILES.italic)}${fontFace(700, 'italic', NOTO_SANS_FILES.boldItalic)}
@page{size:A4;margin:0}html,body{margin:0}body{font-family:'Noto Sans';line-height:1.2}
p{margin:0 0 .5em}${sizes}
.page{position:relative;width:595.28pt;height:841.89pt;overflow:hidden}
</style></head><body><div class="page">${boxes.join('\n')}</div></body></html>`;
}
