/** Thai address master data, members' saved addresses and 7-Eleven stores (spec §7 "Addresses"). */
export { addressRoutes } from './routes.ts';
/** For checkout: the member's own addresses (ADDRESS_NOT_FOUND for anyone else's) and 7-Eleven stores by number. */
export { addressFrom, getAddress, listAddresses } from './service.ts';
export { addressesWithArea, type AddressWithArea } from './rows.ts';
export { storeById } from './stores.ts';
