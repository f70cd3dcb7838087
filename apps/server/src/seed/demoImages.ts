import sharp from 'sharp';

/**
 * Pictures for the demo media library, drawn from SVG so the repository carries no binary
 * assets and no third-party photos. No text in them: a fresh machine may have no fonts.
 */
export interface DemoImage {
  /** Reference used by the demo sheets. */
  id: DemoImageId;
  name: string;
  tags: string[];
  format: 'jpeg' | 'png';
  svg: string;
}

export type DemoImageId =
  | 'sedan'
  | 'suv'
  | 'hatch'
  | 'wheel'
  | 'winterTyre'
  | 'workshop'
  | 'tyreStorage'
  | 'roofBox'
  | 'logoBmw'
  | 'logoMini';

/**
 * Pictures are drawn in design units and rastered at a scale, so print resolution is one
 * number per picture, not a redrawing. The demo sheets must be print-ready (issue 15): every
 * picture at least 300 ppi where it is placed, checked by seedDemo.test.ts.
 *
 * A photo fills the page width plus 3 mm bleed on each side: 612.29 pt, 8.50 in, which at
 * 300 ppi needs 2551 pixels; 1600 x 1.625 = 2600 gives 305 ppi. Not more: every pixel costs
 * seeding time on the first start, storage, and time in every PNG export and thumbnail.
 */
const PHOTO_SCALE = 1.625;
/** The wheel is shown at most 240 pt wide (contain): 1040 pixels give 312 ppi. */
const WHEEL_SCALE = 1.3;
/**
 * Dealer logos fill the logo element's default box (260 x 108 pt, contain) across its
 * width: 1300 pixels give 360 ppi, so an enlarged logo box still prints sharply.
 */
const LOGO_SCALE = 2.5;

/** An SVG document of `width` x `height` design units, rastered at `scale` pixels per unit. */
function svgDocument(width: number, height: number, scale: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width * scale}" height="${height * scale}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

const W = 1600;
const H = 1000;

function scene(sky: [string, string], ground: string, body: string): string {
  return svgDocument(
    W,
    H,
    PHOTO_SCALE,
    `
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/>
  </linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <rect y="${H * 0.68}" width="${W}" height="${H * 0.32}" fill="${ground}"/>
  ${body}`,
  );
}

function wheel(cx: number, cy: number, r: number, rim = '#c9ced6'): string {
  const spokes = Array.from({ length: 10 }, (_, i) => {
    const a = (i * Math.PI) / 5;
    const x = cx + Math.cos(a) * r * 0.62;
    const y = cy + Math.sin(a) * r * 0.62;
    return `<line x1="${cx}" y1="${cy}" x2="${x.toFixed(1)}" y2="${y.toFixed(1)}" stroke="${rim}" stroke-width="${r * 0.09}" stroke-linecap="round"/>`;
  }).join('');
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#1d1f22"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.68}" fill="#5b6169"/>${spokes}
    <circle cx="${cx}" cy="${cy}" r="${r * 0.14}" fill="${rim}"/>`;
}

function car(color: string, roof: string, y: number, scale = 1): string {
  const t = (x: number, yy: number) =>
    `${(x * scale + 260).toFixed(0)},${(yy * scale + y).toFixed(0)}`;
  return `<path d="M${t(0, 210)} L${t(40, 130)} L${t(300, 110)} L${t(430, 20)} L${t(760, 15)} L${t(900, 110)} L${t(1060, 135)} L${t(1090, 215)} Z" fill="${color}"/>
    <path d="M${t(330, 112)} L${t(450, 40)} L${t(610, 36)} L${t(610, 112)} Z M${t(640, 112)} L${t(640, 36)} L${t(750, 38)} L${t(850, 112)} Z" fill="${roof}"/>
    ${wheel(260 + 230 * scale, y + 215 * scale, 95 * scale)}${wheel(260 + 870 * scale, y + 215 * scale, 95 * scale)}`;
}

const tyreTread = Array.from({ length: 24 }, (_, i) => {
  const a = (i * Math.PI) / 12;
  const x1 = 400 + Math.cos(a) * 300;
  const y1 = 400 + Math.sin(a) * 300;
  const x2 = 400 + Math.cos(a + 0.12) * 375;
  const y2 = 400 + Math.sin(a + 0.12) * 375;
  return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="#3a3d42" stroke-width="16"/>`;
}).join('');

