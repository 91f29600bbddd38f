import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { styled } from 'styled-components';
import type { FavouriteExperience } from '@tajriba/contracts/discovery';
import { Button, ChevronStartIcon, EmptyState, ErrorPanel, HeartIcon, Pagination, Select, Skeleton, showToast, usePageMeta } from '@tajriba/design-system';
import { useFormatters } from '@tajriba/i18n';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { useListExperiences } from './api/list-experiences';
import { useDeleteList, useLists, useMoveFavourite, useRemoveFavourite, useRenameList } from './api/lists';
import { Cover, Grid, Head, Page } from './components/layout';
import { ListNameDialog } from './components/list-name-dialog';

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[1]};
  margin-block-end: ${({ theme }) => theme.spacing[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`;
const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing[2]};
`;
const Item = styled.li`
  a {
    color: inherit;
    text-decoration: none;
    display: grid;
    gap: ${({ theme }) => theme.spacing[1]};
  }
  strong {
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .row {
    display: flex;
    gap: ${({ theme }) => theme.spacing[2]};
    align-items: end;
  }
  .row > :first-child {
    flex: 1;
    min-inline-size: 0;
  }
`;

/** One saved experience: opens its page; moves to another list (or to none) or is removed. */
function SavedItem({ fav, others }: { fav: FavouriteExperience; others: { value: string; label: string }[] }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  const fmt = useFormatters();
  const move = useMoveFavourite();
  const remove = useRemoveFavourite();
  const e = fav.experience;
  const failed = () => showToast({ kind: 'error', message: t('wishlists.actionFailed') });
  return (
    <Item data-testid="saved-experience">
      <Link to={`/experiences/details/${e.id}`}>
        <Cover>{e.imagesPaths[0] ? <img src={e.imagesPaths[0]} alt="" loading="lazy" /> : <HeartIcon size={32} aria-hidden />}</Cover>
        <strong>{e.name}</strong>
        <small>{[e.cityName, fmt.sar(e.finalPrice)].filter(Boolean).join(' · ')}</small>
      </Link>
      <div className="row">
        <Select
          label={t('wishlists.moveTo', { name: e.name })}
          hideLabel
          placeholder={t('wishlists.move')}
          options={others}
          value={null}
          disabled={move.isPending}
          onChange={(to) => {
            if (to === null) return;
            move.mutate({ favouriteId: fav.id, to: to === 'none' ? null : to }, { onError: failed, onSuccess: () => showToast({ kind: 'success', message: t('wishlists.moved') }) });
          }}
          data-testid="saved-move"
        />
        <Button variant="ghost" size="sm" loading={remove.isPending} onClick={() => remove.mutate(fav.id, { onError: failed })} aria-label={t('wishlists.removeNamed', { name: e.name })} data-testid="saved-remove">
          {t('wishlists.remove')}
        </Button>
      </div>
    </Item>
  );
}

/** `/wishlist/list/{id}` (§2): one list's experiences; move to another list, remove, rename the list, delete the list. */
export function ListPage() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const lists = useLists();
  const items = useListExperiences(id, page);
  const rename = useRenameList();
  const del = useDeleteList();
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const list = lists.data?.find((l) => l.id === id);
  usePageMeta({ title: list?.name ?? t('wishlists.title') });

  if (lists.isSuccess && !list) {
    return (
      <Page>
        <EmptyState title={t('wishlists.notFoundTitle')} description={t('wishlists.notFound')} action={<Link to="/wishlist">{t('wishlists.back')}</Link>} />
      </Page>
    );
  }
  if (lists.isError || items.isError) {
    return (
      <Page>
        <ErrorPanel
          onRetry={() => {
            void lists.refetch();
            void items.refetch();
          }}
        />
      </Page>
    );
  }
  const others = [
    ...(lists.data ?? []).filter((l) => l.id !== id).map((l) => ({ value: l.id, label: l.name })),
    { value: 'none', label: t('wishlists.noList') },
  ];

  return (
    <Page data-testid="wishlist-page">
      <Back to="/wishlist">
        <ChevronStartIcon size={16} aria-hidden /> {t('wishlists.back')}
      </Back>
      <Head>
        {list ? <h1 data-testid="wishlist-name">{list.name}</h1> : <Skeleton width={240} height={34} />}
        <Actions>
          <Button variant="secondary" size="sm" disabled={!list} onClick={() => setDialog('rename')} data-testid="list-rename">
            {t('wishlists.rename')}
          </Button>
          <Button variant="danger" size="sm" disabled={!list} onClick={() => setDialog('delete')} data-testid="list-delete">
            {t('wishlists.delete')}
          </Button>
        </Actions>
      </Head>
      {items.isPending || !items.data ? (
        <Grid aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i}>
              <Skeleton height="auto" radius="14px" className="cover-skeleton" />
              <Skeleton width="70%" height={18} />
              <Skeleton width="40%" height={14} />
              <Skeleton height={40} />
            </div>
          ))}
        </Grid>
      ) : items.data.data.length === 0 ? (
        <EmptyState icon={<HeartIcon size={28} />} title={t('wishlists.listEmptyTitle')} description={t('wishlists.listEmpty')} action={<Link to="/">{t('wishlists.explore')}</Link>} />
      ) : (
        <>
          <Grid as="ul" data-testid="saved-experiences">
            {items.data.data.map((f) => (
              <SavedItem key={f.id} fav={f} others={others} />
            ))}
          </Grid>
          <Pagination page={page} totalPages={items.data.totalPages} onPageChange={(p) => setParams(p > 1 ? { page: String(p) } : {})} />
        </>
      )}
      {dialog === 'rename' && list ? (
        <ListNameDialog title={t('wishlists.renameTitle')} initial={list.name} submitLabel={t('wishlists.save')} onSubmit={(name) => rename.mutateAsync({ id, name })} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'delete' && list ? (
        <ConfirmDialog
          title={t('wishlists.deleteTitle', { name: list.name })}
          cancelLabel={t('wishlists.cancel')}
          confirmLabel={t('wishlists.deleteConfirm')}
          pending={del.isPending}
          confirmTestId="list-delete-confirm"
          onClose={() => setDialog(null)}
          onConfirm={() =>
            del.mutate(id, {
              onSuccess: () => navigate('/wishlist'),
              onError: () => showToast({ kind: 'error', message: t('wishlists.actionFailed') }),
            })
          }
        >
          <p>{t('wishlists.deleteBody')}</p>
        </ConfirmDialog>
      ) : null}
    </Page>
  );
}
export default ListPage;
