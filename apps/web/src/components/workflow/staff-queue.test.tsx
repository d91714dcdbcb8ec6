import { describe, expect, it } from 'vitest';
import type { TFunction } from '../../i18n/index.ts';
import { queueStrings } from './staff-queue.tsx';

// the key itself, so the test sees which key each text is read from
const t = ((key: string) => key) as TFunction;

describe('queueStrings', () => {
  it('reads every text of the queue from its group', () => {
    expect(queueStrings(t, 'adminQuotes')).toEqual({
      search: 'adminQuotes.search',
      searchPlaceholder: 'adminQuotes.searchPlaceholder',
      states: 'adminQuotes.states',
      all: 'adminQuotes.all',
      retry: 'adminQuotes.retry',
      empty: 'adminQuotes.empty',
      emptyHint: 'adminQuotes.emptyHint',
      emptyFiltered: 'adminQuotes.emptyFiltered',
      emptyFilteredHint: 'adminQuotes.emptyFilteredHint',
      clear: 'adminQuotes.clear',
    });
  });

  it('reads the texts named elsewhere from their own keys', () => {
    const strings = queueStrings(t, 'adminInquiries', { all: 'support.tabs.all', empty: 'adminInquiries.partnership.empty' });
    expect(strings.all).toBe('support.tabs.all');
    expect(strings.empty).toBe('adminInquiries.partnership.empty');
    expect(strings.emptyHint).toBe('adminInquiries.emptyHint');
  });
});
