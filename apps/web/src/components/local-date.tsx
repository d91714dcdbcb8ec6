import { formatDate, formatDateTime } from '../lib/format.ts';
import { useDateZone } from '../lib/served-page.ts';

/**
 * A moment as a date (with `time`, a date and a time) in the reader's language and time zone, drawn
 * in the server's zone at a served page's first render so that it hydrates (decision 0027).
 */
export function LocalDate({ at, time = false }: { at: string | Date; time?: boolean }) {
  const zone = useDateZone();
  return (time ? formatDateTime : formatDate)(at, zone);
}
