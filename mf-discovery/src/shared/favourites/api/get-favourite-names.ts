import { useQuery } from '@tanstack/react-query';
import { favouriteListsQueryOptions } from '@tajriba/data-access/favourites';
import { useApiContext } from '../../api/use-api-context';

/** The signed-in user's wishlists (shared cache with every area: @tajriba/data-access/favourites). */
export function useFavouriteNames(enabled: boolean) {
  const { api, userId } = useApiContext();
  return useQuery({ ...favouriteListsQueryOptions(api, userId), enabled: enabled && userId > 0 });
}
