// npm run bench:export — how fast the reference offer sheet exports, warm, as screen PDF,
// print PDF (PDF/X-4) and PNG, then the print PDF with a different dealer text in every run
// (so no layout cache hits), what hyphenation, justification and runt control on every text
// cost (issue #19), what breaking paragraphs as a whole costs against first fit (issue 44),
// and the same sheet printed by headless Chromium for comparison. Prints figures; asserts
// nothing (timings belong here, not in unit tests). Importing `@pms/sheet/node` installs native
// zlib for PDF content streams, as on the server.
import { existsSync } from 'node:fs';
import { layoutSheetPage, PRINT_BLEED, renderPdf, type SheetData } from '@pms/sheet';
import { openFonts, renderPng } from '@pms/sheet/node';
import { printOutput } from '../apps/server/src/print/printOutput.ts';
import { CHROMIUM, launchBrowser } from '../e2e/support/browser.ts';
import { setFirstFitForBenchmark } from '../packages/sheet/src/layout/totalFit.ts';
import { referenceHtml } from './referenceHtml.ts';
import { referenceSheet } from './referenceSheet.ts';
import { paired, withNewText, withTypography } from './typography.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 50);

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: at(0.5), p90: at(0.9) };
}

async function measure<T>(runs: number, work: () => Promise<T> | T) {
  let output = await work(); // warm: fonts parsed, code paths compiled
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    output = await work();
    samples.push(performance.now() - start);
  }
  return { ...stats(samples), output };
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

const { data, images, dealerLogo } = await referenceSheet();
const fonts = openFonts();
const ctx = { fonts, images, dealerLogo };
const exportPdf = () =>
  renderPdf(layoutSheetPage(data, 0, { ctx }).page, { fonts, title: 'Reference offer sheet' });
// The print form: PDF/X-4 for the configured press (CMYK, output intent, bleed and marks).
const print = await printOutput();
const exportPrintPdf = () =>
  renderPdf(layoutSheetPage(data, 0, { ctx }).page, {
    fonts,
    title: 'Reference offer sheet',
    bleed: PRINT_BLEED,
    print,
  });
const exportPng = () => renderPng(layoutSheetPage(data, 0, { ctx }).page, { fonts, dpi: 150 });
// A dealer's own text in every run: each layout is new, as when many dealers export.
let dealerRun = 0;
const exportPrintPdfNewText = () => {
  dealerRun += 1;
  const dealerValues = {
    'Dealer contact': {
      text: `<p><strong>Autohaus Nummer ${dealerRun}</strong>, Hauptstraße ${dealerRun % 200}, 8000${dealerRun % 10} München</p>`,
    },
  };
  return renderPdf(layoutSheetPage(data, 0, { ctx, dealerValues }).page, {
    fonts,
    title: 'Reference offer sheet',
    bleed: PRINT_BLEED,
    print,
  });
};

console.log(`Reference offer sheet, ${RUNS} warm runs each (layout included)\n`);
const pdf = await measure(RUNS, exportPdf);
console.log(
  `screen PDF   median ${fmt(pdf.median)}  p90 ${fmt(pdf.p90)}  size ${kb(pdf.output.byteLength)}`,
);
const printPdf = await measure(RUNS, exportPrintPdf);
console.log(
  `print PDF    median ${fmt(printPdf.median)}  p90 ${fmt(printPdf.p90)}  size ${kb(printPdf.output.byteLength)} (PDF/X-4)`,
);
const fresh = await measure(RUNS, exportPrintPdfNewText);
console.log(
  `print PDF, new dealer text each run  median ${fmt(fresh.median)}  p90 ${fmt(fresh.p90)}`,
);
const png = await measure(Math.max(5, Math.round(RUNS / 5)), exportPng);
console.log(
  `PNG 150 dpi  median ${fmt(png.median)}  p90 ${fmt(png.p90)}  size ${kb(png.output.png.byteLength)} (${png.output.width}x${png.output.height})`,
);

// The parts: layout alone, and each renderer given the laid-out page.
const page = layoutSheetPage(data, 0, { ctx }).page;
const layout = await measure(RUNS, () => layoutSheetPage(data, 0, { ctx }));
const pdfOnly = await measure(RUNS, () => renderPdf(page, { fonts }));
const pngOnly = await measure(Math.max(5, Math.round(RUNS / 5)), () =>
  renderPng(page, { fonts, dpi: 150 }),
);
console.log(
  `  layout median ${fmt(layout.median)}, PDF render median ${fmt(pdfOnly.median)}, PNG render median ${fmt(pngOnly.median)}`,
);

