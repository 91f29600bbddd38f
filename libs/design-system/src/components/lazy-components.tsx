/**
 * The design system's heavy pieces, loaded on first use. The whole design system is one shared
 * singleton (Module Federation loads a shared module whole, never tree-shaken), so anything
 * exported eagerly from the package entry is paid for by every page, `/` included, whether it
 * renders it or not. The calendar (inside popovers), the file drop zone and the data table are
 * big and never part of a first render, so the entry exports these wrappers, which render the
 * real component through React.lazy with a sized busy placeholder. Props and behaviour are the
 * real component's.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { styled } from 'styled-components';
import { Spinner } from '@tajriba/design-system/core';
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

const LazyDateRangePicker = lazy(() => import('./date-picker/date-range-picker').then((m) => ({ default: m.DateRangePicker })));
const LazyFileDropZone = lazy(() => import('./file-drop-zone').then((m) => ({ default: m.FileDropZone })));
const LazyDataTable = lazy(() =>
  import('./data-table').then((m) => ({ default: m.DataTable as ComponentType<DataTableProps<unknown>> })),
);

/** Starts loading the calendar, e.g. when its trigger is hovered or focused. */
export function preloadDateRangePicker(): void {
  void import('./date-picker/date-range-picker');
}

export function DateRangePicker(props: DateRangePickerProps) {
  return (
    <Suspense
      fallback={
        <Placeholder $minBlock="18rem" $minInline="16rem">
          <Spinner size={24} />
        </Placeholder>
      }
    >
      <LazyDateRangePicker {...props} />
    </Suspense>
  );
}

export function FileDropZone(props: FileDropZoneProps) {
  return (
    <Suspense
      fallback={
        <Placeholder $minBlock="8rem">
          <Spinner size={24} />
        </Placeholder>
      }
    >
      <LazyFileDropZone {...props} />
    </Suspense>
  );
}

export function DataTable<Row>(props: DataTableProps<Row>) {
  return (
    <Suspense
      fallback={
        <Placeholder $minBlock="12rem">
          <Spinner size={24} />
        </Placeholder>
      }
    >
      <LazyDataTable {...(props as DataTableProps<unknown>)} />
    </Suspense>
  );
}
