import type { ComponentProps, ReactNode } from 'react';
import { ResultsBlock, type DrawnPages, type PagedList } from '../../../components/results-block.tsx';
import { LoadError, LoadMore } from './catalogue-states.tsx';
import { ResultsToolbar } from './results-toolbar.tsx';

/**
 * A catalogue screen's results: the toolbar (count, clear filters, sort, grid/list) over the results
 * block, whose load error and "load more" speak of the catalogue.
 */
export function CatalogueResults({
  list,
  pages,
  busy,
  skeleton,
  empty,
  children,
  ...toolbar
}: Omit<ComponentProps<typeof ResultsToolbar>, 'total'> & {
  list: PagedList;
  pages: DrawnPages;
  busy?: boolean;
  skeleton: ReactNode;
  empty: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <ResultsToolbar total={pages.total} {...toolbar} />
      <ResultsBlock list={list} pages={pages} busy={busy} Failure={LoadError} More={LoadMore} skeleton={skeleton} empty={empty}>
        {children}
      </ResultsBlock>
    </>
  );
}
