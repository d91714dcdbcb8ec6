import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../i18n/index.ts';
import en from '../i18n/en.json';
import ko from '../i18n/ko.json';
import { renderUi } from '../test/render.tsx';
import { FindingConditions } from './finding-conditions.tsx';

const translated = { conditions: 'Leave-on products 2.5 %.', conditionsKo: '사용 후 씻어내지 않는 제품 2.5 %' };
const englishOnly = { conditions: 'As acid.', conditionsKo: '' };

async function inKorean() {
  await act(() => i18n.changeLanguage('ko'));
}

describe('FindingConditions', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows the Korean condition text on a Korean screen, unmarked', async () => {
    await inKorean();
    renderUi(<FindingConditions of={translated} />);
    expect(await screen.findByText(/사용 후 씻어내지 않는 제품 2\.5 %/)).toBeInTheDocument();
    expect(screen.queryByText(/Leave-on products/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('conditions-untranslated')).not.toBeInTheDocument();
  });

  it('marks an English text shown on a Korean screen as English', async () => {
    await inKorean();
    renderUi(<FindingConditions of={englishOnly} />);
    const text = await screen.findByText('As acid.');
    expect(text).toHaveAttribute('lang', 'en');
    expect(screen.getByTestId('conditions-untranslated')).toHaveTextContent(ko.compliance.why.untranslated);
  });

  it('shows the English text on an English screen, unmarked', async () => {
    renderUi(<FindingConditions of={translated} />);
    expect(await screen.findByText(/Leave-on products 2\.5 %\./)).toBeInTheDocument();
    expect(screen.queryByText(en.compliance.why.untranslated)).not.toBeInTheDocument();
    expect(screen.queryByTestId('conditions-untranslated')).not.toBeInTheDocument();
  });

  it('shows nothing, not even the dash, when there is no condition text', async () => {
    await inKorean();
    renderUi(
      <p data-testid="host">
        <FindingConditions of={{ conditions: '', conditionsKo: '' }} />
      </p>,
    );
    expect(await screen.findByTestId('host')).toBeEmptyDOMElement();
  });
});
