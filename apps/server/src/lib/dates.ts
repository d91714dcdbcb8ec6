/** A timestamp as the API sends it (ISO 8601, UTC) from what the driver returns (a Date, or text from json). */
export const iso = (v: Date | string): string => new Date(v).toISOString();
