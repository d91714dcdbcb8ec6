/** A timestamp as the API sends it (ISO 8601, UTC) from what the driver returns (a Date, or text from json). */
export const iso = (v: Date | string): string => new Date(v).toISOString();

/** `iso`, or null for a column that is not set. */
export const isoOrNull = (v: Date | string | null): string | null => (v === null ? null : iso(v));
