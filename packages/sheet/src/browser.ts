// The sheet engine as a browser uses it: model, variants, layout, preflight and the SVG renderer,
// without the PDF writer (pdf-lib, ~170 KB gzipped) that only the server runs. The designer
// imports this entry; `@pms/sheet` adds the PDF writer, `@pms/sheet/node` the PNG renderer.

export type { ElementDefinition } from './elements/definition.ts';
export {
  type ArtworkShape,
  FEATURE_ARTWORK,
  type FeatureArtwork,
  iconItems,
} from './elements/icons/artwork.ts';
export { layoutIcons, MINI_ICON_THRESHOLD } from './elements/icons/layout.ts';
export type { IconLine, WheelFeature } from './elements/icons/schema.ts';
export { WHEEL_FEATURES } from './elements/icons/schema.ts';
export { layoutImage } from './elements/img/layout.ts';
export { LOGO_PLACEHOLDER_TEXT, layoutLogo } from './elements/logo/layout.ts';
export { layoutText } from './elements/p/layout.ts';
export { DEFAULT_FONT_SIZE, DEFAULT_MIN_FONT_SIZE } from './elements/p/schema.ts';
export {
  type AnyElementDefinition,
  definitionOf,
  type ElementRegistry,
  elementRegistry,
  getElementDefinition,
} from './elements/registry.ts';
export { textLanguage, textLanguagesOf } from './elements/textLanguage.ts';
export { layoutTyreLabel } from './elements/tyre_label/layout.ts';
export type { Tyre } from './elements/tyre_label/schema.ts';
export { BULLET, LIST_SIZES, layoutList } from './elements/ul/layout.ts';
export {
  backgroundItems,
  contentBox,
  DEFAULT_TEXT_LANGUAGE,
  type ElementLayout,
  type ImageAsset,
  type ImageAssets,
  type LayoutContext,
} from './layout/element.ts';
export {
  createFontLibrary,
  createFontSet,
  createPartialFontSet,
  DEFAULT_FAMILY,
  type FontFace,
  type FontLibrary,
  type FontSet,
  type FontSource,
  faceOf,
  familyOf,
  fontFileUrl,
  knownShapes,
  OPEN_FAMILIES,
  parseFont,
  type ShapedGlyph,
  type ShapedText,
  SYMBOL_FAMILY,
  seedShapes,
} from './layout/fonts.ts';
export {
  HYPHENATION_LANGUAGES,
  type HyphenationLanguage,
  hyphenationLanguage,
  hyphenationPoints,
  hyphenationReady,
  loadHyphenation,
} from './layout/hyphenation.ts';
export {
  fitImage,
  type ImageFit,
  type ImagePlacement,
  type ImagePositionX,
  type ImagePositionY,
  imagePlaceholder,
} from './layout/image.ts';
export {
  A4,
  type ElementLayoutSummary,
  layoutSheetPage,
  type PageLayout,
  type PageLayoutOptions,
} from './layout/page.ts';
export { sheetFamilies } from './layout/sheetFamilies.ts';
export {
  type Box,
  type LaidOutLine,
  LINE_HEIGHT,
  layoutRichText,
  MAX_WORD_SPACE_STRETCH,
  MIN_FONT_SIZE,
  PARAGRAPH_GAP,
  type TextAlign,
  type TextLayout,
  type TextLayoutOptions,
} from './layout/text.ts';
export {
  keepCopyLanguages,
  type MergeChange,
  type MergeChangeKind,
  type MergeConflict,
  type MergeSide,
  mergeSheets,
  resolveConflict,
  type SheetFields,
  type SheetMerge,
  type SheetVersion,
  withTextLanguages,
} from './merge/index.ts';
export { isCmykColor, parseCmyk, storedColor } from './model/color.ts';
export { dealerFieldLabel, readableName } from './model/dealerLabel.ts';
export {
  DEALER_LIST_ITEMS_CAP,
  DEALER_RAW_TEXT_CAP,
  DEALER_TEXT_CAP,
  type DealerValue,
  type DealerValues,
  dealerValueSchema,
  dealerValuesSchema,
} from './model/dealerValue.ts';
export {
  configPatchSchemas,
  configSchemas,
  type Element,
  type ElementConfig,
  type ElementConfigMap,
  type ElementConfigPatchMap,
  type ElementOf,
  type ElementVariant,
  type ElementVariantOf,
  elementSchemaUnion,
} from './model/element.ts';
export { ELEMENT_TYPES, type ElementType, isElementType } from './model/elementTypes.ts';
export { formatPath, SheetDataError, type SheetDataIssue } from './model/errors.ts';
export { type Migration, migrateSheetData, migrations } from './model/migrations.ts';
export {
  addElement,
  addPage,
  addVariant,
  addVariantGroup,
  deletePage,
  deleteVariant,
  deleteVariantGroup,
  elementNames,
  moveElement,
  movePage,
  moveVariant,
  moveVariantGroup,
  removeElement,
  removeElementVariantConfig,
  renameElement,
  renameVariantGroup,
  replaceElementConfig,
  setElementVariantConfig,
  setGroupsConnected,
  uniqueName,
  updateElementConfig,
  updateVariant,
} from './model/operations.ts';
export { allPages, getPage, nextId, pageCount, SheetOperationError } from './model/pages.ts';
export {
  followPalette,
  type PaletteColor,
  paletteColorString,
  paletteInner,
  paletteReference,
  paletteValues,
} from './model/palette.ts';
export { parseSheetData, type SheetDataResult, safeParseSheetData } from './model/parse.ts';
export { type ConfigPatch, deepMerge } from './model/patch.ts';
export {
  type AdditionalPage,
  CURRENT_SCHEMA_VERSION,
  type Page,
  type SheetData,
  type SheetDataInput,
  sheetDataSchema,
  type Variant,
  type VariantGroup,
  variantGroupSchema,
  variantSchema,
} from './model/sheet.ts';
export { type Style, styleSchema } from './model/style.ts';
export {
  type DealerReader,
  dealerFindings,
  dealerOwnsElement,
} from './preflight/audience.ts';
export { BLEED_TOUCH_TOLERANCE } from './preflight/bleed.ts';
export {
  IMAGE_PPI_ERROR,
  IMAGE_PPI_WARNING,
  lowestImagePpi,
} from './preflight/imageResolution.ts';
export { preflightMessage } from './preflight/messages.ts';
export { missingCharacters } from './preflight/missingGlyphs.ts';
export {
  preflightElement,
  preflightLayouts,
  preflightPage,
  preflightPageOf,
  sortFindings,
} from './preflight/preflight.ts';
export { MIN_LINE_WIDTH } from './preflight/thinLines.ts';
export type {
  PageEdge,
  PreflightCheck,
  PreflightElement,
  PreflightFinding,
  PreflightIssue,
  PreflightPage,
  PreflightSeverity,
} from './preflight/types.ts';
export { PRINT_BLEED } from './render/bleed.ts';
export { type CmykGrid, cmykGridScreenColor, isCmykGrid } from './render/cmykGrid.ts';
export type { RgbColor } from './render/color.ts';
export { type CmykColor, cmykString } from './render/color.ts';
export {
  naiveScreenColor,
  type ScreenColor,
  screenPage,
  toScreenColor,
} from './render/screenColor.ts';
export { renderSvg, type SvgOptions } from './render/svg.ts';
export type {
  Clip,
  FontKey,
  GlyphRun,
  Image,
  Line,
  Path,
  PositionedGlyph,
  Rect,
  RenderItem,
  RenderPage,
} from './render/tree.ts';
export { colorFromStyle, normalizeColor } from './richtext/color.ts';
export { parseRichText, richTextToPlainText } from './richtext/parse.ts';
export { isSafeUrl } from './richtext/safeUrl.ts';
export { escapeHtml, sanitizeRichText } from './richtext/sanitize.ts';
export { sanitizeSheetData } from './richtext/sanitizeSheetData.ts';
export {
  isTextSize,
  SIZE_RATIOS,
  sizeInPoints,
  TEXT_SIZES,
  type TextSize,
} from './richtext/sizes.ts';
export type { Baseline, Paragraph, Run } from './richtext/types.ts';
export {
  applyDealerProfile,
  DEALER_PROFILE_FIELD_MAX,
  DEALER_PROFILE_FIELDS,
  type DealerProfile,
  type DealerProfileField,
  dealerProfileSchema,
  profileRichText,
} from './variants/dealerProfile.ts';
export {
  DEALER_TEXT_FLOOR,
  type DealerValueProblem,
  dealerTextLimit,
  dealerValueProblems,
} from './variants/dealerValueLimits.ts';
export { applyDealerValues, type DealerValuesResult } from './variants/dealerValues.ts';
export { resolveElement, resolvePage } from './variants/resolve.ts';
export { defaultSelection, selectVariant, type VariantSelection } from './variants/selection.ts';
