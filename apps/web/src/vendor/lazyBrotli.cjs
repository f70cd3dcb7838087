// fontkit imports brotli's decoder for WOFF2 fonts, and that decoder decompresses its 120 KB
// dictionary as soon as its module loads: 30 to 50 ms of every designer opening, for a format
// the designer never reads (fonts are served as TTF). Required on first call instead, with
// the same signature as brotli/decompress.js.
module.exports = function decompress(buffer, outSize) {
  return require('brotli/dec/decode.js').BrotliDecompressBuffer(buffer, outSize);
};