/**
 * Wheel sets on a storage rack: three levels of seven wheels, a label on each set. Drawn
 * between y 170 and 680, inside the band a page-wide photo box 240 pt high shows.
 */
function storageRack(): string {
  const r = 64;
  const levels = [260, 430, 600];
  const uprights = [100, 1474]
    .map((x) => `<rect x="${x}" y="150" width="26" height="550" fill="#2f5d8a"/>`)
    .join('');
  const beams = levels
    .map((cy) => `<rect x="100" y="${cy + r}" width="1400" height="18" fill="#ff8f00"/>`)
    .join('');
  const wheels = levels
    .flatMap((cy) =>
      Array.from({ length: 7 }, (_, i) => {
        const cx = 200 + i * 200;
        const label =
          i % 2 === 0
            ? `<rect x="${cx - 20}" y="${cy - r - 24}" width="40" height="22" rx="4" fill="#f5f5f5"/>`
            : '';
        return `${wheel(cx, cy, r, '#c9ced6')}${label}`;
      }),
    )
    .join('');
  return uprights + beams + wheels;
}

export const DEMO_IMAGES: readonly DemoImage[] = [
  {
    id: 'sedan',
    name: 'sedan-blue-coast.jpg',
    tags: ['car', 'sedan', 'summer'],
    format: 'jpeg',
    svg: scene(['#6fb1f2', '#e7f2fd'], '#6d7278', car('#1c69d4', '#0b2a4f', 560)),
  },
  {
    id: 'suv',
    name: 'suv-winter-forest.jpg',
    tags: ['car', 'suv', 'winter'],
    format: 'jpeg',
    svg: scene(
      ['#b8c7d6', '#f4f7fa'],
      '#f8fbff',
      `<path d="M0 680 L120 420 L240 680 Z M180 680 L330 360 L480 680 Z M1250 680 L1390 400 L1530 680 Z" fill="#2f4a3a"/>${car('#2b2f36', '#0d0f12', 500, 1.05)}`,
    ),
  },
  {
    id: 'hatch',
    name: 'hatch-red-city.jpg',
    tags: ['car', 'mini', 'city'],
    format: 'jpeg',
    svg: scene(
      ['#f7c59f', '#fbeee0'],
      '#8a8f96',
      `<rect x="80" y="260" width="220" height="420" fill="#c9b8a6"/><rect x="1300" y="200" width="240" height="480" fill="#b9a792"/>${car('#c8102e', '#f5f5f5', 560, 0.9)}`,
    ),
  },
  {
    id: 'wheel',
    name: 'alloy-wheel.png',
    tags: ['wheel', 'rim', 'transparent'],
    format: 'png',
    svg: svgDocument(800, 800, WHEEL_SCALE, wheel(400, 400, 380, '#dfe3e8')),
  },
  {
    id: 'winterTyre',
    name: 'winter-tyre.png',
    tags: ['tyre', 'winter', 'transparent'],
    format: 'png',
    // A cut-out for the library, on no demo sheet: 800 pixels are 300 ppi up to 192 pt wide.
    svg: svgDocument(
      800,
      800,
      1,
      `<circle cx="400" cy="400" r="390" fill="#22252a"/>${tyreTread}<circle cx="400" cy="400" r="250" fill="#9aa1a9"/><circle cx="400" cy="400" r="60" fill="#d5d9de"/>`,
    ),
  },
  {
    id: 'workshop',
    name: 'service-workshop.jpg',
    tags: ['service', 'workshop'],
    format: 'jpeg',
    svg: scene(
      ['#3d4650', '#67727e'],
      '#9aa3ad',
      `<rect x="200" y="300" width="40" height="380" fill="#ffb000"/><rect x="1360" y="300" width="40" height="380" fill="#ffb000"/><rect x="200" y="420" width="1200" height="26" fill="#ffb000"/>${car('#e9ecef', '#343a40', 230, 1)}`,
    ),
  },
  {
    id: 'tyreStorage',
    name: 'wheel-storage-rack.jpg',
    tags: ['service', 'storage'],
    format: 'jpeg',
    svg: scene(['#59636e', '#8a949e'], '#b5bcc4', storageRack()),
  },
  {
    id: 'roofBox',
    name: 'roof-box-mountains.jpg',
    tags: ['accessories', 'summer'],
    format: 'jpeg',
    svg: scene(
      ['#4f9fe0', '#d9ecfb'],
      '#7d8a69',
      `<path d="M0 680 L400 300 L700 560 L1000 250 L1600 680 Z" fill="#8c9aa8"/><rect x="620" y="470" width="420" height="90" rx="45" fill="#1f2328"/>${car('#e4e7eb', '#23272c', 560)}`,
    ),
  },
  {
    id: 'logoBmw',
    name: 'dealer-logo-bmw.png',
    tags: ['logo', 'bmw'],
    format: 'png',
    svg: svgDocument(
      520,
      216,
      LOGO_SCALE,
      `<circle cx="108" cy="108" r="100" fill="#111"/><circle cx="108" cy="108" r="70" fill="#fff"/><path d="M108 108 L108 38 A70 70 0 0 1 178 108 Z M108 108 L108 178 A70 70 0 0 1 38 108 Z" fill="#1c69d4"/><rect x="240" y="70" width="250" height="22" fill="#111"/><rect x="240" y="124" width="180" height="22" fill="#6b7280"/>`,
    ),
  },
  {
    id: 'logoMini',
    name: 'dealer-logo-mini.png',
    tags: ['logo', 'mini'],
    format: 'png',
    svg: svgDocument(
      520,
      216,
      LOGO_SCALE,
      `<path d="M30 90 L200 90 L190 110 L45 110 Z M60 120 L195 120 L185 138 L75 138 Z" fill="#111"/><path d="M490 90 L320 90 L330 110 L475 110 Z M460 120 L325 120 L335 138 L445 138 Z" fill="#111"/><circle cx="260" cy="110" r="58" fill="#111"/><circle cx="260" cy="110" r="44" fill="#fff"/>`,
    ),
  },
];

