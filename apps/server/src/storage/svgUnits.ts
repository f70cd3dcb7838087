// Illustrator and Inkscape size SVGs in physical units (`width="50mm"`, `height="144pt"`).
// libvips reads such a size at the drawing's density and then scales by that density once
// more: 50 mm drawn at 1,000 dpi came out 27 times too large, past the pixel limit, and the
// upload was refused as damaged. So the copy that is measured and drawn has its root size in
// plain numbers (points, which libvips takes as pixels at 72 dpi, as it measures mm); the
// stored file keeps its units, which browsers and the print PDF read themselves.

/** Points per unit of the absolute units an SVG root may be sized in. */
const POINTS: Record<string, number> = {
  pt: 1,
  pc: 12,
  in: 72,
  cm: 72 / 2.54,
  mm: 72 / 25.4,
  q: 72 / 101.6,
};

const ROOT = /<svg\b[^>]*>/i;
const SIZE =
  /(\s(?:width|height)\s*=\s*)(["'])\s*([+-]?(?:\d+\.?\d*|\.\d+))\s*(pt|pc|in|cm|mm|q)\s*\2/gi;

/** The SVG with its root width and height in physical units rewritten as plain numbers (pt). */
export function svgForDrawing(svg: string): string {
  const root = ROOT.exec(svg);
  if (!root) return svg;
  const tag = root[0].replace(
    SIZE,
    (_all, name: string, quote: string, value: string, unit: string) => {
      const points = Number(value) * (POINTS[unit.toLowerCase()] ?? 1);
      return `${name}${quote}${Math.round(points * 1000) / 1000}${quote}`;
    },
  );
  return svg.slice(0, root.index) + tag + svg.slice(root.index + root[0].length);
}
