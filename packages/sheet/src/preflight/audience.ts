// Who preflight speaks to: a finding is only worth telling someone who can act on it. A dealer
// can change their own texts and images (the fields left open to them), their logo and their
// dealer profile; the rest of the sheet is the admin's or region admin's to fix, and telling
// every dealer about it on every export is noise they can do nothing about.
import type { Element } from '../model/element.ts';
import type { PreflightFinding } from './types.ts';

/** What the reader brings to the sheet: their logo and their dealer profile, if any. */
export interface DealerReader {
  /** The dealer's own logo fills the sheet's logo elements. */
  hasLogo: boolean;
  /** The dealer's profile fills the texts and QR codes bound to its fields. */
  hasProfile: boolean;
}

/** Whether a dealer can change what is drawn for `element`, so a finding about it is theirs. */
export function dealerOwnsElement(element: Element, reader: DealerReader): boolean {
  if (element.config.dealerEditable === true) return true;
  if (element.type === 'logo') return reader.hasLogo;
  if (element.type === 'p' || element.type === 'qr') {
    return reader.hasProfile && element.config.profileField !== undefined;
  }
  return false;
}

/**
 * The findings a dealer can act on: those of elements they own (by `dealerOwnsElement`), in
 * their order. `elements` holds every element the findings may name, by id.
 */
export function dealerFindings(
  findings: readonly PreflightFinding[],
  elements: Iterable<Element>,
  reader: DealerReader,
): PreflightFinding[] {
  const owned = new Set<number>();
  for (const element of elements) {
    if (dealerOwnsElement(element, reader)) owned.add(element.id);
  }
  return findings.filter((finding) => owned.has(finding.elementId));
}
