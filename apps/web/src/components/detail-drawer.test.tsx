import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api.ts';
import { renderUi } from '../test/render.tsx';
import en from '../i18n/en.json';
import { AreaDetailBody, DetailDrawerBody, useDrawerRecord } from './detail-drawer.tsx';

const ID = '00000000-0000-4000-8000-000000000001';

function Body({ id, load }: { id: string | null; load: (id: string) => Promise<{ name: string }> }) {
  const record = useDrawerRecord(id, (shown) => ({ queryKey: ['thing', shown], queryFn: () => load(shown) }));
  return (
    <DetailDrawerBody
      record={record}
      notFoundView={<p>Not here</p>}
      errorTitle="Could not load"
      retryLabel="Retry"
      skeleton={<p>Loading</p>}
    >
      {(thing) => <p>{thing.name}</p>}
    </DetailDrawerBody>
  );
}

describe('useDrawerRecord and DetailDrawerBody', () => {
  it('shows the record once it has loaded', async () => {
    renderUi(<Body id={ID} load={async () => ({ name: 'Glycerin' })} />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Glycerin')).toBeInTheDocument();
  });

  it('does not ask for a malformed id: it is not found at once', () => {
    const load = vi.fn(async () => ({ name: 'x' }));
    renderUi(<Body id="nope" load={load} />);
    expect(screen.getByText('Not here')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('counts a 404 as not found, and offers a retry for any other failure', async () => {
    const { unmount } = renderUi(<Body id={ID} load={() => Promise.reject(new ApiError(404, 'NOT_FOUND', 'gone'))} />);
    expect(await screen.findByText('Not here')).toBeInTheDocument();
    unmount();

    const load = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'down'))
      .mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'down'))
      .mockResolvedValue({ name: 'Squalane' });
    const { user } = renderUi(<Body id={ID} load={load} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Squalane')).toBeInTheDocument();
  });
});

function AreaBody({ load, onBack }: { load: (id: string) => Promise<{ name: string }>; onBack: () => void }) {
  const record = useDrawerRecord(ID, (shown) => ({ queryKey: ['area-thing', shown], queryFn: () => load(shown) }));
  return (
    <AreaDetailBody record={record} strings="catalogue" notFoundTitle bodyMaw={340} onBack={onBack} skeleton={<p>Loading</p>}>
      {(thing) => <p>{thing.name}</p>}
    </AreaDetailBody>
  );
}

describe('AreaDetailBody', () => {
  it('says the record is not there in the area’s words and leads back', async () => {
    const onBack = vi.fn();
    const { user } = renderUi(<AreaBody load={() => Promise.reject(new ApiError(404, 'NOT_FOUND', 'gone'))} onBack={onBack} />);
    expect(await screen.findByText(en.catalogue.detail.notFoundTitle)).toBeInTheDocument();
    expect(screen.getByText(en.catalogue.detail.notFoundBody)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.catalogue.detail.backToList }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('titles a failure and retries in the area’s words', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'down'))
      .mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'down'))
      .mockResolvedValue({ name: 'Squalane' });
    const { user } = renderUi(<AreaBody load={load} onBack={() => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(en.catalogue.detail.errorTitle);
    await user.click(screen.getByRole('button', { name: en.catalogue.retry }));
    expect(await screen.findByText('Squalane')).toBeInTheDocument();
  });
});
