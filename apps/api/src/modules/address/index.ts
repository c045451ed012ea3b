/** Thai address master data, members' saved addresses and 7-Eleven stores (spec §7 "Addresses"). */
export { addressRoutes } from './routes.ts';
