/**
 * The label a dealer reads on a field: the admin's own `dealerLabel`, or else the element's
 * name made readable ("dealer_contact" → "Dealer contact"), since names are written for the
 * designer and imports, not for dealers.
 */
export function dealerFieldLabel(config: { name: string; dealerLabel?: string }): string {
  const own = config.dealerLabel?.trim();
  if (own) return own;
  return readableName(config.name);
}

/** An element name as a person would write it: separators as spaces, first letter upper case. */
export function readableName(name: string): string {
  const spaced = name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/\s+/g, ' ')
    .trim();
  if (!spaced) return name;
  return (
    spaced.charAt(0).toUpperCase() +
    spaced.slice(1).replace(/\b([A-Z])([a-z])/g, (_m, a: string, b: string) => a.toLowerCase() + b)
  );
}