// Issue #19: hyphenation, justification and runt control on every text element against none,
// warm (layouts cached) and with every text element's words rotated in each run (laid out anew).
const plain = withTypography(data, false);
const typeset = withTypography(data, true);
const printOf = (sheet: SheetData) =>
  renderPdf(layoutSheetPage(sheet, 0, { ctx }).page, {
    fonts,
    title: 'Reference offer sheet',
    bleed: PRINT_BLEED,
    print,
  });
const layoutOf = (sheet: SheetData) => layoutSheetPage(sheet, 0, { ctx });
// Each measurement gets texts of its own, so that none finds another's layouts cached.
let rotation = 0;
function newTexts(sheet: SheetData): SheetData[] {
  return Array.from({ length: RUNS + 1 }, (_, run) => withNewText(sheet, rotation + run + 1));
}
async function withoutAndWith(work: (sheet: SheetData) => unknown, fresh: boolean) {
  if (!fresh)
    return paired(
      RUNS,
      () => work(plain),
      () => work(typeset),
    );
  const [without, withIt] = [newTexts(plain), newTexts(typeset)];
  rotation += RUNS + 1;
  return paired(
    RUNS,
    (run) => work(without[run] as SheetData),
    (run) => work(withIt[run] as SheetData),
  );
}
const typography = [
  ['print PDF, warm', await withoutAndWith(printOf, false)],
  ['print PDF, new text each run', await withoutAndWith(printOf, true)],
  ['layout alone, new text each run', await withoutAndWith(layoutOf, true)],
] as const;
console.log('\nHyphenation + justification + runt control on every text (issue #19), medians:');
for (const [what, { a, b, ratio }] of typography) {
  console.log(
    `  ${what.padEnd(32)} without ${fmt(a)}  with ${fmt(b)}  with/without ${ratio.toFixed(2)} (median of the runs' ratios)`,
  );
}

// Issue 44: paragraphs broken as a whole (total fit) against first fit, each run with new text.
async function firstFitAndTotalFit(sheet: SheetData) {
  const first = newTexts(sheet);
  rotation += RUNS + 1;
  const total = newTexts(sheet);
  rotation += RUNS + 1;
  const timed = (on: boolean, texts: SheetData[]) => (run: number) => {
    setFirstFitForBenchmark(on);
    try {
      return layoutOf(texts[run] as SheetData);
    } finally {
      setFirstFitForBenchmark(false);
    }
  };
  return paired(RUNS, timed(true, first), timed(false, total));
}
const breaking = [
  ['layout, sheet as designed', await firstFitAndTotalFit(data)],
  ['layout, every text justified', await firstFitAndTotalFit(typeset)],
] as const;
console.log(
  '\nParagraphs broken as a whole (total fit) against first fit, new text each run, medians:',
);
for (const [what, { a, b, ratio }] of breaking) {
  console.log(
    `  ${what.padEnd(32)} first fit ${fmt(a)}  total fit ${fmt(b)}  total/first ${ratio.toFixed(2)} (median of the runs' ratios)`,
  );
}

if (existsSync(CHROMIUM)) {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const html = referenceHtml(data, ctx);
    // A browser export loads the page and prints it for every request.
    const chrome = await measure(Math.max(5, Math.round(RUNS / 5)), async () => {
      await page.setContent(html, { waitUntil: 'load' });
      return page.pdf({ format: 'A4', printBackground: true });
    });
    console.log(
      `Chromium PDF median ${fmt(chrome.median)}  p90 ${fmt(chrome.p90)}  size ${kb(chrome.output.byteLength)}`,
    );
    console.log(
      `\nEngine print PDF (PDF/X-4) is ${(chrome.median / printPdf.median).toFixed(1)}x faster than Chromium's PDF (median), ` +
        `${(chrome.median / fresh.median).toFixed(1)}x with a new dealer text each run; ` +
        `the screen PDF ${(chrome.median / pdf.median).toFixed(1)}x.`,
    );
  } finally {
    await browser.close();
  }
} else {
  console.log(`\n${CHROMIUM} not found: no Chromium comparison.`);
}
