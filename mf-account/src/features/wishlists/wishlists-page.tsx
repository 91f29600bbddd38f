import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { Button, EmptyState, ErrorPanel, HeartIcon, PlusIcon, Skeleton, usePageMeta } from '@tajriba/design-system';
import { useFormatters } from '@tajriba/i18n';
import { useCreateList, useLists } from './api/lists';
import { ListNameDialog } from './components/list-name-dialog';
import { Cover, Grid, Head, Page } from './components/layout';

const Tile = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.spacing[2]};
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.lg};
  strong {
    font-size: ${({ theme }) => theme.typography.sizes.md};
    overflow-wrap: anywhere;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
  &:hover img {
    transform: scale(1.03);
  }
`;

/** `/wishlist` (§2): the guest's named lists, each with a cover image and its count; a new list from here. */
export function WishlistsPage() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  usePageMeta({ title: t('wishlists.title') });
  const fmt = useFormatters();
  const lists = useLists();
  const create = useCreateList();
  const [creating, setCreating] = useState(false);

  return (
    <Page data-testid="wishlists-page">
      <Head>
        <h1>{t('wishlists.title')}</h1>
        <Button startIcon={<PlusIcon size={18} />} onClick={() => setCreating(true)} data-testid="list-create">
          {t('wishlists.create')}
        </Button>
      </Head>
      {lists.isPending ? (
        <Grid aria-busy="true" data-testid="wishlists-loading">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i}>
              <Skeleton height="auto" radius="14px" className="cover-skeleton" />
              <Skeleton width="60%" height={18} />
              <Skeleton width="30%" height={14} />
            </div>
          ))}
        </Grid>
      ) : lists.isError ? (
        <ErrorPanel onRetry={() => void lists.refetch()} retrying={lists.isFetching} />
      ) : lists.data.length === 0 ? (
        <EmptyState
          icon={<HeartIcon size={28} />}
          title={t('wishlists.emptyTitle')}
          description={t('wishlists.empty')}
          action={
            <Button onClick={() => setCreating(true)} data-testid="list-create-empty">
              {t('wishlists.create')}
            </Button>
          }
        />
      ) : (
        <Grid as="ul" data-testid="wishlists">
          {lists.data.map((l) => (
            <li key={l.id}>
              <Tile to={`/wishlist/list/${l.id}`} data-testid="wishlist-tile">
                <Cover>{l.coverImagePath ? <img src={l.coverImagePath} alt="" loading="lazy" /> : <HeartIcon size={36} aria-hidden />}</Cover>
                <strong>{l.name}</strong>
                <span>{t('wishlists.count', { count: l.experiencesCount, shown: fmt.number(l.experiencesCount, 0) })}</span>
              </Tile>
            </li>
          ))}
        </Grid>
      )}
      {creating ? <ListNameDialog title={t('wishlists.createTitle')} initial="" submitLabel={t('wishlists.createSubmit')} onSubmit={(name) => create.mutateAsync(name)} onClose={() => setCreating(false)} /> : null}
    </Page>
  );
}
export default WishlistsPage;
