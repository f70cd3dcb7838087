import type { SheetText } from './texts.ts';

const MM_PER_POINT = 25.4 / 72;
/** Noto Sans averages about half an em per character in running text. */
const AVERAGE_CHARACTER_EM = 0.5;
/** The engine's line height is 1.2 times the font size. */
const LINE_HEIGHT_EM = 1.2;

/** About how many characters fit a text's room at its base size, and the box in millimetres. */
export function roomOf(room: SheetText['room']): {
  characters: number;
  width: number;
  height: number;
} {
  const perLine = Math.max(1, Math.floor(room.width / (AVERAGE_CHARACTER_EM * room.fontSize)));
  const lines = room.oneLine
    ? 1
    : Math.max(1, Math.floor(room.height / (LINE_HEIGHT_EM * room.fontSize)));
  return {
    // Rounded down to tens: an estimate should not look more exact than it is.
    characters: Math.max(perLine, Math.floor((perLine * lines) / 10) * 10),
    width: Math.round(room.width * MM_PER_POINT),
    height: Math.round(room.height * MM_PER_POINT),
  };
}

/** The room in words for the translator: "about 120 characters (box 75 × 20 mm)". */
export function roomText(room: SheetText['room']): string {
  const { characters, width, height } = roomOf(room);
  const line = room.oneLine ? ', one line' : '';
  return `about ${characters} characters${line} (box ${width} × ${height} mm)`;
}
