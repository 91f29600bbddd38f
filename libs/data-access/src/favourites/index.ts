/**
 * Favourites and wishlists (`/api/Manage/Favourite*`, spec §4): what discovery's heart and wishlist
 * dialog and the account's wishlist pages share. One fetcher per call, one key family per user,
 * `queryOptions` factories for what is read: every area reads and invalidates the same cache
 * entries, so a list created in discovery's dialog shows on the account's page without a refetch
 * by hand. Hooks stay in each remote (they know where their API client comes from).
 *
 * Response schemas load with the request (`lazySchema`): zod and the contracts never stand before
 * a first render. One module per call: what a first render imports (the heart's add and remove)
 * does not bring the wishlist dialog's calls with it.
 */
export { favouriteKeys, type FavouriteExperiencesQuery } from './keys';
export { getFavouriteLists, favouriteListsQueryOptions } from './get-favourite-lists';
export { getFavouriteExperiences, favouriteExperiencesQueryOptions } from './get-favourite-experiences';
export { createFavouriteList, renameFavouriteList, deleteFavouriteList } from './lists';
export { addFavourite } from './add-favourite';
export { moveFavourite } from './move-favourite';
export { removeFavourite } from './remove-favourite';
