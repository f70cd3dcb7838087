// Draws one SVG to pixels in a process of its own, so that the server can end it: librsvg
// cannot be interrupted inside one drawing call, and a filter can keep it busy for minutes
// (see renderSvg.ts). Plain JavaScript, because it starts without the TypeScript loader:
// every millisecond of start-up counts against the time limit.
//
// argv: density (dpi), the most pixels the drawing may have.
// stdin: the sanitized SVG. stdout: width, height (32-bit big-endian), then 8-bit RGBA rows.
// A damaged SVG ends with exit code 2 and the reason on stderr.
import sharp from 'sharp';

const [density, maxPixels] = process.argv.slice(2).map(Number);
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
try {
  const { data, info } = await sharp(Buffer.concat(chunks), {
    density,
    limitInputPixels: maxPixels,
    failOn: 'warning',
  })
    .toColourspace('srgb')
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const header = Buffer.alloc(8);
  header.writeUInt32BE(info.width, 0);
  header.writeUInt32BE(info.height, 4);
  process.stdout.write(header);
  process.stdout.write(data);
} catch (error) {
  process.stderr.write(String(error instanceof Error ? error.message : error));
  process.exitCode = 2;
}