export interface RenderedImage {
  bytes: Uint8Array;
  mimeType: string;
  extension: string;
  width: number;
  height: number;
}

/**
 * JPEG as the PDF embeds it: quality 82 with the perceptual quantisation table and optimised
 * Huffman coding. mozjpeg's trellis made a 2600 x 1625 photo 20 % smaller but took 0.6 s
 * instead of 30 ms, and the demo is seeded on every first start and in every server test.
 */
const PHOTO_JPEG = { quality: 82, quantisationTable: 3, optimiseCoding: true } as const;

export async function renderDemoImage(image: DemoImage): Promise<RenderedImage> {
  const pipeline = sharp(Buffer.from(image.svg));
  const encoded =
    image.format === 'jpeg'
      ? pipeline.flatten({ background: '#ffffff' }).jpeg(PHOTO_JPEG)
      : pipeline.png({ compressionLevel: 9 });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return {
    bytes: data,
    mimeType: image.format === 'jpeg' ? 'image/jpeg' : 'image/png',
    extension: image.format === 'jpeg' ? 'jpg' : 'png',
    width: info.width,
    height: info.height,
  };
}

/** A small JPEG preview for the library grid. */
export async function renderThumbnail(bytes: Uint8Array): Promise<Uint8Array> {
  return sharp(bytes)
    .resize(320, 320, { fit: 'inside' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 78 })
    .toBuffer();
}
