import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoredVerdict } from '@formulab/shared/compliance/compliance.schema';
import adminEn from '../../i18n/admin.en.json';
import en from '../../i18n/en.json';
import { renderUi } from '../../test/render.tsx';
import { RecordedVerdict } from './recorded-verdict.tsx';

const verdict: StoredVerdict = {
  checkedAt: '2026-11-20T09:00:00.000Z',
  rulesVersion: 'r1',
  markets: ['EU', 'CN'],
  forChildren: false,
  exposures: ['leave-on'],
  status: 'fail',
  verdicts: [
    {
      market: 'EU',
      status: 'fail',
      findings: [
        {
          code: 'PROHIBITED',
          severity: 'fail',
          ruleId: 'eu-mi',
          ruleVersion: 1,
          kind: 'prohibited',
          inciName: 'Methylisothiazolinone',
          ingredientIds: ['i1'],
          lineIndexes: [2],
          percent: 0.001,
          limit: null,
          conditions: 'Leave-on products',
          conditionsKo: '',
          reference: 'Annex II/1459',
          effectiveFrom: '2017-02-12',
        },
      ],
      labelWarnings: [],
      allergens: [],
      allergenThreshold: 0.001,
    },
    { market: 'CN', status: 'pass', findings: [], labelWarnings: [], allergens: [], allergenThreshold: null },
  ],
};

describe('RecordedVerdict', () => {
  it('shows each market’s recorded status and what failed, with its reference', () => {
    renderUi(<RecordedVerdict verdict={verdict} titleKey="adminPipeline.verdict.sample" testId="v" />);
    const section = screen.getByRole('region', { name: adminEn.adminPipeline.verdict.sample });
    expect(within(screen.getByTestId('v-EU')).getByText(en.compliance.status.fail)).toBeInTheDocument();
    expect(within(screen.getByTestId('v-CN')).getByText(en.compliance.status.pass)).toBeInTheDocument();
    expect(within(section).getByText('Methylisothiazolinone')).toBeInTheDocument();
    expect(within(section).getByText(/Annex II\/1459/)).toBeInTheDocument();
    expect(screen.getByTestId('v-overall')).toHaveAttribute('data-status', 'fail');
  });

  it('says so when nothing was recorded', () => {
    renderUi(<RecordedVerdict verdict={null} titleKey="adminPipeline.verdict.quote" />);
    expect(screen.getByText(adminEn.adminPipeline.verdict.none)).toBeInTheDocument();
    expect(screen.queryByText(en.compliance.status.fail)).not.toBeInTheDocument();
  });
});
