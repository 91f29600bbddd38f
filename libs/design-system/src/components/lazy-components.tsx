/**
 * The design system's heavy pieces, loaded on first use. The whole design system is one shared
 * singleton (Module Federation loads a shared module whole, never tree-shaken), so anything
 * exported eagerly from the package entry is paid for by every page, `/` included, whether it
 * renders it or not. The calendar (inside popovers), the file drop zone and the data table are
 * big and never part of a first render, so the entry exports these wrappers, which render the
 * real component through `lazyWithMessages` (a retrying lazy import that also downloads the piece's
 * strings) with a sized busy placeholder (and, if the chunk fails to
 * download, a message with Retry in the same box). Props and behaviour are the real component's.
 */
import type { ComponentType, ReactNode } from 'react';
import { styled } from 'styled-components';
import { LazyBoundary, Spinner } from '@tajriba/design-system/core';
import { designSystemOnDemandCatalogues } from '../i18n/on-demand/catalogue';
import { lazyWithMessages } from './lazy-page';
import type { DateRangePickerProps } from './date-picker/date-range-picker';
import type { FileDropZoneProps } from './file-drop-zone';
import type { DataTableProps } from './data-table';

const Placeholder = styled.div<{ $minBlock: string; $minInline?: string }>`
  display: grid;
  place-items: center;
  min-block-size: ${({ $minBlock }) => $minBlock};
  min-inline-size: ${({ $minInline }) => $minInline ?? 'auto'};
  color: ${({ theme }) => theme.colors.textMuted};
`;

// Each piece brings its strings (designSystemOnDemandCatalogues) in the same attempt as its chunk.
const LazyDateRangePicker = lazyWithMessages(
  () => import('./date-picker/date-range-picker').then((m) => ({ default: m.DateRangePicker })),
  designSystemOnDemandCatalogues,
);
const LazyFileDropZone = lazyWithMessages(() => import('./file-drop-zone').then((m) => ({ default: m.FileDropZone })), designSystemOnDemandCatalogues);
const LazyDataTable = lazyWithMessages(
  () => import('./data-table').then((m) => ({ default: m.DataTable as ComponentType<DataTableProps<unknown>> })),
  designSystemOnDemandCatalogues,
);

/** Starts loading the calendar, e.g. when its trigger is hovered or focused. */
export function preloadDateRangePicker(): void {
  LazyDateRangePicker.preload();
}

/** The busy placeholder, and the failure message in a box of the same size. */
function Sized({ minBlock, minInline, children }: { minBlock: string; minInline?: string; children: ReactNode }) {
  return (
    <LazyBoundary
      fallback={
        <Placeholder $minBlock={minBlock} $minInline={minInline}>
          <Spinner size={24} />
        </Placeholder>
      }
      renderError={(message) => (
        <Placeholder $minBlock={minBlock} $minInline={minInline}>
          {message}
        </Placeholder>
      )}
    >
      {children}
    </LazyBoundary>
  );
}

export function DateRangePicker(props: DateRangePickerProps) {
  return (
    <Sized minBlock="18rem" minInline="16rem">
      <LazyDateRangePicker {...props} />
    </Sized>
  );
}

export function FileDropZone(props: FileDropZoneProps) {
  return (
    <Sized minBlock="8rem">
      <LazyFileDropZone {...props} />
    </Sized>
  );
}

export function DataTable<Row>(props: DataTableProps<Row>) {
  return (
    <Sized minBlock="12rem">
      <LazyDataTable {...(props as DataTableProps<unknown>)} />
    </Sized>
  );
}
